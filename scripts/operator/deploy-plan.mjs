/**
 * The pure half of `npm run deploy` (scripts/operator/deploy.mjs): the options it
 * takes, what each environment needs, what is missing, and how a new D1
 * database's id is recorded in wrangler.toml. Unit-tested in
 * tests/unit/deploy-plan.test.ts.
 */
import { shownCommand } from '../../src/lib/operator-command.mjs';
import { wranglerErrorText } from './wrangler-calls.mjs';

/** The id wrangler.toml carries until the database exists: `wrangler d1 create` has not been run. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

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
    'Deploys the site to Cloudflare (npm run deploy:preview: the same with --env preview). In order, stopping at the first problem before anything is uploaded: the account, the secrets, the build, the D1 database (created on the first deploy), its migrations, then wrangler deploy.',
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

/**
 * Wrangler's flag for an environment; production is named too (the top level,
 * `--env ""`), as wrangler asks when a config defines several.
 * @param {string} environment
 */
export const wranglerEnvArgs = (environment) => ['--env', environment === 'production' ? '' : environment];

/**
 * Whether a database id names a real database.
 * @param {string | undefined} id
 */
export const isProvisioned = (id) => Boolean(id) && id !== PLACEHOLDER_DATABASE_ID;

/**
 * The secrets an environment must have and has not (from `wrangler secret list --format json`).
 * @param {string} environment
 * @param {{ name: string }[]} existing
 */
export const missingSecrets = (environment, existing) =>
  (REQUIRED_SECRETS[environment] ?? []).filter((name) => !existing.some((secret) => secret.name === name));

/**
 * The command that deploys an environment, for messages that name it.
 * @param {string} environment
 */
export const deployCommand = (environment) =>
  environment === 'production' ? 'npm run deploy' : `npm run deploy -- --env ${environment}`;

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
 * databases the first deploy will create, and the secrets a deploy requires.
 * @param {string} environment
 * @param {{ name?: string; d1_databases: { database_name?: string; database_id?: string }[] }} config
 */
export const dryRunNotes = (environment, config) => [
  ...config.d1_databases
    .filter((database) => !isProvisioned(database.database_id))
    .map(
      ({ database_name: name }) =>
        `${name}: wrangler.toml has the placeholder id: the first deploy will create ${name} and record its id.`,
    ),
  ...(REQUIRED_SECRETS[environment] ?? []).map(
    (name) =>
      `${name}: not checked without an account; a deploy stops unless ${config.name} has it (${secretCommand(environment, name)}).`,
  ),
];

/**
 * The id in what `wrangler d1 create` printed (its config snippet, TOML or JSON).
 * @param {string} output
 */
export const createdDatabaseId = (output) => output.match(/"?database_id"?\s*[=:]\s*"([0-9a-f-]{36})"/i)?.[1];

/**
 * The id of a database by name, from `wrangler d1 list --json`.
 * @param {string} listJson
 * @param {string} name
 */
export const listedDatabaseId = (listJson, name) => {
  const databases = /** @type {{ name: string; uuid: string }[]} */ (JSON.parse(listJson));
  return databases.find((database) => database.name === name)?.uuid;
};

/**
 * wrangler.toml with the placeholder id of the database named `name`
 * replaced: only in that database's own block (each environment names its
 * database differently), so the operator commits one changed line.
 * @param {string} toml
 * @param {string} name
 * @param {string} id
 */
export const recordDatabaseId = (toml, name, id) => {
  const block = new RegExp(
    `(database_name\\s*=\\s*"${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*\\n(?:[^\\[\\n][^\\n]*\\n)*?database_id\\s*=\\s*")${PLACEHOLDER_DATABASE_ID}(")`,
  );
  if (!block.test(toml)) throw new Error(`wrangler.toml has no placeholder database_id for "${name}"`);
  return toml.replace(block, `$1${id}$2`);
};
