import settings from 'virtual:lexaris/worker-config';
import type { DeliveryVars } from './delivery-policy';

/**
 * What the worker runs with, as wrangler.toml sets it for the environment a
 * build is for: the pages that tell visitors what happens to their data (the
 * privacy notice, the trust centre) read it here, so they say what the worker
 * does. Read at build time by scripts/build/worker-config.mjs; a change to
 * wrangler.toml reaches the pages with the next build (npm run deploy builds).
 */
export type WorkerConfig = {
  /** The wrangler environment: "production" (the top level) or "preview". */
  environment: string;
  /** The environment's [vars]: the relay reads the same ones (src/lib/delivery-policy.ts). */
  vars: DeliveryVars;
  /** The contact form's rate limit (the CONTACT_RATE_LIMITER binding), or null without one. */
  contactRateLimit: { limit: number; periodSeconds: number } | null;
  /** Whether Workers Logs are on ([observability]). */
  logs: boolean;
  /** The paths the worker answers before the asset layer ([assets] run_worker_first). */
  workerFirst: readonly string[];
  /** The Cron Triggers' schedules ([triggers] crons): the relay's runs. */
  schedules: readonly string[];
};

/** This build's. */
export const workerConfig: WorkerConfig = settings;
