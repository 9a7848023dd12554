import type { D1Database } from '@cloudflare/workers-types';
import { afterFailedAttempt, type DeliveryPolicy, type DeliveryVars } from '../../lib/delivery-policy';
import { submissionsCommand, workerOutbox } from '../../lib/operator-command.mjs';
import type { Env } from '../env';
import { type Address, addressOf, type Fetch } from '../outbound';
import { noteEndpoint, signalOf } from './endpoint-health';
import { forwardSubmission } from './forward';
import { type Claim, claimEarlierCopy, type Outcome, recordOutcome, statusOf } from './store';

export type Options = { now?: () => Date; fetchImpl?: Fetch };
/** What sending from the outbox reads: the database, the endpoint, the alerts' webhook and the delivery's settings. */
export type OutboxEnv = Pick<
  Env,
  'DB' | 'FORM_ENDPOINT' | 'ALERT_WEBHOOK_URL' | 'DEPLOY_ENVIRONMENT' | keyof DeliveryVars
>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** As the relay decides: alerts are queued only for a webhook that is set. */
export const alertingOf = (env: OutboxEnv) => addressOf(env, 'ALERT_WEBHOOK_URL') !== null;

/**
 * One attempt to forward a claimed submission, as the visitor's request and
 * the relay both make it. A failure that will be retried is a warning; a lead
 * that has run out of attempts is an error, because an operator must act
 * (`environment`: DEPLOY_ENVIRONMENT, so the log names their command).
 */
export const attemptDelivery = async (
  endpoint: Address<'FORM_ENDPOINT'>,
  claim: Claim,
  policy: DeliveryPolicy,
  {
    now = () => new Date(),
    fetchImpl,
    environment,
  }: { now?: () => Date; fetchImpl?: Fetch; environment?: string } = {},
): Promise<Outcome> => {
  const result = await forwardSubmission(endpoint, claim, { timeoutMs: policy.timeoutMs, fetchImpl });
  if (result.ok) return { status: 'delivered', upstreamStatus: result.status };
  const attempts = claim.attempts + 1;
  const next = afterFailedAttempt(attempts, policy, now());
  if (next.status === 'undeliverable') {
    console.error(
      `Contact form: submission ${claim.id} is undeliverable after ${attempts} attempts (${result.error}). It stays in D1: see "${submissionsCommand(workerOutbox(environment), '--status', 'undeliverable')}".`,
    );
    return {
      status: 'undeliverable',
      upstreamStatus: result.status,
      error: result.error,
      nextAttemptAt: null,
    };
  }
  console.warn(
    `Contact form: attempt ${attempts} to forward submission ${claim.id} failed (${result.error}); next attempt after ${next.nextAttemptAt.toISOString()}.`,
  );
  return {
    status: 'failed',
    upstreamStatus: result.status,
    error: result.error,
    nextAttemptAt: next.nextAttemptAt,
  };
};

/** How often a resend looks again at an earlier copy another sender is forwarding. */
const RESEND_POLL_MS = 500;

/**
 * A visitor sent a message we already hold and have not delivered: their
 * resend takes that submission over (one row, one delivery). If another
 * sender is forwarding it right now, the resend waits for that attempt, at
 * most one forward timeout, and takes it over if it failed. Returns the claim,
 * 'delivered' once it has arrived, or null if the other attempt is still going.
 */
export const takeOverEarlierCopy = async (
  db: D1Database,
  id: string,
  company: string,
  policy: DeliveryPolicy,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<Claim | 'delivered' | null> => {
  const giveUpAt = Date.now() + policy.timeoutMs + RESEND_POLL_MS * 2;
  for (;;) {
    const claim = await claimEarlierCopy(db, id, company, now(), policy);
    if (claim) return claim;
    const status = await statusOf(db, id);
    if (status === null || status === 'delivered' || status === 'stored') return 'delivered';
    if (Date.now() >= giveUpAt) return null;
    await new Promise((resolve) => setTimeout(resolve, RESEND_POLL_MS));
  }
};

/**
 * The first attempt at a submission this request holds (a message, or a
 * booking's news), and its outcome noted for the relay: the endpoint's health
 * first, then the submission's record. Both are logged, never thrown, when D1
 * fails: the submission is already safe, and stays pending for the relay.
 */
export const deliverClaimed = async (
  env: OutboxEnv,
  endpoint: Address<'FORM_ENDPOINT'>,
  claim: Claim,
  policy: DeliveryPolicy,
  { now, fetchImpl }: Required<Pick<Options, 'now'>> & Options,
) => {
  const outcome = await attemptDelivery(endpoint, claim, policy, {
    now,
    fetchImpl,
    environment: env.DEPLOY_ENVIRONMENT,
  });
  const recordedAt = now();
  await noteEndpoint(env.DB, signalOf([outcome]), {
    now: recordedAt,
    alerting: alertingOf(env),
  }).catch((error) =>
    console.error(`Contact form: could not note the endpoint's health (D1: ${reason(error)}).`),
  );
  await recordOutcome(env.DB, claim, outcome, recordedAt)
    .run()
    .catch((error) =>
      console.error(
        `Contact form: could not record how submission ${claim.id} went (${outcome.status}; D1: ${reason(error)}). It stays pending, and the relay sends it again once D1 answers.`,
      ),
    );
  return outcome;
};
