// The browsers of the cross-engine tests (tests/engines/): Firefox ESR, driven
// over WebDriver BiDi, and WebKitGTK, driven through its WebKitWebDriver under
// Xvfb. Playwright's own Firefox and WebKit builds need a download these
// machines cannot make, so the tests use Debian's packages. Shared by
// setup.mjs (which installs what is missing, as root on Debian: debian.mjs) and the tests'
// fixture (which finds them, or says why it skips), so both always agree.
import { existsSync } from 'node:fs';

/**
 * A program the tests need: where it is looked for (an environment variable
 * first, then Debian's paths) and the Debian package that provides it.
 * @typedef {{ name: string; env: string; paths: string[]; apt: string }} Part
 */

/** @type {Part} */
export const FIREFOX = {
  name: 'Firefox',
  env: 'FIREFOX_PATH',
  paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
  apt: 'firefox-esr',
};
/** @type {Part} */
export const WEBKIT_DRIVER = {
  name: 'WebKitWebDriver',
  env: 'WEBKIT_DRIVER_PATH',
  paths: ['/usr/bin/WebKitWebDriver'],
  apt: 'webkit2gtk-driver',
};
/** WebKitGTK draws in a window: without a display, the tests start an X server of their own. @type {Part} */
export const XVFB = { name: 'Xvfb', env: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'], apt: 'xvfb' };

/** @param {Part} part @returns {string | undefined} */
export const find = ({ env, paths }) => {
  const fromEnv = process.env[env];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return paths.find((path) => existsSync(path));
};

/**
 * What an engine needs that this machine lacks (nothing, when it can run).
 * @param {'firefox' | 'webkit'} engine
 */
export const missingFor = (engine) =>
  (engine === 'firefox' ? [FIREFOX] : [WEBKIT_DRIVER, ...(process.env.DISPLAY ? [] : [XVFB])]).filter(
    (part) => !find(part),
  );

/**
 * The line that says an engine is skipped, and what to install for it.
 * @param {'firefox' | 'webkit'} engine @param {Part[]} parts what missingFor(engine) found lacking
 */
export const missingLine = (engine, parts) => {
  const packages = parts.map((part) => part.apt).join(' ');
  const names = parts.map((part) => part.name).join(' and ');
  const variables = parts.map((part) => part.env).join(' / ');
  const existing = parts.length > 1 ? 'existing ones' : 'an existing one';
  return `${names} not found: the cross-engine tests skip ${engine === 'firefox' ? 'Firefox' : 'WebKit'}. Install Debian's ${packages} (apt-get install ${packages}), or point ${variables} at ${existing}.`;
};

/**
 * The Debian packages the cross-engine tests lack here (setup installs them
 * with Chromium's, as root on Debian). A path set in the environment but
 * absent is the user's to fix, not apt's.
 */
export const enginePackagesToInstall = () =>
  [...missingFor('firefox'), ...missingFor('webkit')]
    .filter((part) => !process.env[part.env])
    .map((part) => part.apt);

/**
 * Says in one line per engine what the cross-engine tests will run, or what
 * to install. Never fails setup: a machine without them still runs the
 * Chromium tests.
 * @param {(message: string) => void} log
 */
export const reportEngines = (log) => {
  const firefoxGaps = missingFor('firefox');
  log(
    firefoxGaps.length > 0
      ? missingLine('firefox', firefoxGaps)
      : `Firefox for the cross-engine tests: ${find(FIREFOX)}`,
  );
  const webkitGaps = missingFor('webkit');
  log(
    webkitGaps.length > 0
      ? missingLine('webkit', webkitGaps)
      : `WebKit for the cross-engine tests: ${find(WEBKIT_DRIVER)}${process.env.DISPLAY ? '' : ' (under Xvfb)'}`,
  );
};
