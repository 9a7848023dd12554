// What a request is counted as (src/lib/view-count.ts), and the counters' one
// upsert per view (src/server/audience/counters.ts) on D1's own engine.
import { describe, expect, it } from 'vitest';
import { type Count, VIEW_FIELDS } from '../../src/lib/audience';
import {
  campaignOf,
  countedPath,
  countFor,
  deviceOf,
  notCountedBecause,
  sourceOf,
} from '../../src/lib/view-count';
import { addCount } from '../../src/server/audience/counters';
import { withOutbox } from '../support/outbox-db';

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const headers = (values: Record<string, string>) => new Headers({ 'user-agent': CHROME_DESKTOP, ...values });
const SITE = 'https://www.lexaris.example';
const NOW = new Date('2026-11-29T23:59:59.000Z');

const beacon = (
  fields: Record<string, string>,
  extra: Record<string, string> = {},
  country: unknown = 'GB',
) =>
  countFor({ url: `${SITE}/count`, fields: new URLSearchParams(fields), country, now: NOW }, headers(extra));

describe('what is not counted', () => {
  it('crawlers (isbot), a missing user agent, prefetches and prerenders', () => {
    expect(notCountedBecause(headers({ 'user-agent': GOOGLEBOT }))).toBe('crawler');
    expect(notCountedBecause(headers({ 'user-agent': 'curl/8.5.0' }))).toBe('crawler');
    expect(notCountedBecause(new Headers())).toBe('crawler');
    expect(notCountedBecause(headers({ 'sec-purpose': 'prefetch' }))).toBe('prefetch');
    expect(notCountedBecause(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe('prefetch');
    expect(notCountedBecause(headers({ purpose: 'prefetch' }))).toBe('prefetch');
  });

  it('a visitor whose browser objects: Global Privacy Control, Do Not Track', () => {
    expect(notCountedBecause(headers({ 'sec-gpc': '1' }))).toBe('objection');
    expect(notCountedBecause(headers({ dnt: '1' }))).toBe('objection');
    expect(notCountedBecause(headers({ dnt: '0' }))).toBeNull();
    expect(notCountedBecause(headers({}))).toBeNull();
  });

  it('a page at another host than the request’s only where the browser says it is of the same origin (wrangler dev’s rewrite)', () => {
    const local = (extra: Record<string, string>) =>
      countFor(
        {
          url: `${SITE}/count`,
          fields: new URLSearchParams({ u: 'http://127.0.0.1:8795/insights', r: 'http://127.0.0.1:8795/' }),
          country: 'GB',
          now: NOW,
        },
        headers(extra),
      );
    expect(local({ 'sec-fetch-site': 'same-origin' })).toMatchObject({
      path: '/insights',
      source: 'internal',
    });
    expect(local({ 'sec-fetch-site': 'cross-site' })).toBe('not-a-view');
    expect(local({})).toBe('not-a-view');
  });

  it('an address of another site, no address, a payload, or a goal it does not know', () => {
    expect(beacon({ u: 'https://elsewhere.example/insights', r: '' })).toBe('not-a-view');
    expect(beacon({ r: '' })).toBe('not-a-view');
    expect(beacon({ u: `${SITE}/RSC/R/insights.txt` })).toBe('not-a-view');
    expect(beacon({ u: `${SITE}/contact`, g: 'purchase' })).toBe('not-a-view');
  });
});

describe('how a view is classified', () => {
  it('the source: the referrer’s host without www., this site, or direct', () => {
    expect(sourceOf('https://www.linkedin.com/feed/', 'www.lexaris.example')).toBe('linkedin.com');
    expect(sourceOf('https://www.google.co.uk/', 'www.lexaris.example')).toBe('google.co.uk');
    expect(sourceOf('android-app://com.google.android.gm/', 'www.lexaris.example')).toBe(
      'com.google.android.gm',
    );
    expect(sourceOf(`${SITE}/insights`, 'www.lexaris.example')).toBe('internal');
    expect(sourceOf('https://lexaris.example/', 'www.lexaris.example')).toBe('internal');
    expect(sourceOf('', 'www.lexaris.example')).toBe('direct');
    expect(sourceOf('not a url', 'www.lexaris.example')).toBe('direct');
    expect(sourceOf('javascript:alert(1)', 'www.lexaris.example')).toBe('direct');
  });

  it('the campaign: the three utm tags, trimmed and cut short; none is three blanks', () => {
    expect(
      campaignOf(
        new URL(`${SITE}/insights?utm_source=newsletter&utm_medium=email&utm_campaign=%20autumn-26%20`),
      ),
    ).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn-26' });
    expect(campaignOf(new URL(`${SITE}/`))).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '' });
    expect(campaignOf(new URL(`${SITE}/?utm_source=${'x'.repeat(300)}%00`)).utm_source).toHaveLength(100);
  });

  it('the device: phone, tablet or computer, from the user agent or the mobile hint', () => {
    expect(deviceOf(headers({}))).toBe('desktop');
    expect(deviceOf(headers({ 'user-agent': IPHONE }))).toBe('phone');
    expect(deviceOf(headers({ 'user-agent': ANDROID_PHONE }))).toBe('phone');
    expect(deviceOf(headers({ 'sec-ch-ua-mobile': '?1' }))).toBe('phone');
    expect(deviceOf(headers({ 'user-agent': ANDROID_TABLET }))).toBe('tablet');
    expect(deviceOf(headers({ 'user-agent': IPAD }))).toBe('tablet');
  });

  it('the path: no trailing slash, cut short, and a private address never with its secret', () => {
    expect(countedPath('/insights/')).toBe('/insights');
    expect(countedPath('/')).toBe('/');
    expect(countedPath(`/${'a'.repeat(500)}`)).toHaveLength(200);
    expect(countedPath('/booking/Zq3k-secret-token')).toBe('/booking/…');
    expect(countedPath('/Booking/Zq3k-secret-token')).toBe('/booking/…');
    expect(countedPath('//evil.example/')).toBeNull();
  });

  it('a beacon: its page, where it came from, an entry when from outside, the country and the device', () => {
    expect(
      beacon(
        { u: `${SITE}/insights?utm_source=newsletter&utm_campaign=launch`, r: 'https://www.linkedin.com/' },
        { 'user-agent': IPHONE },
      ),
    ).toEqual({
      day: '2026-11-29',
      path: '/insights',
      notFound: false,
      source: 'linkedin.com',
      campaign: { utm_source: 'newsletter', utm_medium: '', utm_campaign: 'launch' },
      country: 'GB',
      device: 'phone',
      views: 1,
      entries: 1,
      leads: 0,
      bookings: 0,
    } satisfies Count);
    expect(beacon({ u: `${SITE}/contact`, r: `${SITE}/` })).toMatchObject({ source: 'internal', entries: 0 });
    expect(beacon({ u: `${SITE}/contact`, r: '' }, {}, 'not a country')).toMatchObject({
      source: 'direct',
      entries: 1,
      country: '',
    });
  });

  it('the 404 page at the address asked for; a form sent, counted for its entry and not as a view', () => {
    expect(beacon({ u: `${SITE}/old-link`, r: '', [VIEW_FIELDS.kind]: 'not-found' })).toMatchObject({
      path: '/old-link',
      notFound: true,
      views: 1,
    });
    expect(
      beacon({ u: `${SITE}/ai-services/x?utm_campaign=c`, r: 'https://t.co/', g: 'lead' }),
    ).toMatchObject({
      path: '/ai-services/x',
      source: 't.co',
      campaign: { utm_campaign: 'c' },
      views: 0,
      entries: 0,
      leads: 1,
      bookings: 0,
    });
    expect(beacon({ u: `${SITE}/book`, r: '', g: 'booking' })).toMatchObject({ leads: 0, bookings: 1 });
  });

  it('the image without JavaScript: the page from its Referer, where it came from unknown, never an entry', () => {
    const image = (referer: string | null, query = '') =>
      countFor(
        { url: `${SITE}/count${query}`, fields: null, country: 'FR', now: NOW },
        headers(referer ? { referer } : {}),
      );
    expect(image(`${SITE}/trust?utm_source=x`)).toMatchObject({
      path: '/trust',
      source: 'unknown',
      campaign: { utm_source: 'x' },
      views: 1,
      entries: 0,
    });
    expect(image(`${SITE}/nope`, '?k=not-found')).toMatchObject({ path: '/nope', notFound: true });
    expect(image(null)).toBe('not-a-view');
  });
});

describe('the counters', () => {
  const view = (overrides: Partial<Count> = {}): Count => ({
    day: '2026-11-29',
    path: '/insights',
    notFound: false,
    source: 'direct',
    campaign: { utm_source: '', utm_medium: '', utm_campaign: '' },
    country: 'GB',
    device: 'desktop',
    views: 1,
    entries: 1,
    leads: 0,
    bookings: 0,
    ...overrides,
  });

  it('adds each view to its day’s row, one row per set of dimensions, never a row per view', () =>
    withOutbox(async (db) => {
      await addCount(db, view());
      await addCount(db, view());
      await addCount(db, view({ source: 'internal', entries: 0 }));
      await addCount(db, view({ views: 0, entries: 0, leads: 1 }));
      await addCount(db, view({ day: '2026-11-30' }));
      const rows = await db
        .prepare('SELECT day, source, views, entries, leads FROM audience_daily ORDER BY day, source')
        .all();
      expect(rows.results).toEqual([
        { day: '2026-11-29', source: 'direct', views: 2, entries: 2, leads: 1 },
        { day: '2026-11-29', source: 'internal', views: 1, entries: 0, leads: 0 },
        { day: '2026-11-30', source: 'direct', views: 1, entries: 1, leads: 0 },
      ]);
    }));

  it('counts a view D1 refuses as lost, and never throws', () =>
    withOutbox(async (db) => {
      // The table's own check refuses a device it does not know: the write fails as a real one would.
      expect(await addCount(db, view({ device: 'television' as Count['device'] }))).toBe(false);
      expect(await addCount(db, view({ device: 'television' as Count['device'] }))).toBe(false);
      const lost = await db.prepare('SELECT day, lost FROM audience_lost').all();
      expect(lost.results).toEqual([{ day: '2026-11-29', lost: 2 }]);
    }));
});
