import { defineConfig } from 'waku/config';
import { CLIENT_CHUNK_GROUPS } from './scripts/build/chunk-groups.mjs';
import { cjsWrapperFunctions } from './scripts/build/cjs-wrapper-functions.mjs';
import { compileHints } from './scripts/build/compile-hints.mjs';
import { contentPlugins } from './scripts/build/content-plugins.mjs';
import { siteFilesInDev } from './scripts/build/dev-site-files.mjs';
import { manifestReset } from './scripts/build/manifest-reset.mjs';
import { wranglerRedirectRemoved } from './scripts/build/wrangler-redirect.mjs';

export default defineConfig({
  vite: {
    plugins: [
      manifestReset(),
      compileHints(),
      cjsWrapperFunctions(),
      wranglerRedirectRemoved(),
      ...contentPlugins(),
      siteFilesInDev(),
    ],
    build: {
      // No preload helper in every chunk: the page puts back the module
      // preloads Waku rendered once it has painted (src/server/page-html.mjs),
      // and the helper's bytes would take /contact over its JS budget.
      modulePreload: false,
      // Vite 8 bundles with Rolldown. Rollup's `experimentalMinChunkSize`
      // (chunks under 512 B merged into one that loads with them) has no
      // Rolldown counterpart that does not duplicate code (`codeSplitting.
      // minSize` and inline common chunks do): gone with Vite 7. Named
      // groups do it instead, in the client build (below).
      rolldownOptions: {
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
    environments: {
      client: {
        build: {
          // What every page loads, in seven files rather than eleven (scripts/build/chunk-groups.mjs).
          rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } },
        },
      },
    },
  },
});
