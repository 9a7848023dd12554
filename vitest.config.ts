import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { contentPlugins } from './scripts/build/content-plugins.mjs';

/**
 * Test files that change what every module sees: mocked modules, stubbed
 * globals or environment variables, fake timers, spies, a DOM. They run
 * isolated, each in a fresh module graph; the others share one per worker,
 * which spares importing the same modules again for each file (the unit run:
 * 76 s isolated throughout, 67 s so). Read from the files themselves, so a
 * new test that mocks is isolated without anyone listing it.
 */
const CHANGES_GLOBALS =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|@vitest-environment|\b(process\.env|globalThis)\.\w+\s*=[^=]/;
const UNIT = 'tests/unit';
const isolatedFiles = readdirSync(UNIT)
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `${UNIT}/${name}`)
  .filter((file) => CHANGES_GLOBALS.test(readFileSync(file, 'utf8')));

export default defineConfig({
  // The insights and case studies compile as in the production build: drafts left out.
  plugins: contentPlugins({ showDrafts: false }),
  test: {
    // Most tests are of the worker's and the scripts' code: a DOM (happy-dom) only
    // for the files that ask for one (`// @vitest-environment happy-dom`), the
    // components' and the boot script's. Set up for every file, it took a
    // quarter of the unit run's time.
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // A test's time limit catches a hang, not slowness: the D1 tests (miniflare) and the
    // wrangler ones take several seconds on a loaded 2-core machine, past Vitest's 5 s default.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves a core idle by default; the unit run is twice as fast on both of this machine's.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolatedFiles,
          // Waku's router through Vite, as the site's build takes it: its Link reads
          // import.meta.env, which Node's own loader leaves undefined (navigation-start.test.tsx).
          server: { deps: { inline: [/waku\/dist\/router\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: [`${UNIT}/**/*.test.{ts,tsx}`],
          exclude: isolatedFiles,
          isolate: false,
        },
      },
    ],
  },
});
