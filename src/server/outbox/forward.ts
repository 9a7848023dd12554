import { INBOX_FIELDS, type OutboxForm } from '../../content/forms';
import type { ContactValues } from '../../lib/contact-fields';
import { DEFAULT_DELIVERY_POLICY } from '../../lib/delivery-policy';
import { type Address, type Fetch, requestTo } from '../outbound';

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
 * The body the form endpoint receives, form-encoded: the form's name, then
 * what src/content/forms.ts declares the inbox receives of that form, in its
 * order (a booking's field it does not have, such as a first booking's
 * previous time, is left out).
 */
export const encodeSubmission = ({ form, values, details }: Forwarded): string => {
  const body = new URLSearchParams({ 'form-name': form });
  for (const field of INBOX_FIELDS[form]) {
    const value = 'column' in field ? values[field.column] : details?.[field.detail];
    if (value !== undefined) body.set(field.key, value);
  }
  return body.toString();
};

/**
 * Sends one submission to the form endpoint. Only a 2xx answer is success; any
 * other status, a timeout or a network failure is a failure, described in
 * words for the operator's record. Nothing is read from the response body.
 */
export const forwardSubmission = async (
  endpoint: Address<'FORM_ENDPOINT'>,
  submission: Forwarded,
  {
    timeoutMs = DEFAULT_DELIVERY_POLICY.timeoutMs,
    fetchImpl,
  }: { timeoutMs?: number; fetchImpl?: Fetch } = {},
): Promise<ForwardResult> => {
  try {
    const response = await requestTo(
      endpoint,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/json',
        },
        body: encodeSubmission(submission),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      },
      fetchImpl,
    );
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
