// What runs on the server is declared once (src/content/server-routes.ts); these tests
// read the route table itself (each page's getConfig as Waku calls it, wrangler.toml
// as wrangler reads it) and fail, naming what to declare, when the two differ.
import { describe, expect, it } from 'vitest';
import { readWorkerConfig } from '../../scripts/build/worker-config.mjs';
import { dataFacts } from '../../src/content/data-facts';
import {
  SCHEDULED_WORK,
  SERVER_ROUTES,
  type ServerRoute,
  serverPagePaths,
} from '../../src/content/server-routes';
import { siteDataFacts } from '../../src/content/site-facts';
import { siteClaims } from '../../src/content/trust';
import { routePattern } from '../../src/lib/request-rules';
import { workerConfig } from '../../src/lib/worker-config';
import { reachesWorker } from '../support/edge-routing';

type PageModule = { getConfig?: () => Promise<{ render?: string }> } & Record<string, unknown>;

/** What Waku takes from an API route's exports: a handler per method (waku's fs-router). */
const HANDLER_NAMES = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** '../../src/pages/booking/[token].tsx' -> '/booking/[token]', as Waku names the route. */
const routeOf = (file: string) =>
  file
    .replace('../../src/pages', '')
    .replace(/\.tsx$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');

/** Every page file's route, how Waku renders it, and the methods an API route has handlers for. */
const routeTable = async () => {
  const pages = import.meta.glob<PageModule>('../../src/pages/**/*.tsx');
  const table: { route: string; render: string; handlers: string[] }[] = [];
  for (const [file, load] of Object.entries(pages)) {
    const module = await load();
    const render = (await module.getConfig?.())?.render ?? 'static';
    table.push({ route: routeOf(file), render, handlers: HANDLER_NAMES.filter((name) => name in module) });
  }
  return table;
};

/** What the route table has that the declaration does not, in words an author can act on. */
const undeclared = (
  table: readonly { route: string; render: string }[],
  workerFirst: readonly string[],
  declared: readonly ServerRoute[],
) => [
  ...table
    .filter((page) => page.render === 'dynamic')
    .filter((page) => !declared.some((route) => route.route === page.route && route.render === 'dynamic'))
    .map((page) => `${page.route} is rendered per request: declare it in SERVER_ROUTES`),
  ...declared
    .filter((route) => route.render === 'dynamic')
    .filter((route) => !table.some((page) => page.route === route.route && page.render === 'dynamic'))
    .map((route) => `${route.route} is declared rendered per request, but its page is not`),
  ...workerFirst
    .filter((pattern) => !declared.some((route) => route.workerFirst.includes(pattern)))
    .map((pattern) => `run_worker_first sends ${pattern} to the worker: declare it in SERVER_ROUTES`),
  ...declared
    .flatMap((route) => route.workerFirst)
    .filter((pattern) => !workerFirst.includes(pattern))
    .map((pattern) => `${pattern} is declared, but wrangler.toml's run_worker_first does not send it`),
];

describe('what runs on the server per request', () => {
  it('is declared: every page Waku renders per request, and every address wrangler sends the worker', async () => {
    const table = await routeTable();
    expect(table.length).toBeGreaterThan(10);
    for (const environment of ['production', 'preview']) {
      const config = readWorkerConfig('.', environment);
      expect(undeclared(table, config.workerFirst, SERVER_ROUTES), environment).toEqual([]);
    }
  });

  it('names a new page rendered per request, or a new address the worker answers, until it is declared', () => {
    const table = [
      { route: '/book', render: 'dynamic' },
      { route: '/booking/[token]', render: 'dynamic' },
      { route: '/_api/booking/[token]/call.ics', render: 'dynamic' },
      { route: '/_api/calendar/[file]', render: 'dynamic' },
      { route: '/dashboard', render: 'dynamic' },
    ];
    expect(undeclared(table, [...workerConfig.workerFirst, '/dashboard'], SERVER_ROUTES)).toEqual([
      '/dashboard is rendered per request: declare it in SERVER_ROUTES',
      'run_worker_first sends /dashboard to the worker: declare it in SERVER_ROUTES',
    ]);
  });

  it('opens each declared route at an address that reaches the worker, and that its route answers', () => {
    for (const route of SERVER_ROUTES) {
      const sample = route.sample;
      if (!sample) continue;
      const path =
        typeof sample.path === 'string'
          ? sample.path
          : sample.path('a-secret-of-forty-three-characters-in-base64');
      expect(reachesWorker(path), `${route.address}: ${path}`).toBe(true);
      expect(route.route && routePattern(route.route).test(path), `${route.route} answers ${path}`).toBe(
        true,
      );
    }
    expect(serverPagePaths).toEqual(['/contact', '/book']);
  });

  it('declares the methods each route has a handler for: an API route’s exports, a page’s GET', async () => {
    const table = await routeTable();
    for (const route of SERVER_ROUTES) {
      const page = table.find((entry) => entry.route === route.route);
      if (route.kind === 'form') expect(route.methods).toEqual(['POST']);
      else if (route.route?.startsWith('/_api/')) expect(page?.handlers, route.route).toEqual(route.methods);
      else expect(route.methods, route.address).toContain('GET');
    }
  });

  it('is what the trust centre says runs on the server: each address, and the schedule', () => {
    const edge = siteClaims(siteDataFacts).find((claim) => claim.id === 'edge');
    const list = edge && 'list' in edge ? edge.list : [];
    for (const route of SERVER_ROUTES) expect(list).toContain(`${route.address}: ${route.does}.`);
    expect(list.at(-1)).toBe(`On its own, every minute (a Cron Trigger): ${SCHEDULED_WORK}.`);
    // Without a Cron Trigger, no word of one.
    const unscheduled = siteClaims(dataFacts({ ...workerConfig, schedules: [] })).find(
      (claim) => claim.id === 'edge',
    );
    expect(unscheduled && 'list' in unscheduled ? unscheduled.list : []).toHaveLength(SERVER_ROUTES.length);
  });
});
