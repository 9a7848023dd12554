import type { ScheduledController } from '@cloudflare/workers-types';
import { contextStorage } from 'hono/context-storage';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { statsAuth } from './server/audience/stats-auth';
import { changeBooking, confirmBooking } from './server/booking/action';
import { bookingPageCache } from './server/booking/page-cache';
import { submitContact } from './server/contact/action';
import { contactSourcePage } from './server/contact/source-page';
import type { Env } from './server/env';
import { headAsGet } from './server/head-as-get';
import { relayDeliveries } from './server/outbox/relay';
import { pageStatus } from './server/page-status';
import { requestPolicy } from './server/request-policy';
import { securityHeaders } from './server/security-headers';

// The worker behind the asset layer: Waku's file-system router renders
// src/pages, and every static page is prerendered into dist/public at build
// time, where the asset layer serves it without the worker. The worker sees
// only the requests wrangler.toml's `run_worker_first` sends it: the contact
// page (read and posted) and server-function calls. In order, each passes:
// - contextStorage: lets server actions reach the request and the bindings;
// - statsAuth: the operator's audience figures (/stats, /stats.csv) behind
//   STATS_PASSWORD, a 404 without it; before anything else reads the request
//   (src/server/audience/stats-auth.ts);
// - bookingPageCache: /book as rendered, from the edge's cache for
//   BOOK_PAGE_FRESH_SECONDS (src/server/booking/page-cache.ts);
// - pageStatus: a page whose address opens nothing (a call's page for a link
//   that opens no call) as a 404, with its own words (src/server/page-status.ts);
// - securityHeaders: the security headers on every response the worker makes
//   (what comes from the asset layer already has them, from dist/public/_headers),
//   and on a private address or an answer that holds one, its own: uncached,
//   unindexed (src/lib/private-paths.mjs);
// - requestPolicy: the one place that refuses what the site does not serve
//   (with hono's body-limit and csrf), and words what fails after it;
// - contactSourcePage: the prerendered contact page, with the page the visitor
//   came from written into its form; Waku renders the rest (a form's answer);
// - headAsGet: HEAD handed to Waku as GET, and answered without the body
//   (src/server/head-as-get.ts).
// Beside fetch, the adapter exports the Cron Trigger's handler (`handlers`,
// Waku 1.0: wakujs/waku#1795): every minute the relay re-sends the leads the
// form endpoint did not accept (src/server/outbox/relay.ts).
export default adapter(fsRouter(import.meta.glob('./pages/**/*.tsx')), {
  middlewareFns: [
    contextStorage,
    statsAuth,
    bookingPageCache,
    pageStatus,
    securityHeaders,
    () => requestPolicy({ serverFunctions: [submitContact, confirmBooking, changeBooking] }),
    contactSourcePage,
    headAsGet,
  ],
  handlers: {
    async scheduled(_controller: ScheduledController, env: Env) {
      await relayDeliveries(env);
    },
  },
});
