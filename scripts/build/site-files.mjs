#!/usr/bin/env node
// Part of `npm run build`: writes the files that list the site's content into
// dist/public, where the asset layer serves them without the worker: the feed
// (RSS 2.0, src/lib/feed.ts), sitemap.xml, robots.txt, llms.txt and
// .well-known/security.txt (src/lib/site-files.ts); and says which drafts this build leaves out. The
// content is read through Vite's module runner with the plugins that compile it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runnerImport } from 'vite';
import { SECURITY_TXT_PATH } from '../../src/content/legal/paths.mjs';
import { CONTENT_MANIFEST } from '../operator/deploy-plan.mjs';
import { buildShowsDrafts, contentPlugins } from './content-plugins.mjs';

const showDrafts = buildShowsDrafts();
/** @param {string} path */
const content = async (path) =>
  /** @type {Record<string, any>} */ (
    (await runnerImport(path, { configFile: false, plugins: contentPlugins({ showDrafts }) })).module
  );
const [
  { feedXml },
  { FEED_PATH, llmsTxt, robotsTxt, securityTxt, sitemapXml },
  { publications, draftsLeftOut },
] = await Promise.all([
  content('./src/lib/feed.ts'),
  content('./src/lib/site-files.ts'),
  content('./src/content/publications.ts'),
]);
const files = {
  [FEED_PATH]: feedXml(),
  '/sitemap.xml': sitemapXml(),
  '/robots.txt': robotsTxt(),
  '/llms.txt': llmsTxt(),
  [SECURITY_TXT_PATH]: securityTxt(new Date()),
};
mkdirSync(dirname(`dist/public${SECURITY_TXT_PATH}`), { recursive: true });
for (const [path, body] of Object.entries(files)) writeFileSync(`dist/public${path}`, body);
const shown = /** @type {{ draft: boolean; file: string }[]} */ (publications)
  .filter((piece) => piece.draft)
  .map((piece) => piece.file);
// What npm run deploy checks before production gets this build (scripts/operator/deploy-plan.mjs).
writeFileSync(CONTENT_MANIFEST, `${JSON.stringify({ showDrafts, drafts: shown, draftsLeftOut }, null, 2)}\n`);
console.log(`site files: ${Object.keys(files).join(', ')} (the feed with ${publications.length} items)`);
if (shown.length > 0) console.log(`drafts shown (SHOW_DRAFTS=true): ${shown.join(', ')}`);
if (draftsLeftOut.length > 0) console.log(`drafts left out: ${draftsLeftOut.join(', ')}`);
