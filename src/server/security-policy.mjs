// The security headers of every response, and the Content-Security-Policy
// with the hashes of a page's inline scripts. Plain JavaScript, because two
// places apply it: the worker, to what it renders (server/security-headers.ts),
// and the build, to the prerendered pages the asset layer serves without the
// worker (scripts/build/post-build.mjs writes them into dist/public/_headers).
import { Parser } from 'htmlparser2';

/** @type {Record<string, string>} */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** HTML is revalidated on every visit; hashed assets under /assets/ never change; the feed and the crawlers' files keep an hour. */
export const CACHE_CONTROL = {
  html: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
  siteFile: 'public, max-age=3600',
};

/**
 * What an address or an answer that carries a secret (src/lib/private-paths.mjs,
 * a booked call's link) is served with, over the headers above: no cache keeps
 * it, no search engine lists it, and no other site is told it in a Referer.
 * `same-origin`, not `no-referrer`: under `no-referrer` a browser posts a
 * form with `Origin: null` (Fetch standard, "append a request Origin
 * header"), which the cross-site checks refuse (Waku's and hono's csrf), and
 * a call's page must take its move and cancel forms without JavaScript. This
 * site's own pages may still be told it, and the one that reads a Referer
 * (the contact page's source) drops a private one (src/lib/source-path.ts).
 * @type {Record<string, string>}
 */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

/**
 * The policy: everything from the site itself, scripts only from files or
 * with one of `scriptHashes` (the theme boot script and the RSC payload that
 * Waku inlines), no plugins, no framing, forms only to the site. Inline
 * styles stay allowed: React and Radix set style attributes.
 * @param {readonly string[]} scriptHashes
 */
export const contentSecurityPolicy = (scriptHashes = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The text of each executable inline script in `html`, as the browser hashes
 * it (script text is raw: no entity is decoded), found by an HTML parser
 * (htmlparser2's tokenizer, the parser of the build's page rewrite): JSON data
 * blocks such as JSON-LD are not executed and need no hash.
 * @param {string} html
 */
const inlineScriptBodies = (html) => {
  /** @type {string[]} */
  const bodies = [];
  /** @type {string | null} the script being read, null outside one that counts */
  let body = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'script') return;
      const data = /^application\/(ld\+)?json$/i.test(attributes.type ?? '');
      body = attributes.src === undefined && !data ? '' : null;
    },
    ontext(text) {
      if (body !== null) body += text;
    },
    onclosetag(name) {
      if (name === 'script' && body !== null) bodies.push(body);
      if (name === 'script') body = null;
    },
  });
  parser.end(html);
  return bodies;
};

/**
 * The sha256 sources of the executable inline scripts in `html`.
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export async function inlineScriptHashes(html) {
  const bodies = inlineScriptBodies(html);
  const hashes = await Promise.all(
    [...new Set(bodies)].map(async (body) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
      let binary = '';
      for (const byte of digest) binary += String.fromCharCode(byte);
      return `sha256-${btoa(binary)}`;
    }),
  );
  return hashes.sort();
}
