// Names for the scripts a trace samples (bench/trace.mjs): a built chunk's
// file name says little (`client-CDROnVRc.js`), so each of ours is named by
// what it holds, found by a string only that library's code has. Rolldown
// names chunks after a module in them and hashes them, so the names move
// between builds and the markers do not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a chunk holds, by a string its code is sure to have, first match wins.
 * @type {readonly [string, (code: string) => boolean][]}
 */
const HOLDS = [
  [
    'React DOM client + scheduler',
    (code) => code.includes('hydrateRoot') && code.includes('unstable_scheduleCallback'),
  ],
  [
    'Waku runtime: RSC payload reader, client, router',
    (code) => code.includes('createFromReadableStream') && code.includes('__WAKU_ROUTER_PREFETCH__'),
  ],
  [
    'RSC payload reader (react-server-dom) + Waku client',
    (code) => code.includes('createFromReadableStream'),
  ],
  ['Waku router', (code) => code.includes('__WAKU_ROUTER_PREFETCH__')],
  ['React', (code) => code.includes('react.transitional.element') && code.includes('useSyncExternalStore')],
  ['React DOM', (code) => code.includes('https://react.dev/errors/')],
  ['Radix primitives', (code) => code.includes('DismissableLayer')],
  ['Radix dialog', (code) => code.includes('FocusScope')],
];
/** framer-motion's chunks, named by Rolldown after its own modules (imported by src/lib/motion.ts). */
const FRAMER_MOTION = new Set(['dom', 'dom-mini', 'resolve-elements']);
/** Rolldown's own runtime (its CommonJS helpers), a file of its own. */
const ROLLDOWN_RUNTIME = 'rolldown-runtime';

/**
 * A function naming a script URL of a page traced on `origin`: a chunk of
 * ours in `assetsDir` by what it holds (its file name without the hash when
 * it is our own code: an island, the layout), the page itself as its inline
 * scripts, anything else by its path.
 * @param {string} origin the site's origin, e.g. http://127.0.0.1:8791
 * @param {string} assetsDir the built client's assets (dist/public/assets)
 * @returns {(url: string) => string}
 */
export function chunkNamer(origin, assetsDir) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const file of readdirSync(assetsDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    const base = file.replace(/-[\w-]{8}\.js$/, '');
    const held = FRAMER_MOTION.has(base)
      ? 'framer-motion'
      : base === ROLLDOWN_RUNTIME
        ? "Rolldown's runtime"
        : HOLDS.find(([, holds]) => holds(code))?.[0];
    names.set(`/assets/${file}`, held ? `${held} (${base})` : `ours: ${base}`);
  }
  return (url) => {
    if (!url) return '';
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed) return url;
    if (parsed.origin !== origin) return parsed.pathname;
    return (
      names.get(parsed.pathname) ??
      (parsed.pathname.startsWith('/assets/') ? parsed.pathname : 'inline scripts')
    );
  };
}
