#!/usr/bin/env node
// npm run bench: builds the site, serves the built worker with wrangler dev on
// 127.0.0.1 (with a local stand-in for the form endpoint), and measures every
// route in the sitemap plus the 404 page: Lighthouse (mobile preset, simulated
// throttling, medians of --runs), bytes by type from one page load (and what
// of it was requested before the load event), the main thread after the first
// paint at 4x CPU on a phone and a laptop (a scripted visit, and the theme
// toggle pressed at fixed moments after the load event: bench/main-thread.mjs),
// and a bounded load run of the contact page render, of /book's render and
// of a server action round trip. Prints tables and writes reports/bench-<time>.json.
//
// With --peer URL, a second site already served there is measured beside
// ours in the same sitting, its runs alternating with ours (bench/peer.mjs),
// and each figure is reported as ours, theirs and ours/theirs.
//
//   npm run bench                      all routes, 3 Lighthouse runs each
//   npm run bench -- --runs 5 --routes /,/contact --no-build
//   npm run bench -- --compare reports/before.json reports/after.json
//   npm run bench -- --trace --routes /,/contact [--cpu 6]   where the main thread's time goes
//   npm run bench -- --routes /,/ai-services/private-ai-legal-assistant \
//     --peer http://127.0.0.1:4321 --peer-routes /,/services
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/toolchain/chromium.mjs';
import { actionFieldsFromHtml } from '../tests/support/action-fields.mjs';
import { reachesWorker } from '../tests/support/edge-routing.ts';
import { budgetFailures } from './budgets.mjs';
import { deviceFigures } from './device-figures.mjs';
import { medianFigures, startAudits } from './lighthouse.mjs';
import { loadRun } from './load.mjs';
import {
  CPU_SLOWDOWN,
  OUR_TOGGLE,
  scriptedVisit,
  TOGGLE_MOMENTS,
  togglePressAfterLoad,
  visitTarget,
} from './main-thread.mjs';
import { OUR_HYDRATED, weighPage } from './page-weight.mjs';
import { pairRoutes, peerOptions, runOrder } from './peer.mjs';
import { compareFigures, formatPeerReport } from './peer-report.mjs';
import { formatComparison, formatReport } from './report.mjs';
import { formatSummary, formatTrace, summarize, traceLoad } from './trace.mjs';
import { chunkNamer } from './trace-chunks.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    port: { type: 'string', default: '8791' },
    peer: { type: 'string' },
    'peer-routes': { type: 'string' },
    'peer-toggle': { type: 'string' },
    trace: { type: 'boolean', default: false },
    cpu: { type: 'string' },
  },
  allowPositionals: true,
  strict: true,
});

if (options.compare) {
  const [beforeFile, afterFile] = positionals;
  if (!beforeFile || !afterFile) throw new Error('Usage: npm run bench -- --compare before.json after.json');
  const [before, after] = [beforeFile, afterFile].map((file) => JSON.parse(readFileSync(file, 'utf8')));
  console.log(`${beforeFile} → ${afterFile}\n`);
  console.log(formatComparison(before, after));
  process.exit(0);
}

const PEER = peerOptions(options);
const PORT = Number(options.port);
const ENDPOINT_PORT = PORT + 1;
const CONTROL_PORT = PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = '.wrangler/bench-state';
const RUNS = Math.max(1, Number(options.runs));
const NOT_FOUND = '/this-page-does-not-exist';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/**
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

/**
 * @param {string} url
 * @param {number} seconds
 */
const waitFor = async (url, seconds) => {
  for (let tries = 0; tries < seconds * 4; tries += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
};

async function startServers() {
  if (!options['no-build']) run('npm', ['run', 'build']);
  rmSync(STATE, { recursive: true, force: true });
  run(process.execPath, [
    'scripts/toolchain/wrangler.mjs',
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    STATE,
  ]);
  const endpoint = spawn(process.execPath, ['tests/support/form-endpoint.mjs'], {
    env: {
      ...process.env,
      FORM_ENDPOINT_PORT: String(ENDPOINT_PORT),
      FORM_CONTROL_PORT: String(CONTROL_PORT),
    },
    stdio: 'ignore',
  });
  const worker = spawn(
    process.execPath,
    [
      'scripts/toolchain/wrangler.mjs',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--persist-to',
      STATE,
      '--var',
      `FORM_ENDPOINT:http://127.0.0.1:${ENDPOINT_PORT}/forms`,
    ],
    { stdio: 'ignore' },
  );
  children.push(endpoint, worker);
  await waitFor(`http://127.0.0.1:${CONTROL_PORT}/requests`, 10);
  await waitFor(`${BASE}/`, 90);
}

async function listRoutes() {
  if (options.routes) return options.routes.split(',');
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  return [...paths, NOT_FOUND];
}

/**
 * One page the bench measures: ours, or the peer's beside it.
 * @typedef {object} MeasuredPage
 * @property {'ours' | 'theirs'} site
 * @property {string} route
 * @property {string} url
 * @property {string} label how the progress lines name it
 * @property {string} toggle its theme toggle (a CSS selector)
 * @property {string | null} hydrated what marks it hydrated (bench/page-weight.mjs)
 */

/**
 * @param {string} route
 * @returns {MeasuredPage}
 */
const ourPage = (route) => ({
  site: 'ours',
  route,
  url: `${BASE}${route}`,
  label: route,
  toggle: OUR_TOGGLE,
  hydrated: OUR_HYDRATED,
});

/**
 * @param {import('./peer.mjs').PeerOptions} peer
 * @param {string} route
 * @returns {MeasuredPage}
 */
const peerPage = (peer, route) => ({
  site: 'theirs',
  route,
  url: `${peer.base}${route}`,
  label: `peer ${route}`,
  toggle: peer.toggle,
  hydrated: null,
});

/**
 * @param {MeasuredPage[]} pages
 * @param {string} executablePath
 */
async function weighPages(pages, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  /** @type {Record<string, import('./page-weight.mjs').PageWeight>} */
  const weights = {};
  for (const { url, hydrated } of pages) {
    const page = await context.newPage();
    weights[url] = await weighPage(page, url, hydrated, hydrated === OUR_HYDRATED ? reachesWorker : null);
    await page.close();
  }
  await browser.close();
  return weights;
}

/** The devices of the main-thread figures: a phone (touch, no particle field) and a laptop. */
const DEVICES = {
  phone: { width: 412, height: 823, touch: true },
  laptop: { width: 1280, height: 800, touch: false },
};

/**
 * The main thread after the first paint, per page and device
 * (bench/main-thread.mjs): --runs scripted visits, and --runs presses of
 * the theme toggle at each of TOGGLE_MOMENTS after the load event, each a
 * fresh load. A route's pages (ours, and the peer's beside it) take turns
 * run by run.
 * @param {MeasuredPage[][]} groups each route's pages
 * @param {string} executablePath
 */
async function mainThreadPages(groups, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  /** @type {Record<string, Record<string, import('./report.mjs').MainThreadFigures>>} */
  const figures = {};
  for (const pages of groups) {
    for (const [device, viewport] of Object.entries(DEVICES)) {
      /** @type {{ page: MeasuredPage; target: import('./main-thread.mjs').VisitTarget; visits: import('./main-thread.mjs').VisitFigures[]; presses: (number | null)[][] }[]} */
      const measured = [];
      for (const page of pages) {
        const target = await visitTarget(browser, page.url, viewport, page.toggle);
        // Ours has a toggle in view at every size, once scrolled to: without one, the page is broken.
        if (!target.toggle && page.site === 'ours') throw new Error(`no visible theme toggle on ${page.url}`);
        measured.push({
          page,
          target,
          visits: [],
          presses: target.toggle ? TOGGLE_MOMENTS.map(() => []) : [],
        });
      }
      for (let run = 0; run < RUNS; run += 1)
        for (const { page, target, visits } of runOrder(measured, run))
          visits.push(await scriptedVisit(browser, page.url, viewport, target));
      for (const [index, moment] of TOGGLE_MOMENTS.entries())
        for (let run = 0; run < RUNS; run += 1)
          for (const { page, target, presses } of runOrder(measured, run)) {
            const { toggle } = target;
            if (!toggle) continue;
            presses[index]?.push(
              await togglePressAfterLoad(browser, page.url, viewport, { ...target, toggle }, moment),
            );
          }
      for (const { page, visits, presses } of measured)
        figures[page.url] = { ...figures[page.url], [device]: deviceFigures(visits, presses) };
    }
    for (const { url, label } of pages)
      process.stdout.write(
        `  main thread ${label}: ${JSON.stringify(Object.values(figures[url] ?? {}).map((f) => f.longestTask))}\n`,
      );
  }
  await browser.close();
  return figures;
}

/**
 * Lighthouse, --runs times per page, a route's pages taking turns run by run.
 * @param {MeasuredPage[][]} groups each route's pages
 * @param {string} chromePath
 * @param {(url: string) => number} statusOf a page's HTTP status
 */
async function lighthousePages(groups, chromePath, statusOf) {
  const audits = await startAudits(chromePath);
  /** @type {Record<string, import('./report.mjs').LighthouseFigures | null>} */
  const results = {};
  let version = '';
  try {
    for (const pages of groups) {
      const measured = pages.map((page) => ({
        page,
        /** @type {import('./report.mjs').LighthouseFigures[]} */ samples: [],
        hiccups: 0,
        audited: true,
      }));
      for (let run = 0; run < RUNS; run += 1) {
        for (const entry of runOrder(measured, run)) {
          while (entry.audited) {
            const result = await audits.audit(entry.page.url);
            if ('figures' in result) {
              version = result.version;
              entry.samples.push(result.figures);
              break;
            }
            // Lighthouse does not audit an error response such as the 404 page;
            // anything else is a hiccup of the run: say so and try again, twice at most.
            entry.audited = statusOf(entry.page.url) < 400 && ++entry.hiccups <= 2;
            if (entry.audited)
              process.stdout.write(`  lighthouse ${entry.page.label}: ${result.failure}, running again\n`);
          }
        }
      }
      for (const { page, samples, audited } of measured) {
        const figures = audited ? medianFigures(samples) : null;
        results[page.url] = figures;
        process.stdout.write(
          `  lighthouse ${page.label}: ${figures ? figures.performance : `not audited (status ${statusOf(page.url)})`}\n`,
        );
      }
    }
  } finally {
    audits.close();
  }
  return { version, results };
}

async function loadRuns() {
  const html = await (await fetch(`${BASE}/contact`)).text();
  const action = actionFieldsFromHtml(html);
  /**
   * 200 views of a page the worker answers, 8 at a time, after 20 views
   * untimed: the figure is the steady cost of a view (for /book, a read of
   * the edge's cache), not the first render's compile or a first put still
   * under way.
   * @param {string} path
   */
  const viewsOf = async (path) => {
    for (let view = 0; view < 20; view += 1) await (await fetch(`${BASE}${path}`)).arrayBuffer();
    return loadRun({
      total: 200,
      concurrency: 8,
      request: async () => {
        const response = await fetch(`${BASE}${path}`);
        await response.arrayBuffer();
        return response.status;
      },
    });
  };
  const contactRender = await viewsOf('/contact');
  // Booking is rendered by the worker (its free times are D1's and the firm's calendar's), or read from the edge's cache.
  const bookRender = await viewsOf('/book');
  const actionRoundTrip = await loadRun({
    total: 100,
    concurrency: 8,
    request: async (index) => {
      const form = new FormData();
      for (const [name, value] of action) form.append(name, value);
      for (const [name, value] of /** @type {[string, string][]} */ ([
        ['form-name', 'contact'],
        ['name', `Bench ${index}`],
        ['email', `bench${index}@example.com`],
        ['company', 'Benchmark'],
        ['message', 'A benchmark submission, sent only to the local stand-in endpoint.'],
      ])) {
        form.append(name, value);
      }
      const response = await fetch(`${BASE}/contact`, {
        method: 'POST',
        body: form,
        // A distinct visitor per request: the rate limit is per visitor.
        headers: { origin: BASE, 'cf-connecting-ip': `10.9.${index >> 8}.${index & 255}` },
      });
      const text = await response.text();
      return response.status === 200 && text.includes('Message Sent!') ? 200 : response.status || 599;
    },
  });
  return {
    'GET /contact (render)': contactRender,
    'GET /book (render)': bookRender,
    'POST /contact (server action)': actionRoundTrip,
  };
}

const executablePath = await findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/toolchain/setup.mjs --browser`.');
// The peer is served by hand (docs/performance.md, "Beside a peer site"): find out before building ours.
if (PEER) await waitFor(`${PEER.base}/`, 10);
await startServers();
const routes = await listRoutes();
if (options.trace) {
  // --runs traces of each route on each device, no other measurement (bench/trace.mjs).
  const chunkName = chunkNamer(BASE, 'dist/public/assets');
  const slowdown = Number(options.cpu ?? CPU_SLOWDOWN);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  mkdirSync('reports', { recursive: true });
  /** @type {string[]} */
  const summaries = [];
  for (const route of routes)
    for (const [device, viewport] of Object.entries(DEVICES)) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const { events, breakdown } = await traceLoad(
          browser,
          `${BASE}${route}`,
          viewport,
          slowdown,
          chunkName,
        );
        const file = `reports/trace-${route.replace(/\W+/g, '_')}-${device}-${slowdown}x-${run}.json`;
        writeFileSync(file, JSON.stringify({ traceEvents: events }));
        console.log(formatTrace(`${route}, ${device}, ${slowdown}x CPU, run ${run} (${file})`, breakdown));
        runs.push(breakdown);
      }
      summaries.push(formatSummary(`${route}, ${device}, ${slowdown}x CPU, ${RUNS} runs`, summarize(runs)));
    }
  console.log(`\n${summaries.join('\n')}`);
  await browser.close();
  process.exit(0);
}
const groups = PEER
  ? pairRoutes(routes, PEER.routes).map(({ route, peerRoute }) => [
      ourPage(route),
      ...(peerRoute === null ? [] : [peerPage(PEER, peerRoute)]),
    ])
  : routes.map((route) => [ourPage(route)]);
const pages = groups.flat();
const peerCount = pages.length - routes.length;
console.log(
  `Measuring ${routes.length} routes on ${BASE}${PEER ? `, ${peerCount} beside them on ${PEER.base}` : ''}`,
);
const weights = await weighPages(pages, executablePath);
/** @param {string} url */
const weightOf = (url) => {
  const weight = weights[url];
  if (!weight) throw new Error(`no page weight for ${url}`);
  return weight;
};
const mainThread = await mainThreadPages(groups, executablePath);
const { version, results } = await lighthousePages(groups, executablePath, (url) => weightOf(url).status);
const load = await loadRuns();

/**
 * @param {MeasuredPage} page
 * @returns {import('./peer-report.mjs').PageFigures}
 */
const figuresOf = ({ url }) => ({
  requests: weightOf(url).requests,
  worker: weightOf(url).worker,
  bytes: weightOf(url).totals,
  beforeLoad: weightOf(url).beforeLoad,
  mainThread: mainThread[url],
  lighthouse: results[url] ?? null,
});

/** @type {import('./report.mjs').Report} */
const report = {
  date: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
  lighthouseVersion: version,
  runs: RUNS,
  routes: routes.map((route) => {
    const { url } = ourPage(route);
    return {
      route,
      status: weightOf(url).status,
      ...figuresOf(ourPage(route)),
      biggest: weightOf(url)
        .responses.slice(0, 5)
        .map(({ url: file, kind, gzip }) => ({ path: new URL(file).pathname, kind, gzip })),
      budgetFailures: budgetFailures(route, weightOf(url)),
    };
  }),
  load,
};
if (PEER) {
  report.peer = {
    base: PEER.base,
    toggle: PEER.toggle,
    pairs: groups.flatMap(([ours, theirs]) => {
      if (!ours || !theirs) return [];
      const peerPageFigures = {
        url: theirs.url,
        status: weightOf(theirs.url).status,
        foreign: weightOf(theirs.url).foreign,
        ...figuresOf(theirs),
      };
      return [
        {
          route: ours.route,
          figures: compareFigures(figuresOf(ours), peerPageFigures),
          theirs: peerPageFigures,
        },
      ];
    }),
  };
}
mkdirSync('reports', { recursive: true });
const file = `reports/bench-${report.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${formatReport(report)}`);
const failures = report.routes.flatMap((route) => route.budgetFailures);
if (failures.length) console.log(`\nOver budget:\n${failures.join('\n')}`);
for (const route of report.routes) {
  const failed = route.lighthouse?.failedAudits ?? [];
  if (failed.length) console.log(`${route.route}: failed audits: ${failed.join(', ')}`);
}
const { peer } = report;
if (peer) console.log(`\n${formatPeerReport({ ...report, peer })}`);
console.log(`\nReport: ${file}  (compare two: npm run bench -- --compare before.json after.json)`);
stopChildren();
