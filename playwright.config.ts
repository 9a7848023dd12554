import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findChromium } from './scripts/toolchain/chromium.mjs';
import { E2E_REPORT } from './scripts/toolchain/test.mjs';
import type { ThemeOption } from './tests/e2e/fixtures';
import { PHONE, THEME, WIDTH } from './tests/e2e/tags';
import {
  DELIVERY_STACK,
  E2E_ALERT_OUTAGE_MINUTES,
  E2E_CALENDAR_FEED_SECRET,
  E2E_FORWARD_TIMEOUT_MS,
  E2E_RETRY_BASE_SECONDS,
  E2E_STATS_PASSWORD,
  SITE_STACK,
  STACKS,
  type TestStack,
} from './tests/support/ports';

const executablePath = await findChromium();
if (!executablePath) {
  throw new Error(
    'No Chromium found: run `node scripts/toolchain/setup.mjs --browser` (npm test does it for you).',
  );
}

const launchOptions = {
  executablePath,
  // Keep Chromium off the network: these machines reach only 127.0.0.1.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Each test has a context of its own, so each started a renderer process of its own,
    // which cost most of a short test's CPU on these 2-core machines. One renderer
    // process, reused: 16 loads with hydration took 24.4 s of CPU, not 31.0.
    // No --disable-features here: Chromium keeps the last one given, so a list of ours
    // replaced Playwright's own (PaintHolding, OptimizationHints, HttpsUpgrades... stayed
    // on; microsoft/playwright#36658 asks for a way to add to it). Without our list
    // (which kept the spare renderer off) the same 56 page tests took no more CPU.
    '--renderer-process-limit=1',
  ],
};

/** The delivery suites: they steer their stack's form endpoint and D1, and the relay sends every due lead. */
const DELIVERY = /e2e\/delivery\//;

/** One of Playwright's web servers. */
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/**
 * The test servers: each stack's stand-in form endpoint, and one worker
 * server for every stack (the built worker on workerd, as wrangler deploy
 * bundles it, with no dev proxy in front: why in tests/support/worker-server.mjs),
 * which bundles and migrates once and starts a worker per stack, each
 * forwarding to its stack's endpoint. Playwright starts its web servers one
 * after another, each once the one before answers; given no URL, it starts
 * them all at once, and the global setup (tests/support/server-watch.ts)
 * waits until every one answers.
 */
const endpointServer = (stack: TestStack): WebServer => ({
  command: 'node tests/support/form-endpoint.mjs',
  env: {
    FORM_ENDPOINT_PORT: String(stack.formEndpointPort),
    FORM_CONTROL_PORT: String(stack.formControlPort),
  },
  reuseExistingServer: false,
});
/** A stack's worker variables. A one-second retry base makes failed leads due within a test. */
const workerVars = (stack: TestStack) => ({
  FORM_ENDPOINT: `http://127.0.0.1:${stack.formEndpointPort}/forms`,
  FORM_TIMEOUT_MS: String(E2E_FORWARD_TIMEOUT_MS),
  DELIVERY_RETRY_BASE_SECONDS: String(E2E_RETRY_BASE_SECONDS),
  ALERT_WEBHOOK_URL: `http://127.0.0.1:${stack.formControlPort}/webhook`,
  ALERT_OUTAGE_MINUTES: String(E2E_ALERT_OUTAGE_MINUTES),
  CALENDAR_FEED_SECRET: E2E_CALENDAR_FEED_SECRET,
  // The stand-in's feed of the firm's own calendar, read again after a second.
  FIRM_CALENDAR_URL: `http://127.0.0.1:${stack.formControlPort}/firm-calendar.ics`,
  FIRM_CALENDAR_REFRESH_SECONDS: '1',
  // The site stack's only: the delivery stack is a worker without it (its /stats a 404).
  ...(stack === SITE_STACK ? { STATS_PASSWORD: E2E_STATS_PASSWORD } : {}),
});
const workerServer: WebServer = {
  command: 'node tests/support/worker-server.mjs',
  env: {
    E2E_STACKS: JSON.stringify(
      STACKS.map((stack) => ({
        port: stack.port,
        controlPort: stack.controlPort,
        stateDir: stack.stateDir,
        vars: workerVars(stack),
      })),
    ),
  },
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
};
const CHROMIUM = ['desktop-dark', 'desktop-light', 'mobile-dark', 'mobile-light'];
/** At most this many workers at once for each project that opens pages: one per core. */
const BROWSER_WORKERS = 2;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
// A phone's width, touch and user agent; its pixels at 1x: the Pixel 7's 2.625 had
// Chromium rasterise seven times the pixels in software for nothing the tests
// read (the only reader of devicePixelRatio, the particle canvas, is not on
// phones). The hero scenes and mobile menu specs: 64 s of test time at 2.625, 52 s at 1.
const mobile = {
  ...devices['Pixel 7'],
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 1,
  launchOptions,
};

/**
 * Each test runs where its behaviour can differ, as its tags say (tests/e2e/tags.ts):
 * untagged at 1280 px in the dark theme only; THEME also in the light theme;
 * WIDTH also at 375 px; PHONE at 375 px only. Filtered here, before a browser starts.
 */
const tagged = (tag: string) => new RegExp(tag);
const both = (first: string, second: string) => new RegExp(`^(?=.*${first})(?=.*${second})`);

export default defineConfig<ThemeOption>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers for the pages (BROWSER_WORKERS) and one for the delivery suites
  // beside them: those wait on wrangler processes, timeouts and the relay,
  // during which a core sat idle when they took one of two workers. Measured in
  // one sitting: 580 s with two workers in all, 552 s so (551 s with three for
  // everything, whose third browser worker slowed Firefox and WebKit past a
  // test's time limit).
  workers: BROWSER_WORKERS + 1,
  // A test that fails once is a bug in the site or the test, not noise to
  // retry: the run fails even when the retry passes (failOnFlakyTests). The
  // retry is there to record the failure's trace.
  retries: 1,
  failOnFlakyTests: true,
  // The JSON report gives npm test its time per file (scripts/toolchain/test.mjs).
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  globalSetup: './tests/support/server-watch.ts',
  use: {
    baseURL: SITE_STACK.origin,
    // A failed test is run again with a full trace (every action, request,
    // console line and the page at each step). Recorded on every run, a trace
    // cost time for tests that pass: with DOM snapshots and the screencast more
    // than half of the suite's (the hero scenes spec: 195 s of test time with
    // them, 86 without, 80 with no trace).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The relay re-sends every due lead in D1, whoever's test left it there,
    // and these suites steer the form endpoint, its webhook and D1 for seconds
    // at a time: on a stack of their own (DELIVERY_STACK), one test at a time,
    // beside every other test. First in this list, so that its tests head the
    // queue: each worker takes the next test in order, and one listed last
    // waited for every Chromium test before its first.
    {
      name: 'delivery',
      testMatch: DELIVERY,
      workers: 1,
      use: { ...desktop, theme: 'dark', baseURL: DELIVERY_STACK.origin },
    },
    {
      name: 'desktop-dark',
      workers: BROWSER_WORKERS,
      use: { ...desktop, theme: 'dark' },
      grepInvert: tagged(PHONE),
      testIgnore: DELIVERY,
    },
    {
      name: 'desktop-light',
      workers: BROWSER_WORKERS,
      use: { ...desktop, theme: 'light' },
      grep: tagged(THEME),
      grepInvert: tagged(PHONE),
      testIgnore: DELIVERY,
    },
    {
      name: 'mobile-dark',
      workers: BROWSER_WORKERS,
      use: { ...mobile, theme: 'dark' },
      grep: [tagged(WIDTH), tagged(PHONE)],
      testIgnore: DELIVERY,
    },
    {
      name: 'mobile-light',
      workers: BROWSER_WORKERS,
      use: { ...mobile, theme: 'light' },
      grep: [both(THEME, WIDTH), both(THEME, PHONE)],
      testIgnore: DELIVERY,
    },
    // Firefox and WebKit on the same built site (tests/engines/: no Playwright
    // page; their own drivers). Their contact scenarios steer the one form
    // endpoint, as contact.spec.ts does, so they run once the Chromium projects
    // are done; each file in one worker, which starts each engine once per worker.
    {
      name: 'engines',
      testDir: 'tests/engines',
      workers: BROWSER_WORKERS,
      fullyParallel: false,
      // No Playwright page to trace.
      use: { trace: 'off' },
      dependencies: CHROMIUM,
    },
  ],
  // Each stack's servers (tests/support/ports.ts), on ports of their own, so a running `npm start` is left alone.
  webServer: [...STACKS.map(endpointServer), workerServer],
});
