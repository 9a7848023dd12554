import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { WAKU_WRANGLER_FILES } from '../../scripts/build/wrangler-redirect.mjs';

describe("Waku's Cloudflare build", () => {
  it('still writes its own wrangler config and the redirect to it (scripts/build/wrangler-redirect.mjs removes both)', () => {
    // The day this fails, Waku no longer takes wrangler away from
    // wrangler.toml: remove the plugin and this test.
    const enhancer = readFileSync(
      createRequire(import.meta.url).resolve('waku/adapters/cloudflare-build-enhancer'),
      'utf8',
    );
    expect(enhancer).toContain("path.join('.wrangler', 'deploy', 'config.json')");
    expect(enhancer).toContain("path.join(distDir, 'server', 'wrangler.json')");
    expect(WAKU_WRANGLER_FILES).toEqual(['.wrangler/deploy/config.json', 'dist/server/wrangler.json']);
  });
});
