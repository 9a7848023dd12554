import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  CLAIM_GRACE_MS,
  DEFAULT_DELIVERY_POLICY,
  deliveryPolicy,
  retentionCutoff,
  retryDelaySeconds,
  retryWindowSeconds,
  staleClaimBefore,
} from '../../src/lib/delivery-policy';

const policy = DEFAULT_DELIVERY_POLICY;
const now = new Date('2026-11-23T12:00:00.000Z');

describe('the retry schedule', () => {
  it('doubles from the base after each failed attempt and stops at one hour', () => {
    const waits = Array.from({ length: 11 }, (_, index) => retryDelaySeconds(index + 1, policy));
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600, 3600]);
  });

  it('follows the base it is given', () => {
    const fast = { ...policy, retryBaseSeconds: 0.5 };
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, fast))).toEqual([0.5, 1, 2, 4]);
  });

  it('gives the time of the next attempt until the last one has failed, then gives up', () => {
    expect(afterFailedAttempt(1, policy, now)).toEqual({
      status: 'failed',
      nextAttemptAt: new Date('2026-11-23T12:01:00.000Z'),
    });
    expect(afterFailedAttempt(11, policy, now)).toEqual({
      status: 'failed',
      nextAttemptAt: new Date('2026-11-23T13:00:00.000Z'),
    });
    expect(afterFailedAttempt(12, policy, now)).toEqual({ status: 'undeliverable' });
    expect(afterFailedAttempt(1, { ...policy, maxAttempts: 1 }, now)).toEqual({ status: 'undeliverable' });
  });

  it('spreads twelve attempts over about six hours', () => {
    expect(retryWindowSeconds(policy) / 3600).toBeCloseTo(6.05, 2);
    expect(retryWindowSeconds({ ...policy, maxAttempts: 3 })).toBe(60 + 120);
    expect(retryWindowSeconds({ ...policy, maxAttempts: 1 })).toBe(0);
  });
});

describe('claims and retention', () => {
  it('a pending submission has no live sender once the forward timeout and a grace have passed', () => {
    expect(staleClaimBefore(now, policy).getTime()).toBe(now.getTime() - 8000 - CLAIM_GRACE_MS);
  });

  it('deletes delivered submissions after the retention period, or never with 0', () => {
    expect(retentionCutoff(now, policy)?.toISOString()).toBe('2026-08-25T12:00:00.000Z');
    expect(retentionCutoff(now, { ...policy, retentionDays: 0 })).toBeNull();
  });
});

describe("the worker's vars", () => {
  it('unset vars keep their defaults', () => {
    expect(deliveryPolicy({})).toEqual({ policy: DEFAULT_DELIVERY_POLICY, problems: [] });
  });

  it('reads the five vars', () => {
    expect(
      deliveryPolicy({
        FORM_TIMEOUT_MS: '4000',
        DELIVERY_RETRY_BASE_SECONDS: '0.5',
        DELIVERY_MAX_ATTEMPTS: '3',
        SUBMISSION_RETENTION_DAYS: '0',
        ALERT_OUTAGE_MINUTES: '0.5',
      }),
    ).toEqual({
      policy: {
        timeoutMs: 4000,
        retryBaseSeconds: 0.5,
        maxAttempts: 3,
        retentionDays: 0,
        alertOutageMinutes: 0.5,
      },
      problems: [],
    });
  });

  it('a var that is not a usable number keeps the default and is named', () => {
    const { policy: read, problems } = deliveryPolicy({
      FORM_TIMEOUT_MS: 'soon',
      DELIVERY_MAX_ATTEMPTS: '2.5',
      SUBMISSION_RETENTION_DAYS: '-1',
      DELIVERY_RETRY_BASE_SECONDS: '0',
      ALERT_OUTAGE_MINUTES: '-5',
    });
    expect(read).toEqual(DEFAULT_DELIVERY_POLICY);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('FORM_TIMEOUT_MS="soon" is not a whole number of at least 1; using 8000');
  });
});
