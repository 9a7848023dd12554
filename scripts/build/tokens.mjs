#!/usr/bin/env node
// Writes src/styles/tokens.css: the design tokens src/ reads, and only those,
// light on :root, dark on .dark. `npm run build` runs it first, so a build
// always has site.ts's brand colour. Run it by hand (`npm run tokens`) when
// CSS starts or stops reading a token, after upgrading @radix-ui/colors or
// after changing the brand colour, for `npm run dev` and to commit the file:
// tests/unit/tokens.test.ts fails until then.
//
// The brand colour (--brand-solid, --brand-solid-hover) is
// src/content/site.ts's, so that a rebrand is that one file. It is written
// here, beside the other tokens, rather than set on each page (a style
// element or attribute: bytes on every page) or made by a Vite plugin (a
// second way for a token to come about): a declaration like any other in the
// stylesheet, which a page's critical CSS keeps only where the page reads it
// (critical-properties.mjs).
//
// The other colours are Radix's, from @radix-ui/colors in sRGB (the brand
// colour is sRGB: Radix's Display P3 steps would be a shade more vivid beside
// it); the site's grey, `--gray-N`, is Radix's slate. The five other tokens
// are Radix Themes', written here as data rather than parsed out of its CSS.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as radixColors from '@radix-ui/colors';
import { runnerImport } from 'vite';
import { isEntryPoint } from '../toolchain/entry-point.mjs';

export const TOKENS_FILE = 'src/styles/tokens.css';

/**
 * Radix Themes' surfaces and shadows (its tokens/base.css: tokens.test.ts
 * checks them against the installed @radix-ui/themes), light and
 * dark. Radix also has the shadows without color-mix(), for older browsers;
 * the site's header needs color-mix() anyway (shell.css).
 * @type {Record<string, [string, string]>}
 */
export const THEME_TOKENS = {
  'color-background': ['white', 'var(--gray-1)'],
  'color-overlay': ['var(--black-a6)', 'var(--black-a8)'],
  'color-panel-solid': ['white', 'var(--gray-2)'],
  'shadow-5': [
    '0 0 0 1px color-mix(in oklab, var(--gray-a3), var(--gray-3) 25%), 0 12px 60px var(--black-a3), 0 12px 32px -16px var(--gray-a5)',
    '0 0 0 1px color-mix(in oklab, var(--gray-a6), var(--gray-6) 25%), 0 12px 60px var(--black-a5), 0 12px 32px -16px var(--black-a7)',
  ],
  'shadow-6': [
    '0 0 0 1px color-mix(in oklab, var(--gray-a3), var(--gray-3) 25%), 0 12px 60px var(--black-a3), 0 16px 64px var(--gray-a2), 0 16px 36px -20px var(--gray-a7)',
    '0 0 0 1px color-mix(in oklab, var(--gray-a6), var(--gray-6) 25%), 0 12px 60px var(--black-a4), 0 16px 64px var(--black-a6), 0 16px 36px -20px var(--black-a11)',
  ],
};

/** @type {Record<string, Record<string, string> | undefined>} */
const scales = radixColors;

/** The files under src/ that may read a token: all but the token file. */
export const sourceFiles = () =>
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((name) => join('src', name))
    .filter((path) => /\.(css|tsx?|mjs)$/.test(path) && path !== TOKENS_FILE);

/**
 * The custom properties `texts` read (`var(--name)`), named without `--`.
 * @param {string[]} texts
 */
export const readsIn = (texts) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/var\(\s*--([\w-]+)/g)].map(([, name]) => name ?? '')));

/**
 * A Radix colour step's light and dark values (`blue-11`, `gray-a3`;
 * `black-a6` is the same in both), or undefined for any other name.
 * @param {string} name
 * @returns {[string, string] | undefined}
 */
const colour = (name) => {
  const [, palette, alpha = '', step] = name.match(/^([a-z]+)-(a?)(\d+)$/) ?? [];
  const scale = palette === 'gray' ? 'slate' : palette;
  const a = alpha && 'A';
  const light = scales[`${scale}${a}`];
  if (!light) return undefined;
  const dark = scales[`${scale}Dark${a}`] ?? light;
  const key = `${scale}${a}${step}`;
  if (!light[key] || !dark[key]) throw new Error(`tokens: --${name} is read, but Radix has no ${key}`);
  return [light[key], dark[key]];
};

/**
 * The brand's tokens, the same in both themes.
 * @param {import('../../src/content/site').SiteConfig['brand']} brand
 * @returns {Record<string, [string, string]>}
 */
const brandTokens = (brand) => ({
  'brand-solid': [brand.solid, brand.solid],
  'brand-solid-hover': [brand.hover, brand.hover],
});

/**
 * The token file for what `texts` read: each colour step, Radix Themes token
 * and brand token read (`brand`, site.ts's), and the steps those read in turn.
 * @param {string[]} texts
 * @param {import('../../src/content/site').SiteConfig['brand']} brand
 */
export const tokensCss = (texts, brand) => {
  const reads = readsIn(texts);
  const themeTokens = Object.entries({ ...THEME_TOKENS, ...brandTokens(brand) }).filter(([name]) =>
    reads.has(name),
  );
  const names = [...reads, ...readsIn(themeTokens.flatMap(([, values]) => values))];
  const colours = [...new Set(names)]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((name) => {
      const values = colour(name);
      return values ? [/** @type {const} */ ([name, values])] : [];
    });
  const tokens = [...colours, ...themeTokens];
  /** @param {string} selector @param {0 | 1} theme */
  const block = (selector, theme) =>
    `${selector} {\n${tokens
      // Dark only where it differs from light (Radix's blue-9 and red-9 do not).
      .filter(([, values]) => theme === 0 || values[1] !== values[0])
      .map(([name, values]) => `  --${name}: ${values[theme]};\n`)
      .join('')}}`;
  const { version } = createRequire(import.meta.url)('@radix-ui/colors/package.json');
  return `/*
 * Generated by \`npm run tokens\` (scripts/build/tokens.mjs): edit that script,
 * the CSS that reads a token or the brand colour in src/content/site.ts, not
 * this file. @radix-ui/colors ${version}.
 */
${block(':root', 0)}

${block('.dark', 1)}
`;
};

if (isEntryPoint(import.meta.url)) {
  // site.ts is TypeScript: read through Vite's module runner, as the other build steps read it.
  const { site } = (await runnerImport('./src/content/site.ts', { configFile: false })).module;
  const css = tokensCss(
    sourceFiles().map((path) => readFileSync(path, 'utf8')),
    site.brand,
  );
  writeFileSync(TOKENS_FILE, css);
  console.log(`tokens: ${TOKENS_FILE}, ${css.match(/^ {2}--/gm)?.length ?? 0} declarations`);
}
