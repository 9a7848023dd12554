/**
 * The command an operator runs to see the outbox the worker writes to, for
 * the worker's logs and alerts: from a laptop, a deployed worker's database
 * is `--remote`, and the preview's is also `--env preview`; a plain command
 * reads the local one. DEPLOY_ENVIRONMENT (wrangler.toml's vars, and
 * `npm run serve` for local) says which; unset reads as production.
 */
export const submissionsCommand = (environment: string | undefined, options: string) => {
  const where =
    environment === 'local' ? '' : environment === 'preview' ? '--remote --env preview ' : '--remote ';
  return `npm run submissions -- ${where}${options}`;
};
