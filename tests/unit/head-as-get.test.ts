import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { headAsGet } from '../../src/server/head-as-get';

describe('headAsGet', () => {
  it('answers HEAD with what a route that takes only GET answers to GET, without the body', async () => {
    const app = new Hono();
    app.use(headAsGet());
    // As Waku's API routes do: the handler is picked by the request's own method.
    app.use(async (c) => {
      const handlers: Record<string, () => Response> = {
        GET: () => new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
      };
      return (handlers[c.req.raw.method] ?? (() => new Response('no handler', { status: 500 })))();
    });
    const head = await app.request('http://site.test/calendar/x.ics', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar');
    expect(head.body).toBeNull();
    expect(await (await app.request('http://site.test/calendar/x.ics')).text()).toBe('BEGIN:VCALENDAR');
  });
});
