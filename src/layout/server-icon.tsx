import type { LucideIconData, LucideProps } from 'lucide-react';
import buildLucideIconForReact from 'lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs';
import { hasA11yProp } from 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs';
import { createElement, type ReactNode } from 'react';

type ServerIconProps = LucideProps & { icon: LucideIconData; children?: ReactNode };

/**
 * lucide-react's `Icon` as a server component: the same SVG, drawn by
 * lucide's own builder with lucide's defaults, but plain elements.
 *
 * lucide-react 1.x marks its `Icon` "use client", for `LucideProvider`'s
 * context (lucide-icons/lucide#4175). In a server component every icon was
 * therefore a client component: lucide's code loaded on every page and run
 * once per icon while the page hydrated (57 icons on `/`), though an icon
 * never changes. `scripts/build/lucide-server-icons.mjs` puts this module in the
 * place of lucide's `Icon` in the server build only; islands keep lucide's.
 * Left out: `LucideProvider` (the site sets no defaults), lucide's
 * `lucide lucide-<name>` classes (no rule reads them) and `xmlns` (an <svg>
 * inside HTML has its namespace without it): 0.3 KB of gzip on `/`.
 */
export default function ServerIcon({
  icon,
  size,
  width,
  height,
  color,
  strokeWidth,
  absoluteStrokeWidth,
  nonScalingStroke,
  className,
  children,
  // createLucideIcon's forwardRef hands down a ref that a server render has no use for.
  ref: _ref,
  ...attributes
}: ServerIconProps) {
  const [, { xmlns: _inHtmlNoNamespace, ...svgAttributes }, nodes] = buildLucideIconForReact(icon, {
    color: color ?? 'currentColor',
    width: width ?? size ?? 24,
    height: height ?? size ?? 24,
    strokeWidth: strokeWidth ?? 2,
    absoluteStrokeWidth: absoluteStrokeWidth ?? false,
    nonScalingStroke: nonScalingStroke ?? false,
    className: className ?? '',
    includeDefaultClasses: false,
    hasA11yProp: Boolean(children) || hasA11yProp(attributes),
    attributes,
  });
  return createElement(
    'svg',
    svgAttributes,
    ...nodes.map(([tag, nodeAttributes]) => createElement(tag, nodeAttributes)),
    children,
  );
}
