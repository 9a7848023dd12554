// The operator's commands on the test server's databases, as an operator runs
// them: `npm run submissions` says what it changed (counted from the rows),
// works on the preview's database apart from production's, keeps stdout to
// JSON when asked for JSON, counts the leads per page they came from without
// showing anyone's details, and says known failures in a sentence, as does
// `npm run deploy` without a Cloudflare login.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actionFields } from '../../support/contact-post';
import { executeSql, querySubmissions, sqlText } from '../../support/d1';
import { formEndpoint } from '../../support/form-endpoint-client';
import { type Lead, newLead, rowOf, runRelay, send, settleOutbox } from '../../support/leads';
import { DELIVERY_STACK } from '../../support/ports';
import { expect, test } from '../fixtures';

// Each operator command is a wrangler process of its own, several seconds apiece
// on a busy machine (a test of five took 29 s in CI): time limits that catch a
// hang, not slowness.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => settleOutbox(request));

/** Addresses of their own: one server, one rate limit for every delivery suite. */
const BLOCK = 65;
/** How --report names the leads whose page is not known. */
const UNRECORDED = '(page not recorded)';
const PREVIEW_STATE = join(DELIVERY_STACK.stateDir, 'preview');

/**
 * Runs a command and waits for it without blocking the test's event loop: the
 * control port's kept-alive connection is closed by the server after 5 s idle,
 * and a loop blocked meanwhile would send the next query on the dead socket.
 */
const attempt = (args: string[], { file = process.execPath, env = process.env } = {}) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(file, args, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** `npm run submissions` on the test server's databases: what it printed, once it succeeded. */
const submissions = async (...args: string[]) => {
  const result = await attempt([
    'scripts/operator/submissions.mjs',
    '--persist-to',
    DELIVERY_STACK.stateDir,
    ...args,
  ]);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

/** `wrangler d1 <command> DB` on the preview's local database (the test server serves production's). */
const previewD1 = async (command: string[], ...args: string[]) => {
  const database = ['DB', '--env', 'preview', '--local', '--persist-to', PREVIEW_STATE];
  const result = await attempt(['scripts/toolchain/wrangler.mjs', 'd1', ...command, ...database, ...args]);
  expect(result.status, result.stderr).toBe(0);
};

test('--redeliver undeliverable queues every undeliverable lead and says how many', async ({ request }) => {
  const run = `requeue${Date.now()}`;
  const leads = [newLead(run, 0, BLOCK), newLead(run, 1, BLOCK)];
  const action = await actionFields(request);
  await formEndpoint.mode('error');
  for (const lead of leads) expect(await send(request, action, lead)).toBe('failed');
  await executeSql(
    `UPDATE submissions SET delivery_status = 'undeliverable', attempts = 12, next_attempt_at = NULL
     WHERE company LIKE ${sqlText(`${run}-%`)}`,
  );
  // Another suite may have left undeliverable leads of its own: they are queued too, and counted.
  const others = (await querySubmissions("delivery_status = 'undeliverable'")).length - leads.length;

  expect(await submissions('--redeliver', 'undeliverable')).toContain(
    `Queued ${others + 2} undeliverable submission(s) for the relay's next run.`,
  );
  for (const lead of leads) {
    expect(await rowOf(lead)).toMatchObject({
      delivery_status: 'failed',
      next_attempt_at: expect.any(String),
    });
  }
  expect(await submissions('--redeliver=undeliverable')).toContain(
    'No undeliverable submissions: nothing queued.',
  );

  await formEndpoint.mode('ok');
  await runRelay(request);
  for (const lead of leads) expect((await rowOf(lead))?.delivery_status).toBe('delivered');
});

test('--env preview works on the preview’s own local database, never production’s', async ({ request }) => {
  // Five operator commands one after another, each its own process (ten took 23 s
  // on an idle machine, 78 s once in CI beside a busy worker). Every command reaches its
  // database through the same arguments (databaseArgs in submissions-plan.mjs): a read
  // (the listing) and a write (the erase) on the preview's show that --env routes both.
  test.setTimeout(240_000);
  // The preview's local database is this test's alone: from nothing, on a retry too.
  rmSync(PREVIEW_STATE, { recursive: true, force: true });
  const run = `preview${Date.now()}`;
  const production = newLead(run, 'production', BLOCK);
  await formEndpoint.mode('ok');
  expect(await send(request, await actionFields(request), production)).toBe('sent');

  // Its migrations were never applied: a sentence says what to run, not a stack trace.
  const unmigrated = await attempt([
    'scripts/operator/submissions.mjs',
    '--persist-to',
    DELIVERY_STACK.stateDir,
    '--env',
    'preview',
  ]);
  expect(unmigrated.status).toBe(1);
  expect(unmigrated.stderr).toContain(
    `preview's local database (${PREVIEW_STATE}) has no tables yet: run \`npx wrangler d1 migrations apply DB --env preview --local --persist-to ${PREVIEW_STATE}\`.`,
  );
  expect(unmigrated.stderr).not.toMatch(/\n\s+at /);

  await previewD1(['migrations', 'apply']);
  const id = `${run}-lead`;
  await previewD1(
    ['execute'],
    '--command',
    `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at)
     VALUES ('${id}', '${new Date().toISOString()}', 'Preview', '${run}@example.com', '${run}-preview', 'Hello', 'undeliverable', 12, '${new Date().toISOString()}')`,
  );

  const listed = await submissions('--env', 'preview');
  expect(listed).toContain(`${run}-preview`);
  expect(listed).not.toContain(production.marker);
  expect(listed).toContain(
    `npm run submissions -- --env preview --persist-to ${DELIVERY_STACK.stateDir} --redeliver undeliverable`,
  );
  // Production's database, read straight (the command without --env reads it: the tests above): the
  // preview's lead went to the preview's alone.
  expect(await querySubmissions(`company = ${sqlText(`${run}-preview`)}`)).toEqual([]);

  // What it changes, it changes there only: the count is of the rows the statement deleted
  // (RETURNING), so one erased is the preview's lead gone; production's is untouched.
  expect(await submissions('--env=preview', '--erase', `${run}@example.com`)).toContain(
    `Erased 1 submission(s) and 0 booked call(s) for ${run}@example.com.`,
  );
  expect((await rowOf(production))?.delivery_status).toBe('delivered');
});

test('with JSON asked for, stdout is only JSON, even through npm run -s', async ({ request }) => {
  const lead = newLead(`json${Date.now()}`, 0, BLOCK);
  await formEndpoint.mode('ok');
  expect(await send(request, await actionFields(request), lead)).toBe('sent');
  const email = `${lead.marker}@example.com`;
  // npm prints its own header on stdout unless -s: the redirections in docs/operations.md use it.
  const exported = await attempt(
    ['run', '-s', 'submissions', '--', '--persist-to', DELIVERY_STACK.stateDir, '--export', email],
    { file: 'npm' },
  );
  expect(JSON.parse(exported.stdout)).toMatchObject({ count: 1, submissions: [{ company: lead.marker }] });
  const listed = await attempt([
    'scripts/operator/submissions.mjs',
    '--persist-to',
    DELIVERY_STACK.stateDir,
    '--json',
    '--status',
    'delivered',
  ]);
  expect(listed.status).toBe(0);
  expect(JSON.parse(listed.stdout).submissions.length).toBeGreaterThan(0);
  expect(listed.stderr).toContain(`[submissions] production's local database (${DELIVERY_STACK.stateDir})`);
});

test('--report counts the leads per page they came from, and shows no one’s details', async ({ request }) => {
  const stamp = Date.now();
  const run = `report${stamp}`;
  // Pages of this run only: other suites' leads are in the period too.
  const article = `/insights/lead-report-${stamp}`;
  const service = `/ai-services/lead-report-${stamp}`;
  const older = `/development/lead-report-${stamp}`;
  const sent: [Lead, string | null][] = [
    [newLead(run, 0, BLOCK), article],
    [newLead(run, 1, BLOCK), service],
    [newLead(run, 2, BLOCK), article],
    [newLead(run, 3, BLOCK), null],
    [newLead(run, 4, BLOCK), article],
  ];
  await formEndpoint.mode('ok');
  const action = await actionFields(request);
  for (const [lead, page] of sent) {
    // The contact form's hidden field, as the page fills it from the Referer (src/lib/source-path.ts).
    const fields: [string, string][] = page ? [...lead.fields, ['from', page]] : lead.fields;
    expect(await send(request, action, { ...lead, fields })).toBe('sent');
    expect((await rowOf(lead))?.source_path).toBe(page);
  }
  // A lead from 40 days ago: outside the default period, inside --days 60.
  const old = newLead(run, 'old', BLOCK);
  const receivedAt = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
  await executeSql(
    `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at, source_path)
     VALUES (${sqlText(`${run}-old`)}, '${receivedAt}', ${sqlText(`Relay ${old.marker}`)}, ${sqlText(`${old.marker}@example.com`)},
       ${sqlText(old.marker)}, ${sqlText(`Please call about ${old.marker}`)}, 'delivered', 1, '${receivedAt}', ${sqlText(older)})`,
  );

  try {
    const report = await submissions('--report');
    const [heading = '', ...rows] = report.trimEnd().split('\n');
    // One row a page: the count, right-aligned to the widest, then the page.
    const width = rows[0]?.match(/^ {2}( *\d+)/)?.[1]?.length;
    const listed = rows.map((row) => {
      const [, leads = '', page = ''] = row.match(/^ {2}( *\d+) {2}(\S.*)$/) ?? [];
      expect(leads.length, row).toBe(width);
      return { page, leads: Number(leads) };
    });
    const counts = new Map(listed.map(({ page, leads }) => [page, leads]));
    expect(counts.get(article)).toBe(3);
    expect(counts.get(service)).toBe(1);
    expect(counts.has(older)).toBe(false);
    // Most leads first; ties by path, the page not recorded last of its tie.
    for (const [index, { page, leads }] of listed.entries()) {
      const before = listed[index - 1];
      if (!before || before.leads !== leads) {
        expect(before?.leads ?? Number.POSITIVE_INFINITY).toBeGreaterThan(leads);
      } else {
        expect(before.page !== UNRECORDED && (page === UNRECORDED || before.page < page), page).toBe(true);
      }
    }

    // The total, and the leads with no page, are what D1 holds for the period the JSON names: a
    // longer one here, which takes in the lead of 40 days ago.
    const json = await attempt([
      'scripts/operator/submissions.mjs',
      '--persist-to',
      DELIVERY_STACK.stateDir,
      '--report',
      '--json',
      '--days=60',
    ]);
    expect(json.status, json.stderr).toBe(0);
    const document = JSON.parse(json.stdout) as {
      days: number;
      since: string;
      total: number;
      pages: { page: string | null; leads: number }[];
    };
    const [held] = await executeSql<{ total: number; unrecorded: number }>(
      `SELECT count(*) AS total, count(*) - count(source_path) AS unrecorded FROM submissions
       WHERE created_at >= ${sqlText(document.since)}`,
    );
    expect(document).toMatchObject({ days: 60, total: held?.total });
    expect(document.pages).toContainEqual({ page: article, leads: 3 });
    expect(document.pages).toContainEqual({ page: older, leads: 1 });
    expect(document.pages).toContainEqual({ page: null, leads: held?.unrecorded });
    // The text's own period, 30 days, read from D1 as the JSON's was.
    const [last30] = await executeSql<{ total: number; unrecorded: number }>(
      `SELECT count(*) AS total, count(*) - count(source_path) AS unrecorded FROM submissions
       WHERE created_at >= ${sqlText(new Date(Date.parse(document.since) + 30 * 86_400_000).toISOString())}`,
    );
    expect(heading).toMatch(
      new RegExp(
        `^Leads by page, last 30 days \\(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d to .+ UTC\\): ${last30?.total}$`,
      ),
    );
    expect(counts.get(UNRECORDED)).toBe(last30?.unrecorded);
    expect([...counts.values()].reduce((sum, leads) => sum + leads, 0)).toBe(last30?.total);

    // Pages and counts only: nothing any of them typed.
    for (const output of [report, json.stdout]) {
      for (const [lead] of [...sent, [old]] as [Lead][]) {
        for (const [, value] of lead.fields) expect(output).not.toContain(value);
        expect(output).not.toContain(lead.marker);
      }
      expect(output).not.toContain('@example.com');
    }
  } finally {
    await executeSql(`DELETE FROM submissions WHERE id = ${sqlText(`${run}-old`)}`);
  }
});

test('without a Cloudflare login, deploy and --remote stop at once with the login sentence', async () => {
  // A home of its own: no wrangler login there, and no token in the environment.
  const home = mkdtempSync(join(tmpdir(), 'no-login-'));
  const { CLOUDFLARE_API_TOKEN: _token, CLOUDFLARE_ACCOUNT_ID: _account, ...env } = process.env;
  const noLogin = { ...env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  try {
    const deploy = await attempt(['scripts/operator/deploy.mjs'], { env: noLogin });
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toContain(
      'Stopped before uploading anything: not logged in to Cloudflare: run `npx wrangler login`',
    );
    // At once: the account is the first thing it checks, and nothing follows (no build, no bundle).
    expect(deploy.stdout.match(/^\[deploy\] .+$/gm)).toEqual(['[deploy] your Cloudflare account']);

    // The preview's report with its options: the account is checked before any action, whichever
    // (each option's refusals, before that: operator-commands.test.ts).
    const remote = await attempt(
      ['scripts/operator/submissions.mjs', '--remote', '--env', 'preview', '--report', '--days', '7'],
      { env: noLogin },
    );
    expect(remote.status).toBe(1);
    expect(remote.stderr).toContain('not logged in to Cloudflare: run `npx wrangler login`');
    expect(remote.stderr).not.toMatch(/\n\s+at /);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
});
