/**
 * How the operator's commands (deploy, submissions) call wrangler and read its
 * answers. Wrangler's exit code alone is not an answer: `wrangler whoami`
 * exits 0 when nobody is logged in, and a failed listing is not an empty one.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const WRANGLER = join(dirname(fileURLToPath(import.meta.url)), '..', 'toolchain', 'wrangler.mjs');

/** @typedef {{ ok: boolean; out: string; err: string }} WranglerResult */

/**
 * Runs the project's wrangler (scripts/toolchain/wrangler.mjs). Captured, its output is
 * returned for reading and it runs without a terminal, so it never stops to
 * prompt (or to open a login page); otherwise the operator watches it work.
 * @param {string[]} args
 * @param {{ capture?: boolean }} [options]
 * @returns {WranglerResult}
 */
export const runWrangler = (args, { capture = false } = {}) => {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  return { ok: result.status === 0, out: result.stdout ?? '', err: result.stderr ?? '' };
};

/**
 * What went wrong, in wrangler's words: the `error.text` its `--json` mode
 * prints, or its `✘ [ERROR]` line.
 * @param {WranglerResult} result
 */
export const wranglerErrorText = ({ out, err }) => {
  try {
    const text = JSON.parse(out)?.error?.text;
    if (typeof text === 'string') return text;
  } catch {
    // Not JSON: wrangler printed its error as text.
  }
  const plain = stripVTControlCharacters(`${err}\n${out}`);
  const lines = plain.split('\n').filter((line) => line.trim() !== '');
  return (plain.match(/\[ERROR\]\s*(.+)/)?.[1] ?? lines.at(-1) ?? 'wrangler failed without a message').trim();
};

export const LOGIN_SENTENCE =
  'not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID), then this again.';

/**
 * What stands between the operator and their Cloudflare account, from
 * `wrangler whoami --json`'s answer; undefined when they are logged in.
 * @param {WranglerResult} whoami
 */
export const accountProblem = (whoami) => {
  /** @type {{ loggedIn?: boolean } | undefined} */
  let answer;
  try {
    answer = JSON.parse(whoami.out);
  } catch {
    // No answer at all: wrangler's error says why (no network, a bad token).
  }
  if (answer?.loggedIn === true) return undefined;
  if (answer?.loggedIn === false) return LOGIN_SENTENCE;
  return `could not check your Cloudflare account: ${wranglerErrorText(whoami)}`;
};

/** The account check itself: offline and in about a second when nobody is logged in. */
export const checkAccount = () => accountProblem(runWrangler(['whoami', '--json'], { capture: true }));

/**
 * An environment's configuration as wrangler reads it (wrangler.toml).
 * Imported on demand: loading wrangler takes a second, which a refused
 * command line must not wait for.
 * @param {string} environment
 * @returns {Promise<{ name?: string; d1_databases: D1Database[]; routes?: unknown[]; workers_dev?: boolean }>} the parts the operator's commands read
 * @typedef {{ binding: string; database_name?: string; database_id?: string }} D1Database
 */
export const readEnvironmentConfig = async (environment) => {
  const { unstable_readConfig: readConfig } = await import('wrangler');
  return readConfig({ config: 'wrangler.toml', env: environment === 'production' ? undefined : environment });
};
