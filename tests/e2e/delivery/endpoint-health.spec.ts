// An outage always ends (issue 31), end to end on the built worker: the stand-in
// endpoint fails, recovers and fails again, the Cron Trigger's relay runs on
// demand, and the webhook sink keeps every alert. The test server alerts an
// outage after E2E_ALERT_OUTAGE_MINUTES (three seconds); a lead's eleven
// earlier attempts are written into D1, so that the relay's next one is its last.
import type { APIRequestContext } from '@playwright/test';
import { alertKind } from '../../support/alert-kind';
import { actionFields } from '../../support/contact-post';
import { executeSql, sqlText } from '../../support/d1';
import { formEndpoint } from '../../support/form-endpoint-client';
import {
  type Lead,
  newLead,
  operator,
  received,
  rowOf,
  runRelay,
  send,
  settleOutbox,
} from '../../support/leads';
import { E2E_ALERT_OUTAGE_MINUTES } from '../../support/ports';
import { expect, test } from '../fixtures';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await settleOutbox(request);
});
test.afterAll(async () => {
  await formEndpoint.mode('ok');
});

/** Past the outage alert's threshold, counted from the first failed attempt. */
const pastThreshold = () =>
  new Promise((resolve) => setTimeout(resolve, E2E_ALERT_OUTAGE_MINUTES * 60_000 + 200));

/** Leads whose every attempt but the last has failed: the relay's next attempt is due, and their last. */
const lastAttemptDue = (leads: Lead[]) =>
  executeSql(
    `UPDATE submissions SET attempts = 11, next_attempt_at = '${new Date(Date.now() - 1000).toISOString()}'
     WHERE company IN (${leads.map((lead) => sqlText(lead.marker)).join(', ')})`,
  );

const alertKinds = async () => (await formEndpoint.alerts()).map(alertKind);

/** A lead the endpoint failed for, until it was undeliverable. */
const parkedLeads = async (request: APIRequestContext, run: string, count: number) => {
  const action = await actionFields(request);
  const leads = Array.from({ length: count }, (_, index) => newLead(run, index, 66));
  for (const lead of leads) expect(await send(request, action, lead)).toBe('failed');
  await lastAttemptDue(leads);
  await pastThreshold();
  await runRelay(request);
  for (const lead of leads) expect((await rowOf(lead))?.delivery_status).toBe('undeliverable');
  return leads;
};

test('an outage is announced, ends with one recovery alert when a visitor’s lead gets through, resends what it parked, and the next outage is announced again', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const run = `health${Date.now()}`;
  const everyLead: Lead[] = [];

  // 1. The endpoint fails: three leads are retried until undeliverable.
  await formEndpoint.mode('error');
  const parked = await parkedLeads(request, `${run}-first`, 3);
  everyLead.push(...parked);
  expect((await alertKinds()).sort()).toEqual(['outage', 'undeliverable', 'undeliverable', 'undeliverable']);

  // 2. It recovers: a new lead is delivered at once by the visitor's own request; four relay runs follow.
  await formEndpoint.mode('ok');
  const action = await actionFields(request);
  const recovering = newLead(run, 'recovering', 66);
  everyLead.push(recovering);
  expect(await send(request, action, recovering)).toBe('sent');
  for (let runs = 0; runs < 4; runs += 1) await runRelay(request);
  const recoveries = (await formEndpoint.alerts()).filter((text) => text.includes('answers again'));
  expect(recoveries).toHaveLength(1);
  expect(recoveries[0]).toContain('Resending now: 3 lead(s) that became undeliverable during the outage.');

  // 3. The parked leads went out, once each (their first and last attempts were answered 500), and the operator sees so.
  for (const lead of parked) {
    expect(await received(lead)).toEqual({ all: 3, accepted: 1 });
    expect((await rowOf(lead))?.delivery_status).toBe('delivered');
  }
  // One block a lead, its status on its first line (scripts/operator/submissions-layout.mjs).
  const blocks = operator('--limit', '50').split('\n\n');
  for (const lead of parked)
    expect(blocks.find((block) => block.includes(lead.marker))?.split('\n')[0]).toContain('delivered');

  // 4. It fails again: a new lead is retried until undeliverable, and this outage is announced too.
  await formEndpoint.mode('error');
  everyLead.push(...(await parkedLeads(request, `${run}-second`, 1)));
  expect((await alertKinds()).sort()).toEqual([
    'outage',
    'outage',
    'recovery',
    'undeliverable',
    'undeliverable',
    'undeliverable',
    'undeliverable',
  ]);

  // No alert carries a name, an email address, a company or a message.
  for (const text of await formEndpoint.alerts())
    for (const lead of everyLead) for (const [, value] of lead.fields) expect(text).not.toContain(value);
});
