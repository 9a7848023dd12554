// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createLucideIcon, type LucideIconData } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lucideServerIcons } from '../../scripts/build/lucide-server-icons.mjs';
import ServerIcon from '../../src/layout/server-icon';

const arrowRight: LucideIconData = {
  name: 'arrow-right',
  size: 24,
  node: [
    ['path', { d: 'M5 12h14', key: 'a' }],
    ['path', { d: 'm12 5 7 7-7 7', key: 'b' }],
  ],
};
/** The same icon as lucide-react draws it (in a client component). */
const LucideArrowRight = createLucideIcon(arrowRight);
/** What ServerIcon leaves out of lucide's drawing: its classes and the namespace HTML gives an <svg>. */
const withoutLucideExtras = (markup: string) =>
  markup
    .replace(/lucide lucide-arrow-right ?/, '')
    .replace(' class=""', '')
    .replace(' xmlns="http://www.w3.org/2000/svg"', '');

describe('ServerIcon', () => {
  it.each([
    ['decorative, lucide’s defaults', {}],
    ['with a class', { className: 'card__icon' }],
    ['labelled: no aria-hidden', { 'aria-label': 'Next', role: 'img' }],
    ['sized, thinner', { size: 16, strokeWidth: 1.5 }],
  ])('draws what lucide-react draws, without its classes and xmlns: %s', (_, props) => {
    const lucide = renderToStaticMarkup(<LucideArrowRight {...props} />);
    expect(lucide, 'lucide-react still names its classes').toContain('lucide-arrow-right');
    expect(lucide, 'lucide-react still names the namespace').toContain('xmlns=');
    expect(renderToStaticMarkup(<ServerIcon icon={arrowRight} {...props} />)).toBe(
      withoutLucideExtras(lucide),
    );
  });
});

describe('lucideServerIcons (the server build draws icons with ServerIcon)', () => {
  const plugin = lucideServerIcons();
  const resolve = (source: string, importer: string) =>
    (plugin.resolveId as (source: string, importer: string) => string | null)(source, importer);

  it("takes the place of lucide-react's Icon for lucide's own modules, in the server build only", () => {
    expect(resolve('./Icon.mjs', '/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs')).toMatch(
      /src[\\/]layout[\\/]server-icon\.tsx$/,
    );
    expect(resolve('./Icon.mjs', '/app/src/layout/theme-icons.tsx')).toBeNull();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'rsc' })).toBe(true);
    expect(applies({ name: 'client' })).toBe(false);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it("is needed while lucide-react's Icon is a client component (lucide-icons/lucide#4175)", () => {
    // The day this fails, server components can draw lucide's icons as they
    // are: remove scripts/build/lucide-server-icons.mjs and src/layout/server-icon.tsx.
    const require = createRequire(import.meta.url);
    expect(readFileSync(require.resolve('lucide-react/dist/esm/Icon.mjs'), 'utf8')).toMatch(
      /^(?:"use strict";\s*)?"use client";/,
    );
  });
});
