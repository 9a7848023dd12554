#!/usr/bin/env node
// After `waku build`: writes dist/public/_headers, the headers Cloudflare's
// asset layer puts on the files it serves without running the worker. Every
// file gets the security headers; each prerendered page gets a
// Content-Security-Policy with the hashes of its own inline scripts; hashed
// assets are cached for a year. Also drops the invalid stylesheet preload
// hints from the prerendered HTML (see security-policy.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  SECURITY_HEADERS,
  withoutInvalidPreloads,
} from '../src/server/security-policy.mjs';

const PUBLIC = 'dist/public';

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'RSC' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/** The URL path the asset layer serves a file at (html_handling "drop-trailing-slash"). */
const routeOf = (file) => {
  const path = `/${relative(PUBLIC, file).split(sep).join('/')}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
};

const rule = (path, headers) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');

const rules = [
  rule('/*', [...Object.entries(SECURITY_HEADERS), ['Content-Security-Policy', contentSecurityPolicy()]]),
  rule('/assets/*', [['Cache-Control', CACHE_CONTROL.immutable]]),
];
for (const file of htmlFiles(PUBLIC).sort()) {
  const html = withoutInvalidPreloads(readFileSync(file, 'utf8'));
  writeFileSync(file, html);
  // "! Name" drops the generic policy of /*: two policies would both apply.
  rules.push(
    rule(routeOf(file), [
      ['! Content-Security-Policy', ''],
      ['Content-Security-Policy', contentSecurityPolicy(await inlineScriptHashes(html))],
      ['Cache-Control', CACHE_CONTROL.html],
    ]).replace('! Content-Security-Policy: ', '! Content-Security-Policy'),
  );
}
writeFileSync(join(PUBLIC, '_headers'), `${rules.join('\n\n')}\n`);
console.log(
  `static-headers: ${rules.length - 2} pages with their own Content-Security-Policy in ${PUBLIC}/_headers`,
);
