'use server';

import {
  type ContactValues,
  type FieldErrors,
  readContactForm,
  validateContact,
} from '../../lib/contact-fields';
import { requestContext } from '../env';
import { DEFAULT_FORWARD_TIMEOUT_MS, forwardSubmission } from './forward';
import { recordDelivery, recordSubmission } from './store';

export type ContactState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; values: ContactValues; errors: FieldErrors }
  | { status: 'failed'; values: ContactValues; reason?: string };

const failed = (values: ContactValues, reason?: string): ContactState => ({
  status: 'failed',
  values,
  reason,
});

/**
 * Receives the contact form on the worker (posts from other sites never get
 * here: hono's csrf middleware refuses them): checks how often, validates it,
 * stores it in D1, then forwards it to FORM_ENDPOINT.
 * The visitor hears "sent" only once the message is safe: stored and, when an
 * endpoint is configured, accepted by it with a 2xx. Whatever happens, what
 * they typed comes back to them unless it was sent.
 */
export async function submitContact(_previous: ContactState, data: FormData): Promise<ContactState> {
  const context = requestContext();
  const { env, req } = context;
  const read = readContactForm(data);
  const values = read.values;

  if (!read.ok) return failed(values, read.problem);
  // A bot filled the hidden field: tell it all is well and keep nothing.
  if (read.honeypot) return { status: 'sent' };

  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };

  const visitor = req.header('cf-connecting-ip') ?? 'local';
  const allowed = (await env.CONTACT_RATE_LIMITER?.limit({ key: `contact:${visitor}` }))?.success ?? true;
  if (!allowed) {
    return failed(
      values,
      'You have sent several messages in the last minute. Please wait a minute and try again.',
    );
  }

  // Stored and forwarded exactly as typed.
  const id = crypto.randomUUID();
  try {
    await recordSubmission(env.DB, id, values, new Date());
  } catch (error) {
    console.error('Contact form: could not store a submission', error);
    return failed(values);
  }

  // The message is already safe in D1: failing to note how delivery went must not fail the visitor.
  const noteDelivery = (outcome: Parameters<typeof recordDelivery>[2]) =>
    recordDelivery(env.DB, id, outcome, new Date()).catch((error) =>
      console.error('Contact form: could not record the delivery outcome', error),
    );

  const endpoint = env.FORM_ENDPOINT?.trim();
  if (!endpoint) {
    await noteDelivery({ status: 'stored', upstreamStatus: null, error: null, attempted: false });
    return { status: 'sent' };
  }
  const timeoutMs =
    Number(env.FORM_TIMEOUT_MS) > 0 ? Number(env.FORM_TIMEOUT_MS) : DEFAULT_FORWARD_TIMEOUT_MS;
  const result = await forwardSubmission(endpoint, values, { timeoutMs });
  await noteDelivery(
    result.ok
      ? { status: 'delivered', upstreamStatus: result.status, error: null, attempted: true }
      : { status: 'failed', upstreamStatus: result.status, error: result.error, attempted: true },
  );
  if (!result.ok) {
    console.error(`Contact form: forwarding submission ${id} failed: ${result.error}`);
    return failed(values);
  }
  return { status: 'sent' };
}
