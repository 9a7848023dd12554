import { unstable_readConfig as readConfig } from 'wrangler';

// A Vite plugin that hands the pages the worker's settings from wrangler.toml
// (src/lib/worker-config.ts): the [vars], the contact form's rate limit,
// whether logs are on, what runs the worker first and its Cron Triggers, for
// the environment the build is for. Read with wrangler's own reader, so environments resolve as `wrangler deploy` resolves
// them. One of the content plugins (content-plugins.mjs). Wrangler is imported
// statically: Vite loads this file with waku.config.ts through a module runner
// that is closed by the time a plugin's hook runs, and an import there fails.

/** The wrangler environment a build is for: CLOUDFLARE_ENV, as Cloudflare's Vite plugin reads it; unset is production. */
export const buildEnvironment = () => process.env.CLOUDFLARE_ENV || 'production';

/**
 * @param {string} root the directory holding wrangler.toml
 * @param {string} environment
 * @returns {import('../../src/lib/worker-config.ts').WorkerConfig}
 */
export const readWorkerConfig = (root, environment) => {
  const config = readConfig({
    config: `${root}/wrangler.toml`,
    env: environment === 'production' ? undefined : environment,
  });
  const limiter = config.ratelimits.find(
    /** @param {{ name: string }} binding */ (binding) => binding.name === 'CONTACT_RATE_LIMITER',
  );
  return {
    environment,
    vars: Object.fromEntries(
      Object.entries(config.vars).filter(
        /** @returns {entry is [string, string]} */ (entry) => typeof entry[1] === 'string',
      ),
    ),
    contactRateLimit: limiter?.simple
      ? { limit: limiter.simple.limit, periodSeconds: limiter.simple.period }
      : null,
    logs: config.observability?.enabled === true,
    workerFirst: Array.isArray(config.assets?.run_worker_first) ? config.assets.run_worker_first : [],
    schedules: config.triggers?.crons ?? [],
  };
};

/** The module the pages import the settings from (src/lib/worker-config.ts). */
const MODULE_ID = 'virtual:lexaris/worker-config';

/**
 * A module, not a `define`: Vitest gives `import.meta.env` its own values,
 * and a virtual module reads the same in the build, the dev server and tests.
 * @returns {import('vite').Plugin}
 */
export const workerConfig = () => {
  let root = process.cwd();
  return {
    name: 'lexaris:worker-config',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      // Watched, so that `npm run dev` follows an edit to wrangler.toml.
      this.addWatchFile(`${root}/wrangler.toml`);
      return `export default ${JSON.stringify(readWorkerConfig(root, buildEnvironment()))};`;
    },
  };
};
