/**
 * The pure half of `npm run deploy` (scripts/deploy.mjs): what each
 * environment needs, what is missing, and how a new D1 database's id is
 * recorded in wrangler.toml. Unit-tested in tests/unit/deploy-plan.test.ts.
 */

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
