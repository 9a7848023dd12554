// Where the browser tests find Chromium: CHROMIUM_PATH if set, then Debian's
// package, then Playwright's own download. Shared by setup.mjs and the
// Playwright config so both always agree.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** @returns {Promise<string | undefined>} */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
