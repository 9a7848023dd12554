#!/usr/bin/env node
// The end-to-end tests' server: the worker `wrangler deploy` would upload, on
// workerd, configured from wrangler.toml by wrangler itself, with no
// ProxyWorker in front.
//
// Why not `wrangler dev`: the suite reads and steers the worker's D1 and runs
// its Cron Trigger through the control port below, in milliseconds, over a
// hundred times a run; `wrangler dev` offers `wrangler d1 execute` (seconds)
// instead. Its old ProxyWorker faults (cloudflare/workers-sdk#14641, #15317,
// #15451, #15203: 503s to POSTs, the dev server ending mid-run) are fixed in
// the wrangler we run (#15252, 4.129.1+); see docs/testing.md, "The test server".
// `npm start` serves with wrangler dev.
//
// What wrangler dev does, done here with wrangler's own pieces:
// - the bundle: `wrangler deploy --dry-run --outdir` (the exact upload);
// - bindings, assets (with _headers), D1, rate limits, compatibility:
//   `unstable_getMiniflareWorkerOptions(wrangler.toml)`;
// - `--var`: each stack's `vars`; `--persist-to`: the same layout under each
//   stack's `stateDir`, so `wrangler d1 execute --persist-to` reads what the
//   worker wrote;
// - `--test-scheduled`: POST /scheduled on the control port runs the Cron
//   Trigger's handler (Miniflare's own trigger path reaches the asset router
//   in front of the worker, not the worker).
// Each stack's control port also answers GET /d1?sql=…: one statement
// on the worker's D1, in milliseconds where `wrangler d1 execute` takes seconds;
// and GET /invocations?visit=…: the requests that reached the worker (not the
// asset layer) carrying that `x-e2e-visit` header (tests/e2e/edge.spec.ts).
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions as miniflareOptionsFor } from 'wrangler';

/**
 * The stacks to serve (E2E_STACKS, JSON; tests/support/ports.ts): each its
 * own worker on `port`, control on `controlPort`, D1 under `stateDir`, and
 * worker variables over wrangler.toml's, as `wrangler dev --var KEY:VALUE`
 * sets them.
 * @type {{ port: number; controlPort: number; stateDir: string; vars: Record<string, string> }[]}
 */
const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]');
const [first] = stacks;
if (!first) throw new Error('worker-server: E2E_STACKS names no stack');

/** Runs wrangler (no input, its output unread); rejects with what it printed on stderr when it fails. */
const wrangler = (/** @type {string[]} */ args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/toolchain/wrangler.mjs', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve(undefined) : reject(new Error(`wrangler ${args.join(' ')} failed:\n${stderr}`)),
    );
  });

// One bundle and one migrated D1 for every stack, made by wrangler side by
// side: the first stack's D1 is migrated and copied to the others (two
// wrangler runs, not two per stack). Production's configuration: wrangler.toml's
// top level (`--env ""`), not the preview.
for (const stack of stacks) rmSync(stack.stateDir, { recursive: true, force: true });
const bundle = join(first.stateDir, 'bundle');
await Promise.all([
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', first.stateDir, '--env', '']).then(
    () => {
      for (const stack of stacks.slice(1)) {
        cpSync(join(first.stateDir, 'v3'), join(stack.stateDir, 'v3'), { recursive: true });
      }
    },
  ),
  wrangler(['deploy', '--dry-run', '--outdir', bundle, '--env', '']),
]);

// The bundle is one module (index.js, named after Waku's dist/server/index.js): wrangler's module rules have nothing
// to match, and Miniflare 5 refuses them.
const { modulesRules: _noOtherModules, ...workerOptions } =
  miniflareOptionsFor('wrangler.toml').workerOptions;

// What reaches the worker: the bundle runs behind an entry that reports each
// request to this process (through a service binding) before handing it on.
const COUNTED_ENTRY = `import worker from './index.js';
export default {
  ...worker,
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const visit = request.headers.get('x-e2e-visit') ?? '';
    await env.E2E_INVOCATIONS.fetch('http://invocations/', {
      method: 'POST',
      body: JSON.stringify({ method: request.method, path: pathname, visit }),
    });
    return worker.fetch(request, env, ctx);
  },
};
`;
writeFileSync(join(bundle, 'counted.js'), COUNTED_ENTRY);

/** Starts one stack's worker and its control port; resolves to its Miniflare once it answers. */
const serve = async (/** @type {(typeof stacks)[number]} */ { port, controlPort, stateDir, vars }) => {
  /** @type {{ method: string; path: string; visit: string | null }[]} */
  const invocations = [];
  // Miniflare 5 takes a new options format; wrangler still hands out the
  // version-4 one, which Miniflare converts.
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: 'lexaris-site',
      modulesRoot: bundle,
      modules: [
        { type: 'ESModule', path: join(bundle, 'counted.js') },
        { type: 'ESModule', path: join(bundle, 'index.js') },
      ],
      bindings: { ...(workerOptions.bindings ?? {}), ...vars },
      serviceBindings: {
        ...(workerOptions.serviceBindings ?? {}),
        E2E_INVOCATIONS: async (/** @type {Request} */ request) => {
          invocations.push(await request.json());
          return new Response(null, { status: 204 });
        },
      },
      host: '127.0.0.1',
      port,
      // No request.cf download: these machines reach no internet.
      cf: false,
      // Where `wrangler --persist-to <state>` keeps D1 (<state>/v3/d1).
      resourcePersistencePath: join(stateDir, 'v3'),
    }),
  );
  const url = await miniflare.ready;
  const worker = await miniflare.getWorker('lexaris-site');
  const db = await miniflare.getD1Database('DB');

  /** @type {Record<string, (query: URLSearchParams) => Promise<unknown>>} */
  const controls = {
    'GET /d1': async (query) => (await db.prepare(query.get('sql') ?? '').all()).results,
    'POST /scheduled': async (query) => worker.scheduled({ cron: query.get('cron') ?? '* * * * *' }),
    'GET /invocations': async (query) =>
      invocations
        .filter((invocation) => invocation.visit === (query.get('visit') ?? ''))
        .map(({ method, path }) => `${method} ${path}`),
  };
  createServer(async (req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://control');
    // One request per connection: a test whose event loop is held (a
    // synchronous operator command on a busy machine) past the server's 5 s
    // keep-alive would send its next query on a socket already closed.
    res.setHeader('connection', 'close');
    const control = controls[`${req.method} ${pathname}`];
    if (!control) return res.writeHead(404).end();
    try {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(await control(searchParams)));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  }).listen(controlPort, '127.0.0.1');
  console.error(
    `[worker-server] the built worker on workerd at ${url.href} (no dev proxy); control on ${controlPort}`,
  );
  return miniflare;
};

const servers = await Promise.all(stacks.map(serve));

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    await Promise.all(servers.map((miniflare) => miniflare.dispose()));
    process.exit(0);
  });
}
