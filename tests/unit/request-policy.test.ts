import { Hono } from 'hono';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_POST_BYTES } from '../../src/lib/contact-fields';
import { requestPolicy } from '../../src/server/request-policy';
import { functionPath } from '../../src/server/server-functions';

/** A stand-in for a registered server function: React gives each one a `$$id` of "<file>#<name>". */
const submitContact = Object.assign(() => undefined, { $$id: 'abc123#submitContact' });
const CALL = '/RSC/F/abc123/submitContact.txt';
const ORIGIN = 'http://site.test';

/** The policy in front of a stand-in for the rest of the worker, which answers as `behind` says. */
const site = (behind: (c: { req: { path: string } }) => Response | Promise<Response>) => {
  const app = new Hono();
  app.use(requestPolicy({ serverFunctions: [submitContact] }));
  app.all('*', (c) => behind(c));
  return (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);
};

const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: {
    'content-type': 'multipart/form-data; boundary=x',
    'content-length': String(new TextEncoder().encode(body).length),
    origin: ORIGIN,
    ...headers,
  },
});
const validBody = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n';

describe('requestPolicy', () => {
  let warn: MockInstance<typeof console.warn>;
  let error: MockInstance<typeof console.error>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lets what the site serves through, untouched', async () => {
    const fetch = site(() => new Response('page', { status: 200 }));
    expect(await (await fetch('/')).text()).toBe('page');
    expect((await fetch('/contact', form(validBody))).status).toBe(200);
    expect((await fetch(CALL, form(validBody))).status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers a refusal with a page in words, the status, Allow, and one warning', async () => {
    const fetch = site(() => new Response('never'));
    const response = await fetch('/', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>Request not allowed here</h1>');
    expect(html).toContain('href="/"');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('answers on framework paths in plain text', async () => {
    const fetch = site(() => new Response('never'));
    const response = await fetch('/RSC/P/contact.txt');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found\n');
  });

  it('answers OPTIONS with 204 and Allow, and a trailing slash with a same-host redirect', async () => {
    const fetch = site(() => new Response('never'));
    const options = await fetch('/contact', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const redirect = await fetch('/contact/');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/contact');
  });

  it('refuses a post from another site with hono’s csrf check, in the site’s words', async () => {
    const behind = vi.fn(() => new Response('stored'));
    const response = await site(behind)('/contact', form(validBody, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('only accepts messages sent from this website');
    expect(behind).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit with hono’s body-limit, and one without a length before reading it', async () => {
    const behind = vi.fn(() => new Response('stored'));
    const fetch = site(behind);
    const declared = await fetch('/contact', form('x'.repeat(MAX_POST_BYTES + 1)));
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain('Message too large');
    const streamed = await fetch('/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN },
      body: new Blob(['x'.repeat(10)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(411);
    expect(await streamed.text()).toContain('did not say how large it is');
    expect(behind).not.toHaveBeenCalled();
  });

  it('refuses a multipart body that does not parse before the framework reads it', async () => {
    const behind = vi.fn(() => new Response('stored'));
    const response = await site(behind)('/contact', form('no boundary here'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('could not be read');
    expect(behind).not.toHaveBeenCalled();
  });

  it('refuses a call of a server function the site does not have', async () => {
    const response = await site(() => new Response('never'))('/RSC/F/0000/none.txt', form(validBody));
    expect(response.status).toBe(404);
    expect(functionPath(submitContact)).toBe(CALL);
    expect(functionPath(Object.assign(() => undefined, { $$id: '/src/a.ts#go' }))).toBe(
      '/RSC/F/_/src/a.ts/go.txt',
    );
  });

  it('answers a post the framework failed on with 400, logged as a warning', async () => {
    const fetch = site(() => {
      throw new Error('Connection closed.');
    });
    const response = await fetch(CALL, form(validBody));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Message not understood\n');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers a real server error with 500, no framework message, logged as an error', async () => {
    const fetch = site(() => new Response('rscPath should start with: R', { status: 500 }));
    const response = await fetch('/somewhere');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('rscPath');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
