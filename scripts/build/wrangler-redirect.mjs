// A Vite plugin of every build (waku.config.ts). Waku 1.0's Cloudflare build
// writes dist/server/wrangler.json (its own minimal config: no D1, no Cron
// Trigger, no rate limit, no routing) and points wrangler at it through
// .wrangler/deploy/config.json, a redirect wrangler follows whenever no
// --config is given (waku/adapters/cloudflare-build-enhancer, 1.0.0-rc.1: no
// option skips it). The site's configuration is wrangler.toml, whose `main`
// is Waku's dist/server/index.js: both files go once Waku's build is done, so
// that every wrangler command (serve, deploy, d1, the test server) reads
// wrangler.toml. tests/unit/wrangler-redirect.test.ts fails the day Waku
// stops writing them.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** What Waku's Cloudflare build writes that would take wrangler away from wrangler.toml. */
export const WAKU_WRANGLER_FILES = [
  join('.wrangler', 'deploy', 'config.json'),
  join('dist', 'server', 'wrangler.json'),
];

/** @returns {import('vite').Plugin} */
export const wranglerRedirectRemoved = () => ({
  name: 'lexaris:wrangler-redirect-removed',
  apply: 'build',
  buildApp: {
    order: 'post',
    async handler() {
      for (const file of WAKU_WRANGLER_FILES) rmSync(file, { force: true });
    },
  },
});
