#!/usr/bin/env node
// Runs the project's wrangler with the environment it needs on machines
// without general internet access: no metrics, no telemetry, and no download
// of Cloudflare's request.cf data (miniflare would otherwise try to fetch it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// wrangler's `exports` hide its bin; its package.json names it.
const wranglerPackage = require.resolve('wrangler/package.json');
const wranglerBin = join(dirname(wranglerPackage), require(wranglerPackage).bin.wrangler);

const child = spawn(process.execPath, [wranglerBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    CLOUDFLARE_TELEMETRY_DISABLED: '1',
    ...process.env,
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
