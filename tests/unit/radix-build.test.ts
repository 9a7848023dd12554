import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

describe("Radix's builds", () => {
  it("call esbuild's __name helper after their functions, which waku.config.ts declares pure", () => {
    // The day this fails, Radix no longer keeps names that way: remove
    // `manualPureFunctions: ['__name']` from waku.config.ts. Read: the ES
    // module build, which Rollup bundles.
    const esm = createRequire(import.meta.url)
      .resolve('@radix-ui/react-navigation-menu')
      .replace(/index\.js$/, 'index.mjs');
    expect(readFileSync(esm, 'utf8')).toMatch(/\n__name\(\w+, "\w+"\);/);
  });
});
