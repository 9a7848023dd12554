import { test } from '@playwright/test';

/**
 * How the end-to-end test servers are set up: their ports (all on 127.0.0.1), state and delivery timings.
 *
 * A stack is one world a suite can steer on its own: the built worker on workerd
 * (tests/support/worker-server.mjs) with its control port and D1, and the stand-in
 * form endpoint it forwards to (tests/support/form-endpoint.mjs).
 */
export type TestStack = {
  /** The worker's port. */
  port: number;
  origin: string;
  /** The worker server's control port: SQL on its D1, its Cron Trigger, its invocations. */
  controlPort: number;
  /** The stand-in for the upstream form endpoint. */
  formEndpointPort: number;
  /** Where tests read and steer the stand-in. */
  formControlPort: number;
  /** The worker's state (D1, in wrangler's --persist-to layout), apart from the one `npm start` uses. */
  stateDir: string;
};

const stackAt = (port: number, stateDir: string): TestStack => ({
  port,
  origin: `http://127.0.0.1:${port}`,
  controlPort: port + 2,
  formControlPort: port + 10,
  formEndpointPort: port + 11,
  stateDir,
});

/** The first port of the test servers: E2E_PORT to 20 ports above it are theirs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
/** Every suite's stack but the delivery suites'. */
export const SITE_STACK = stackAt(E2E_PORT, '.wrangler/e2e-state');
/**
 * The delivery suites' own stack (tests/e2e/delivery/). Their relay sends every
 * due lead in D1 and they steer the endpoint for seconds at a time; with a world
 * of their own they run beside every other test instead of after them all.
 */
export const DELIVERY_STACK = stackAt(E2E_PORT + 20, '.wrangler/e2e-delivery-state');
export const STACKS = [SITE_STACK, DELIVERY_STACK] as const;

/** The stack of the running test: its project's (the delivery project has its own). */
export const currentStack = (): TestStack =>
  test.info().project.name === 'delivery' ? DELIVERY_STACK : SITE_STACK;

/** The test servers' FORM_TIMEOUT_MS: how long a hanging endpoint keeps a sender waiting. */
export const E2E_FORWARD_TIMEOUT_MS = 4000;
/** The test servers' DELIVERY_RETRY_BASE_SECONDS: a failed lead is due again a second later. */
export const E2E_RETRY_BASE_SECONDS = 1;
/** The test servers' ALERT_OUTAGE_MINUTES: an outage is alerted after three seconds. */
export const E2E_ALERT_OUTAGE_MINUTES = 0.05;
/** The test servers' CALENDAR_FEED_SECRET: the operator's feed is /calendar/<this>.ics. */
export const E2E_CALENDAR_FEED_SECRET = 'e2e-feed-7Jq2vX9pLm4R';
/**
 * The site stack's STATS_PASSWORD: /stats and /stats.csv open with it. The
 * delivery stack has none, so there they are the 404 page a site without
 * the secret serves (tests/e2e/stats.spec.ts asks it).
 */
export const E2E_STATS_PASSWORD = 'e2e-stats-Wq8 zR3ä';
