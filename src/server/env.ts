// Cloudflare's runtime types, imported from the module form of
// @cloudflare/workers-types: its global form would clash with the DOM types
// the rest of the code base is checked against.
import type { D1Database } from '@cloudflare/workers-types';
import { getContext } from 'hono/context-storage';
import type { DeliveryVars } from '../lib/delivery-policy';

/** The asset layer's binding: serves dist/public. */
export type AssetsBinding = { fetch: (request: Request | string) => Promise<Response> };

/** The worker's bindings and variables (wrangler.toml). */
export type Env = DeliveryVars & {
  /** Absent under `waku dev`, which has no asset layer. */
  ASSETS?: AssetsBinding;
  /** The outbox: every accepted submission (migrations/). */
  DB: D1Database;
  CONTACT_RATE_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** Where accepted submissions are forwarded; unset means the D1 record is the delivery. */
  FORM_ENDPOINT?: string;
  /** A Slack- or Teams-style incoming webhook (JSON with a `text` field) for the relay's alerts; unset sends none. */
  ALERT_WEBHOOK_URL?: string;
  /** The firm's own calendar's iCalendar feed (a secret): its busy times are not offered (docs/booking.md). */
  FIRM_CALENDAR_URL?: string;
  /** How long a read of that feed stands, in seconds (300). */
  FIRM_CALENDAR_REFRESH_SECONDS?: string;
  /** The operator's calendar feed is /calendar/<this>.ics; unset, that path is a 404 (docs/booking.md). */
  CALENDAR_FEED_SECRET?: string;
  /** The operator's password for /stats and /stats.csv (HTTP Basic); unset, both are a 404. */
  STATS_PASSWORD?: string;
  /** production, preview or local: which database the operator's commands in logs and alerts name (lib/operator-command.ts). */
  DEPLOY_ENVIRONMENT?: string;
};

/** The current request and the worker's environment, inside a server action. */
export const requestContext = () => getContext<{ Bindings: Env }>();
