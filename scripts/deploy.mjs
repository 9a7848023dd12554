#!/usr/bin/env node
/**
 * npm run deploy: one command from a fresh Cloudflare account (after `npx wrangler login`).
 *   npm run deploy                      production
 *   npm run deploy:preview              the preview environment ([env.preview]: its own worker, D1 and form endpoint)
 *   npm run deploy -- --dry-run         builds and bundles every environment; needs no account
 *   --no-build                          uses the existing build
 * In order, stopping at the first problem, before anything is uploaded:
 * build; the account (wrangler whoami); the secrets the environment must
 * have, named with the command that sets each; the environment's D1
 * database, created if it does not exist and its id recorded in
 * wrangler.toml (commit that line); its migrations, applied remotely; then
 * `wrangler deploy`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { unstable_readConfig as readConfig } from 'wrangler';
import {
  createdDatabaseId,
  ENVIRONMENTS,
  isProvisioned,
  listedDatabaseId,
  missingSecrets,
  recordDatabaseId,
  wranglerEnvArgs,
} from './deploy-plan.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const envIndex = args.indexOf('--env');
const requested = envIndex >= 0 ? args[envIndex + 1] : undefined;
if (requested !== undefined && !ENVIRONMENTS.includes(/** @type {never} */ (requested))) {
  console.error(`--env takes one of: ${ENVIRONMENTS.join(', ')}`);
  process.exit(2);
}
const environments = dryRun && !requested ? [...ENVIRONMENTS] : [requested ?? 'production'];

/** @param {string} message */
const step = (message) => console.log(`\n[deploy] ${message}`);
/**
 * @param {string} message
 * @returns {never}
 */
const stop = (message) => {
  console.error(`\n[deploy] Stopped before uploading anything: ${message}`);
  process.exit(1);
};
/**
 * @param {string[]} wranglerArgs
 * @param {{ capture?: boolean }} [options]
 */
const wrangler = (wranglerArgs, { capture = false } = {}) => {
  const result = spawnSync(process.execPath, ['scripts/wrangler.mjs', ...wranglerArgs], {
    encoding: 'utf8',
    stdio: ['inherit', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  return { ok: result.status === 0, out: result.stdout ?? '', err: result.stderr ?? '' };
};

if (!args.includes('--no-build')) {
  step('building');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

if (dryRun) {
  for (const environment of environments) {
    step(
      `${environment}: wrangler deploy --dry-run (bundles the worker, checks the config; uploads nothing)`,
    );
    if (!wrangler(['deploy', '--dry-run', ...wranglerEnvArgs(environment)]).ok) {
      process.exit(1);
    }
  }
  process.exit(0);
}

const [environment = 'production'] = environments;
const envArgs = wranglerEnvArgs(environment);
const config = readConfig({
  config: 'wrangler.toml',
  env: environment === 'production' ? undefined : environment,
});
const workerName = config.name ?? 'the worker';

step('your Cloudflare account');
if (!wrangler(['whoami']).ok) stop('not logged in: run `npx wrangler login`, then this again.');

step(`${environment}: secrets`);
const listed = wrangler(['secret', 'list', '--format', 'json', ...envArgs], { capture: true });
// A worker that was never deployed has no secrets yet: wrangler says so as an error.
const existing = listed.ok ? /** @type {{ name: string }[]} */ (JSON.parse(listed.out || '[]')) : [];
const missing = missingSecrets(environment, existing);
if (missing.length > 0) {
  stop(
    [
      `${workerName} is missing ${missing.join(', ')}. Set each, then run this again:`,
      ...missing.map(
        (name) =>
          `  npx wrangler secret put ${name}${environment === 'production' ? '' : ` --env ${environment}`}`,
      ),
    ].join('\n'),
  );
}

step(`${environment}: the D1 database`);
for (const database of config.d1_databases) {
  if (isProvisioned(database.database_id)) {
    console.log(`${database.database_name}: ${database.database_id}`);
    continue;
  }
  const list = wrangler(['d1', 'list', '--json'], { capture: true });
  if (!list.ok) stop(`could not list your D1 databases:\n${list.err}`);
  let id = listedDatabaseId(list.out, database.database_name ?? '');
  /** @type {{ ok: boolean; out: string; err: string } | undefined} */
  let created;
  if (!id) {
    console.log(`creating ${database.database_name}`);
    created = wrangler(['d1', 'create', database.database_name ?? ''], { capture: true });
    id = created.ok ? createdDatabaseId(created.out) : undefined;
  }
  if (!id)
    stop(`wrangler d1 create ${database.database_name} failed: ${created?.out ?? ''}${created?.err ?? ''}`);
  writeFileSync(
    'wrangler.toml',
    recordDatabaseId(readFileSync('wrangler.toml', 'utf8'), database.database_name ?? '', id),
  );
  console.log(`${database.database_name}: ${id}, recorded in wrangler.toml: commit it`);
}

step(`${environment}: migrations`);
if (!wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', ...envArgs]).ok) stop('the migrations failed.');

step(`${environment}: wrangler deploy`);
process.exit(wrangler(['deploy', ...envArgs]).ok ? 0 : 1);
