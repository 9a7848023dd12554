import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { describe, expect, it } from 'vitest';
import { answerNotFound, pageStatus } from '../../src/server/page-status';

/** The middleware in front of a stand-in for Waku, whose page opens nothing when `opensNothing`. */
const site = (contentType: string, opensNothing: boolean) => {
  const app = new Hono();
  app.use(contextStorage(), pageStatus());
  app.get('*', () => {
    if (opensNothing) answerNotFound();
    return new Response('<p>This link opens no booked call.</p>', {
      headers: { 'content-type': contentType, 'x-kept': 'yes' },
    });
  });
  return app.request('http://site.test/booking/x');
};

describe('pageStatus', () => {
  it('answers a page that opens nothing 404, with its own words and headers', async () => {
    const response = await site('text/html; charset=utf-8', true);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(await response.text()).toBe('<p>This link opens no booked call.</p>');
  });

  it('leaves a page that opens something, and a payload for the router, as they are', async () => {
    expect((await site('text/html', false)).status).toBe(200);
    expect((await site('text/x-component', true)).status).toBe(200);
  });
});
