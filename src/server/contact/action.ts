'use server';

import {
  type ContactValues,
  type FieldErrors,
  readContactForm,
  validateContact,
} from '../../lib/contact-fields';
import { deliveryPolicy } from '../../lib/delivery-policy';
import { requestContext } from '../env';
import { attemptDelivery, takeOverEarlierCopy } from './deliver';
import { admitSubmission, type Claim, recordOutcome } from './store';

/** The answer the form shows; one to correct or resend carries what was typed, and where the visitor came from. */
export type ContactState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; values: ContactValues; errors: FieldErrors; source: string | null }
  | { status: 'failed'; values: ContactValues; reason?: string; source: string | null };

/**
 * Receives the contact form on the worker (posts from other sites never get
 * here: hono's csrf middleware refuses them): checks how often, validates it,
 * stores it in D1, then forwards it to FORM_ENDPOINT.
 * The visitor hears "sent" only once the message is safe: stored and, when an
 * endpoint is configured, accepted by it with a 2xx. Whatever happens, what
 * they typed comes back to them unless it was sent. A message that did not
 * get through stays in D1, and the relay (./relay.ts) sends it later; the
 * visitor's own resend of it reuses it rather than making a second lead.
 */
export async function submitContact(_previous: ContactState, data: FormData): Promise<ContactState> {
  const context = requestContext();
  const { env, req } = context;
  const read = readContactForm(data);
  const values = read.values;
  const source = read.ok ? read.source : null;
  const failed = (reason?: string): ContactState => ({ status: 'failed', values, reason, source });

  if (!read.ok) return failed(read.problem);
  // A bot filled the hidden field: tell it all is well and keep nothing.
  if (read.honeypot) return { status: 'sent' };

  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors, source };

  const visitor = req.header('cf-connecting-ip') ?? 'local';
  const allowed = (await env.CONTACT_RATE_LIMITER?.limit({ key: `contact:${visitor}` }))?.success ?? true;
  if (!allowed) {
    return failed('You have sent several messages in the last minute. Please wait a minute and try again.');
  }

  const { policy } = deliveryPolicy(env);
  const endpoint = env.FORM_ENDPOINT?.trim();
  let claim: Claim | 'delivered' | null;
  try {
    // Stored and forwarded exactly as typed.
    const admitted = await admitSubmission(env.DB, values, new Date(), {
      forward: Boolean(endpoint),
      source,
    });
    // With nowhere to forward to, the record (this one or an earlier copy's) is the delivery.
    if (!endpoint || admitted.kind === 'stored') return { status: 'sent' };
    claim =
      admitted.kind === 'claimed'
        ? admitted.claim
        : await takeOverEarlierCopy(env.DB, admitted.id, values.company, policy);
  } catch (error) {
    console.error('Contact form: could not store a submission', error);
    return failed();
  }
  if (claim === 'delivered') return { status: 'sent' };
  // Another sender is still forwarding the earlier copy: not sent twice, and not yet known to have arrived.
  if (claim === null) return failed();

  const outcome = await attemptDelivery(endpoint, claim, policy);
  // The message is already safe in D1: failing to note how delivery went must not fail the visitor.
  await recordOutcome(env.DB, claim, outcome, new Date())
    .run()
    .catch((error) => console.error('Contact form: could not record the delivery outcome', error));
  return outcome.status === 'delivered' ? { status: 'sent' } : failed();
}
