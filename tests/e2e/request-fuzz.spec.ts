import { reachesWorker } from '../support/edge-routing';
import { SITE_STACK } from '../support/ports';
import { rawRequest } from '../support/raw-http';
import { type FuzzCase, fuzzCases, UNKNOWN_METHODS } from '../support/request-fuzz';
import { expect, test } from './fixtures';
import { routes } from './routes';

/** FUZZ_SEED=<n> replays a run; every failure message names its seed. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONCURRENCY = 6;
const ORIGIN = SITE_STACK.origin;

/** What the framework or the runtime would say if a request reached them unanswered. */
const LEAKS =
  /rscPath|must not (start|end) with|server reference|Internal Server Error|\bat \S+\.(js|ts):\d+/;

/** The contact form's server function, as its no-JS form names it: `{"id":"<file>#<name>"}`. */
const contactFunctionPath = async () => {
  const html = (await rawRequest(SITE_STACK.port, { method: 'GET', target: '/contact' })).body.replace(
    /&quot;/g,
    '"',
  );
  const [, file, name] = /"id":"([^"#]+)#(\w+)"/.exec(html) ?? [];
  expect(file, 'the contact form names its server function').toBeTruthy();
  return `/RSC/F/${file}/${name}.txt`;
};

test('hundreds of malformed and probing requests each get a deliberate answer', async () => {
  test.setTimeout(180_000);
  const functionPath = await contactFunctionPath();
  const cases = [...fuzzCases(SEED, { routes, origin: ORIGIN, functionPath })];
  expect(cases.length).toBeGreaterThan(300);

  const failures: string[] = [];
  const judge = async (fuzz: FuzzCase) => {
    const where = `[seed ${SEED}] ${fuzz.label}: ${fuzz.method} ${fuzz.target.slice(0, 120)}`;
    const answer = await rawRequest(SITE_STACK.port, fuzz).catch((error: Error) => error);
    if (answer instanceof Error) return failures.push(`${where}: no answer (${answer.message})`);
    const { status, headers, body } = answer;
    const unknownMethod = UNKNOWN_METHODS.includes(fuzz.method);
    if (status >= 500 && !(status === 501 && unknownMethod))
      failures.push(`${where}: ${status} ${body.slice(0, 120)}`);
    // The asset layer's own answer to any method but GET and HEAD on a path the
    // worker does not run for: 405, no body (docs/operations.md, "What the worker serves").
    const assetLayer405 =
      status === 405 && !reachesWorker(fuzz.target) && !['GET', 'HEAD'].includes(fuzz.method);
    if (status >= 400 && fuzz.method !== 'HEAD' && body.trim() === '' && !assetLayer405)
      failures.push(`${where}: ${status} with an empty body`);
    if (status >= 300 && status < 400) {
      const location = new URL(headers.location ?? '', ORIGIN);
      if (location.host !== new URL(ORIGIN).host) failures.push(`${where}: redirect to ${location.href}`);
    }
    if (LEAKS.test(body))
      failures.push(`${where}: ${status} shows a framework message: ${body.slice(0, 120)}`);
    if (headers['x-content-type-options'] !== 'nosniff')
      failures.push(`${where}: ${status} without the security headers`);
    return undefined;
  };

  const queue = [...cases];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await judge(next);
    }),
  );
  expect(failures, failures.join('\n')).toEqual([]);

  // The worker still answers normally afterwards.
  for (const path of ['/', '/contact', '/RSC/R/contact.txt']) {
    const after = await rawRequest(SITE_STACK.port, { method: 'GET', target: path });
    expect(after.status, path).toBe(200);
  }
  expect((await rawRequest(SITE_STACK.port, { method: 'GET', target: '/contact' })).body).toContain('<h1');
});
