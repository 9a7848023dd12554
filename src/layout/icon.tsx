import type { IconNode } from 'lucide';
import { createElement } from 'react';
import { iconShapes } from '../lib/icon-path';

/**
 * A Lucide icon drawn as plain SVG, in the frame and stroke lucide-react
 * gives it, from the `lucide` package's data. No hooks and no "use client":
 * a server component's icon is markup in the page, not a component to load
 * and hydrate (lucide-react 1.x marks its `Icon` a client component,
 * lucide-icons/lucide#4175), and the same icon renders the same in an island.
 * Left out, as before: lucide's `lucide lucide-<name>` classes (no rule
 * reads them) and `xmlns` (an <svg> in HTML has its namespace without it).
 *
 * Its shapes are drawn as one path where they can be (lib/icon-path.ts):
 * fewer elements to parse, lay out and hydrate, the same picture.
 *
 * Every icon on the site stands beside words that say the same, so it is
 * hidden from assistive technology.
 *
 * @param icon one of Lucide's icons as data: `import { ArrowRight } from 'lucide'`
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return createElement(
    'svg',
    {
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className,
      'aria-hidden': 'true',
    },
    // As arguments, not an array: the elements need no keys.
    ...iconShapes(icon).map(([tag, attributes]) => createElement(tag, attributes)),
  );
}
