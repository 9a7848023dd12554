import type { BOOKING_FORM_NAME } from '../../lib/booking-fields';
import { CONTACT_FIELDS, type ContactValues, FORM_NAME } from '../../lib/contact-fields';
import { DEFAULT_DELIVERY_POLICY } from '../../lib/delivery-policy';

/** Which form an outbox row is: a message, or a booking's news (booked, moved, cancelled). */
export type OutboxForm = typeof FORM_NAME | typeof BOOKING_FORM_NAME;

/** What the form endpoint is sent for one outbox row. */
export type Forwarded = {
  form: OutboxForm;
  values: ContactValues;
  /** A booking's own fields (src/lib/booking-fields.ts BookingDetails); null for a message. */
  details: Readonly<Record<string, string>> | null;
};

export type ForwardResult =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string };

/**
 * The body the form endpoint receives, form-encoded: a message's five fields;
 * a booking's form name, the visitor's name, email and company, what the call
 * is about as `topic`, then the booking's own fields.
 */
export const encodeSubmission = ({ form, values, details }: Forwarded): string => {
  const body = new URLSearchParams({ 'form-name': form });
  if (form === FORM_NAME) {
    for (const field of CONTACT_FIELDS) body.set(field, values[field]);
    return body.toString();
  }
  body.set('name', values.name);
  body.set('email', values.email);
  body.set('company', values.company);
  body.set('topic', values.message);
  for (const [key, value] of Object.entries(details ?? {})) body.set(key, value);
  return body.toString();
};

/**
 * Sends one submission to the form endpoint. Only a 2xx answer is success; any
 * other status, a timeout or a network failure is a failure, described in
 * words for the operator's record. Nothing is read from the response body.
 */
export const forwardSubmission = async (
  endpoint: string,
  submission: Forwarded,
  {
    timeoutMs = DEFAULT_DELIVERY_POLICY.timeoutMs,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ForwardResult> => {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/json' },
      body: encodeSubmission(submission),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `The form endpoint answered ${response.status}.` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      status: null,
      error: timedOut
        ? `The form endpoint did not answer within ${timeoutMs} ms.`
        : `The form endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
};
