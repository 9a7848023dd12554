// The worker wrangler deploys (wrangler.toml `main`). Waku's build writes a
// worker with a fetch handler only (dist/server/serve-cloudflare.js, reached
// through the "#site" import in package.json); this adds the Cron Trigger's
// handler, which redelivers contact-form leads.
import type { ScheduledController } from '@cloudflare/workers-types';
import site from '#site';
import { relayDeliveries } from './contact/relay';
import type { Env } from './env';

export default {
  fetch: site.fetch,
  async scheduled(_controller: ScheduledController, env: Env) {
    await relayDeliveries(env);
  },
};
