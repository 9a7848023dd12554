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
console.log(`feed: ${publications.length} items in dist/public/rss.xml`);
const drafts = /** @type {{ draft: boolean; file: string }[]} */ (publications).filter(
  (piece) => piece.draft,
);
if (drafts.length > 0)
  console.log(`drafts shown (SHOW_DRAFTS=true): ${drafts.map((piece) => piece.file).join(', ')}`);
if (draftsLeftOut.length > 0) console.log(`drafts left out: ${draftsLeftOut.join(', ')}`);
