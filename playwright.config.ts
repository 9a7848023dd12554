import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import type { ThemeOption } from './tests/e2e/fixtures';

/** The built worker, served by wrangler dev on its own port so a running `npm start` is left alone. */
const PORT = Number(process.env.E2E_PORT ?? 8788);
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
    { name: 'desktop-dark', use: { ...desktop, theme: 'dark' } },
    { name: 'desktop-light', use: { ...desktop, theme: 'light' } },
    { name: 'mobile-dark', use: { ...mobile, theme: 'dark' } },
    { name: 'mobile-light', use: { ...mobile, theme: 'light' } },
  ],
  webServer: {
    command: `node scripts/wrangler.mjs dev --ip 127.0.0.1 --port ${PORT} --persist-to .wrangler/e2e-state`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
