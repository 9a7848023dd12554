#!/usr/bin/env node
// Part of `npm run build`, its last step: records what content the build
// holds (dist/content-build.json: whether it shows drafts, which, and which it
// left out), which npm run deploy checks before production gets the build,
// and says which drafts it left out. The content is read through Vite's
// module runner with the plugins that compile it.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { CONTENT_MANIFEST } from '../operator/deploy-plan.mjs';
import { buildShowsDrafts, contentPlugins } from './content-plugins.mjs';

const showDrafts = buildShowsDrafts();
const { publications, draftsLeftOut } = /** @type {Record<string, any>} */ (
  (
    await runnerImport('./src/content/publications.ts', {
      configFile: false,
      plugins: contentPlugins({ showDrafts }),
    })
  ).module
);
const shown = /** @type {{ draft: boolean; file: string }[]} */ (publications)
  .filter((piece) => piece.draft)
  .map((piece) => piece.file);
writeFileSync(CONTENT_MANIFEST, `${JSON.stringify({ showDrafts, drafts: shown, draftsLeftOut }, null, 2)}\n`);
console.log(`content: ${publications.length} pieces (the feed's items)`);
if (shown.length > 0) console.log(`drafts shown (SHOW_DRAFTS=true): ${shown.join(', ')}`);
if (draftsLeftOut.length > 0) console.log(`drafts left out: ${draftsLeftOut.join(', ')}`);
