// The outbox's unit tests' world: a real D1 (miniflare, ./outbox-db.ts), a
// fake clock, and stand-ins for the form endpoint and the alert webhook that
// answer as a test says and keep what they were sent.
import type { D1Database } from '@cloudflare/workers-types';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { SECURITY_TXT_PATH } from '../../src/content/legal/paths.mjs';
import type { ContactValues } from '../../src/lib/contact-fields';
import { receiveLead } from '../../src/server/contact/receive';
import { relayDeliveries } from '../../src/server/outbox/relay';
import { openOutbox } from './outbox-db';

export const ENDPOINT = 'https://forms.example/submit';
export const WEBHOOK = 'https://hooks.example/alerts';
export const T0 = new Date('2026-11-23T12:00:00.000Z');
export const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** How a stand-in answers: a status, never (until the attempt's timeout), or a refused connection. */
export type Answer = number | 'hang' | 'refuse';

/** A lead whose words would show if personal data leaked into a log or an alert. */
export const person = (n: number | string): ContactValues => ({
  name: `Ada ${n}`,
  email: `ada${n}@example.com`,
  company: 'Lovelace LLP',
  message: `Secret matter ${n}`,
});
export const PERSONAL = /Ada|ada\w*@example\.com|Lovelace|Secret matter/;

/**
 * A test file's D1: opened once, emptied before each test (resetOutbox), and
 * closed after. Read `outbox.db` inside tests and hooks, once it is open.
 */
export const outboxForEachTest = () => {
  const outbox = {} as { db: D1Database; dispose: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(outbox, await openOutbox());
  });
  afterAll(() => outbox.dispose());
  beforeEach(() => resetOutbox(outbox.db));
  return outbox as { readonly db: D1Database };
};

/** Empties the outbox, the alerts and the endpoint's health; silences (and keeps) the worker's log. */
export const resetOutbox = async (db: D1Database) => {
  await db.batch([
    db.prepare('DELETE FROM submissions'),
    db.prepare('DELETE FROM alerts'),
    db.prepare('UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0'),
  ]);
  for (const level of LOG_LEVELS)
    vi.spyOn(console, level)
      .mockImplementation(() => undefined)
      .mockClear();
};

const LOG_LEVELS = ['error', 'warn', 'log'] as const;
type Spied = { mock: { calls: unknown[][] }; mockClear: () => void };

/** What the worker logged since the outbox was reset (or `forgetLog`), one string per call, errors first. */
export const logged = () =>
  LOG_LEVELS.flatMap((level) =>
    (console[level] as unknown as Spied).mock.calls.map((call) => call.map(String).join(' ')),
  );

/** Forgets what earlier steps of a test logged. */
export const forgetLog = () => {
  for (const level of LOG_LEVELS) (console[level] as unknown as Spied).mockClear();
};

const timeout = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

/**
 * The endpoint and the webhook as `state` says, the names the endpoint was
 * sent (every attempt, accepted or not) and the texts the webhook was posted.
 * `env` is the worker's, with the vars a test gives over these defaults; with
 * `state.securityTxt` set, an asset layer (ASSETS) that serves it at
 * security.txt's address (a number: answers that status; 'refuse': throws).
 */
export const outboxWorld = (db: D1Database, vars: Record<string, string> = {}) => {
  const state: { endpoint: Answer; webhook: Answer; securityTxt?: string | number | 'refuse' } = {
    endpoint: 200,
    webhook: 200,
  };
  const assets = {
    fetch: vi.fn(async (request: Request | string) => {
      const path = new URL(typeof request === 'string' ? request : request.url).pathname;
      const file = state.securityTxt;
      if (file === 'refuse') throw new TypeError('Network connection lost.');
      if (path !== SECURITY_TXT_PATH || typeof file !== 'string')
        return new Response('Not found', { status: typeof file === 'number' ? file : 404 });
      return new Response(file, { headers: { 'content-type': 'text/plain' } });
    }),
  };
  const sent: string[] = [];
  const alerts: string[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const webhook = String(url) === WEBHOOK;
    if (webhook) alerts.push((JSON.parse(String(init?.body)) as { text: string }).text);
    else sent.push(new URLSearchParams(String(init?.body)).get('name') ?? '');
    const answer = webhook ? state.webhook : state.endpoint;
    if (answer === 'hang') return timeout(init?.signal);
    if (answer === 'refuse') throw new TypeError('Network connection lost.');
    return new Response(null, { status: answer });
  }) as unknown as typeof fetch;
  const env = (over: Record<string, string> = {}) => ({
    DB: db,
    ...(state.securityTxt !== undefined && { ASSETS: assets }),
    FORM_ENDPOINT: ENDPOINT,
    ALERT_WEBHOOK_URL: WEBHOOK,
    ALERT_OUTAGE_MINUTES: '60',
    DELIVERY_RETRY_BASE_SECONDS: '60',
    FORM_TIMEOUT_MS: '50',
    ...vars,
    ...over,
  });
  return {
    state,
    sent,
    alerts,
    env,
    /** The fetch every sender of this world uses: the endpoint and the webhook as `state` says. */
    fetchImpl,
    /** The asset layer, once `state.securityTxt` is set. */
    assets,
    /** A relay run (the Cron Trigger) at a moment of the fake clock. */
    relay: (at: Date, over?: Record<string, string>) =>
      relayDeliveries(env(over), { now: () => at, fetchImpl }),
    /** A visitor's valid lead, as the server action hands it on. */
    receive: (values: ContactValues, at: Date, over?: Record<string, string>) =>
      receiveLead(env(over), values, null, { now: () => at, fetchImpl }),
  };
};
