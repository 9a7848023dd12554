import { CONTACT_FIELDS, type ContactValues, FORM_NAME } from '../../lib/contact-fields';
import { DEFAULT_DELIVERY_POLICY } from '../../lib/delivery-policy';

export type ForwardResult =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string };

/** The body the form endpoint receives: exactly the five fields, form-encoded. */
export const encodeSubmission = (values: ContactValues): string => {
  const body = new URLSearchParams({ 'form-name': FORM_NAME });
  for (const field of CONTACT_FIELDS) body.set(field, values[field]);
  return body.toString();
};

/**
 * Sends one submission to the form endpoint. Only a 2xx answer is success; any
 * other status, a timeout or a network failure is a failure, described in
 * words for the operator's record. Nothing is read from the response body.
 */
export const forwardSubmission = async (
  endpoint: string,
  values: ContactValues,
  {
    timeoutMs = DEFAULT_DELIVERY_POLICY.timeoutMs,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ForwardResult> => {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/json' },
      body: encodeSubmission(values),
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
