import { type DeliveryPolicy, type DeliveryVars, deliveryPolicy } from '../../lib/delivery-policy';
import type { Env } from '../env';
import { type Address, addressOf, type Fetch } from '../outbound';
import { deleteExpired } from '../retention';
import { queueUndeliverable, sendQueued } from './alerts';
import { attemptDelivery } from './deliver';
import { alertLongOutage, noteEndpoint, signalOf } from './endpoint-health';
import { queueSecurityTxtExpiry } from './security-txt-expiry';
import { claimDue, recordOutcome } from './store';

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
  /** D1 statements the run sent for retention, deliveries and the endpoint's health (a batch counts each); alerts' own are not counted. */
  queries: number;
  milliseconds: number;
};

type RelayOptions = { now: () => Date; fetchImpl?: Fetch; environment?: string };

/**
 * The Cron Trigger's work (every minute, wrangler.toml): deletes delivered
 * submissions past retention, then re-sends what is due, oldest first, a
 * round of RELAY_PARALLEL at a time, each round claimed just before it is
 * sent. A round where nothing got through ends the run: the endpoint is down,
 * and the rest keep their place for the next run. Then the operator's alerts.
 * It never throws: a run D1 fails says so once in the log, and the next run
 * starts again.
 */
export const relayDeliveries = async (
  env: Pick<
    Env,
    'DB' | 'ASSETS' | 'FORM_ENDPOINT' | 'ALERT_WEBHOOK_URL' | 'DEPLOY_ENVIRONMENT' | keyof DeliveryVars
  >,
  { now = () => new Date(), fetchImpl }: Partial<Pick<RelayOptions, 'now' | 'fetchImpl'>> = {},
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
  const webhook = addressOf(env, 'ALERT_WEBHOOK_URL');

  try {
    const swept = await deleteExpired(env.DB, now(), policy);
    report.deleted = swept.deleted;
    report.queries += swept.queries;
    const endpoint = addressOf(env, 'FORM_ENDPOINT');
    if (endpoint)
      await relayDue(env.DB, endpoint, policy, report, Boolean(webhook), {
        now,
        fetchImpl,
        environment: env.DEPLOY_ENVIRONMENT,
      });
  } catch (error) {
    console.error(
      `Contact form relay: D1 failed (${error instanceof Error ? error.message : String(error)}); the run stopped after ${report.delivered} delivered and ${report.failed + report.undeliverable} failed, and the next run starts again. A lead whose outcome could not be recorded stays pending and is sent again once D1 answers.`,
    );
    return report;
  }

  // Last, so that a slow or dead webhook never delays a lead.
  if (webhook)
    report.alerts = await alertOperator(env.DB, webhook, policy, {
      now: now(),
      fetchImpl,
      environment: env.DEPLOY_ENVIRONMENT,
      assets: env.ASSETS,
    });

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
  endpoint: Address<'FORM_ENDPOINT'>,
  policy: DeliveryPolicy,
  report: RelayReport,
  alerting: boolean,
  options: RelayOptions,
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
    for (const { outcome } of attempts) report[outcome.status] += 1;
    const recordedAt = options.now();
    const outcomes = attempts.map(({ outcome }) => outcome);
    // Before the outcomes: a lead this round makes undeliverable is recorded with its outage, and a
    // recovery seen here queues that outage's parked leads again, for the next round of this run.
    report.queries += await noteEndpoint(db, signalOf(outcomes), { now: recordedAt, alerting });
    await db.batch(attempts.map(({ claim, outcome }) => recordOutcome(db, claim, outcome, recordedAt)));
    report.queries += claims.length;
    if (outcomes.every((outcome) => outcome.status !== 'delivered')) return;
  }
};

/**
 * The relay's last step: queues what the operator must hear about and posts
 * it. Errors are logged, never thrown: the run's deliveries are already done.
 */
const alertOperator = async (
  db: Env['DB'],
  webhook: Address<'ALERT_WEBHOOK_URL'>,
  policy: DeliveryPolicy,
  {
    now,
    fetchImpl,
    environment,
    assets,
  }: { now: Date; fetchImpl?: Fetch; environment?: string; assets?: Env['ASSETS'] },
) => {
  try {
    await queueUndeliverable(db, now, environment);
    await alertLongOutage(db, policy, now);
    await queueSecurityTxtExpiry(db, assets, now, environment);
    return await sendQueued(db, webhook, now, fetchImpl);
  } catch (error) {
    console.error('Contact form relay: alerts failed', error);
    return 0;
  }
};
