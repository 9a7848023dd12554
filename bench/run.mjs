#!/usr/bin/env node
// npm run bench: builds the site, serves the built worker with wrangler dev on
// 127.0.0.1 (with a local stand-in for the form endpoint), and measures every
// route in the sitemap plus the 404 page: Lighthouse (mobile preset, simulated
// throttling, medians of --runs), bytes by type from one page load (and what
// of it was requested before the load event), the main thread after the first
// paint at 4x CPU on a phone and a laptop (a scripted visit, and the theme
// toggle pressed at fixed moments after the load event: bench/main-thread.mjs),
// and a bounded load run of the contact page render and of a server action
// round trip. Prints tables and writes reports/bench-<time>.json.
//
//   npm run bench                      all routes, 3 Lighthouse runs each
//   npm run bench -- --runs 5 --routes /,/contact --no-build
//   npm run bench -- --compare reports/before.json reports/after.json
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/toolchain/chromium.mjs';
import { actionFieldsFromHtml } from '../tests/support/action-fields.mjs';
import { budgetFailures } from './budgets.mjs';
import { loadRun } from './load.mjs';
import { scriptedVisit, TOGGLE_MOMENTS, togglePressAfterLoad, visitTarget } from './main-thread.mjs';
import { weighPage } from './page-weight.mjs';
import { formatComparison, formatReport } from './report.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    port: { type: 'string', default: '8791' },
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

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
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
 * @param {string[]} routes
 * @param {string} executablePath
 */
async function weighRoutes(routes, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  /** @type {Record<string, import('./page-weight.mjs').PageWeight>} */
  const weights = {};
  for (const route of routes) {
    const page = await context.newPage();
    weights[route] = await weighPage(page, `${BASE}${route}`);
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
 * The main thread after the first paint, per route and device
 * (bench/main-thread.mjs): --runs scripted visits, and --runs presses of
 * the theme toggle at each of TOGGLE_MOMENTS after the load event.
 * @param {string[]} routes
 * @param {string} executablePath
 */
async function mainThreadRoutes(routes, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  /** @type {Record<string, Record<string, import('./report.mjs').MainThreadFigures>>} */
  const figures = {};
  for (const route of routes) {
    figures[route] = {};
    for (const [device, viewport] of Object.entries(DEVICES)) {
      const url = `${BASE}${route}`;
      const target = await visitTarget(browser, url, viewport);
      if (!target.toggle) throw new Error(`no visible theme toggle on ${url}`);
      const { toggle } = target;
      /** @type {import('./main-thread.mjs').VisitFigures[]} */
      const visits = [];
      for (let index = 0; index < RUNS; index += 1)
        visits.push(await scriptedVisit(browser, url, viewport, target));
      // Each moment pressed --runs times, a fresh load each: one press at the
      // load event lands before or after the first frame by chance (13-98 ms
      // on `/` at +0 in one sitting), so a single sample is noise.
      let toggleLost = 0;
      const toggleMoments = [];
      for (const moment of TOGGLE_MOMENTS) {
        /** @type {number[]} */
        const answered = [];
        for (let index = 0; index < RUNS; index += 1) {
          const press = await togglePressAfterLoad(browser, url, viewport, { ...target, toggle }, moment);
          if (press === null) toggleLost += 1;
          else answered.push(press);
        }
        toggleMoments.push(answered.length ? median(answered) : null);
      }
      const answeredMoments = toggleMoments.filter((press) => press !== null);
      const worstVisit = visits.reduce((worst, visit) =>
        visit.longestTask > worst.longestTask ? visit : worst,
      );
      /** @param {'lcp' | 'longestTask' | 'blocking' | 'slowestInteraction'} key */
      const medianOf = (key) => median(visits.map((visit) => visit[key]));
      figures[route][device] = {
        lcp: medianOf('lcp'),
        longestTask: medianOf('longestTask'),
        blocking: medianOf('blocking'),
        slowestInteraction: medianOf('slowestInteraction'),
        toggleWorst: answeredMoments.length ? Math.max(...answeredMoments) : null,
        toggleMoments,
        toggleLost,
        worstLongTasks: worstVisit.longTasks,
      };
    }
    process.stdout.write(
      `  main thread ${route}: ${JSON.stringify(Object.values(figures[route]).map((f) => f.longestTask))}\n`,
    );
  }
  await browser.close();
  return figures;
}

/**
 * @param {string[]} routes
 * @param {string} chromePath
 * @param {(route: string) => number} weightsStatus
 */
async function lighthouseRoutes(routes, chromePath, weightsStatus) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  /** @type {Record<string, import('./report.mjs').LighthouseFigures | null>} */
  const results = {};
  let version = '';
  try {
    for (const route of routes) {
      /** @type {(import('./report.mjs').LighthouseFigures | null)[]} */
      const samples = [];
      let hiccups = 0;
      for (let index = 0; index < RUNS; index += 1) {
        // A run can also fail outright: Chromium on this machine now and then
        // closes the tab mid-navigation ("Target closed").
        const result = await lighthouse(`${BASE}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }).catch((/** @type {Error} */ error) => ({ failure: error.message }));
        if (!result) throw new Error(`lighthouse ${route}: no result`);
        if ('lhr' in result) version = result.lhr.lighthouseVersion;
        if ('failure' in result || result.lhr.runtimeError) {
          // Lighthouse does not audit an error response such as the 404 page;
          // anything else is a hiccup of the run: say so and try again, twice at most.
          if (weightsStatus(route) >= 400 || ++hiccups > 2) {
            samples.push(null);
            break;
          }
          const reason = 'failure' in result ? result.failure : result.lhr.runtimeError?.code;
          process.stdout.write(`  lighthouse ${route}: ${reason}, running again\n`);
          index -= 1;
          continue;
        }
        const { lhr } = result;
        const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        // The LCP element audit's details: a table whose first row lists the element.
        /** @type {{ items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined} */
        const lcpDetails = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details);
        const lcpItem = lcpDetails?.items?.[0]?.items?.[0]?.node;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: numeric('first-contentful-paint'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          speedIndex: numeric('speed-index'),
          lcpElement: lcpItem ? `${lcpItem.selector ?? ''} ${lcpItem.snippet ?? ''}`.trim() : null,
          failedAudits: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        });
      }
      const audited = samples.filter((sample) => sample !== null);
      if (audited.length < samples.length) {
        results[route] = null;
        process.stdout.write(`  lighthouse ${route}: not audited (status ${weightsStatus(route)})\n`);
        continue;
      }
      /** @param {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'speedIndex'} key */
      const medianOf = (key) => median(audited.map((sample) => sample[key]));
      results[route] = {
        performance: medianOf('performance'),
        accessibility: medianOf('accessibility'),
        bestPractices: medianOf('bestPractices'),
        seo: medianOf('seo'),
        fcp: medianOf('fcp'),
        lcp: medianOf('lcp'),
        tbt: medianOf('tbt'),
        cls: medianOf('cls'),
        speedIndex: medianOf('speedIndex'),
        lcpElement: audited.at(-1)?.lcpElement ?? null,
        failedAudits: [...new Set(audited.flatMap((sample) => sample.failedAudits))],
      };
      process.stdout.write(`  lighthouse ${route}: ${results[route]?.performance}\n`);
    }
  } finally {
    chrome.kill();
  }
  return { version, results };
}

async function loadRuns() {
  const html = await (await fetch(`${BASE}/contact`)).text();
  const action = actionFieldsFromHtml(html);
  const contactRender = await loadRun({
    total: 200,
    concurrency: 8,
    request: async () => {
      const response = await fetch(`${BASE}/contact`);
      await response.arrayBuffer();
      return response.status;
    },
  });
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
  return { 'GET /contact (render)': contactRender, 'POST /contact (server action)': actionRoundTrip };
}

const executablePath = await findChromium();
if (!executablePath) throw new Error('No Chromium found: run `node scripts/toolchain/setup.mjs --browser`.');
await startServers();
const routes = await listRoutes();
console.log(`Measuring ${routes.length} routes on ${BASE}`);
const weights = await weighRoutes(routes, executablePath);
/** @param {string} route */
const weightOf = (route) => {
  const weight = weights[route];
  if (!weight) throw new Error(`no page weight for ${route}`);
  return weight;
};
const mainThread = await mainThreadRoutes(routes, executablePath);
const { version, results } = await lighthouseRoutes(
  routes,
  executablePath,
  (route) => weightOf(route).status,
);
const load = await loadRuns();

/** @type {import('./report.mjs').Report} */
const report = {
  date: new Date().toISOString(),
  commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
  lighthouseVersion: version,
  runs: RUNS,
  routes: routes.map((route) => ({
    route,
    status: weightOf(route).status,
    requests: weightOf(route).requests,
    bytes: weightOf(route).totals,
    beforeLoad: weightOf(route).beforeLoad,
    mainThread: mainThread[route],
    biggest: weightOf(route)
      .responses.slice(0, 5)
      .map(({ url, kind, gzip }) => ({ path: new URL(url).pathname, kind, gzip })),
    budgetFailures: budgetFailures(route, weightOf(route)),
    lighthouse: results[route] ?? null,
  })),
  load,
};
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
console.log(`\nReport: ${file}  (compare two: npm run bench -- --compare before.json after.json)`);
stopChildren();
