import { unstable_readConfig as readConfig } from 'wrangler';

/**
 * Which requests Cloudflare hands to the worker before the asset layer:
 * wrangler.toml's `[assets] run_worker_first`, matched as Cloudflare matches
 * it (`*` matches any characters, `/` included; a pattern opening with `!`
 * excludes, and wins over the others). Every other request is answered by
 * the asset layer alone (docs/operations.md, "What the worker serves").
 * Read with wrangler's own reader, as `wrangler deploy` reads it.
 */
const runWorkerFirst = readConfig({ config: 'wrangler.toml' }).assets?.run_worker_first;
if (!Array.isArray(runWorkerFirst))
  throw new Error('wrangler.toml: [assets] run_worker_first is not a list of patterns');
export const WORKER_FIRST: readonly string[] = runWorkerFirst;

const patternFor = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
const including = WORKER_FIRST.filter((glob) => !glob.startsWith('!')).map(patternFor);
const excluding = WORKER_FIRST.filter((glob) => glob.startsWith('!')).map((glob) =>
  patternFor(glob.slice(1)),
);

/** Whether a request for `target` (a path, with or without its query) runs the worker first. */
export const reachesWorker = (target: string): boolean => {
  const path = target.split('?')[0] ?? '';
  return including.some((pattern) => pattern.test(path)) && !excluding.some((pattern) => pattern.test(path));
};
