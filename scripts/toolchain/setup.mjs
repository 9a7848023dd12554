#!/usr/bin/env node
/**
 * Brings a fresh clone to a runnable state, and does nothing when it already is.
 *   node scripts/toolchain/setup.mjs            installs npm packages if missing or stale
 *   node scripts/toolchain/setup.mjs --browser  also the browsers of the tests: Chromium, and
 *                                               Firefox ESR and WebKitGTK for the cross-engine tests
 * Uses nothing but Node, so it runs before any package is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { aptInstall, canApt } from './debian.mjs';
import { enginePackagesToInstall, reportEngines } from './engines.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** @param {string} message */
const log = (message) => console.log(`[setup] ${message}`);

function ensurePackages() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) {
    log('npm packages are up to date');
    return;
  }
  log('installing npm packages (npm ci)');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

/** Debian's chromium, when no Chromium is found and none is named. */
const chromiumPackageToInstall = async () =>
  (await findChromium()) || process.env.CHROMIUM_PATH ? [] : ['chromium'];

async function ensureChromium() {
  let path = await findChromium();
  if (!path && !process.env.CHROMIUM_PATH) {
    log("downloading Playwright's Chromium (npx playwright install chromium)");
    spawnSync('npx', ['playwright', 'install', 'chromium'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 300_000,
    });
    path = await findChromium();
  }
  if (!path) {
    console.error(
      [
        '',
        '[setup] No Chromium found for the browser tests.',
        '  Install one of these, then run the command again:',
        '  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
        '  - anywhere with internet access: npx playwright install chromium',
        '  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  log(`Chromium for the tests: ${path}`);
}

ensurePackages();
if (process.argv.includes('--browser')) {
  // Every browser Debian can give, in one apt-get run.
  const packages = [...(await chromiumPackageToInstall()), ...enginePackagesToInstall()];
  if (packages.length > 0 && canApt()) aptInstall(packages, log);
  await ensureChromium();
  reportEngines(log);
}
