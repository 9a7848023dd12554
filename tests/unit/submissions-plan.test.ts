import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from '../../scripts/operator/args.mjs';
import {
  databaseArgs,
  executeFailureSentence,
  leadSourceReport,
  listingSql,
  localDatabaseBusy,
  matchingIdsSql,
  missingTablesSentence,
  redeliverSql,
  reportPeriod,
  reportSql,
  SUBMISSIONS_COMMAND,
  submissionsRequest,
  targetLabel,
  targetOf,
  upcomingCallsSql,
} from '../../scripts/operator/submissions-plan.mjs';
import { submissionsCommand } from '../../src/lib/operator-command.mjs';

const targetFor = (...args: string[]) => targetOf(parseCommandLine(SUBMISSIONS_COMMAND, args));
const requestFor = (...args: string[]) => submissionsRequest(parseCommandLine(SUBMISSIONS_COMMAND, args));

describe('npm run submissions: which database, and what it asks of it', () => {
  it('each environment has its database, locally too: the preview’s apart from production’s', () => {
    expect(databaseArgs(targetFor())).toEqual(['--env', '', '--local', '--persist-to', '.wrangler/state']);
    expect(databaseArgs(targetFor('--env', 'preview'))).toEqual([
      '--env',
      'preview',
      '--local',
      '--persist-to',
      '.wrangler/state/preview',
    ]);
    expect(databaseArgs(targetFor('--env=preview', '--persist-to', '.wrangler/e2e-state'))).toEqual([
      '--env',
      'preview',
      '--local',
      '--persist-to',
      '.wrangler/e2e-state/preview',
    ]);
    expect(databaseArgs(targetFor('--remote', '--env', 'preview'))).toEqual(['--env', 'preview', '--remote']);
    expect(databaseArgs(targetFor('--remote'))).toEqual(['--env', '', '--remote']);
  });

  it('names the database it works on', () => {
    expect(targetLabel(targetFor('--env', 'preview'))).toBe(
      "preview's local database (.wrangler/state/preview)",
    );
    expect(targetLabel(targetFor('--remote'))).toBe("production's database on Cloudflare");
  });

  it('the commands its messages name work on the same database', () => {
    expect(submissionsCommand(targetFor(), '--redeliver', 'undeliverable')).toBe(
      'npm run submissions -- --redeliver undeliverable',
    );
    expect(submissionsCommand(targetFor('--env', 'preview', '--remote'), '--status', 'undeliverable')).toBe(
      'npm run submissions -- --remote --env preview --status undeliverable',
    );
  });

  it('a database without tables: what to run, for each', () => {
    expect(missingTablesSentence(targetFor())).toBe(
      "production's local database (.wrangler/state) has no tables yet: run `npm run serve` once, or `npx wrangler d1 migrations apply DB --local`.",
    );
    expect(missingTablesSentence(targetFor('--env', 'preview'))).toContain(
      '`npx wrangler d1 migrations apply DB --env preview --local --persist-to .wrangler/state/preview`',
    );
    expect(missingTablesSentence(targetFor('--remote', '--env', 'preview'))).toContain(
      '`npm run deploy -- --env preview` applies them',
    );
  });

  it('a failed query says what is missing: a database not created yet, its tables, or wrangler’s words', () => {
    const remotePreview = targetFor('--remote', '--env', 'preview');
    expect(
      executeFailureSentence(
        remotePreview,
        "Couldn't find a D1 DB named 'lexaris-contact-preview' (bound as 'DB') in the API. Run 'wrangler d1 create lexaris-contact-preview' to create it.",
      ),
    ).toBe(
      "preview's database on Cloudflare does not exist yet: `npm run deploy -- --env preview` creates it.",
    );
    expect(executeFailureSentence(remotePreview, 'no such table: submissions: SQLITE_ERROR')).toBe(
      missingTablesSentence(remotePreview),
    );
    expect(executeFailureSentence(targetFor(), 'disk I/O error')).toBe(
      'wrangler d1 execute failed: disk I/O error',
    );
  });

  it('a local database busy with another writer is tried again; a remote one, or another failure, is the answer', () => {
    for (const busy of [
      'database is locked: SQLITE_BUSY',
      'internal error; reference = m1du512dfecdtrc4p3j6uho6',
    ]) {
      expect(localDatabaseBusy(targetFor(), busy), busy).toBe(true);
      expect(localDatabaseBusy(targetFor('--env', 'preview'), busy), busy).toBe(true);
      expect(localDatabaseBusy(targetFor('--remote'), busy), busy).toBe(false);
    }
    expect(localDatabaseBusy(targetFor(), 'no such table: submissions: SQLITE_ERROR')).toBe(false);
    expect(localDatabaseBusy(targetFor(), 'disk I/O error')).toBe(false);
  });

  it('checks every value before anything runs', () => {
    expect(requestFor()).toEqual({ action: 'list', status: undefined, limit: 20, json: false });
    expect(requestFor('--status', 'undeliverable', '--limit=5', '--json')).toEqual({
      action: 'list',
      status: 'undeliverable',
      limit: 5,
      json: true,
    });
    expect(requestFor('--redeliver', 'undeliverable')).toEqual({
      action: 'redeliver',
      selector: 'undeliverable',
    });
    expect(requestFor('--redeliver=3F2A9C1E')).toEqual({
      action: 'redeliver',
      selector: { idPrefix: '3f2a9c1e' },
    });
    expect(requestFor('--export', ' Ada@Example.com')).toEqual({
      action: 'export',
      email: 'Ada@Example.com',
    });
    for (const bad of [
      ['--limit', '1001'],
      ['--limit', '2.5'],
      ['--redeliver', '3f2a'],
      ['--erase', 'nobody'],
    ]) {
      expect(() => requestFor(...bad)).toThrow(UsageError);
    }
  });

  it('what it changes, it counts from the rows it returns', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const all = redeliverSql('undeliverable', now);
    expect(all).toMatch(
      /^UPDATE submissions SET delivery_status = 'failed', next_attempt_at = '2026-11-24T12:00:00.000Z'\s+WHERE delivery_status = 'undeliverable'\s+RETURNING id$/,
    );
    expect(redeliverSql({ id: 'abc' }, now)).toMatch(
      /WHERE id = 'abc' AND delivery_status IN \('failed', 'undeliverable'\)\s+RETURNING id$/,
    );
    expect(matchingIdsSql('3f2a9c1e')).toBe(
      "SELECT id, delivery_status FROM submissions WHERE id LIKE '3f2a9c1e%'",
    );
    const [counts, rows] = listingSql('failed', 5).split(';\n');
    expect(counts).toContain('GROUP BY delivery_status');
    expect(rows).toMatch(/WHERE delivery_status = 'failed'\s+ORDER BY created_at DESC LIMIT 5$/);
    // --json's rows as they have always been; the text listing gets more of each message, and its length.
    expect(rows).toContain('substr(message, 1, 40) AS message\n');
    expect(rows).not.toContain('message_length');
    expect(listingSql(undefined, 20, 400)).toContain(
      'substr(message, 1, 400) AS message, length(message) AS message_length',
    );
    for (const chars of [0, -1, 2.5, Number.NaN])
      expect(() => listingSql(undefined, 20, chars)).toThrow(RangeError);
  });

  it('--calls: the upcoming booked calls, as text or JSON, and no other action beside it', () => {
    expect(requestFor('--calls')).toEqual({ action: 'calls', json: false });
    expect(requestFor('--calls', '--json')).toEqual({ action: 'calls', json: true });
    const sql = upcomingCallsSql(new Date('2026-12-01T09:00:00.000Z'));
    expect(sql).toContain("status = 'confirmed' AND ends_at > '2026-12-01T09:00:00.000Z' ORDER BY starts_at");
    expect(sql).not.toContain('token_hash');
  });

  it('--report: a period of whole days, 30 by default, checked before anything runs', () => {
    expect(requestFor('--report')).toEqual({ action: 'report', days: 30, json: false });
    expect(requestFor('--report', '--days', '7', '--json')).toEqual({
      action: 'report',
      days: 7,
      json: true,
    });
    expect(requestFor('--days=1', '--report')).toEqual({ action: 'report', days: 1, json: false });
    expect(requestFor('--report', '--days', '3650')).toMatchObject({ days: 3650 });
    // Each database, as the other modes.
    expect(databaseArgs(targetFor('--report', '--remote', '--env', 'preview'))).toEqual([
      '--env',
      'preview',
      '--remote',
    ]);
    for (const days of [
      '0',
      '3651',
      '2.5',
      '-1',
      '+5',
      '1e2',
      '0x10',
      ' 7',
      '7 days',
      "1'; DROP TABLE submissions; --",
    ]) {
      expect(() => requestFor('--report', `--days=${days}`), days).toThrow(
        '--days takes a whole number from 1 to 3650',
      );
    }
    // --days without --report would be ignored: refused, whatever else is given.
    for (const args of [
      ['--days', '7'],
      ['--days', '7', '--status', 'failed'],
      ['--days', '7', '--erase', 'a@b.c'],
    ]) {
      expect(() => requestFor(...args), args.join(' ')).toThrow(
        '--days is the period of --report: it goes with --report only',
      );
    }
  });

  it('--report’s SQL: the period’s leads counted per page, most first, ties by path, no personal data', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const period = reportPeriod(30, now);
    expect(period).toEqual({ days: 30, since: new Date('2026-10-25T12:00:00.000Z'), until: now });
    const sql = reportSql(period);
    expect(sql.replace(/\s+/g, ' ')).toBe(
      "SELECT CASE WHEN source_path LIKE '/booking/%' OR source_path LIKE '/RSC/R/booking/%' OR source_path LIKE '/calendar/%' THEN NULL ELSE nullif(source_path, '') END AS page, count(*) AS leads FROM submissions WHERE created_at >= '2026-10-25T12:00:00.000Z' GROUP BY page ORDER BY leads DESC, page IS NULL, page",
    );
    expect(sql).not.toMatch(/\b(name|email|company|message)\b/);
    expect(reportSql(reportPeriod(1, now))).toContain("created_at >= '2026-11-23T12:00:00.000Z'");
    // The plan checks its own input too: a period it was not given by submissionsRequest is refused.
    for (const days of [0, 3651, 2.5, Number.NaN]) expect(() => reportPeriod(days, now)).toThrow(RangeError);
    expect(() => reportPeriod(30, new Date('not a date'))).toThrow(RangeError);
  });

  it('--report’s document: the period, the total, a row a page, a page not recorded as null', () => {
    const period = reportPeriod(30, new Date('2026-11-24T12:00:00.000Z'));
    const report = leadSourceReport(period, [
      { page: '/ai-services/private-ai-legal-assistant', leads: 12 },
      { page: '/insights/keeping-privilege-intact', leads: 5 },
      { page: null, leads: 5 },
      { page: '/development/app', leads: 1 },
    ]);
    expect(report).toEqual({
      report: 'leads by page',
      days: 30,
      since: '2026-10-25T12:00:00.000Z',
      until: '2026-11-24T12:00:00.000Z',
      total: 23,
      pages: [
        { page: '/ai-services/private-ai-legal-assistant', leads: 12 },
        { page: '/insights/keeping-privilege-intact', leads: 5 },
        { page: null, leads: 5 },
        { page: '/development/app', leads: 1 },
      ],
    });
  });
});
