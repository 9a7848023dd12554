// Installing what the tests need from Debian's packages: only as root on
// Debian or Ubuntu, where apt-get can. Shared by setup.mjs (Chromium and the
// cross-engine browsers, in one apt-get run) and the engines' fixture (which
// fails rather than skips where setup could have installed an engine).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** As root on Debian or Ubuntu, where setup installs what the tests need with apt-get. */
export const canApt = () =>
  process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Installs Debian packages, with one index update for all of them.
 * @param {string[]} packages
 * @param {(message: string) => void} log
 */
export const aptInstall = (packages, log) => {
  log(`installing Debian's ${packages.join(' ')} (apt-get install)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
};
