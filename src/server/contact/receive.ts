// A valid lead from a visitor, from D1 to the form endpoint. D1 is the outbox
// that carries a lead through the endpoint's outages; it must not become the
// one thing every lead depends on: while either D1 or the endpoint answers,
// the lead gets through.
import type { ContactValues } from '../../lib/contact-fields';
import { type DeliveryPolicy, deliveryPolicy } from '../../lib/delivery-policy';
import { type Address, addressOf } from '../outbound';
import {
  alertingOf,
  deliverClaimed,
  type Options,
  type OutboxEnv,
  takeOverEarlierCopy,
} from '../outbox/deliver';
import { noteEndpoint } from '../outbox/endpoint-health';
import { forwardSubmission } from '../outbox/forward';
import { type Admission, admitSubmission, type Claim, newClaim, recordOutcome } from '../outbox/store';

/** What the visitor is told: "sent" only once the lead is safe with the endpoint (or, with none configured, in D1). */
export type Received = 'sent' | 'failed';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Stores the lead in D1, then forwards it (or, when the visitor is resending
 * a message D1 already holds, takes that one over: one row, one delivery).
 * When D1 cannot store it, the lead is forwarded all the same, once.
 */
export const receiveLead = async (
  env: OutboxEnv,
  values: ContactValues,
  source: string | null,
  { now = () => new Date(), fetchImpl }: Options = {},
): Promise<Received> => {
  const { policy } = deliveryPolicy(env);
  const endpoint = addressOf(env, 'FORM_ENDPOINT');
  const lead = newClaim(values, now());
  let admitted: Admission;
  try {
    admitted = await admitSubmission(env.DB, lead, { forward: Boolean(endpoint), source });
  } catch (error) {
    if (!endpoint) {
      console.error(
        `Contact form: D1 could not store a lead, and no FORM_ENDPOINT is set (${reason(error)}).`,
      );
      return 'failed';
    }
    return forwardWithoutRecord(env, endpoint, lead, policy, error, { now, fetchImpl });
  }
  // With nowhere to forward to, the record (this one or an earlier copy's) is the delivery.
  if (!endpoint || admitted.kind === 'stored') return 'sent';

  let claim: Claim | 'delivered' | null;
  try {
    claim =
      admitted.kind === 'claimed'
        ? admitted.claim
        : await takeOverEarlierCopy(env.DB, admitted.id, values.company, policy, { now });
  } catch (error) {
    // The earlier copy is safe in D1, and the relay sends it once D1 answers: not sent twice.
    console.error(`Contact form: D1 failed while taking over an earlier copy of a lead (${reason(error)}).`);
    return 'failed';
  }
  if (claim === 'delivered') return 'sent';
  // Another sender is still forwarding the earlier copy: not sent twice, and not yet known to have arrived.
  if (claim === null) return 'failed';

  const outcome = await deliverClaimed(env, endpoint, claim, policy, { now, fetchImpl });
  return outcome.status === 'delivered' ? 'sent' : 'failed';
};

/**
 * D1 refused the lead, so there is no record and no relay to retry it: one
 * attempt, with the same body and timeout, and the visitor hears how it went
 * (a failure keeps everything they typed). Logged without personal data:
 * `npm run submissions` cannot show what was never stored.
 */
const forwardWithoutRecord = async (
  env: OutboxEnv,
  endpoint: Address<'FORM_ENDPOINT'>,
  lead: Claim,
  policy: DeliveryPolicy,
  storeError: unknown,
  { now, fetchImpl }: Required<Pick<Options, 'now'>> & Options,
): Promise<Received> => {
  const result = await forwardSubmission(endpoint, lead, { timeoutMs: policy.timeoutMs, fetchImpl });
  const time = now();
  if (!result.ok) {
    console.error(
      `Contact form: a lead could be neither stored (D1: ${reason(storeError)}) nor delivered (${result.error}) at ${time.toISOString()}; the visitor was told it failed and keeps what they typed.`,
    );
    return 'failed';
  }
  console.error(
    `Contact form: a lead was delivered to the form endpoint without a D1 record at ${time.toISOString()} (D1: ${reason(storeError)}). It is not in npm run submissions: the form endpoint holds it.`,
  );
  // D1 answered nothing, but if the insert did land after all, its row is this lead: marked
  // delivered, so that the relay never sends it a second time. Where D1 is still down this fails too.
  const delivered = { status: 'delivered', upstreamStatus: result.status } as const;
  await recordOutcome(env.DB, lead, delivered, time)
    .run()
    .catch(() => undefined);
  await noteEndpoint(env.DB, 'answering', { now: time, alerting: alertingOf(env) }).catch(() => undefined);
  return 'sent';
};
