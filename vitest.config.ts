import { defineConfig } from 'vitest/config';
import { contentPlugins } from './scripts/build/content-plugins.mjs';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The insights and case studies compile as in the production build: drafts left out.
  plugins: contentPlugins({ showDrafts: false }),
  test: {
    // Most tests are of the worker's and the scripts' code: a DOM (happy-dom) only
    // for the files that ask for one (`// @vitest-environment happy-dom`), the
    // components' and the boot script's. Set up for every file, it took a
    // quarter of the unit run's time.
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // A test's time limit catches a hang, not slowness: the D1 tests (miniflare) and the
    // wrangler ones take several seconds on a loaded 2-core machine, past Vitest's 5 s default.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves a core idle by default; the unit run is twice as fast on both of this machine's.
    maxWorkers: '100%',
  },
});
