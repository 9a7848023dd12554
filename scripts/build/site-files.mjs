#!/usr/bin/env node
// Part of `npm run build`: writes the site's feed (RSS 2.0, src/lib/feed.ts)
// to dist/public/rss.xml, which the asset layer serves as a file, and says
// which drafts this build leaves out. The content is read through Vite's
// module runner with the plugins that compile it.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { buildShowsDrafts, contentPlugins } from './content-plugins.mjs';

const showDrafts = buildShowsDrafts();
/** @param {string} path */
const content = async (path) =>
  /** @type {Record<string, any>} */ (
    (await runnerImport(path, { configFile: false, plugins: contentPlugins({ showDrafts }) })).module
  );
const [{ feedXml }, { publications, draftsLeftOut }] = await Promise.all([
  content('./src/lib/feed.ts'),
  content('./src/content/publications.ts'),
]);
writeFileSync('dist/public/rss.xml', feedXml());
const shown = /** @type {{ draft: boolean; file: string }[]} */ (publications)
  .filter((piece) => piece.draft)
  .map((piece) => piece.file);
// What npm run deploy checks before production gets this build (scripts/operator/deploy-plan.mjs).
writeFileSync(
  'dist/content-build.json',
  `${JSON.stringify({ showDrafts, drafts: shown, draftsLeftOut }, null, 2)}\n`,
);
console.log(`feed: ${publications.length} items in dist/public/rss.xml`);
if (shown.length > 0) console.log(`drafts shown (SHOW_DRAFTS=true): ${shown.join(', ')}`);
if (draftsLeftOut.length > 0) console.log(`drafts left out: ${draftsLeftOut.join(', ')}`);
