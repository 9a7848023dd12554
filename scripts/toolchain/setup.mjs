#!/usr/bin/env node
/**
 * Brings a fresh clone to a runnable state, and does nothing when it already is.
 *   node scripts/toolchain/setup.mjs            installs npm packages if missing or stale
 *   node scripts/toolchain/setup.mjs --browser  also makes sure a Chromium for the tests exists
 * Uses nothing but Node, so it runs before any package is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { ensureEngines } from './engines.mjs';

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

const canApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

async function ensureChromium() {
  let path = await findChromium();
  if (!path && !process.env.CHROMIUM_PATH && canApt()) {
    log("installing Debian's chromium (apt-get install chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    path = await findChromium();
  }
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
if (process.argv.includes('--browser')) await ensureChromium();
if (process.argv.includes('--browser')) ensureEngines(log);
