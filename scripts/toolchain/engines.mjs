// The browsers of the cross-engine tests (tests/engines/): Firefox ESR, driven
// over WebDriver BiDi, and WebKitGTK, driven through its WebKitWebDriver under
// Xvfb. Playwright's own Firefox and WebKit builds need a download these
// machines cannot make, so the tests use Debian's packages. Shared by
// setup.mjs (which installs what is missing, as root on Debian) and the tests'
// fixture (which finds them), so both always agree.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Each engine: where it is looked for (an environment variable first, then
 * Debian's paths) and what provides it.
 * @typedef {{ name: string; env: string; paths: string[]; apt: string[] }} Engine
 */
/** @type {Record<'firefox' | 'webkit', Engine>} */
export const ENGINES = {
  firefox: {
    name: 'Firefox',
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    apt: ['firefox-esr'],
  },
  webkit: {
    name: 'WebKitWebDriver',
    env: 'WEBKIT_DRIVER_PATH',
    paths: ['/usr/bin/WebKitWebDriver'],
    apt: ['webkit2gtk-driver'],
  },
};

/** WebKitGTK needs a display; without one, the tests start their own X server. */
export const XVFB = { name: 'Xvfb', env: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'], apt: ['xvfb'] };

/** @param {Engine} engine @returns {string | undefined} */
export const findEngine = ({ env, paths }) => {
  const fromEnv = process.env[env];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return paths.find((path) => existsSync(path));
};

/** As root on Debian or Ubuntu, where setup installs what the tests need with apt-get. */
export const canApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** The parts a WebKit run needs that this machine lacks: the driver, and a display or Xvfb. */
const missingForWebKit = () => [
  ...(findEngine(ENGINES.webkit) ? [] : [ENGINES.webkit]),
  ...(process.env.DISPLAY || findEngine(XVFB) ? [] : [XVFB]),
];

/**
 * The line that says an engine is skipped, and what to install for it.
 * @param {string} engine @param {Engine[]} parts
 */
const missingLine = (engine, parts) => {
  const packages = parts.flatMap((part) => part.apt).join(' ');
  const names = parts.map((part) => part.name).join(' and ');
  const variables = parts.map((part) => part.env).join(' / ');
  return `${names} not found: the cross-engine tests skip ${engine}. Install Debian's ${packages} (apt-get install ${packages}), or point ${variables} at ${parts.length > 1 ? 'existing ones' : 'an existing one'}.`;
};

/**
 * Makes sure Firefox, WebKitWebDriver and Xvfb exist: installs the missing ones
 * with apt-get as root on Debian, and says in one line per engine what the
 * cross-engine tests will run, or what to install. Never fails setup: a
 * machine without them still runs the Chromium tests.
 * @param {(message: string) => void} log
 */
export const ensureEngines = (log) => {
  const missing = [...(findEngine(ENGINES.firefox) ? [] : [ENGINES.firefox]), ...missingForWebKit()];
  // A path set in the environment but absent is the user's to fix, not apt's.
  const toInstall = missing.filter((part) => !process.env[part.env]).flatMap((part) => part.apt);
  if (toInstall.length > 0 && canApt()) {
    log(`installing Debian's ${toInstall.join(' ')} for the cross-engine tests (apt-get install)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...toInstall], {
      stdio: 'inherit',
      env,
    });
  }
  const firefox = findEngine(ENGINES.firefox);
  log(firefox ? `Firefox for the cross-engine tests: ${firefox}` : missingLine('Firefox', [ENGINES.firefox]));
  const webkitGaps = missingForWebKit();
  log(
    webkitGaps.length > 0
      ? missingLine('WebKit', webkitGaps)
      : `WebKit for the cross-engine tests: ${findEngine(ENGINES.webkit)}${process.env.DISPLAY ? '' : ' (under Xvfb)'}`,
  );
};
