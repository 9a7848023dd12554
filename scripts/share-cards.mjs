#!/usr/bin/env node
// Part of `npm run build`: draws each route's share card (og:image), 1200x630
// PNG, into dist/public at the path src/lib/share-image.ts gives it. What a
// card says comes from src/content/share-cards.ts, read through Vite's module
// runner (the content is TypeScript). Offline: satori lays the card out with
// Inter from the npm registry (@fontsource/inter), resvg (WebAssembly, so no
// platform binary) paints it. Dev dependencies only; nothing of this ships.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { runnerImport } from 'vite';

const PUBLIC = 'dist/public';
const WIDTH = 1200;
const HEIGHT = 630;
/** The site's dark palette (Radix slate dark, the brand blue). */
const COLOURS = {
  background: '#111113',
  text: '#edeef0',
  muted: '#b0b4ba',
  brand: '#1d4ed8',
  accent: '#70b8ff',
};

const require = createRequire(import.meta.url);
/** @param {400 | 700} weight */
const font = (weight) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** The brand mark of src/layout/logo.tsx, with the brand colour filled in. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${COLOURS.brand}"/><path d="M16 7v17M9 11h14M9 11l-3.5 7h7L9 11Zm14 0-3.5 7h7L23 11ZM11 24h10" fill="none" stroke="white" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="7" r="2" fill="white"/></svg>`,
).toString('base64')}`;

/**
 * satori's element shape: what JSX compiles to, written out.
 * @param {string} type
 * @param {Record<string, string | number>} style
 * @param {...unknown} children
 */
const h = (type, style, ...children) => ({ type, props: { style, children } });

/**
 * @param {{ title: string; group: string }} card
 * @param {{ name: string; url: string }} site
 */
const layout = (card, site) =>
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
      backgroundImage: `radial-gradient(circle at 88% 12%, rgba(29, 78, 216, 0.55), rgba(17, 17, 19, 0) 42%)`,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 },
      { type: 'img', props: { src: LOGO, width: 64, height: 64 } },
      site.name,
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 980 },
      h('div', { fontSize: 30, fontWeight: 700, color: COLOURS.accent }, card.group),
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
const content = async (path) => /** @type {Record<string, any>} */ ((await runnerImport(path)).module);
const [{ shareCards }, { shareImagePath }, { site }] = await Promise.all([
  content('./src/content/share-cards.ts'),
  content('./src/lib/share-image.ts'),
  content('./src/content/site.ts'),
]);
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
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
let largest = 0;
for (const card of shareCards) {
  const svg = await satori(/** @type {import('react').ReactNode} */ (layout(card, site)), {
    width: WIDTH,
    height: HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
  const file = join(PUBLIC, shareImagePath(card.path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  largest = Math.max(largest, png.length);
}
console.log(
  `share-cards: ${shareCards.length} cards (${WIDTH}x${HEIGHT} PNG, largest ${(largest / 1024).toFixed(0)} KB) in ${Date.now() - started} ms`,
);
