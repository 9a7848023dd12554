// Playwright's webServer checks its servers only until they are up: one that
// stops mid-run leaves every later test failing on a refused connection, a
// cascade that hides the cause. This global setup watches their ports (a TCP
// connect a second, no request) and, the moment one stops accepting, says
// which and stops the run.
import { connect } from 'node:net';
import { DELIVERY_STACK, STACKS } from './ports';

const SERVERS = STACKS.flatMap((stack) => {
  const whose = stack === DELIVERY_STACK ? "the delivery suites' " : 'the ';
  return [
    {
      port: stack.port,
      name: `${whose}test server (tests/support/worker-server.mjs, the built worker on workerd)`,
    },
    { port: stack.controlPort, name: `${whose}test server's control port (tests/support/worker-server.mjs)` },
    { port: stack.formControlPort, name: `${whose}form endpoint stand-in (tests/support/form-endpoint.mjs)` },
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

export default function watchServers() {
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
