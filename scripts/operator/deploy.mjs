#!/usr/bin/env node
/**
 * npm run deploy: one command from a fresh Cloudflare account (after
 * `npx wrangler login`); its options: DEPLOY_COMMAND in deploy-plan.mjs, or
 * `npm run deploy -- --help`. The cheap checks come first (the account, the
 * secrets), so a missing login costs a second, not a build. The migrations
 * run before the new code goes live; on the first deploy there is no database
 * to migrate yet: wrangler deploy creates it by its name in wrangler.toml
 * (D1 provisioning), and the migrations follow at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { operatorArgs } from './args.mjs';
import {
  buildEnv,
  CONTENT_MANIFEST,
  contentRefusal,
  DEPLOY_COMMAND,
  deployCommand,
  dryRunNotes,
  ENVIRONMENTS,
  listedDatabaseNames,
  listedSecrets,
  missingSecrets,
  pendingMigrations,
  secretCommand,
  wranglerEnvArgs,
  zoneNotes,
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

/**
 * Builds for `environment` (the preview shows drafts, production never), then
 * checks that what is in dist/ may go there.
 * @param {string} environment
 */
const build = (environment) => {
  if (!options['no-build']) {
    step(`building for ${environment}`);
    const env = { ...process.env, ...buildEnv(environment) };
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env }).status !== 0)
      stop('the build failed (above).');
  }
  const manifest = existsSync(CONTENT_MANIFEST)
    ? JSON.parse(readFileSync(CONTENT_MANIFEST, 'utf8'))
    : undefined;
  const refusal = contentRefusal(environment, manifest);
  if (refusal) stop(refusal);
};

if (options['dry-run']) {
  for (const environment of options.env ? [options.env] : ENVIRONMENTS) {
    build(environment);
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

build(environment);

step(`${environment}: the D1 database`);
const list = runWrangler(['d1', 'list', '--json'], { capture: true });
if (!list.ok) stop(`could not list your D1 databases: ${wranglerErrorText(list)}`);
const existing = listedDatabaseNames(list.out);
const toCreate = config.d1_databases
  .map((database) => database.database_name ?? '')
  .filter((name) => !existing.includes(name));
for (const name of toCreate) console.log(`${name}: not in your account yet: wrangler deploy creates it`);

/** Why the database's migrations are not all applied once `apply` has run, or undefined. */
const migrationProblem = () => {
  if (!runWrangler(['d1', 'migrations', 'apply', 'DB', '--remote', ...envArgs]).ok)
    return 'they failed (above)';
  const listed = runWrangler(['d1', 'migrations', 'list', 'DB', '--remote', ...envArgs], { capture: true });
  const migrationFiles = readdirSync('migrations').filter((name) => name.endsWith('.sql'));
  const pending = listed.ok ? pendingMigrations(listed.out, migrationFiles) : null;
  if (pending === null) return `could not confirm that they are applied: ${wranglerErrorText(listed)}`;
  if (pending.length > 0) return `${pending.join(', ')} not applied (was the prompt answered "n"?)`;
  return undefined;
};

/** @param {string} whenFailed */
const migrate = (whenFailed) => {
  step(`${environment}: migrations`);
  const problem = migrationProblem();
  if (problem) {
    console.error(`\n[deploy] Migrations: ${problem}.\n[deploy] ${whenFailed}`);
    process.exit(1);
  }
};

if (toCreate.length === 0) migrate('Stopped before uploading anything.');
step(`${environment}: wrangler deploy`);
if (!runWrangler(['deploy', ...envArgs]).ok) process.exit(1);
for (const note of zoneNotes(config)) console.log(`[deploy] ${note}`);
if (toCreate.length > 0) {
  migrate(
    `${workerName} is live but its new database has no tables yet: run \`${deployCommand(environment)}\` again once the problem above is fixed (until then the form endpoint receives each lead, unstored).`,
  );
}
