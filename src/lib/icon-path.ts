import type { IconNode } from 'lucide';

type Attributes = IconNode[number][1];

/** The attributes each shape may have for it to join the path: its geometry and nothing else. */
const GEOMETRY: Record<string, readonly string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
};

/** SVG's number grammar: "-.5", "1e-3"; "1.5.5" is two numbers. */
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATOR = /[\s,]*/y;

/** A length attribute as a number (Lucide writes them as strings). */
const length = (attributes: Attributes, name: string) => Number(attributes[name] ?? 0);

/**
 * The numbers a path's data starts with after its first command letter, and
 * where the rest begins.
 */
function leadingPair(d: string, from: number): { x: string; y: string; rest: number } | undefined {
  const read = () => {
    SEPARATOR.lastIndex = from;
    SEPARATOR.exec(d);
    NUMBER.lastIndex = SEPARATOR.lastIndex;
    const match = NUMBER.exec(d);
    if (!match) return undefined;
    from = NUMBER.lastIndex;
    return match[0];
  };
  const x = read();
  const y = read();
  return x === undefined || y === undefined ? undefined : { x, y, rest: from };
}

/**
 * A path's data that means the same wherever it stands in a longer path, or
 * undefined. Only a path's first moveto is absolute whatever its letter: a
 * relative one ("m6 9 6 6") is rewritten as absolute, and the coordinate
 * pairs after it, which it makes relative lines, as an explicit "l".
 */
function standalone(d: string): string | undefined {
  const start = d.search(/\S/);
  if (d[start] === 'M') return d.slice(start);
  if (d[start] !== 'm') return undefined;
  const pair = leadingPair(d, start + 1);
  if (!pair) return undefined;
  const rest = d.slice(pair.rest).replace(/^[\s,]+/, '');
  const impliedLine = /^[+\-.\d]/.test(rest);
  return `M${pair.x} ${pair.y}${impliedLine ? 'l' : ''}${rest}`;
}

/** A shape's outline as path data, or undefined when it cannot join the path. */
function outline(tag: string, attributes: Attributes): string | undefined {
  const geometry = GEOMETRY[tag];
  if (!geometry || Object.keys(attributes).some((name) => !geometry.includes(name))) return undefined;
  const n = (name: string) => length(attributes, name);
  switch (tag) {
    case 'path':
      return standalone(String(attributes.d ?? ''));
    case 'circle':
    case 'ellipse': {
      const rx = tag === 'circle' ? n('r') : n('rx');
      const ry = tag === 'circle' ? n('r') : n('ry');
      const arc = `a${rx} ${ry} 0 1 0`;
      return `M${n('cx') - rx} ${n('cy')}${arc} ${2 * rx} 0${arc} ${-2 * rx} 0z`;
    }
    case 'rect': {
      const [x, y, width, height] = [n('x'), n('y'), n('width'), n('height')];
      // SVG's rule: a missing radius takes the other's; each is at most half the side.
      const rx = Math.min(attributes.rx === undefined ? n('ry') : n('rx'), width / 2);
      const ry = Math.min(attributes.ry === undefined ? n('rx') : n('ry'), height / 2);
      if (rx <= 0 || ry <= 0) return `M${x} ${y}h${width}v${height}h${-width}z`;
      const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}h${width - 2 * rx}${corner(rx, ry)}v${height - 2 * ry}${corner(-rx, ry)}` +
        `h${2 * rx - width}${corner(-rx, -ry)}v${2 * ry - height}${corner(rx, -ry)}z`
      );
    }
    case 'line':
      return `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
    default:
      // After a moveto, further pairs are lines to them: a polyline's points as they are.
      return `M${String(attributes.points ?? '').trim()}${tag === 'polygon' ? 'z' : ''}`;
  }
}

/**
 * An icon's elements with each run of plain shapes drawn as one path, in the
 * order Lucide draws them. Lucide draws an icon as a few elements (3.4 on
 * average for the icons the site uses: paths, circles, rects), and every
 * element is a node the browser parses and lays out, an entry in the page's
 * RSC payload and a fiber React hydrates. Drawn with the same stroke, the
 * same shapes as subpaths of one path look the same (tests/unit/icon.test.tsx
 * paints every Lucide icon both ways and compares the pixels). An element
 * with attributes of its own (a fill) is drawn as Lucide draws it, and so is
 * a path whose start cannot be rewritten.
 */
export function iconShapes(icon: IconNode): IconNode {
  const shapes: IconNode = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length) shapes.push(['path', { d: run.join('') }]);
    run = [];
  };
  for (const [tag, attributes] of icon) {
    const d = outline(tag, attributes);
    if (d === undefined) {
      endRun();
      shapes.push([tag, attributes]);
    } else {
      run.push(d);
    }
  }
  endRun();
  return shapes;
}
