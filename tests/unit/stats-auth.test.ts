// Who reaches the operator's audience figures (src/server/audience/stats-auth.ts):
// nobody without STATS_PASSWORD set (a 404 like any unknown address), the
// holder of the password with any user name; every answer uncached, unindexed.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isStatsPath, STATS_REALM, statsAuth } from '../../src/server/audience/stats-auth';
import type { Env } from '../../src/server/env';

const PASSWORD = 'correct horse battery stäple';
const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title>';

const app = new Hono<{ Bindings: Env }>();
app.use(statsAuth());
for (const path of ['/stats', '/stats.csv', '/RSC/R/stats.txt', '/insights'])
  app.get(path, (c) => c.text(`figures at ${path}`));

const assets = {
  fetch: async (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url).pathname === '/404'
      ? new Response(NOT_FOUND_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : new Response('?', { status: 404 }),
};
const envWith = (password?: string) => ({ STATS_PASSWORD: password, ASSETS: assets }) as unknown as Env;
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`,
});
const get = (path: string, env: Env, headers: Record<string, string> = {}) =>
  app.request(path, { headers }, env);

const expectPrivate = (response: Response) => {
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
};

describe('the audience figures’ password', () => {
  it('without STATS_PASSWORD set, or blank, the addresses are the site’s 404 page, password or not', async () => {
    for (const password of [undefined, '', '  ']) {
      for (const path of ['/stats', '/stats.csv', '/RSC/R/stats.txt']) {
        const response = await get(path, envWith(password), basic('x', ''));
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).toBe(NOT_FOUND_PAGE);
        expect(response.headers.get('www-authenticate'), path).toBeNull();
        expectPrivate(response);
      }
    }
  });

  it('without a password, or with another, is a 401 that asks for it in UTF-8', async () => {
    for (const headers of [
      {},
      basic('operator', 'wrong'),
      basic('operator', `${PASSWORD} `),
      { authorization: 'Bearer x' },
    ]) {
      const response = await get('/stats', envWith(PASSWORD), headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(`Basic realm="${STATS_REALM}", charset="UTF-8"`);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Password needed');
      expectPrivate(response);
    }
    const payload = await get('/RSC/R/stats.txt', envWith(PASSWORD));
    expect([payload.status, await payload.text()]).toEqual([401, 'Password needed\n']);
  });

  it('with the password, under any user name, opens every address', async () => {
    for (const user of ['operator', '', 'anyone at all']) {
      for (const path of ['/stats', '/stats.csv', '/RSC/R/stats.txt']) {
        const response = await get(path, envWith(PASSWORD), basic(user, PASSWORD));
        expect(response.status, `${user} ${path}`).toBe(200);
        expect(await response.text()).toBe(`figures at ${path}`);
        expectPrivate(response);
      }
    }
  });

  it('covers every spelling of its addresses, and leaves the rest of the site alone', async () => {
    for (const path of [
      '/stats',
      '/stats/',
      '/STATS',
      '//stats',
      '/%73tats',
      '/rsc/r/stats.txt',
      '/stats.csv',
    ]) {
      expect(isStatsPath(path), path).toBe(true);
    }
    for (const path of ['/', '/statistics', '/stats/x', '/insights'])
      expect(isStatsPath(path), path).toBe(false);
    const page = await get('/insights', envWith(PASSWORD));
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });
});
