import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import type { ThemeOption } from './tests/e2e/fixtures';
import {
  E2E_FORWARD_TIMEOUT_MS,
  E2E_PORT,
  E2E_RETRY_BASE_SECONDS,
  E2E_STATE_DIR,
  FORM_CONTROL_PORT,
  FORM_ENDPOINT_PORT,
} from './tests/support/ports';

// The built worker is served by wrangler dev on its own port, so a running `npm start` is left alone.
const PORT = E2E_PORT;
const STATE = E2E_STATE_DIR;
const executablePath = await findChromium();
if (!executablePath) {
  throw new Error('No Chromium found: run `node scripts/setup.mjs --browser` (npm test does it for you).');
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
  ],
};

const REDELIVERY = /redelivery\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions };

export default defineConfig<ThemeOption>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    ...(
      [
        { name: 'desktop-dark', use: { ...desktop, theme: 'dark' } },
        { name: 'desktop-light', use: { ...desktop, theme: 'light' } },
        { name: 'mobile-dark', use: { ...mobile, theme: 'dark' } },
        { name: 'mobile-light', use: { ...mobile, theme: 'light' } },
      ] as const
    ).map((project) => ({ ...project, testIgnore: REDELIVERY })),
    // The relay re-sends every due lead in D1, whoever's test left it there,
    // and steers the one form endpoint: it runs after every other test.
    {
      name: 'redelivery',
      testMatch: REDELIVERY,
      use: { ...desktop, theme: 'dark' },
      dependencies: ['desktop-dark', 'desktop-light', 'mobile-dark', 'mobile-light'],
    },
  ],
  webServer: [
    {
      command: 'node tests/support/form-endpoint.mjs',
      url: `http://127.0.0.1:${FORM_CONTROL_PORT}/requests`,
      env: { FORM_ENDPOINT_PORT: String(FORM_ENDPOINT_PORT), FORM_CONTROL_PORT: String(FORM_CONTROL_PORT) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: [
        `rm -rf ${STATE}`,
        `node scripts/wrangler.mjs d1 migrations apply DB --local --persist-to ${STATE}`,
        // --test-scheduled: GET /__scheduled runs the Cron Trigger's relay on demand;
        // a one-second retry base makes failed leads due within the test.
        `node scripts/wrangler.mjs dev --ip 127.0.0.1 --port ${PORT} --persist-to ${STATE} --test-scheduled` +
          ` --var FORM_ENDPOINT:http://127.0.0.1:${FORM_ENDPOINT_PORT}/forms --var FORM_TIMEOUT_MS:${E2E_FORWARD_TIMEOUT_MS}` +
          ` --var DELIVERY_RETRY_BASE_SECONDS:${E2E_RETRY_BASE_SECONDS}`,
      ].join(' && '),
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
