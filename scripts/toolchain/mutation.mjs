#!/usr/bin/env node
// npm run mutation: Stryker over the relay's alerts and endpoint health
// (stryker.config.mjs), run by hand. Stryker is installed when it is missing
// (install-on-demand.mjs): its two hundred packages added about 20 s to every
// `npm ci`, CI's included, for a check nobody runs there.
import { spawnSync } from 'node:child_process';
import { installOnDemand } from './install-on-demand.mjs';

installOnDemand(['@stryker-mutator/core@10.1.1', '@stryker-mutator/vitest-runner@10.1.1']);
process.exit(
  spawnSync(
    process.execPath,
    ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  ).status ?? 1,
);
