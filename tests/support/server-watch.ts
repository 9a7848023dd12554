// The servers' global setup. First it waits until every server answers:
// playwright.config.ts has Playwright start them all at once, without waiting.
// Then it watches them: Playwright checks its servers only until they are up,
// and one that stops mid-run leaves every later test failing on a refused
// connection, a cascade that hides the cause. The watch connects to their
// ports (a TCP connect a second, no request) and, the moment one stops
// accepting, says which and stops the run.
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DELIVERY_STACK, STACKS } from './ports';

/** Each server's port and name; on one port of each process, what it answers once that process is up. */
const SERVERS = STACKS.flatMap((stack) => {
  const whose = stack === DELIVERY_STACK ? "the delivery suites' " : 'the ';
  return [
    {
      port: stack.port,
      name: `${whose}test server (tests/support/worker-server.mjs, the built worker on workerd)`,
      ready: `${stack.origin}/`,
    },
    { port: stack.controlPort, name: `${whose}test server's control port (tests/support/worker-server.mjs)` },
    {
      port: stack.formControlPort,
      name: `${whose}form endpoint stand-in (tests/support/form-endpoint.mjs)`,
      ready: `http://127.0.0.1:${stack.formControlPort}/requests`,
    },
  ];
});
const EVERY_MS = 1000;
/** Refusals in a row before a server counts as gone (a full backlog can refuse one connect). */
const REFUSALS = 3;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.setTimeout(5_000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * How long the servers have to start: each worker is bundled and its D1
 * migrated by wrangler first. One that dies at start is reported when this
 * runs out (Playwright, given no URL, does not wait on it): its output, above, says why.
 */
const START_MS = 90_000;

/** Waits until every server answers (playwright.config.ts starts them all at once), or says which did not. */
const serversStarted = async () => {
  const deadline = Date.now() + START_MS;
  for (const { ready: url, name } of SERVERS) {
    if (!url) continue;
    for (;;) {
      const answered = await fetch(url).then(
        (response) => response.status < 500,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline)
        throw new Error(`${name} did not answer ${url} within ${START_MS / 1000} s: its output is above.`);
      await sleep(200);
    }
  }
};

export default async function watchServers() {
  await serversStarted();
  const refusals = new Map<number, number>();
  const timer = setInterval(async () => {
    for (const { port, name } of SERVERS) {
      const count = (await accepts(port)) ? 0 : (refusals.get(port) ?? 0) + 1;
      refusals.set(port, count);
      if (count === REFUSALS) {
        clearInterval(timer);
        console.error(
          [
            '',
            '═'.repeat(78),
            `The run is stopped: ${name} stopped accepting connections on 127.0.0.1:${port}`,
            `at ${new Date().toISOString()}. Its own output is above ([WebServer] lines).`,
            'Tests in flight at that moment fail on refused connections; the rest did not run.',
            '═'.repeat(78),
            '',
          ].join('\n'),
        );
        process.exitCode = 1;
        process.kill(process.pid, 'SIGINT');
        return;
      }
    }
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
