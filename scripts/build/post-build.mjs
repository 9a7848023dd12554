#!/usr/bin/env node
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import { unstable_encodeRoutePath as encodeRoutePath } from 'waku/router/client-core';
// After `waku build`, for what Cloudflare's asset layer serves without the worker:
// 1. compiles each stylesheet into a critical-CSS plan (beasties/compiler);
// 2. rewrites every prerendered page so it paints from its own bytes
//    (src/server/page-html.mjs: critical CSS inline, JavaScript after paint),
//    its inline CSS declaring only the tokens the page reads
//    (critical-properties.mjs);
// 3. writes dist/public/_headers: the security headers for every file, each
//    page's Content-Security-Policy with the hashes of its own inline scripts,
//    a year of caching for hashed assets.
// Fails the build when a page does not have the shape page-html expects.
import { SITE_FILE_PATHS } from '../../src/lib/site-file-paths.mjs';
import { rewritePage } from '../../src/server/page-html.mjs';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  SECURITY_HEADERS,
} from '../../src/server/security-policy.mjs';
import { pruneCriticalProperties } from './critical-properties.mjs';

const PUBLIC = 'dist/public';

const ASSETS = join(PUBLIC, 'assets');

/**
 * Writes the router's table of route modules a page's bootstrap defined
 * (src/server/page-html.mjs, splitBootstrap) as a file named by its content:
 * pages with the same table share one.
 * @param {string} code
 */
const routerPrefetchUrl = (code) => {
  const name = `router-prefetch-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
  writeFileSync(join(ASSETS, name), `${code}\n`);
  return `/assets/${name}`;
};

const plans = new Map();
for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.css'))) {
  const href = `/assets/${file}`;
  plans.set(href, encodePlan(compileSheet(readFileSync(join(ASSETS, file), 'utf8'), { href })));
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'RSC' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/** The URL path the asset layer serves a file at (html_handling "drop-trailing-slash"). */
/** @param {string} file */
const routeOf = (file) => {
  const path = `/${relative(PUBLIC, file).split(sep).join('/')}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
};

/**
 * @param {string} path
 * @param {[string, string][]} headers
 */
const rule = (path, headers) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

const failures = [];
/** @type {string[]} */
const pageRules = [];
/** @type {string[]} */
let notFoundScripts = [];
for (const file of htmlFiles(PUBLIC).sort()) {
  const route = routeOf(file);
  // The 404 page's payload belongs to the route "404", not to the missing
  // address it is shown at: it keeps its inline payload.
  // The payload's file, named as Waku's router asks for it (`R/_root` for /).
  const rscUrl = `/RSC/${encodeRoutePath(route)}.txt`;
  const keepPayload = route === '/404';
  if (!keepPayload && !existsSync(join(PUBLIC, rscUrl))) failures.push(`${file}: no ${rscUrl} in ${PUBLIC}`);
  const rewritten = rewritePage(readFileSync(file, 'utf8'), {
    plans,
    keepPayload,
    rscUrl,
    routerPrefetchUrl,
  });
  for (const problem of rewritten.problems) failures.push(`${file}: ${problem}`);
  const html = pruneCriticalProperties(rewritten.html);
  writeFileSync(file, html);
  const scripts = await inlineScriptHashes(html);
  if (route === '/404') notFoundScripts = scripts;
  // "! Name" drops the generic policy of /*: two policies would both apply.
  pageRules.push(
    rule(route, [
      ['! Content-Security-Policy', ''],
      ['Content-Security-Policy', contentSecurityPolicy(scripts)],
      ['Cache-Control', CACHE_CONTROL.html],
    ]).replace('! Content-Security-Policy: ', '! Content-Security-Policy'),
  );
}
if (failures.length > 0) {
  console.error(
    `post-build: pages not in the shape src/server/page-html.mjs expects:\n${failures.join('\n')}`,
  );
  process.exit(1);
}
// The asset layer answers every path that matches no file with 404.html
// (not_found_handling in wrangler.toml), under the rule of the path asked
// for, not of /404: the policy for every path is the 404 page's, so that its
// own inline scripts run wherever it is shown. Every other page overrides it.
// Allow: the asset layer answers any other method with a bare 405 (before the
// worker, which never runs for these paths), and puts these headers on that
// answer too: it names what the file takes, as RFC 9110 asks of a 405.
const rules = [
  rule('/*', [
    ...Object.entries(SECURITY_HEADERS),
    ['Content-Security-Policy', contentSecurityPolicy(notFoundScripts)],
    ['Allow', 'GET, HEAD'],
  ]),
  rule('/assets/*', [['Cache-Control', CACHE_CONTROL.immutable]]),
  // The files scripts/build/site-files.mjs writes, which crawlers, feed
  // readers and browsers (the favicon) poll: a change reaches them within the hour.
  ...Object.values(SITE_FILE_PATHS).map((path) => rule(path, [['Cache-Control', CACHE_CONTROL.siteFile]])),
  ...pageRules,
];
writeFileSync(join(PUBLIC, '_headers'), `${rules.join('\n\n')}\n`);
console.log(
  `post-build: ${plans.size} stylesheet plan(s); ${pageRules.length} pages rewritten, each with its own Content-Security-Policy in ${PUBLIC}/_headers`,
);
