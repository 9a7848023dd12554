import { defineConfig } from 'waku/config';
import { compileHints } from './scripts/build/compile-hints.mjs';
import { contentPlugins } from './scripts/build/content-plugins.mjs';
import { siteFilesInDev } from './scripts/build/dev-site-files.mjs';
import { manifestReset } from './scripts/build/manifest-reset.mjs';
import { routerNotFoundFlagInTransition } from './scripts/build/router-not-found-flag.mjs';

export default defineConfig({
  vite: {
    plugins: [
      manifestReset(),
      routerNotFoundFlagInTransition(),
      compileHints(),
      ...contentPlugins(),
      siteFilesInDev(),
    ],
    build: {
      // No preload helper in every chunk: the page puts back the module
      // preloads Waku rendered once it has painted (src/server/page-html.mjs),
      // and the helper's bytes would take /contact over its JS budget.
      modulePreload: false,
      rollupOptions: {
        // Chunks under 512 bytes (a few helpers) are merged into a
        // chunk that loads with them (Rollup merges only where the order of
        // side effects stays the same): each cost its own gzip framing and
        // request. On /contact, 13 files became 10 and 238 bytes of gzip went.
        // Not higher: at 1 KB, lib/motion (~1 KB, which /contact needs) was
        // merged into the Reveal island's chunk (which it does not), and
        // /contact went over its JS budget (budgets.spec).
        output: { experimentalMinChunkSize: 512 },
        treeshake: {
          // Radix's builds call a `__name(fn, "name")` helper after every
          // function (esbuild's keepNames). Those calls are only for `.name`,
          // but as statements they keep every function alive, used or not
          // (NavigationMenu's collection brings a whole unused second
          // implementation). Declared pure, unused code is dropped
          // (tests/unit/radix-build.test.ts fails the day Radix stops calling it).
          manualPureFunctions: ['__name'],
        },
      },
    },
  },
});
