// What the delivery suites (tests/e2e/delivery/) do as visitors and as the
// operator: send leads without JavaScript, run the Cron Trigger's relay, read
// what the stand-in endpoint received and what D1 holds.
import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect } from '@playwright/test';
import { contactForm } from './contact-post';
import { executeSql, querySubmissions, type SubmissionRow, sqlText } from './d1';
import { formEndpoint } from './form-endpoint-client';
import { currentStack, E2E_RETRY_BASE_SECONDS } from './ports';

/** Runs the Cron Trigger's handler once and waits for it to finish; returns how long it took. */
export const runRelay = async (request: APIRequestContext) => {
  const started = Date.now();
  const response = await request.post(
    `http://127.0.0.1:${currentStack().controlPort}/scheduled?cron=*+*+*+*+*`,
    {
      timeout: 60_000,
    },
  );
  expect(await response.json()).toMatchObject({ outcome: 'ok' });
  return Date.now() - started;
};

/** Long enough for a lead that failed `attempts` times to be due again. */
export const waitUntilDue = (attempts: number) =>
  new Promise((resolve) => setTimeout(resolve, E2E_RETRY_BASE_SECONDS * 2 ** (attempts - 1) * 1000 + 300));

let visitor = 0;
export type Lead = { marker: string; ip: string; fields: [string, string][] };
/**
 * A lead from its own visitor (own IP, so the rate limit never mixes leads up).
 * `block` keeps each suite's addresses apart from the others' (a stack has one server, one rate limit).
 */
export const newLead = (run: string, index: number | string, block = 64): Lead => {
  visitor += 1;
  const marker = `${run}-${index}-`;
  return {
    marker,
    ip: `100.${block}.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`,
    fields: [
      ['name', `Relay ${marker}`],
      ['email', `${marker}@example.com`],
      ['company', marker],
      ['message', `Please call about ${marker}`],
    ],
  };
};

/** Posts a lead as a browser without JavaScript does; returns what the returned page told the visitor. */
export const send = async (request: APIRequestContext, action: [string, string][], lead: Lead) => {
  const response = await request.post('/contact', {
    multipart: contactForm(action, lead.fields),
    headers: { origin: currentStack().origin, 'cf-connecting-ip': lead.ip },
    maxRedirects: 0,
    timeout: 30_000,
  });
  const text = await response.text();
  expect(response.status()).toBe(200);
  return text.includes('Message Sent!') ? 'sent' : text.includes('Submission Failed') ? 'failed' : 'other';
};

/** The endpoint's record of a lead: every request it received, and those it accepted. */
export const received = async (lead: Lead) => {
  const requests = await formEndpoint.requestsWith(lead.marker);
  return {
    all: requests.length,
    accepted: requests.filter((request) => request.mode === 'ok' || request.mode === 'slow').length,
  };
};

/** What the operator's command prints for the running test's stack's database (npm run submissions). */
export const operator = (...args: string[]) =>
  execFileSync(
    process.execPath,
    ['scripts/operator/submissions.mjs', '--persist-to', currentStack().stateDir, ...args],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

/** The rows of the leads whose company starts with a run's marker. */
export const rowsOf = (run: string) => querySubmissions(`company LIKE ${sqlText(`${run}-%`)}`);

/** The one row of a lead. */
export const rowOf = async (lead: Lead): Promise<SubmissionRow | undefined> => {
  const rows = await querySubmissions(`company = ${sqlText(lead.marker)}`);
  expect(rows).toHaveLength(1);
  return rows[0];
};

/**
 * Before a delivery suite: the endpoint answers, the relay has delivered
 * whatever earlier tests left failed (their leads are due by now), every
 * queued alert has been posted, no lead is left undeliverable (an operator's
 * command queues them all), and the endpoint's health says answering; the
 * webhook sink then starts empty. Each suite starts from the same place.
 */
export const settleOutbox = async (request: APIRequestContext) => {
  await formEndpoint.reset();
  for (let run = 0; run < 10; run += 1) {
    const waiting = await executeSql<{ leads: number; alerts: number }>(
      `SELECT (SELECT count(*) FROM submissions WHERE delivery_status IN ('failed', 'pending')) AS leads,
              (SELECT count(*) FROM alerts WHERE sent_at IS NULL) AS alerts`,
    );
    if (waiting[0]?.leads === 0 && waiting[0]?.alerts === 0) break;
    await waitUntilDue(1);
    await runRelay(request);
  }
  expect(await querySubmissions(`delivery_status IN ('failed', 'pending')`)).toEqual([]);
  expect(await executeSql('SELECT id FROM alerts WHERE sent_at IS NULL')).toEqual([]);
  await executeSql(`DELETE FROM submissions WHERE delivery_status = 'undeliverable'`);
  await executeSql('UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0');
  await formEndpoint.reset();
};
