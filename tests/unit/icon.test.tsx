import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import * as lucide from 'lucide';
import { ArrowRight, ChevronDown, type IconNode } from 'lucide';
import * as lucideReact from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Icon } from '../../src/layout/icon';
import { iconShapes } from '../../src/lib/icon-path';

const require = createRequire(import.meta.url);

/** Lucide's own drawing of an icon, element by element, as lucide-react draws it (less its classes). */
const lucideDrawing = (icon: IconNode) =>
  renderToStaticMarkup(
    createElement(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none' },
      createElement(
        'g',
        { stroke: 'black', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' },
        ...icon.map(([tag, attributes]) => createElement(tag, attributes)),
      ),
    ),
  );

/** The icon painted at 96 px on white: its pixels, four bytes each (RGBA). */
const paint = (svg: string) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: 96 }, background: 'white' }).render().pixels;

/**
 * Where two paintings of black on white differ: pixels with ink one lacks
 * (half a pixel's coverage or more), and pixels only a shade apart. Where
 * two of Lucide's elements overlap, their antialiased edges are painted twice
 * and come out a shade darker than one path's edge (Wheat: 18 pixels at
 * 96 px, none over 97 of 255 apart).
 */
const compare = (ours: Uint8Array, theirs: Uint8Array) => {
  let missingInk = 0;
  let extraInk = 0;
  let shades = 0;
  // The red channel of each pixel (black ink on white: all three alike). A
  // plain loop: a callback per byte of 2,271 icons' pixels took most of the
  // test's time.
  for (let index = 0; index < ours.length; index += 4) {
    const lighter = (ours[index] ?? 0) - (theirs[index] ?? 0);
    if (lighter > 128) missingInk++;
    else if (lighter < -64) extraInk++;
    else if (lighter > 64) shades++;
  }
  return { missingInk, extraInk, shades };
};

const allIcons = Object.entries(lucide).filter(
  (entry): entry is [string, IconNode] =>
    Array.isArray(entry[1]) &&
    entry[1].every((shape) => Array.isArray(shape) && typeof shape[0] === 'string'),
);

describe('Icon', () => {
  beforeAll(async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  });

  it("draws the data's shapes as one path, in Lucide's 24-pixel frame and stroke, hidden from assistive technology", () => {
    const icon: IconNode = [
      ['path', { d: 'M5 12h14' }],
      ['circle', { cx: 12, cy: 12, r: 3 }],
    ];
    expect(renderToStaticMarkup(<Icon icon={icon} />)).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"' +
        ' stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
        '<path d="M5 12h14M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z"></path></svg>',
    );
  });

  it('rewrites a relative start so the path means the same after another, its implied lines made explicit', () => {
    expect(iconShapes(ChevronDown)).toEqual([['path', { d: 'M6 9l6 6 6-6' }]]);
    expect(iconShapes([['path', { d: 'm2 3h4' }]])).toEqual([['path', { d: 'M2 3h4' }]]);
    expect(iconShapes([['path', { d: 'm-.5.5.5 1' }]])).toEqual([['path', { d: 'M-.5 .5l.5 1' }]]);
  });

  it('keeps a shape with attributes of its own as Lucide draws it, in order between the runs it splits', () => {
    const dot: IconNode[number] = ['circle', { cx: 12, cy: 12, r: 1, fill: 'currentColor' }];
    expect(
      iconShapes([
        ['path', { d: 'M1 1h2' }],
        ['path', { d: 'M3 3h2' }],
        dot,
        ['line', { x1: 0, y1: 0, x2: 4, y2: 4 }],
      ]),
    ).toEqual([['path', { d: 'M1 1h2M3 3h2' }], dot, ['path', { d: 'M0 0L4 4' }]]);
  });

  it('frames and labels an icon as lucide-react does in an island, less its classes and xmlns', () => {
    const islands = renderToStaticMarkup(
      <lucideReact.ArrowRight className="card__icon" aria-hidden="true" />,
    );
    expect(islands, 'lucide-react still names its classes').toMatch(/class="lucide lucide-/);
    const frame = (markup: string) =>
      markup
        .replace(/lucide(?: lucide-[a-z0-9-]+)+ ?/, '')
        .replace(' xmlns="http://www.w3.org/2000/svg"', '')
        .replace(/>.*<\/svg>$/, '>');
    expect(frame(renderToStaticMarkup(<Icon icon={ArrowRight} className="card__icon" />))).toBe(
      frame(islands),
    );
  });

  it(`paints each of Lucide's ${allIcons.length} icons as Lucide draws them: no ink missing or added, overlaps a shade lighter at most`, () => {
    expect(allIcons.length, 'every icon in the package is checked').toBeGreaterThan(1000);
    const differing = allIcons
      .map(([name, icon]) => ({
        name,
        ...compare(paint(lucideDrawing(iconShapes(icon))), paint(lucideDrawing(icon))),
      }))
      .filter(({ missingInk, extraInk, shades }) => missingInk > 0 || extraInk > 0 || shades > 24);
    expect(differing).toEqual([]);
  });

  it("takes its data from lucide-react's own release of lucide, so islands and pages draw the same shapes", () => {
    const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
    expect(version('lucide')).toBe(version('lucide-react'));
  });
});
