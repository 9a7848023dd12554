/**
 * The pure half of `npm run deploy` (scripts/operator/deploy.mjs): the options it
 * takes, what each environment needs and what is missing. Unit-tested in
 * tests/unit/deploy-plan.test.ts.
 */
import { shownCommand } from '../../src/lib/operator-command.mjs';
import { wranglerErrorText } from './wrangler-calls.mjs';

/**
 * Secrets each environment must have before anything is uploaded. Without
 * FORM_ENDPOINT leads would only ever sit in D1; a preview needs its own, so
 * that its test messages never reach the firm's real inbox.
 * @type {Record<string, readonly string[]>}
 */
export const REQUIRED_SECRETS = {
  production: ['FORM_ENDPOINT'],
  preview: ['FORM_ENDPOINT'],
};

/** The environments `npm run deploy` knows: production is wrangler's top level. */
export const ENVIRONMENTS = /** @type {const} */ (['production', 'preview']);

export const DEPLOY_COMMAND = /** @satisfies {import('./args.mjs').CommandSpec} */ ({
  usage: 'npm run deploy -- [options]',
  summary:
    'Deploys the site to Cloudflare (npm run deploy:preview: the same with --env preview). In order, stopping at the first problem before anything is uploaded: the account, the secrets, the build, the migrations of the D1 database, then wrangler deploy (on the first deploy, wrangler deploy creates the database and the migrations follow).',
  options: {
    env: {
      type: 'string',
      choices: ENVIRONMENTS,
      help: 'the environment to deploy (default: production; with --dry-run and no --env, every one)',
    },
    'dry-run': {
      type: 'boolean',
      help: "builds, bundles and checks each environment's config (wrangler deploy --dry-run); needs no account, uploads nothing",
    },
    'no-build': { type: 'boolean', help: 'uses the existing build in dist/' },
  },
});

/** Where the build records what content it holds (scripts/build/site-files.mjs): outside dist/public, never served. */
export const CONTENT_MANIFEST = 'dist/content-build.json';

/**
 * The environment variables of an environment's build: the preview shows
 * `draft: true` pieces (with a banner and noindex), production never, whatever
 * the operator's shell holds; and the pages state that environment's
 * wrangler.toml settings (its retention, say: scripts/build/worker-config.mjs).
 * @param {string} environment
 */
export const buildEnv = (environment) => ({
  SHOW_DRAFTS: environment === 'preview' ? 'true' : 'false',
  CLOUDFLARE_ENV: environment,
});

/**
 * Why the build in dist/ must not go to `environment`, or undefined: a build
 * that shows drafts never goes to production (say, a preview's build deployed
 * with --no-build).
 * @param {string} environment
 * @param {{ showDrafts?: boolean; drafts?: string[] } | undefined} manifest what dist/content-build.json says
 */
export const contentRefusal = (environment, manifest) => {
  if (!manifest) return `${CONTENT_MANIFEST} is missing: build first (drop --no-build).`;
  if (environment === 'production' && manifest.showDrafts) {
    return `the build in dist/ shows drafts (${(manifest.drafts ?? []).join(', ') || 'none yet'}), which production must never serve: build for production (drop --no-build).`;
  }
  return undefined;
};

/**
 * Wrangler's flag for an environment; production is named too (the top level,
 * `--env ""`), as wrangler asks when a config defines several.
 * @param {string} environment
 */
export const wranglerEnvArgs = (environment) => ['--env', environment === 'production' ? '' : environment];

/**
 * The secrets an environment must have and has not (from `wrangler secret list --format json`).
 * @param {string} environment
 * @param {{ name: string }[]} existing
 */
export const missingSecrets = (environment, existing) =>
  (REQUIRED_SECRETS[environment] ?? []).filter((name) => !existing.some((secret) => secret.name === name));

// The command that deploys an environment: the worker's alerts name it too.
export { deployCommand } from '../../src/lib/operator-command.mjs';

/**
 * The command that sets a secret, naming the environment (production as
 * `--env ""`: without it wrangler warns that several are defined).
 * @param {string} environment
 * @param {string} name
 */
export const secretCommand = (environment, name) =>
  `npx wrangler secret put ${name} ${shownCommand(wranglerEnvArgs(environment))}`;

/**
 * The secrets `wrangler secret list --format json` found, or why it could not
 * tell. A worker never deployed has none (wrangler answers that it is not
 * found); any other failure is a problem, never an empty list.
 * @param {import('./wrangler-calls.mjs').WranglerResult} listing
 * @returns {{ secrets: { name: string }[] } | { problem: string }}
 */
export const listedSecrets = (listing) => {
  if (listing.ok) return { secrets: JSON.parse(listing.out || '[]') };
  const error = wranglerErrorText(listing);
  return /^Worker ".*" (\(env: .*\) )?not found/.test(error)
    ? { secrets: [] }
    : { problem: `could not list the worker's secrets: ${error}` };
};

/**
 * What a dry run cannot check without an account, and says instead: the
 * domain's zone settings, where each database comes from, and the secrets a
 * deploy requires.
 * @param {string} environment
 * @param {{ name?: string; d1_databases: { database_name?: string }[]; routes?: unknown[] }} config
 */
export const dryRunNotes = (environment, config) => [
  ...zoneNotes(config),
  ...config.d1_databases.map(
    ({ database_name: name }) =>
      `${name}: not checked without an account; a deploy uses it from your account by name, or creates it on the first deploy (wrangler deploy) and then applies the migrations.`,
  ),
  ...(REQUIRED_SECRETS[environment] ?? []).map(
    (name) =>
      `${name}: not checked without an account; a deploy stops unless ${config.name} has it (${secretCommand(environment, name)}).`,
  ),
];

/**
 * The names of the account's D1 databases, from `wrangler d1 list --json`.
 * @param {string} listJson
 */
export const listedDatabaseNames = (listJson) =>
  /** @type {{ name: string }[]} */ (JSON.parse(listJson)).map((database) => database.name);

/**
 * The migrations `wrangler d1 migrations list` still lists as to be applied
 * (of `migrationFiles`, the names in migrations/), none when it says there are
 * none, or null when its output says neither. Asked after `migrations apply`,
 * which exits 0 when the operator answers "n" to its prompt: the deploy
 * uploads code only to a database that has every table and column it uses.
 * @param {string} listOutput
 * @param {readonly string[]} migrationFiles
 * @returns {string[] | null}
 */
export const pendingMigrations = (listOutput, migrationFiles) => {
  if (listOutput.includes('No migrations to apply')) return [];
  const pending = migrationFiles.filter((name) => listOutput.includes(name));
  return pending.length > 0 ? pending : null;
};

/**
 * The custom domains an environment's config deploys to (`routes` with
 * `custom_domain = true`): the hosts its site answers at.
 * @param {{ routes?: unknown[] }} config
 */
export const customDomains = (config) =>
  (config.routes ?? []).flatMap((route) => {
    const { pattern, custom_domain: customDomain } =
      /** @type {{ pattern?: string; custom_domain?: boolean }} */ (
        typeof route === 'object' && route !== null ? route : {}
      );
    return customDomain && pattern ? [pattern] : [];
  });

/**
 * What the deploy cannot set or read and the operator must: each custom
 * domain's zone settings (SSL/TLS in Cloudflare's dashboard), said on every deploy.
 * @param {{ routes?: unknown[] }} config
 */
export const zoneNotes = (config) =>
  customDomains(config).map(
    (host) =>
      `${host}: set in its Cloudflare zone (SSL/TLS, Edge Certificates), which wrangler can neither set nor read: Minimum TLS Version "TLS 1.2", and Always Use HTTPS on.`,
  );
