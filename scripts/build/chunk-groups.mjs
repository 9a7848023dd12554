// How the browser's JavaScript is split into files (waku.config.ts, the client
// build only): Rolldown's `codeSplitting.groups`.
//
// Waku 1.0 built with Rolldown spreads what every page loads over eleven
// chunks, where Waku 0.27 with Rollup's chunk merging made six: React in
// three (React, React DOM's entry, its client), Waku's runtime in three, and
// site modules of 100-1,000 bytes each in a chunk of their own. Each chunk is
// a request the page starts after paint (a module preload, one task each),
// and a module V8 finishes compiling on the main thread as it arrives (6-10
// ms each at 1x on the bench's machine, whatever its size: issue 64's trace).
// Grouped, a page loads React in one file, Waku's runtime in another, and the
// small modules every page runs in a third (the view's count among them): seven files where there were
// eleven, the layout's islands, Radix, Rolldown's runtime and Reveal being
// the others.
//
// The React and Waku groups stay apart: the browser entry evaluates React DOM
// in one task and the app in the next (src/waku.client.tsx). Nothing here
// moves code between pages: each group holds modules every page loads.
// tests/unit/chunk-groups.test.ts checks what each group captures; the
// budgets and page-load e2e checks the files a page loads.

/**
 * React, React DOM (its client among it) and the scheduler. (Rolldown's own
 * runtime, its CommonJS helpers, stays a file of its own: no group is
 * offered it.)
 */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Waku's client runtime and router, the RSC payload reader they run on, and
 * the module through which the payload names Waku's own client components
 * (plugin-rsc's client reference group of Waku's: alone, 245 bytes).
 */
const WAKU =
  /[\\/]node_modules[\\/](waku|react-server-dom-webpack|@vitejs[\\/]plugin-rsc)[\\/]|^\0virtual:vite-rsc\/client-references\/group\/shared:node_modules\/waku\//;
/**
 * The site's own small modules that every page runs at load: the layout's
 * helpers, and the view's count with the storage accessors it reads.
 */
const SITE_RUNTIME =
  /[\\/]src[\\/]lib[\\/](on-demand\.ts|page-names\.mjs|motion\.ts|count-views\.ts|audience\.ts|browser-storage\.ts)$/;

/** @type {import('rolldown').CodeSplittingGroup[]} */
export const CLIENT_CHUNK_GROUPS = [
  { name: 'react', test: REACT },
  { name: 'waku', test: WAKU },
  { name: 'site-runtime', test: SITE_RUNTIME },
];
