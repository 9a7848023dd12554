#!/usr/bin/env node
// `npm run fixtures:page-html`, after `waku build`: copies pages as Waku wrote
// them, before post-build rewrites them, and their stylesheets into
// tests/unit/fixtures/waku-output/ (laid out as dist/public), which
// tests/unit/page-html.test.ts rewrites. Rerun after upgrading Waku, React or
// @vitejs/plugin-rsc (docs/architecture.md, "Upgrading Waku").
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_encodeRoutePath as encodeRoutePath } from 'waku/router/client-core';
import { stylesheetHrefs } from '../../src/server/page-html.mjs';

const PUBLIC = 'dist/public';
const FIXTURES = 'tests/unit/fixtures/waku-output';
// One page of each shape the rewrite meets: a service page (the most client
// chunks), the contact page (its form's server action), the 404 page (keeps
// its inline payload) and a reading page (Markdown compiled at build).
const PAGES = [
  'development/app/index.html',
  'contact/index.html',
  '404.html',
  'case-studies/logistics-legal-team-contract-review-agent/index.html',
];

const stylesheets = new Set();
for (const page of PAGES) {
  const file = join(PUBLIC, page);
  if (!existsSync(file))
    throw new Error(`${file} is missing: the build no longer writes it; pick another page`);
  const html = readFileSync(file, 'utf8');
  // Waku renders a module preload for the client entry on every page; post-build removes them all.
  if (!html.includes('<link rel="modulepreload"')) {
    throw new Error(`${file} is post-build's output, not Waku's: run \`npm run fixtures:page-html\``);
  }
  for (const href of stylesheetHrefs(html)) stylesheets.add(href.slice(1));
  // The payload file the rewritten page fetches (post-build checks it exists).
  const route = `/${page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
  if (route !== '/404') stylesheets.add(`RSC/${encodeRoutePath(route)}.txt`);
}
rmSync(FIXTURES, { recursive: true, force: true });
for (const file of [...PAGES, ...stylesheets]) cpSync(join(PUBLIC, file), join(FIXTURES, file));
console.log(`page-html fixtures: ${[...PAGES, ...stylesheets].join(', ')} in ${FIXTURES}`);
