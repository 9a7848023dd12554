/**
 * How the worker delivers contact-form leads to the form endpoint, and how
 * long it keeps them: the worker's vars read with their defaults, and the
 * schedule every sender (the visitor's own request and the relay) follows.
 */

/** A submission's life in D1 (migrations/0002_redelivery.sql says what each one means). */
export type DeliveryStatus = 'pending' | 'delivered' | 'stored' | 'failed' | 'undeliverable';

export type DeliveryPolicy = {
  /** FORM_TIMEOUT_MS: how long one attempt waits for the form endpoint. */
  timeoutMs: number;
  /** DELIVERY_RETRY_BASE_SECONDS: the wait after the first failed attempt; it doubles after each. */
  retryBaseSeconds: number;
  /** DELIVERY_MAX_ATTEMPTS: after this many failed attempts a lead is undeliverable. */
  maxAttempts: number;
  /** SUBMISSION_RETENTION_DAYS: delivered leads older than this many days are deleted; 0 keeps them. */
  retentionDays: number;
  /** ALERT_OUTAGE_MINUTES: how long the endpoint fails before the operator is alerted; 0 at the first failed run. */
  alertOutageMinutes: number;
};

export type DeliveryVars = {
  FORM_TIMEOUT_MS?: string;
  DELIVERY_RETRY_BASE_SECONDS?: string;
  DELIVERY_MAX_ATTEMPTS?: string;
  SUBMISSION_RETENTION_DAYS?: string;
  ALERT_OUTAGE_MINUTES?: string;
};

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  timeoutMs: 8000,
  retryBaseSeconds: 60,
  maxAttempts: 12,
  retentionDays: 90,
  alertOutageMinutes: 60,
};

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;
/** A visitor who sends the same message again within this window is resending, not writing anew. */
export const RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A pending submission whose sender has said nothing for the forward timeout
 * plus this long belongs to a worker that died mid-send. Its attempt was cut
 * off at the timeout (AbortSignal), so taking it over cannot overlap a send;
 * the grace covers the D1 writes on either side of the attempt.
 */
export const CLAIM_GRACE_MS = 15_000;

type NumberRule = { name: keyof DeliveryVars; key: keyof DeliveryPolicy; min: number; integer: boolean };
const RULES: NumberRule[] = [
  { name: 'FORM_TIMEOUT_MS', key: 'timeoutMs', min: 1, integer: true },
  { name: 'DELIVERY_RETRY_BASE_SECONDS', key: 'retryBaseSeconds', min: 0.001, integer: false },
  { name: 'DELIVERY_MAX_ATTEMPTS', key: 'maxAttempts', min: 1, integer: true },
  { name: 'SUBMISSION_RETENTION_DAYS', key: 'retentionDays', min: 0, integer: true },
  { name: 'ALERT_OUTAGE_MINUTES', key: 'alertOutageMinutes', min: 0, integer: false },
];

/**
 * Reads the policy from the worker's vars. A var that is unset keeps its
 * default; one that is set but not a usable number also keeps it, and is
 * named in `problems` so the operator hears about it.
 */
export const deliveryPolicy = (vars: DeliveryVars): { policy: DeliveryPolicy; problems: string[] } => {
  const policy = { ...DEFAULT_DELIVERY_POLICY };
  const problems: string[] = [];
  for (const { name, key, min, integer } of RULES) {
    const raw = vars[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= min && (!integer || Number.isInteger(value))) policy[key] = value;
    else
      problems.push(
        `${name}=${JSON.stringify(raw)} is not ${integer ? 'a whole number' : 'a number'} of at least ${min}; using ${policy[key]}`,
      );
  }
  return { policy, problems };
};

/** The wait after a submission's `attempts`-th failed attempt: the base, doubled each time, at most an hour. */
export const retryDelaySeconds = (attempts: number, policy: DeliveryPolicy) =>
  Math.min(policy.retryBaseSeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);

/** From a lead's first failed attempt to its last: every wait of the schedule, one after another. */
export const retryWindowSeconds = (policy: DeliveryPolicy) =>
  Array.from({ length: policy.maxAttempts - 1 }, (_, index) => retryDelaySeconds(index + 1, policy)).reduce(
    (sum, wait) => sum + wait,
    0,
  );

export type FailedAttempt = { status: 'failed'; nextAttemptAt: Date } | { status: 'undeliverable' };

/** Where a submission stands after its `attempts`-th attempt (this one included) failed. */
export const afterFailedAttempt = (attempts: number, policy: DeliveryPolicy, now: Date): FailedAttempt =>
  attempts >= policy.maxAttempts
    ? { status: 'undeliverable' }
    : {
        status: 'failed',
        nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts, policy) * 1000),
      };

/**
 * Answers that refuse the lead itself (its content or form), not the endpoint
 * failing: retried on the schedule like any failure, but they say nothing of
 * the endpoint's health and its recovery does not cure them. Every other
 * failure (5xx, 3xx, 401/403/404, 408, 429, a timeout, a refused connection)
 * is the endpoint's.
 */
const LEAD_REFUSALS = new Set([400, 413, 415, 422]);
export const refusesTheLead = (upstreamStatus: number | null) =>
  upstreamStatus !== null && LEAD_REFUSALS.has(upstreamStatus);

/** A pending submission last touched before this has no live sender. */
export const staleClaimBefore = (now: Date, policy: DeliveryPolicy) =>
  new Date(now.getTime() - policy.timeoutMs - CLAIM_GRACE_MS);

/** Delivered submissions received before this are deleted; null when they are kept. */
export const retentionCutoff = (now: Date, policy: DeliveryPolicy) =>
  policy.retentionDays > 0 ? new Date(now.getTime() - policy.retentionDays * 24 * 60 * 60 * 1000) : null;
