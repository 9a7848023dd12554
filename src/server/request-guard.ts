import type { MiddlewareHandler } from 'hono';
import { LIMITS } from './contact/fields';

/** How the page's form posts without JavaScript (React sends multipart), and how Waku's client posts actions (under /RSC/). */
const FORM_TYPES = ['multipart/form-data'];
const ACTION_TYPES = ['multipart/form-data', 'text/plain'];

/** Room for multipart boundaries and field names around the form's own limits. */
export const MAX_POST_BYTES = LIMITS.body * 2;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>${title}</h1><p>${text}</p><p><a href="/contact">Back to the contact form</a></p></body></html>`;

/**
 * Turns away oversized or unmeasurable POST bodies before anything reads
 * them, and undecodable ones after, each with a page that says what
 * happened. The only POSTs the site takes are the contact form's, which are
 * a few kilobytes at most.
 */
export const requestGuard = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const length = c.req.header('content-length');
  if (length === undefined) {
    return c.html(
      page('Length required', 'The request did not say how large it is, so it was not read.'),
      411,
    );
  }
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const accepted = c.req.path.startsWith('/RSC/') ? ACTION_TYPES : FORM_TYPES;
  if (!accepted.includes(type)) {
    return c.html(page('Unsupported form', 'This address only accepts the website’s own contact form.'), 415);
  }
  if (!/^\d+$/.test(length) || Number(length) > MAX_POST_BYTES) {
    return c.html(
      page(
        'Message too large',
        `Messages can be up to ${LIMITS.message.toLocaleString('en-GB')} characters. Please shorten yours and send it again.`,
      ),
      413,
    );
  }
  await next();
  // A POST the page could not decode (a malformed or forged body) makes the
  // framework throw; answer it as the bad request it is, in words.
  if (c.res.status >= 500) {
    console.error(`Refused an undecodable POST to ${c.req.path} (status ${c.res.status})`);
    c.res = c.html(
      page(
        'Message not understood',
        'The form data could not be read. Please go back and send the form again.',
      ),
      400,
    );
  }
};
