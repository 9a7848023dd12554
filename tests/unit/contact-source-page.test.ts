// (happy-dom's Request drops the Referer, a header browsers set themselves.)
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SOURCE_FIELD } from '../../src/lib/source-path';
import { contactSourcePage, EMPTY_SOURCE_FIELD, withSource } from '../../src/server/contact/source-page';
import type { Env } from '../../src/server/env';

const SITE = 'https://www.lexaris.example/contact';

describe('the contact page the worker serves', () => {
  const page = `<form><input type="hidden" name="form-name" value="contact"/>${EMPTY_SOURCE_FIELD}</form>`;

  it('has the source written into its one empty field, escaped for the attribute', () => {
    expect(withSource(page, '/development/app')).toContain(
      `<input type="hidden" name="${SOURCE_FIELD}" value="/development/app"/>`,
    );
    expect(withSource(page, "/a&b'c")).toContain(`value="/a&amp;b'c"`);
  });

  it('says when the page has no empty field to fill', () => {
    expect(withSource('<form></form>', '/development/app')).toBeNull();
  });

  /** The worker's middleware in front of a stand-in for Waku's render. */
  const worker = () =>
    new Hono<{ Bindings: Env }>().use(contactSourcePage()).get('/contact', (c) => c.text('rendered by Waku'));
  const visit = { headers: { referer: 'https://www.lexaris.example/development/app' } };

  it("serves the prerendered page from the asset layer with the Referer's path filled in", async () => {
    const assets = {
      fetch: async () => new Response(page, { headers: { ETag: '"built"', Allow: 'GET, HEAD' } }),
    };
    const response = await worker().request(SITE, visit, { ASSETS: assets } as unknown as Env);
    expect(await response.text()).toContain('value="/development/app"');
    expect(response.headers.get('ETag')).toBeNull();
    // The file's Allow is not this page's, which takes the form's POST too.
    expect(response.headers.get('Allow')).toBeNull();
  });

  it('leaves the page to Waku where there is no asset layer (`waku dev`)', async () => {
    const response = await worker().request(SITE, visit, {} as Env);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('rendered by Waku');
  });
});
