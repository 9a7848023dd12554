#!/usr/bin/env node
// Part of `npm run build`: draws each route's share card (og:image), 1200x630
// PNG, into dist/public at the path src/lib/share-image.ts gives it, and the
// card of every other page (SHARE_IMAGE, the 404 page's). What a card says
// comes from src/content/share-cards.ts, its mark from src/layout/brand-mark.ts
// and the brand's name and colour from src/content/site.ts, read through
// Vite's module runner (they are TypeScript). Offline: satori lays the card
// out with Inter from the npm registry (@fontsource/inter), resvg
// (WebAssembly, so no platform binary) paints it. Dev dependencies only;
// nothing of this ships.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { runnerImport } from 'vite';
import { buildShowsDrafts, contentPlugins } from './content-plugins.mjs';

const PUBLIC = 'dist/public';
const WIDTH = 1200;
const HEIGHT = 630;
/** The site's dark palette (Radix slate dark, blue 11 dark); the brand's colour is site.ts's. */
const COLOURS = {
  background: '#111113',
  text: '#edeef0',
  muted: '#b0b4ba',
  accent: '#70b8ff',
};

/**
 * `hex` (#rrggbb) at `alpha`, as rgba(): the glow's colour.
 * @param {string} hex
 * @param {number} alpha
 */
const withAlpha = (hex, alpha) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

const require = createRequire(import.meta.url);
/** @param {400 | 700} weight */
const font = (weight) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/**
 * satori's element shape: what JSX compiles to, written out.
 * @param {string} type
 * @param {Record<string, string | number>} style
 * @param {...unknown} children
 */
const h = (type, style, ...children) => ({ type, props: { style, children } });

/**
 * @param {{ title: string; group?: string }} card
 * @param {import('../../src/content/site').SiteConfig} site
 * @param {string} logo the brand mark, as an image URL
 */
const layout = (card, site, logo) =>
  h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: COLOURS.text,
      backgroundColor: COLOURS.background,
      backgroundImage: `radial-gradient(circle at 88% 12%, ${withAlpha(site.brand.solid, 0.55)}, rgba(17, 17, 19, 0) 42%)`,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 },
      { type: 'img', props: { src: logo, width: 64, height: 64 } },
      site.name,
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 980 },
      ...(card.group ? [h('div', { fontSize: 30, fontWeight: 700, color: COLOURS.accent }, card.group)] : []),
      h('div', { fontSize: card.title.length > 40 ? 62 : 72, fontWeight: 700, lineHeight: 1.1 }, card.title),
    ),
    h(
      'div',
      { display: 'flex', fontSize: 26, color: COLOURS.muted },
      new URL(site.url).host.replace(/^www\./, ''),
    ),
  );

const started = Date.now();
/** @param {string} path */
const content = async (path) =>
  /** @type {Record<string, any>} */ (
    (
      await runnerImport(path, {
        configFile: false,
        plugins: contentPlugins({ showDrafts: buildShowsDrafts() }),
      })
    ).module
  );
const [{ fallbackShareCard, shareCards }, { SHARE_IMAGE, shareImagePath }, { site }, { brandMarkSvg }] =
  await Promise.all([
    content('./src/content/share-cards.ts'),
    content('./src/lib/share-image.ts'),
    content('./src/content/site.ts'),
    content('./src/layout/brand-mark.ts'),
  ]);
const logo = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg(site.brand.solid)).toString('base64')}`;
const painter = readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'));
await initWasm(painter);
const fonts = [
  {
    name: 'Inter',
    data: font(400),
    weight: /** @type {const} */ (400),
    style: /** @type {const} */ ('normal'),
  },
  {
    name: 'Inter',
    data: font(700),
    weight: /** @type {const} */ (700),
    style: /** @type {const} */ ('normal'),
  },
];
/** @type {[string, { title: string; group?: string }][]} each image's path and what it shows */
const images = [
  ...shareCards.map((/** @type {{ path: string }} */ card) => [shareImagePath(card.path), card]),
  [SHARE_IMAGE.path, fallbackShareCard],
];
/**
 * Painted cards kept by what they show (the SVG satori lays out) and what
 * paints them (resvg's binary): the preview's build and production's, one
 * after the other in npm test, paint the same cards (43 cards: 7.0 s with
 * all painted, 1.9 s with none).
 */
const CACHE = 'node_modules/.cache/share-cards';
const PAINTER = createHash('sha256').update(painter).digest('hex');
mkdirSync(CACHE, { recursive: true });
let largest = 0;
let painted = 0;
for (const [path, card] of images) {
  const svg = await satori(/** @type {import('react').ReactNode} */ (layout(card, site, logo)), {
    width: WIDTH,
    height: HEIGHT,
    fonts,
  });
  const cached = join(CACHE, `${createHash('sha256').update(PAINTER).update(svg).digest('hex')}.png`);
  let png;
  if (existsSync(cached)) png = readFileSync(cached);
  else {
    png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
    // Written whole, then named: another build (npm test runs two at once) never reads half a card.
    writeFileSync(`${cached}.${process.pid}`, png);
    renameSync(`${cached}.${process.pid}`, cached);
    painted += 1;
  }
  const file = join(PUBLIC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  largest = Math.max(largest, png.length);
}
console.log(
  `share-cards: ${images.length} cards (${WIDTH}x${HEIGHT} PNG, largest ${(largest / 1024).toFixed(0)} KB; ${painted} painted, the rest as painted before) in ${Date.now() - started} ms`,
);
