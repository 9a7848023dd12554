#!/usr/bin/env node
// Writes src/styles/tokens.css: the design tokens the site reads, and only
// those, in both themes. Run by hand (`npm run tokens`) after a stylesheet or
// a component starts or stops reading a token, or after @radix-ui/colors is
// upgraded; tests/unit/tokens.test.ts fails until it has been.
//
// Colours come from @radix-ui/colors, in sRGB (the brand blue is sRGB: on
// wide-gamut screens Radix's Display P3 steps would be a shade more vivid
// than the brand beside them). The site's grey is Radix's slate, read as
// `--gray-N`. The few other tokens are Radix Themes' surfaces and shadows,
// written here as data: five values per theme did not justify parsing Radix
// Themes' stylesheet for them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as radixColors from '@radix-ui/colors';

export const TOKENS_FILE = 'src/styles/tokens.css';
const SOURCES = 'src';
const GRAY = 'slate';

/**
 * Radix Themes 3.3.0's values (tokens/base.css). Its shadows' first ring mixes
 * two greys with color-mix(), which it also offers without for older
 * browsers; the site's header already needs color-mix() (shell.css), so only
 * that form is kept.
 * @type {Record<'light' | 'dark', Record<string, string>>}
 */
const THEME_TOKENS = {
  light: {
    'color-background': 'white',
    'color-overlay': 'var(--black-a6)',
    'color-panel-solid': 'white',
    'shadow-5':
      '0 0 0 1px color-mix(in oklab, var(--gray-a3), var(--gray-3) 25%), 0 12px 60px var(--black-a3), 0 12px 32px -16px var(--gray-a5)',
    'shadow-6':
      '0 0 0 1px color-mix(in oklab, var(--gray-a3), var(--gray-3) 25%), 0 12px 60px var(--black-a3), 0 16px 64px var(--gray-a2), 0 16px 36px -20px var(--gray-a7)',
  },
  dark: {
    'color-background': 'var(--gray-1)',
    'color-overlay': 'var(--black-a8)',
    'color-panel-solid': 'var(--gray-2)',
    'shadow-5':
      '0 0 0 1px color-mix(in oklab, var(--gray-a6), var(--gray-6) 25%), 0 12px 60px var(--black-a5), 0 12px 32px -16px var(--black-a7)',
    'shadow-6':
      '0 0 0 1px color-mix(in oklab, var(--gray-a6), var(--gray-6) 25%), 0 12px 60px var(--black-a4), 0 16px 64px var(--black-a6), 0 16px 36px -20px var(--black-a11)',
  },
};

const READ = /var\(\s*--([\w-]+)/g;
const COLOUR = /^([a-z]+)-(a?)(\d+)$/;

/** Every file under src/ that may read a token, but the token file itself. */
export const sourceFiles = (dir = SOURCES) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => /\.(css|tsx?|mjs)$/.test(path) && path !== TOKENS_FILE);

/**
 * The custom properties `texts` read (`var(--name)`), by name without `--`.
 * @param {string[]} texts
 */
export const readsIn = (texts) =>
  new Set(texts.flatMap((text) => [...text.matchAll(READ)].map(([, n]) => n ?? '')));

/**
 * A colour token's value in one theme, or undefined when `name` is not a
 * Radix colour step (`--page-gutter`). A step a palette lacks is an error.
 * @param {string} name e.g. `gray-a3`, `blue-11`, `black-a6`
 * @param {'light' | 'dark'} theme
 */
const colour = (name, theme) => {
  const [, palette = '', alpha, step] = name.match(COLOUR) ?? [];
  const scale = palette === 'gray' ? GRAY : palette;
  /** @type {Record<string, Record<string, string>>} */
  const scales = radixColors;
  // Black and white overlays have no dark version: the same in both themes.
  const overlay = scales[`${scale}A`] && !scales[`${scale}DarkA`];
  if (!scales[scale] && !overlay) return undefined;
  const exportName = `${scale}${theme === 'dark' && !overlay ? 'Dark' : ''}${alpha ? 'A' : ''}`;
  const value = scales[exportName]?.[`${scale}${alpha ? 'A' : ''}${step}`];
  if (value === undefined)
    throw new Error(`tokens: --${name} is read, but ${exportName} has no step ${step}`);
  return value;
};

/** Names sorted as a reader looks them up: by scale, solid steps before alpha, by number. */
/** @param {string} a @param {string} b */
const byScaleAndStep = (a, b) => {
  const [, pa = '', aa = '', sa = '0'] = a.match(COLOUR) ?? [];
  const [, pb = '', ab = '', sb = '0'] = b.match(COLOUR) ?? [];
  return pa.localeCompare(pb) || aa.localeCompare(ab) || Number(sa) - Number(sb);
};

/**
 * The token file for what `texts` read: every colour step and theme token
 * read, and what those tokens read in turn.
 * @param {string[]} texts
 */
export const tokensCss = (texts) => {
  const reads = readsIn(texts);
  const themeTokens = Object.keys(THEME_TOKENS.light).filter((name) => reads.has(name));
  const themeTokenValues = themeTokens.flatMap((name) => [THEME_TOKENS.light[name], THEME_TOKENS.dark[name]]);
  for (const name of readsIn(themeTokenValues.map(String))) reads.add(name);
  const colours = [...reads].filter((name) => colour(name, 'light') !== undefined).sort(byScaleAndStep);

  /** @param {'light' | 'dark'} theme */
  const declarations = (theme) =>
    [
      ...colours
        .map((name) => [name, colour(name, theme)])
        .filter(([name, value]) => theme === 'light' || value !== colour(name ?? '', 'light')),
      ...themeTokens.map((name) => [name, THEME_TOKENS[theme][name]]),
    ]
      .map(([name, value]) => `  --${name}: ${value};`)
      .join('\n');

  const { version } = createRequire(import.meta.url)('@radix-ui/colors/package.json');
  return `/*
 * Generated by \`npm run tokens\` (scripts/build/tokens.mjs), which says how:
 * edit that script or the CSS that reads a token, not this file.
 * The tokens src/ reads: @radix-ui/colors ${version} (sRGB), Radix Themes' surfaces.
 */
:root {
${declarations('light')}
}

.dark {
${declarations('dark')}
}
`;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const css = tokensCss(sourceFiles().map((path) => readFileSync(path, 'utf8')));
  writeFileSync(TOKENS_FILE, css);
  console.log(`tokens: ${TOKENS_FILE}, ${css.match(/^ {2}--/gm)?.length ?? 0} declarations`);
}
