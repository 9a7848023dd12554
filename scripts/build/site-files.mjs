#!/usr/bin/env node
// Part of `npm run build`: writes the files made from the site's content and
// configuration into dist/public, where the asset layer serves them without
// the worker: the feed, sitemap.xml, robots.txt, llms.txt,
// .well-known/security.txt and favicon.svg (src/lib/site-file-set.ts); and
// says which drafts this build leaves out. The content is read through
// Vite's module runner with the plugins that compile it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runnerImport } from 'vite';
import { CONTENT_MANIFEST } from '../operator/deploy-plan.mjs';
import { buildShowsDrafts, contentPlugins } from './content-plugins.mjs';

const showDrafts = buildShowsDrafts();
/** @param {string} path */
const content = async (path) =>
  /** @type {Record<string, any>} */ (
    (await runnerImport(path, { configFile: false, plugins: contentPlugins({ showDrafts }) })).module
  );
const [{ siteFiles }, { publications, draftsLeftOut }] = await Promise.all([
  content('./src/lib/site-file-set.ts'),
  content('./src/content/publications.ts'),
]);
/** @type {Record<string, string>} */
const files = siteFiles(new Date());
for (const [path, body] of Object.entries(files)) {
  mkdirSync(dirname(`dist/public${path}`), { recursive: true });
  writeFileSync(`dist/public${path}`, body);
}
const shown = /** @type {{ draft: boolean; file: string }[]} */ (publications)
  .filter((piece) => piece.draft)
  .map((piece) => piece.file);
// What npm run deploy checks before production gets this build (scripts/operator/deploy-plan.mjs).
writeFileSync(CONTENT_MANIFEST, `${JSON.stringify({ showDrafts, drafts: shown, draftsLeftOut }, null, 2)}\n`);
console.log(`site files: ${Object.keys(files).join(', ')} (the feed with ${publications.length} items)`);
if (shown.length > 0) console.log(`drafts shown (SHOW_DRAFTS=true): ${shown.join(', ')}`);
if (draftsLeftOut.length > 0) console.log(`drafts left out: ${draftsLeftOut.join(', ')}`);
