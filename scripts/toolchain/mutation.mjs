#!/usr/bin/env node
// npm run mutation: Stryker over the relay's alerts and endpoint health
// (stryker.config.mjs), run by hand. Stryker is installed here when it is
// missing, at the versions below, and not with the project: its two hundred
// packages added about 20 s to every `npm ci`, CI's included, for a check
// nobody runs there. The next `npm ci` removes it again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const STRYKER = ['@stryker-mutator/core@10.1.1', '@stryker-mutator/vitest-runner@10.1.1'];

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

if (!existsSync('node_modules/@stryker-mutator/vitest-runner/package.json')) {
  const status = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...STRYKER]);
  if (status !== 0) process.exit(status);
}
process.exit(
  run(process.execPath, [
    'node_modules/@stryker-mutator/core/bin/stryker.js',
    'run',
    ...process.argv.slice(2),
  ]),
);
