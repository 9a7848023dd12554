// Redelivery end to end: the built worker on workerd, its local D1, the
// form endpoint's stand-in (and its alert webhook sink), and the Cron Trigger's
// relay run on demand (the test server's control port, POST /scheduled). Runs after every other
// test (its own project): the relay sends every due lead, whoever left it.
import { actionFields } from '../../support/contact-post';
import { executeSql, querySubmissions, sqlText } from '../../support/d1';
import { type EndpointMode, formEndpoint } from '../../support/form-endpoint-client';
import {
  type Lead,
  newLead,
  operator,
  received,
  rowOf,
  rowsOf,
  runRelay,
  send,
  settleOutbox,
  waitUntilDue,
} from '../../support/leads';
import { E2E_ALERT_OUTAGE_MINUTES } from '../../support/ports';
import { expect, test } from '../fixtures';

// Several tests run operator commands (a wrangler process each, seconds apiece on a
// busy machine): time limits that catch a hang, not slowness.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await settleOutbox(request);
});

test.beforeEach(async () => {
  await formEndpoint.reset();
});

test('leads sent while the endpoint fails, hangs or refuses arrive exactly once when it recovers', async ({
  request,
}) => {
  const run = `outage${Date.now()}`;
  const action = await actionFields(request);
  const leads: Record<Exclude<EndpointMode, 'ok' | 'slow'>, Lead> = {
    error: newLead(run, 'error'),
    hang: newLead(run, 'hang'),
    refuse: newLead(run, 'refuse'),
  };
  for (const [mode, lead] of Object.entries(leads)) {
    await formEndpoint.mode(mode as EndpointMode);
    expect(await send(request, action, lead)).toBe('failed');
  }
  expect((await rowsOf(run)).map((row) => [row.delivery_status, row.attempts])).toEqual([
    ['failed', 1],
    ['failed', 1],
    ['failed', 1],
  ]);
  expect((await rowsOf(run)).every((row) => row.next_attempt_at !== null)).toBe(true);

  await formEndpoint.mode('ok');
  await waitUntilDue(1);
  await runRelay(request);
  for (const lead of Object.values(leads)) expect((await received(lead)).accepted).toBe(1);
  for (const row of await rowsOf(run)) {
    expect(row).toMatchObject({
      delivery_status: 'delivered',
      attempts: 2,
      upstream_status: 200,
      last_error: null,
    });
  }
  // The endpoint saw the failed first attempts it answered (500) or held (hang), and one delivery each; nothing more.
  await runRelay(request);
  expect(await Promise.all(Object.values(leads).map(received))).toEqual([
    { all: 2, accepted: 1 },
    { all: 2, accepted: 1 },
    { all: 1, accepted: 1 },
  ]);
});

test('two relay runs at once, and a run during a slow first attempt, send no lead twice', async ({
  request,
}) => {
  const run = `overlap${Date.now()}`;
  const action = await actionFields(request);
  const failedLeads = Array.from({ length: 8 }, (_, index) => newLead(run, index));
  await formEndpoint.mode('error');
  await Promise.all(failedLeads.map((lead) => send(request, action, lead)));
  await waitUntilDue(1);

  // A visitor's first attempt is under way (the endpoint takes 1.5 s to accept) while two runs overlap.
  await formEndpoint.mode('slow');
  const slowLead = newLead(run, 'slow');
  const visitorSees = send(request, action, slowLead);
  await expect.poll(async () => (await received(slowLead)).all).toBe(1);
  await Promise.all([runRelay(request), runRelay(request)]);
  expect(await visitorSees).toBe('sent');

  // Each failed lead: its first attempt (answered 500) and one delivery; the slow one: its own attempt only.
  for (const lead of failedLeads) expect(await received(lead)).toEqual({ all: 2, accepted: 1 });
  expect(await received(slowLead)).toEqual({ all: 1, accepted: 1 });
  expect((await rowsOf(run)).every((row) => row.delivery_status === 'delivered')).toBe(true);
});

test('the same message sent again by its visitor is one row and one delivery', async ({ request }) => {
  const run = `resend${Date.now()}`;
  const action = await actionFields(request);
  const lead = newLead(run, 'twice');
  await formEndpoint.mode('error');
  expect(await send(request, action, lead)).toBe('failed');
  expect(await send(request, action, lead)).toBe('failed');
  expect(await rowOf(lead)).toMatchObject({ delivery_status: 'failed', attempts: 2 });

  // The endpoint recovers and the visitor tries once more, before the relay does: this attempt's outcome is theirs.
  await formEndpoint.mode('ok');
  expect(await send(request, action, lead)).toBe('sent');
  expect(await rowOf(lead)).toMatchObject({ delivery_status: 'delivered', attempts: 3 });
  // Nothing left for the relay, and a fourth send of an arrived message is answered without sending it again.
  await waitUntilDue(2);
  await runRelay(request);
  expect(await send(request, action, lead)).toBe('sent');
  expect(await received(lead)).toEqual({ all: 3, accepted: 1 });
  expect((await rowOf(lead))?.attempts).toBe(3);
});

test('a lead left pending by a worker that died mid-send is picked up', async ({ request }) => {
  const lead = newLead(`crash${Date.now()}`, 0);
  const values = Object.fromEntries(lead.fields);
  const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  await executeSql(
    `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at, claim_token)
     VALUES ('crashed-${Date.now()}', '${longAgo}', ${sqlText(values.name ?? '')}, ${sqlText(values.email ?? '')},
             ${sqlText(values.company ?? '')}, ${sqlText(values.message ?? '')}, 'pending', 0, '${longAgo}', 'a-dead-worker')`,
  );
  await runRelay(request);
  expect(await received(lead)).toEqual({ all: 1, accepted: 1 });
  expect(await rowOf(lead)).toMatchObject({ delivery_status: 'delivered', attempts: 1 });
});

test('a lead that never gets through becomes undeliverable, and an operator can queue it again', async ({
  request,
}) => {
  const lead = newLead(`lost${Date.now()}`, 0);
  const action = await actionFields(request);
  await formEndpoint.mode('error');
  expect(await send(request, action, lead)).toBe('failed');
  // Eleven attempts have failed (as if the outage had lasted six hours); the twelfth is due.
  const id = (await rowOf(lead))?.id ?? '';
  await executeSql(
    `UPDATE submissions SET attempts = 11, next_attempt_at = '${new Date(Date.now() - 1000).toISOString()}' WHERE id = '${id}'`,
  );
  await runRelay(request);
  expect(await rowOf(lead)).toMatchObject({
    delivery_status: 'undeliverable',
    attempts: 12,
    upstream_status: 500,
    last_error: 'The form endpoint answered 500.',
    next_attempt_at: null,
  });
  await runRelay(request);
  expect((await received(lead)).all).toBe(2);
  // The operator heard of it once, by id, with no personal data.
  const alerts = (await formEndpoint.alerts()).filter((text) => text.includes(id));
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toContain('could not be delivered after 12 attempts');
  expect(alerts[0]).not.toContain(lead.marker);

  const listed = operator('--status', 'undeliverable');
  expect(listed).toContain(id.slice(0, 8));
  expect(listed).toContain(lead.marker);
  expect(listed).toContain('--redeliver undeliverable');
  expect(operator('--redeliver', id.slice(0, 8))).toContain(`Queued submission ${id}`);
  expect((await rowOf(lead))?.delivery_status).toBe('failed');

  await formEndpoint.mode('ok');
  await runRelay(request);
  expect(await rowOf(lead)).toMatchObject({ delivery_status: 'delivered', attempts: 13 });
  expect(await received(lead)).toEqual({ all: 3, accepted: 1 });
  expect(() => operator('--redeliver', id)).toThrow(/delivered: there is nothing to redeliver/);
});

/** The endpoint as the relay last found it: answering, with no outage under way. */
const endpointAnswering = () =>
  executeSql('UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0');

test('an outage longer than ALERT_OUTAGE_MINUTES sends one alert, and its end one more', async ({
  request,
}) => {
  await endpointAnswering();
  const lead = newLead(`alerted${Date.now()}`, 0);
  const action = await actionFields(request);
  await formEndpoint.mode('error');
  expect(await send(request, action, lead)).toBe('failed');
  await waitUntilDue(1);
  // The first failed run begins the outage: too short to alert.
  await runRelay(request);
  expect(await formEndpoint.alerts()).toEqual([]);
  // Past the threshold (E2E_ALERT_OUTAGE_MINUTES, three seconds), still failing: one alert.
  await new Promise((resolve) => setTimeout(resolve, E2E_ALERT_OUTAGE_MINUTES * 60_000));
  await waitUntilDue(2);
  await runRelay(request);
  await runRelay(request);
  const [outage, ...more] = await formEndpoint.alerts();
  expect(more).toEqual([]);
  expect(outage).toMatch(/the form endpoint has been failing for \d+ minutes? \(since .* UTC\)/);
  expect(outage).toContain('Last error: The form endpoint answered 500.');
  // It answers again: the lead is delivered, and the operator hears the outage is over, once.
  await formEndpoint.mode('ok');
  await waitUntilDue(3);
  await runRelay(request);
  await runRelay(request);
  expect((await rowOf(lead))?.delivery_status).toBe('delivered');
  const alerts = await formEndpoint.alerts();
  expect(alerts).toHaveLength(2);
  expect(alerts[1]).toContain('the form endpoint answers again');
  for (const text of alerts) expect(text).not.toContain(lead.marker);
});

test('with the alert webhook hanging, leads are delivered all the same; the alert goes out at the next run', async ({
  request,
}) => {
  await endpointAnswering();
  const run = `sinkdown${Date.now()}`;
  const [stuck, waiting] = [newLead(run, 'stuck'), newLead(run, 'waiting')];
  const action = await actionFields(request);
  await formEndpoint.mode('error');
  expect(await send(request, action, stuck)).toBe('failed');
  expect(await send(request, action, waiting)).toBe('failed');
  const stuckId = (await rowOf(stuck))?.id ?? '';
  await executeSql(
    `UPDATE submissions SET delivery_status = 'undeliverable', attempts = 12 WHERE id = '${stuckId}'`,
  );
  await executeSql(
    `UPDATE submissions SET next_attempt_at = '${new Date(Date.now() - 1000).toISOString()}' WHERE company = ${sqlText(waiting.marker)}`,
  );
  await formEndpoint.mode('ok');
  await formEndpoint.webhookMode('hang');
  // The run delivers first; its alert then waits out the webhook's timeout.
  const relay = runRelay(request);
  await expect.poll(async () => (await received(waiting)).accepted, { timeout: 3_000 }).toBe(1);
  const took = await relay;
  expect(took).toBeGreaterThanOrEqual(4_000);
  expect((await rowOf(waiting))?.delivery_status).toBe('delivered');
  // The webhook is back: the same alert is sent at the next run, and only then.
  await formEndpoint.webhookMode('ok');
  await runRelay(request);
  await runRelay(request);
  const posts = (await formEndpoint.alerts()).filter((text) => text.includes(stuckId));
  expect(posts).toHaveLength(2);
  expect(posts[1]).toBe(posts[0]);
});

test('a person’s data: export prints everything held for their address, erase deletes it and says how much', async ({
  request,
}) => {
  const run = `gdpr${Date.now()}`;
  const action = await actionFields(request);
  const email = `${run}@example.com`;
  const first = newLead(run, 'first');
  const second = newLead(run, 'second');
  for (const lead of [first, second]) {
    lead.fields = lead.fields.map(([name, value]) => [name, name === 'email' ? email : value]);
    expect(await send(request, action, lead)).toBe('sent');
  }
  // And a call they booked (written as the worker writes it: tests/unit/booking.test.ts).
  await executeSql(
    `INSERT INTO bookings (id, starts_at, ends_at, name, email, company, topic, time_zone, status, token_hash, created_at, updated_at)
     VALUES ('${run}-call', '2030-01-07T09:30:00.000Z', '2030-01-07T10:00:00.000Z', 'Ada', '${email}', '', 'Wills', 'Europe/London', 'confirmed', '${run}-hash', '${new Date().toISOString()}', '${new Date().toISOString()}')`,
  );
  // Whatever the case the person writes their address in.
  const exported = JSON.parse(operator('--export', email.toUpperCase())) as {
    count: number;
    submissions: { email: string; company: string; message: string }[];
    bookings: Record<string, unknown>[];
  };
  expect(exported.bookings).toEqual([expect.objectContaining({ id: `${run}-call`, topic: 'Wills' })]);
  expect(exported.bookings[0]).not.toHaveProperty('token_hash');
  // The operator's list of upcoming calls has it (soonest first: calls other tests booked come before 2030).
  const { calls } = JSON.parse(operator('--calls', '--json')) as { calls: { id: string; topic: string }[] };
  expect(calls.at(-1)).toMatchObject({ id: `${run}-call`, topic: 'Wills' });
  expect(exported.count).toBe(2);
  expect(exported.submissions.map((row) => row.company)).toEqual([first.marker, second.marker]);
  expect(exported.submissions.every((row) => row.email === email && row.message.includes(run))).toBe(true);
  expect(operator('--erase', email)).toContain(`Erased 2 submission(s) and 1 booked call(s) for ${email}.`);
  expect(await querySubmissions(`email = ${sqlText(email)}`)).toEqual([]);
  // An address with nothing held: nothing erased, and it says so (an empty export's document:
  // data-requests.test.ts; the rows gone: read above).
  expect(operator('--erase', email)).toContain(`Nothing held for ${email}`);
  expect(() => operator('--erase', "x'; DELETE FROM submissions; --")).toThrow(/not an email address/);
});

test('retention deletes leads in the inbox (or kept with no endpoint) past SUBMISSION_RETENTION_DAYS and nothing else', async ({
  request,
}) => {
  const run = `retention${Date.now()}`;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const nextYear = daysAgo(-365);
  const rows: [string, string, string, string | null][] = [
    ['old-delivered', daysAgo(91), 'delivered', null],
    ['old-stored', daysAgo(91), 'stored', null],
    ['old-undeliverable', daysAgo(91), 'undeliverable', null],
    ['old-failed', daysAgo(91), 'failed', nextYear],
    ['recent-delivered', daysAgo(89), 'delivered', null],
  ];
  await executeSql(
    `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at, next_attempt_at)
     VALUES ${rows
       .map(
         ([label, created, status, next]) =>
           `('${run}-${label}', '${created}', 'Kept?', 'kept@example.com', '${run}-${label}', 'Hello', '${status}', 1, '${created}', ${next ? `'${next}'` : 'NULL'})`,
       )
       .join(', ')}`,
  );
  await runRelay(request);
  expect((await rowsOf(run)).map((row) => row.company.replace(`${run}-`, '')).sort()).toEqual([
    'old-failed',
    'old-undeliverable',
    'recent-delivered',
  ]);
});

test('load: 42 leads during an outage, 8 sent twice by their visitors, all arrive exactly once within two relay runs', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const run = `outageload${Date.now()}`;
  const action = await actionFields(request);
  const phases: { mode: EndpointMode; count: number; resent: number }[] = [
    { mode: 'error', count: 16, resent: 3 },
    { mode: 'hang', count: 12, resent: 2 },
    { mode: 'refuse', count: 14, resent: 3 },
  ];
  const leads: Lead[] = [];
  const resentLeads: Lead[] = [];
  const told: string[] = [];
  for (const phase of phases) {
    await formEndpoint.mode(phase.mode);
    const batch = Array.from({ length: phase.count }, (_, index) => newLead(run, `${phase.mode}${index}`));
    leads.push(...batch);
    resentLeads.push(...batch.slice(0, phase.resent));
    // Some visitors press send again while their first attempt is still under way.
    const sends = [
      ...batch.map((lead) => send(request, action, lead)),
      ...resentLeads.slice(-phase.resent).map(async (lead) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return send(request, action, lead);
      }),
    ];
    told.push(...(await Promise.all(sends)));
  }
  expect(told).toEqual(Array.from({ length: leads.length + resentLeads.length }, () => 'failed'));
  const stored = await rowsOf(run);
  expect(stored).toHaveLength(leads.length);
  expect(stored.every((row) => row.delivery_status === 'failed')).toBe(true);

  await formEndpoint.mode('ok');
  await waitUntilDue(2);
  const relayTimes = [await runRelay(request), await runRelay(request)];

  const arrivals = await Promise.all(leads.map(async (lead) => (await received(lead)).accepted));
  expect(arrivals.filter((count) => count !== 1)).toEqual([]);
  const delivered = await rowsOf(run);
  expect(delivered.filter((row) => row.delivery_status !== 'delivered')).toEqual([]);
  // Every attempt is counted: one failed attempt, or two for a lead its visitor sent again, then the delivery.
  const twice = new Set(resentLeads.map((lead) => lead.marker));
  expect(
    delivered.filter((row) => row.attempts !== (twice.has(row.company) ? 3 : 2)).map((row) => row.company),
  ).toEqual([]);
  const summary = `${leads.length} leads (${resentLeads.length} sent twice) during an outage (500, hang, refused): all ${leads.length} delivered exactly once within 2 relay runs (${relayTimes.join(' ms, ')} ms)`;
  test.info().annotations.push({ type: 'redelivery load', description: summary });
  console.log(`[redelivery load] ${summary}`);
});
