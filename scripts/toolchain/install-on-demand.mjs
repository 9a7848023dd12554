// Tools a command installs the first time it needs them, at pinned versions,
// not with the project's packages: nothing in `npm test` uses them, and every
// `npm ci`, CI's included, would unpack them for nothing. The next `npm ci`
// removes them again. Stryker (mutation.mjs) and Lighthouse (bench/) are such.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs `packages` (each `name@version`) when any of them is missing; a
 * command that cannot install them ends with npm's status.
 * @param {string[]} packages
 * @returns {string[]} their names, to import
 */
export const installOnDemand = (packages) => {
  const names = packages.map((pinned) => pinned.slice(0, pinned.lastIndexOf('@')));
  const missing = names.some(
    (name) => !existsSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url)),
  );
  if (missing) {
    const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...packages], {
      stdio: 'inherit',
    });
    if (install.status !== 0) {
      console.error(`Could not install ${packages.join(' and ')} (npm said why, above).`);
      process.exit(install.status ?? 1);
    }
  }
  return names;
};
