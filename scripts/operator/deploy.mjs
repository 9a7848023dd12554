#!/usr/bin/env node
/**
 * npm run deploy: one command from a fresh Cloudflare account (after
 * `npx wrangler login`); its options: DEPLOY_COMMAND in deploy-plan.mjs, or
 * `npm run deploy -- --help`. The cheap checks come first (the account, the
 * secrets), so a missing login costs a second, not a build. The D1 database
 * is created on the first deploy and its id recorded in wrangler.toml
 * (commit that line).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { operatorArgs } from './args.mjs';
import {
  createdDatabaseId,
  DEPLOY_COMMAND,
  dryRunNotes,
  ENVIRONMENTS,
  isProvisioned,
  listedDatabaseId,
  listedSecrets,
  missingSecrets,
  recordDatabaseId,
  secretCommand,
  wranglerEnvArgs,
} from './deploy-plan.mjs';
import { checkAccount, readEnvironmentConfig, runWrangler, wranglerErrorText } from './wrangler-calls.mjs';

const options = operatorArgs(DEPLOY_COMMAND);

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

const build = () => {
  if (options['no-build']) return;
  step('building');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0)
    stop('the build failed (above).');
};

if (options['dry-run']) {
  build();
  for (const environment of options.env ? [options.env] : ENVIRONMENTS) {
    step(
      `${environment}: wrangler deploy --dry-run (bundles the worker, checks the config; uploads nothing)`,
    );
    if (!runWrangler(['deploy', '--dry-run', ...wranglerEnvArgs(environment)]).ok) {
      stop(`${environment}: wrangler deploy --dry-run failed (above).`);
    }
    step(`${environment}: what only a real deploy can check`);
    for (const note of dryRunNotes(environment, await readEnvironmentConfig(environment))) {
      console.log(`  ${note}`);
    }
  }
  process.exit(0);
}

const environment = options.env ?? 'production';
const envArgs = wranglerEnvArgs(environment);

step('your Cloudflare account');
const accountProblem = checkAccount();
if (accountProblem) stop(accountProblem);

const config = await readEnvironmentConfig(environment);
const workerName = config.name ?? 'the worker';

step(`${environment}: secrets`);
const listing = listedSecrets(
  runWrangler(['secret', 'list', '--format', 'json', ...envArgs], { capture: true }),
);
if ('problem' in listing) stop(listing.problem);
const missing = missingSecrets(environment, listing.secrets);
if (missing.length > 0) {
  stop(
    [
      `${workerName} is missing ${missing.join(', ')}. Set each, then run this again:`,
      ...missing.map((name) => `  ${secretCommand(environment, name)}`),
    ].join('\n'),
  );
}

build();

step(`${environment}: the D1 database`);
for (const database of config.d1_databases) {
  if (isProvisioned(database.database_id)) {
    console.log(`${database.database_name}: ${database.database_id}`);
    continue;
  }
  const list = runWrangler(['d1', 'list', '--json'], { capture: true });
  if (!list.ok) stop(`could not list your D1 databases: ${wranglerErrorText(list)}`);
  let id = listedDatabaseId(list.out, database.database_name ?? '');
  if (!id) {
    console.log(`creating ${database.database_name}`);
    const created = runWrangler(['d1', 'create', database.database_name ?? ''], { capture: true });
    id = created.ok ? createdDatabaseId(created.out) : undefined;
    if (!id) stop(`wrangler d1 create ${database.database_name} failed: ${wranglerErrorText(created)}`);
  }
  writeFileSync(
    'wrangler.toml',
    recordDatabaseId(readFileSync('wrangler.toml', 'utf8'), database.database_name ?? '', id),
  );
  console.log(`${database.database_name}: ${id}, recorded in wrangler.toml: commit it`);
}

step(`${environment}: migrations`);
if (!runWrangler(['d1', 'migrations', 'apply', 'DB', '--remote', ...envArgs]).ok)
  stop('the migrations failed.');

step(`${environment}: wrangler deploy`);
process.exit(runWrangler(['deploy', ...envArgs]).ok ? 0 : 1);
