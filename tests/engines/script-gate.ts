import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_STACK } from '../support/ports';

/**
 * The engines' way to the test server: a pass-through on a port of its own
 * that forwards every request to the built worker as it is and streams the
 * answer back untouched, with two additions Playwright's Chromium gets from
 * its own protocol and WebDriver lacks:
 *
 * - it can hold back the page's scripts (the bundles under /assets/), as a
 *   slow network would, so a test sees the page painted from its HTML and CSS
 *   before any of React has run (and, in WebKit, puts its error keeper in
 *   first: ./webkit.ts); for that it answers them as not to be stored;
 * - it names the visitor (`cf-connecting-ip`), so each test is its own
 *   visitor for the contact form's per-visitor rate limit, as in the Chromium
 *   specs.
 */
export type ScriptGate = {
  /** The origin the engine browses: the test server, through the gate. */
  readonly origin: string;
  /** Holds every script requested from now on until the returned function is called. */
  holdScripts: () => () => void;
  /** Requests from now on come from a new visitor. */
  newVisitor: () => void;
  close: () => Promise<void>;
};

const isScript = (path: string) => path.startsWith('/assets/') && path.endsWith('.js');

let gates = 0;

export const openScriptGate = async (): Promise<ScriptGate> => {
  gates += 1;
  // Benchmarking addresses (198.18.0.0/15), which no Chromium spec uses: one block per gate.
  const addressBlock = `198.18.${(process.pid + gates) % 256}`;
  let visitor = 1;
  let held: Promise<void> = Promise.resolve();

  const server = createServer(async (incoming, answer) => {
    const script = isScript(new URL(incoming.url ?? '/', 'http://gate').pathname);
    if (script) await held;
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: SITE_STACK.port,
        method: incoming.method,
        path: incoming.url,
        // The Host header stays the gate's: the page's origin, which the
        // worker's cross-site check compares with the form's Origin.
        headers: { ...incoming.headers, 'cf-connecting-ip': `${addressBlock}.${visitor}` },
      },
      (response) => {
        // A script the browser kept from an earlier page would run before any hold:
        // scripts alone are not to be stored, so every page asks the gate for them.
        const headers = script ? { ...response.headers, 'cache-control': 'no-store' } : response.headers;
        answer.writeHead(response.statusCode ?? 502, headers);
        response.pipe(answer);
      },
    );
    forwarded.on('error', (error) => answer.destroy(error));
    incoming.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    holdScripts: () => {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    newVisitor: () => {
      visitor = (visitor % 250) + 1;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
