/**
 * The operator's commands as they would type them, for the messages that tell
 * them what to run: the worker's logs and alerts, and the operator commands'
 * own hints (scripts/). One module for both, so a command named anywhere is
 * the command that works. Plain JavaScript: the scripts run it as it is.
 */

/**
 * Arguments quoted as a shell needs them.
 * @param {string[]} args
 */
export const shownCommand = (args) =>
  args
    .map((arg) =>
      arg === '' ? '""' : /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`,
    )
    .join(' ');

/**
 * A database of the outbox: an environment's (production, preview), on
 * Cloudflare (`remote`) or local, where `persistTo` keeps it elsewhere.
 * @typedef {{ environment: string; remote: boolean; persistTo?: string }} OutboxTarget
 */

/**
 * `npm run submissions` on that database.
 * @param {OutboxTarget} target
 * @param {string[]} args
 */
export const submissionsCommand = ({ environment, remote, persistTo }, ...args) =>
  `npm run submissions -- ${shownCommand([
    ...(remote ? ['--remote'] : []),
    ...(environment === 'production' ? [] : ['--env', environment]),
    ...(persistTo ? ['--persist-to', persistTo] : []),
    ...args,
  ])}`;

/**
 * The command that deploys an environment, for messages that name it (the
 * operator's commands, and the worker's alerts).
 * @param {string} environment
 */
export const deployCommand = (environment) =>
  environment === 'production' ? 'npm run deploy' : `npm run deploy -- --env ${environment}`;

/**
 * The database a worker writes to, as an operator's laptop reaches it, from
 * the worker's DEPLOY_ENVIRONMENT (wrangler.toml's vars; `npm run serve` sets
 * "local"): a deployed worker's is remote, and unset reads as production.
 * @param {string | undefined} deployEnvironment
 * @returns {OutboxTarget}
 */
export const workerOutbox = (deployEnvironment) =>
  deployEnvironment === 'local'
    ? { environment: 'production', remote: false }
    : { environment: deployEnvironment === 'preview' ? 'preview' : 'production', remote: true };
