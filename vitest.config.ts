import { defineConfig } from 'vitest/config';
import { contentPlugins } from './scripts/build/content-plugins.mjs';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The insights and case studies compile as in the production build: drafts left out.
  plugins: contentPlugins({ showDrafts: false }),
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Vitest leaves a core idle by default; the unit run is twice as fast on both of this machine's.
    maxWorkers: '100%',
  },
});
