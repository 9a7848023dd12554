import { COUNT_PATH } from '../lib/audience';
import { bookHref, callHref, contactHref } from './navigation';

/**
 * What runs code of ours on the server: every address the worker answers
 * for each request (every other one is a file built ahead of time, which the
 * asset layer serves without it), and the work it does on a schedule. The
 * trust centre's account of the server is rendered from this (src/content/trust.ts),
 * and every check that walks the site's pages takes these pages from it
 * (tests/e2e/routes.ts); the worker takes at each address the methods declared
 * here, and refuses the rest (src/lib/request-rules.ts). tests/unit/server-routes.test.ts reads the route
 * table itself, each page's getConfig as Waku calls it and wrangler.toml's
 * run_worker_first and crons, and fails, naming what to add here, the day a
 * page is rendered per request or an address reaches the worker without its
 * entry.
 */

/** An address that opens a route, for the checks that walk every page. */
export type RouteSample =
  /** A fixed address. */
  | { kind: 'fixed'; path: string }
  /** An address made from a booked call's private link: the check books one first. */
  | { kind: 'booked-call'; path: (token: string) => string }
  /** An address made from the operator's feed secret (CALENDAR_FEED_SECRET). */
  | { kind: 'feed'; path: (secret: string) => string }
  /** An operator's address: the check sends the STATS_PASSWORD it set. */
  | { kind: 'operator'; path: string };

/**
 * A method a route takes. HEAD follows GET wherever it is taken (the worker
 * answers it as GET, without the body: src/server/head-as-get.ts), and OPTIONS
 * is answered everywhere; any other method is a 405 naming these
 * (src/lib/request-rules.ts).
 */
export type RouteMethod = 'GET' | 'POST';

export type ServerRoute = {
  /** The page's route as Waku names it (its file under src/pages); null for the worker's own paths. */
  route: string | null;
  /** The address as the trust centre shows it. */
  address: string;
  /** What the visitor gets there: an HTML page, a file, a form's answer, or nothing (a view counted). */
  kind: 'page' | 'file' | 'form' | 'count';
  /** GET to read it; POST where a form posts to it (without JavaScript to the page's own address). */
  methods: readonly RouteMethod[];
  /** wrangler.toml's run_worker_first patterns that are this route's (a pattern that covers several routes: the first's). */
  workerFirst: readonly string[];
  /** 'dynamic': Waku renders it for each request; 'static': built ahead, the worker amends it; null: no page. */
  render: 'dynamic' | 'static' | null;
  /** Why the server runs code there, finishing "Our server runs code for each request…". */
  does: string;
  /** An address that opens it, for the checks that walk every page (whether it is private: src/lib/private-paths.mjs). */
  sample: RouteSample | null;
};

export const SERVER_ROUTES = [
  {
    route: '/contact',
    address: contactHref,
    kind: 'page',
    methods: ['GET', 'POST'],
    workerFirst: ['/contact', '/contact/'],
    render: 'static',
    does: 'to write into the contact form the page you came from, and to answer the form sent without JavaScript',
    sample: { kind: 'fixed', path: contactHref },
  },
  {
    route: null,
    address: '/RSC/F/…',
    kind: 'form',
    methods: ['POST'],
    workerFirst: ['/RSC/F/*'],
    render: null,
    does: 'to receive the contact form, a booking and a change to a booked call, sent with JavaScript',
    sample: null,
  },
  {
    route: '/book',
    address: bookHref,
    kind: 'page',
    methods: ['GET', 'POST'],
    workerFirst: ['/book', '/book/', '/RSC/R/book.txt'],
    render: 'dynamic',
    does: 'to list the times free to book from our database, and to take a booking',
    sample: { kind: 'fixed', path: bookHref },
  },
  {
    route: '/booking/[token]',
    address: callHref('<private link>'),
    kind: 'page',
    methods: ['GET', 'POST'],
    workerFirst: ['/booking/*', '/RSC/R/booking/*'],
    render: 'dynamic',
    does: 'to show a booked call on its private page, and to move or cancel it',
    sample: { kind: 'booked-call', path: callHref },
  },
  {
    route: '/_api/booking/[token]/call.ics',
    address: `${callHref('<private link>')}/call.ics`,
    kind: 'file',
    methods: ['GET'],
    // Reached through the call's page's pattern.
    workerFirst: [],
    render: 'dynamic',
    does: 'to make a booked call’s calendar file',
    sample: { kind: 'booked-call', path: (token) => `${callHref(token)}/call.ics` },
  },
  {
    route: '/_api/calendar/[file]',
    address: '/calendar/<secret>.ics',
    kind: 'file',
    methods: ['GET'],
    workerFirst: ['/calendar/*'],
    render: 'dynamic',
    does: 'to give the firm’s own calendar the upcoming booked calls',
    sample: { kind: 'feed', path: (secret) => `/calendar/${secret}.ics` },
  },
  {
    route: '/_api/count',
    address: COUNT_PATH,
    kind: 'count',
    methods: ['GET', 'POST'],
    workerFirst: [COUNT_PATH],
    render: 'dynamic',
    does: 'to count a page view into the day’s audience figures (sent by the page after it has loaded, or without JavaScript by an image), keeping no address, no browser description and no identifier',
    sample: null,
  },
  {
    route: '/stats',
    address: '/stats',
    kind: 'page',
    methods: ['GET'],
    workerFirst: ['/stats', '/stats/', '/RSC/R/stats.txt'],
    render: 'dynamic',
    does: 'to show our operator the audience figures, behind a password',
    sample: { kind: 'operator', path: '/stats' },
  },
  {
    route: '/_api/stats.csv',
    address: '/stats.csv',
    kind: 'file',
    methods: ['GET'],
    workerFirst: ['/stats.csv'],
    render: 'dynamic',
    does: 'to give our operator the same figures as a spreadsheet, behind the same password',
    sample: { kind: 'operator', path: '/stats.csv' },
  },
] as const satisfies readonly ServerRoute[];

/** What the Cron Trigger runs (src/waku.server.tsx: the relay, src/server/outbox/relay.ts). */
export const SCHEDULED_WORK =
  'to send again what our inbox did not take, and to delete what has passed its retention';

/** The pages among them with a fixed address: walked with every other page of the site. */
export const serverPagePaths: readonly string[] = SERVER_ROUTES.flatMap((route: ServerRoute) =>
  route.kind === 'page' && route.sample?.kind === 'fixed' ? [route.sample.path] : [],
);

/** A cron schedule in words: "every minute", or the expression itself. */
export const scheduleInWords = (cron: string) =>
  cron.trim() === '* * * * *' ? 'every minute' : `on the schedule “${cron}”`;
