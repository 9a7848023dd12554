'use server';

import {
  type ContactValues,
  type FieldErrors,
  readContactForm,
  validateContact,
} from '../../lib/contact-fields';
import { rateLimitKey } from '../../lib/rate-limit';
import { requestContext } from '../env';
import { receiveLead } from './receive';

/** The answer the form shows; one to correct or resend carries what was typed, and where the visitor came from. */
export type ContactState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; values: ContactValues; errors: FieldErrors; source: string | null }
  | { status: 'failed'; values: ContactValues; reason?: string; source: string | null };

/**
 * Receives the contact form on the worker (posts from other sites never get
 * here: hono's csrf middleware refuses them): checks how often, validates it,
 * then hands the lead to ./receive.ts (stored in D1, forwarded to
 * FORM_ENDPOINT). The visitor hears "sent" only once the message is safe with
 * the endpoint (a 2xx) or, with none configured, in D1. Whatever happens,
 * what they typed comes back to them unless it was sent. A message that did
 * not get through stays in D1, and the relay (./relay.ts) sends it later;
 * the visitor's own resend of it reuses it rather than making a second lead.
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
  const allowed =
    (await env.CONTACT_RATE_LIMITER?.limit({ key: rateLimitKey('contact', visitor) }))?.success ?? true;
  if (!allowed) {
    return failed('You have sent several messages in the last minute. Please wait a minute and try again.');
  }

  return (await receiveLead(env, values, source)) === 'sent' ? { status: 'sent' } : failed();
}
