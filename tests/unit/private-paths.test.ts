// The private addresses (src/lib/private-paths.mjs): which they are, that none
// is ever where a lead came from, and how the worker serves them.
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingSql, reportPeriod, reportSql } from '../../scripts/operator/submissions-plan.mjs';
import { bookHref, callHref, contactHref } from '../../src/content/navigation';
import { SERVER_ROUTES } from '../../src/content/server-routes';
import { readBookingForm, SLOT_FIELD, TIME_ZONE_FIELD } from '../../src/lib/booking-fields';
import { readContactForm } from '../../src/lib/contact-fields';
import { isPrivatePath, PRIVATE_PATH_PREFIXES } from '../../src/lib/private-paths.mjs';
import {
  previousPagePath,
  SOURCE_FIELD,
  sourcePathFromReferer,
  validSourcePath,
} from '../../src/lib/source-path';
import { bookingPageCache } from '../../src/server/booking/page-cache';
import { answerHoldsPrivateLink, securityHeaders } from '../../src/server/security-headers';
import { PRIVATE_HEADERS, SECURITY_HEADERS } from '../../src/server/security-policy.mjs';
import { siteRoutes } from '../e2e/routes';
import { reachesWorker } from '../support/edge-routing';
import { openOutbox } from '../support/outbox-db';

/** A private link's token, as src/server/booking/store.ts makes them: 43 characters of base64url. */
const TOKEN = 'q3Xf9Lm2Rv7Tz0Kb5Wn8Yc1Hd4Jg6Ps2Ua9Ee3Oi7Qx';
const FEED_SECRET = 'Zp4rT8vW2xY6';
const SITE = 'https://www.lexaris.example';

/** Every address the site makes that carries a secret. */
const privateAddresses = [
  callHref(TOKEN),
  `${callHref(TOKEN)}?day=2026-12-01`,
  `${callHref(TOKEN)}/call.ics`,
  `/RSC/R${callHref(TOKEN)}.txt`,
  `/calendar/${FEED_SECRET}.ics`,
];
/** Public pages, some of them named like a private address. */
const publicPages = [
  ...siteRoutes,
  bookHref,
  '/booking',
  '/bookings-guide',
  '/calendar',
  '/RSC/R/book.txt',
  '/RSC/R/contact.txt',
];

describe('the private addresses', () => {
  it('are every address that carries a secret, however it is spelled', () => {
    expect(TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const address of privateAddresses) expect(isPrivatePath(address), address).toBe(true);
    for (const spelling of [
      `/Booking/${TOKEN}`,
      `/%62ooking/${TOKEN}`,
      `/%62OOKING%2F${TOKEN}`,
      `//booking/${TOKEN}`,
      `/RSC/R//booking/${TOKEN}.txt`,
      `/CALENDAR/${FEED_SECRET}.ics`,
    ]) {
      expect(isPrivatePath(spelling), spelling).toBe(true);
    }
  });

  it('are no public page', () => {
    expect(siteRoutes.length).toBeGreaterThan(20);
    for (const page of publicPages) expect(isPrivatePath(page), page).toBe(false);
  });

  it('are the server’s routes whose address holds a secret, and no other', () => {
    for (const route of SERVER_ROUTES) {
      // An operator's address holds no secret: its password comes in a header
      // (src/server/audience/stats-auth.ts serves it uncached and unindexed).
      const needsSecret =
        route.sample !== null && route.sample.kind !== 'fixed' && route.sample.kind !== 'operator';
      expect(isPrivatePath(route.address), route.address).toBe(needsSecret);
      for (const pattern of route.workerFirst) {
        expect(isPrivatePath(pattern.replace(/\*$/, 'x')), pattern).toBe(needsSecret);
      }
    }
  });

  it('each reaches the worker first, which serves it with the private headers', () => {
    for (const prefix of PRIVATE_PATH_PREFIXES) {
      expect(reachesWorker(`${prefix}${TOKEN}`), prefix).toBe(true);
      expect(reachesWorker(`${prefix}${TOKEN}.ics`), prefix).toBe(true);
    }
  });
});

describe('a private address is never where a lead came from', () => {
  it('neither as a posted value nor as a Referer; public pages still are', () => {
    for (const address of privateAddresses.map((address) => address.split('?')[0] ?? '')) {
      expect(validSourcePath(address), address).toBeNull();
      expect(sourcePathFromReferer(`${SITE}${address}`, `${SITE}${contactHref}`), address).toBeNull();
    }
    for (const page of publicPages.filter((page) => page !== contactHref)) {
      expect(validSourcePath(page), page).toBe(page);
      expect(sourcePathFromReferer(`${SITE}${page}?utm=x`, `${SITE}${contactHref}`), page).toBe(page);
    }
  });

  it('the contact form and the booking form take the lead and drop the source', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    const person = { name: 'Ada', email: 'ada@example.com', company: '' };
    const message = (from: string) =>
      readContactForm(form({ ...person, message: 'Hi', [SOURCE_FIELD]: from }));
    const booking = (from: string) =>
      readBookingForm(
        form({
          ...person,
          topic: '',
          [SLOT_FIELD]: '2030-01-02T10:00:00.000Z',
          [TIME_ZONE_FIELD]: '',
          [SOURCE_FIELD]: from,
        }),
      );
    expect(message(callHref(TOKEN))).toMatchObject({ ok: true, source: null });
    expect(booking(callHref(TOKEN))).toMatchObject({ ok: true, source: null });
    expect(message('/development/app')).toMatchObject({ ok: true, source: '/development/app' });
    expect(booking('/development/app')).toMatchObject({ ok: true, source: '/development/app' });
  });

  it('in the browser: reached by the router from a call’s page, or loaded from it, no source', () => {
    const at = (path: string) => `${SITE}${path}`;
    const entries = [callHref(TOKEN), contactHref].map((path, index) => ({
      key: `k${index}`,
      index,
      url: at(path),
    }));
    vi.stubGlobal('location', { href: at(contactHref) });
    vi.stubGlobal('navigation', {
      currentEntry: entries[1],
      activation: { entry: entries[0] },
      entries: () => entries,
    });
    vi.stubGlobal('document', { referrer: at('/development/app') });
    try {
      expect(previousPagePath()).toBeNull();
      // Loaded from it, where the browser has no Navigation API: the document's Referer.
      vi.stubGlobal('navigation', undefined);
      vi.stubGlobal('document', { referrer: at(callHref(TOKEN)) });
      expect(previousPagePath()).toBeNull();
      // A public page before it still is the source.
      vi.stubGlobal('document', { referrer: at('/development/app') });
      expect(previousPagePath()).toBe('/development/app');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('how the worker serves them', () => {
  const HOLDS_LINK = 'x-answer-holds-link';
  /** The worker's header and /book-cache middleware in their order (src/waku.server.tsx), before stand-in routes. */
  const worker = () => {
    let bookRenders = 0;
    const app = new Hono();
    app.use(contextStorage(), bookingPageCache(), securityHeaders());
    app.get(bookHref, (c) => {
      bookRenders += 1;
      // As a booking's confirmation says when it hands out a link (asked for here by a header:
      // the cache reads no query but the day).
      if (c.req.header(HOLDS_LINK)) answerHoldsPrivateLink();
      return c.html(`<p>render ${bookRenders}</p>`);
    });
    app.get('/booking/:token', (c) => c.html('<p>your call</p>'));
    app.get('/calendar/:file', (c) =>
      c.body('BEGIN:VCALENDAR', 200, { 'content-type': 'text/calendar', 'cache-control': 'public' }),
    );
    app.get('/development/app', (c) => c.html('<p>a service</p>'));
    return {
      get: (path: string, holdsLink = false) =>
        app.request(path, holdsLink ? { headers: { [HOLDS_LINK]: '1' } } : {}),
      bookRenders: () => bookRenders,
    };
  };
  /** A stand-in for Workers' Cache API, as tests/unit/booking.test.ts has it. */
  const stored = new Map<string, Response>();
  beforeAll(() => {
    (globalThis as { caches?: unknown }).caches = {
      default: {
        match: async (request: Request) => stored.get(request.url)?.clone(),
        put: async (request: Request, response: Response) => {
          stored.set(request.url, response);
        },
        delete: async (request: Request) => stored.delete(request.url),
      },
    };
  });
  afterAll(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('a private address, or an answer that holds one: uncached, no Referer to other sites, not indexed, over what the route set', async () => {
    const site = worker();
    for (const [path, holdsLink] of [
      [callHref(TOKEN), false],
      [`/calendar/${FEED_SECRET}.ics`, false],
      [bookHref, true],
    ] as const) {
      const { headers } = await site.get(path, holdsLink);
      for (const [name, value] of Object.entries(PRIVATE_HEADERS))
        expect(headers.get(name), path).toBe(value);
      expect(headers.get('Strict-Transport-Security'), path).toBe(
        SECURITY_HEADERS['Strict-Transport-Security'],
      );
    }
    const { headers } = await site.get('/development/app');
    expect(headers.get('Referrer-Policy')).toBe(SECURITY_HEADERS['Referrer-Policy']);
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(headers.get('X-Robots-Tag')).toBeNull();
  });

  it('/book’s edge cache never keeps an answer that holds a private link', async () => {
    stored.clear();
    const site = worker();
    expect(await (await site.get(bookHref, true)).text()).toBe('<p>render 1</p>');
    expect(stored.size).toBe(0);
    // The same route's public answer is kept, as before.
    await site.get(bookHref);
    expect(await (await site.get(bookHref)).text()).toBe('<p>render 2</p>');
    expect(site.bookRenders()).toBe(2);
  });
});

describe('the operator’s listing and report', () => {
  it('never show a private address, even from rows kept before the form refused them', async () => {
    const { db, dispose } = await openOutbox();
    try {
      const now = new Date();
      const sources = [callHref(TOKEN), `/Booking/${TOKEN}`, '/development/app', null];
      for (const [index, source] of sources.entries()) {
        await db
          .prepare(
            `INSERT INTO submissions (id, created_at, name, email, message, delivery_status, updated_at, source_path)
             VALUES (?1, ?2, 'Ada', 'ada@example.com', 'Hi', 'stored', ?2, ?3)`,
          )
          .bind(`s${index}`, new Date(now.getTime() - index * 1000).toISOString(), source)
          .run();
      }
      const listing = listingSql(undefined, 20).split(';\n')[1] ?? '';
      const listed = (await db.prepare(listing).all<{ id: string; came_from: string | null }>()).results;
      expect(listed.map((row) => [row.id, row.came_from])).toEqual([
        ['s0', null],
        ['s1', null],
        ['s2', '/development/app'],
        ['s3', null],
      ]);
      const report = await db.prepare(reportSql(reportPeriod(30, now))).all();
      expect(report.results).toEqual([
        { page: null, leads: 3 },
        { page: '/development/app', leads: 1 },
      ]);
    } finally {
      await dispose();
    }
  });
});
