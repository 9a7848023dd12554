import { type DeliveryPolicy, type DeliveryVars, deliveryPolicy } from '../../lib/delivery-policy';
import type { Env } from '../env';
import { alertOperator, type EndpointSeen } from './alerts';
import { attemptDelivery } from './deliver';
import { claimDue, deleteExpired, recordOutcome } from './store';

/** At most this many submissions per run: a run stays well inside a worker's subrequest and D1 query limits. */
export const RELAY_BATCH = 30;
/** Sent side by side, which is as many connections as a worker keeps open at once. */
export const RELAY_PARALLEL = 6;

export type RelayReport = {
  delivered: number;
  failed: number;
  undeliverable: number;
  deleted: number;
  /** Alerts posted to ALERT_WEBHOOK_URL. */
  alerts: number;
  /** D1 statements the run sent for retention and deliveries (a batch counts each); alerts' own are not counted. */
  queries: number;
  milliseconds: number;
};

/**
 * The Cron Trigger's work (every minute, wrangler.toml): deletes delivered
 * submissions past retention, then re-sends what is due, oldest first, a
 * round of RELAY_PARALLEL at a time, each round claimed just before it is
 * sent. A round where nothing got through ends the run: the endpoint is down,
 * and the rest keep their place for the next run.
 */
export const relayDeliveries = async (
  env: Pick<Env, 'DB' | 'FORM_ENDPOINT' | 'ALERT_WEBHOOK_URL' | keyof DeliveryVars>,
  { now = () => new Date(), fetchImpl = fetch }: { now?: () => Date; fetchImpl?: typeof fetch } = {},
): Promise<RelayReport> => {
  const started = Date.now();
  const { policy, problems } = deliveryPolicy(env);
  for (const problem of problems) console.warn(`Contact form relay: ${problem}`);
  const report: RelayReport = {
    delivered: 0,
    failed: 0,
    undeliverable: 0,
    deleted: 0,
    alerts: 0,
    queries: 0,
    milliseconds: 0,
  };

  report.deleted = await deleteExpired(env.DB, now(), policy);
  report.queries += 1;

  const endpoint = env.FORM_ENDPOINT?.trim();
  if (endpoint) await relayDue(env.DB, endpoint, policy, report, { now, fetchImpl });

  // Last, so that a slow or dead webhook never delays a lead.
  const webhook = env.ALERT_WEBHOOK_URL?.trim();
  if (webhook) {
    const seen: EndpointSeen =
      report.delivered > 0 ? 'answering' : report.failed + report.undeliverable > 0 ? 'failing' : 'unseen';
    report.alerts = await alertOperator(env.DB, webhook, seen, policy, { now: now(), fetchImpl });
  }

  report.milliseconds = Date.now() - started;
  if (report.delivered + report.failed + report.undeliverable + report.deleted + report.alerts > 0) {
    console.log(
      `Contact form relay: ${report.delivered} delivered, ${report.failed} failed, ${report.undeliverable} undeliverable, ${report.deleted} deleted past retention, ${report.alerts} alert(s) sent; ${report.queries} D1 queries in ${report.milliseconds} ms`,
    );
  }
  return report;
};

const relayDue = async (
  db: Env['DB'],
  endpoint: string,
  policy: DeliveryPolicy,
  report: RelayReport,
  options: { now: () => Date; fetchImpl: typeof fetch },
) => {
  let taken = 0;
  while (taken < RELAY_BATCH) {
    const claims = await claimDue(db, options.now(), policy, Math.min(RELAY_PARALLEL, RELAY_BATCH - taken));
    report.queries += 1;
    if (claims.length === 0) return;
    taken += claims.length;
    const attempts = await Promise.all(
      claims.map(async (claim) => ({
        claim,
        outcome: await attemptDelivery(endpoint, claim, policy, options),
      })),
    );
    const recordedAt = options.now();
    await db.batch(attempts.map(({ claim, outcome }) => recordOutcome(db, claim, outcome, recordedAt)));
    report.queries += claims.length;
    for (const { outcome } of attempts) report[outcome.status] += 1;
    if (attempts.every(({ outcome }) => outcome.status !== 'delivered')) return;
  }
};
