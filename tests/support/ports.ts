/** How the end-to-end test servers are set up: their ports (all on 127.0.0.1), state and delivery timings. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
/** The test server's control port (tests/support/worker-server.mjs): SQL on its D1, its Cron Trigger. */
export const E2E_CONTROL_PORT = E2E_PORT + 2;
/** The stand-in for the upstream form endpoint (tests/support/form-endpoint.mjs). */
export const FORM_ENDPOINT_PORT = E2E_PORT + 11;
/** Where tests read and steer the stand-in. */
export const FORM_CONTROL_PORT = E2E_PORT + 10;
/** The test server's state (D1, in wrangler's --persist-to layout), apart from the one `npm start` uses. */
export const E2E_STATE_DIR = '.wrangler/e2e-state';
/** The test server's FORM_TIMEOUT_MS: how long a hanging endpoint keeps a sender waiting. */
export const E2E_FORWARD_TIMEOUT_MS = 4000;
/** The test server's DELIVERY_RETRY_BASE_SECONDS: a failed lead is due again a second later. */
export const E2E_RETRY_BASE_SECONDS = 1;
/** The test server's ALERT_OUTAGE_MINUTES: an outage is alerted after three seconds. */
export const E2E_ALERT_OUTAGE_MINUTES = 0.05;
