// npm run submissions as a person reads it: at 80 and 100 columns (and the
// narrowest it lays out for) every line fits, whatever a visitor typed; a
// message cut short says how long it is; nothing the listing holds is lost.
import { describe, expect, it } from 'vitest';
import {
  callsText,
  listingText,
  MESSAGE_LINES,
  MIN_COLUMNS,
  messagePreviewChars,
  outputColumns,
  reportText,
} from '../../scripts/operator/submissions-layout.mjs';
import { leadSourceReport, reportPeriod } from '../../scripts/operator/submissions-plan.mjs';

const local = { environment: 'production', remote: false };
const remote = { environment: 'production', remote: true };

const longMessage = 'We are a twelve-lawyer firm looking at a private assistant for contract review. '
  .repeat(30)
  .slice(0, 2000)
  .trimEnd()
  .padEnd(2000, '.');
const token = `https://drive.example.com/${'x'.repeat(120 - 'https://drive.example.com/'.length)}`;

/** A row as listingSql gives it to the text listing: the message as far as the database was asked for it. */
const lead = (fields: Record<string, unknown>, columns: number) => {
  const message = String(fields.message);
  return {
    ...fields,
    message: message.slice(0, messagePreviewChars(columns)),
    message_length: message.length,
  };
};

const rowsFor = (columns: number) => [
  lead(
    {
      id: '3f2a9c1e-7b4d-4c1a-9e2f-0a1b2c3d4e5f',
      received_utc: '2026-11-24T09:15:02',
      status: 'failed',
      attempts: 3,
      next_attempt_utc: '2026-11-24T10:15:02',
      last_error: 'the form endpoint answered 502 Bad Gateway',
      came_from: '/ai-services/private-ai-legal-assistant',
      name: 'Ada Lovelace',
      email: 'ada@analytical-engines.example.com',
      company: 'Analytical Engines Ltd',
      message: longMessage,
    },
    columns,
  ),
  lead(
    {
      id: '9c8b7a6f-5e4d-4c3b-8a29-181716151413',
      received_utc: '2026-11-23T18:02:40',
      status: 'undeliverable',
      attempts: 8,
      next_attempt_utc: null,
      last_error: `fetch failed: ${token}`,
      came_from: null,
      name: 'Grace Hopper',
      email: 'grace@example.org',
      company: '',
      message: `Our brief is here: ${token} thanks`,
    },
    columns,
  ),
  lead(
    {
      id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      received_utc: '2026-11-22T07:00:00',
      status: 'delivered',
      attempts: 1,
      next_attempt_utc: null,
      last_error: null,
      came_from: '/insights/keeping-privilege-intact',
      name: 'Alan Turing',
      email: 'alan@example.net',
      company: 'Bletchley',
      message: 'Could we talk next week?',
    },
    columns,
  ),
];

const counts = [
  { status: 'delivered', count: 1 },
  { status: 'failed', count: 1 },
  { status: 'undeliverable', count: 1 },
];

/** The block of the lead whose id starts so: from its header to the blank line before the next. */
const blockOf = (text: string, idStart: string) => {
  const blocks = text.split('\n\n');
  const block = blocks.find((candidate) => candidate.startsWith(idStart));
  if (!block) throw new Error(`no block for ${idStart} in:\n${text}`);
  return block;
};

describe.each([80, 100, MIN_COLUMNS])('the listing at %i columns', (columns) => {
  const text = listingText({ counts, rows: rowsFor(columns) }, { columns, target: remote });
  const lines = text.split('\n');

  it('fits: no line is wider, a 2,000-character message and a 120-character token included', () => {
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
    expect(lines.some((line) => line.length > columns - 12)).toBe(true);
  });

  it('shows every field of every lead, an empty one said so', () => {
    const ada = blockOf(text, '3f2a9c1e');
    for (const value of [
      'failed',
      '2026-11-24 09:15:02 UTC',
      '3 attempts',
      'Ada Lovelace',
      'ada@analytical-engines.example.com',
      'Analytical Engines Ltd',
      '/ai-services/private-ai-legal-assistant',
      '2026-11-24 10:15:02 UTC',
      'the form endpoint answered 502 Bad Gateway',
      'We are a twelve-lawyer firm',
    ]) {
      expect(ada.replace(/\n\s+/g, ' '), value).toContain(value);
    }
    const grace = blockOf(text, '9c8b7a6f');
    for (const value of [
      'undeliverable',
      '8 attempts',
      'Grace Hopper',
      'grace@example.org',
      'fetch failed:',
    ]) {
      expect(grace, value).toContain(value);
    }
    expect(grace).toMatch(/^ {2}company +\(none given\)$/m);
    expect(grace).toMatch(/^ {2}page +\(not recorded\)$/m);
    expect(grace).not.toContain('next attempt');
    const alan = blockOf(text, '0d1e2f3a');
    expect(alan.split('\n')[0]).toMatch(/^0d1e2f3a +delivered +2026-11-22 07:00:00 UTC +1 attempt$/);
    expect(alan).toMatch(/^ {2}message +Could we talk next week\?$/m);
    expect(alan).not.toContain('last error');
    expect(alan).not.toContain('characters in all');
  });

  it('cuts a long message after a few lines and states its full length', () => {
    const message = blockOf(text, '3f2a9c1e').split('\n  message')[1]?.split('\n') ?? [];
    const note = message.findIndex((line) => line.includes('…'));
    expect(note).toBe(MESSAGE_LINES);
    expect(message.slice(note).join(' ').replace(/\s+/g, ' ')).toContain(
      '… (2000 characters in all; --export EMAIL prints it whole)',
    );
  });

  it('cuts a token too long for a line with an ellipsis, and says the message is not whole', () => {
    const grace = blockOf(text, '9c8b7a6f');
    expect(grace).toMatch(/https:\/\/drive\.example\.com\/x+…/);
    expect(grace).not.toContain(token);
    expect(grace.replace(/\s+/g, ' ')).toContain(
      `(${`Our brief is here: ${token} thanks`.length} characters in all`,
    );
  });

  it('counts per status first; ends with what to do about undeliverable leads, the command on its own line', () => {
    expect(lines[0]).toBe('1 delivered · 1 failed · 1 undeliverable');
    expect(lines.at(-1)).toBe('  npm run submissions -- --remote --redeliver undeliverable');
    expect(lines.at(-2)).toMatch(/and run$/);
  });

  it('keeps the command whole on its line when its path is longer than the line: it is copied, not read', () => {
    const dir = `/tmp/${'deep/'.repeat(30)}state`;
    const long = listingText(
      { counts: [{ status: 'undeliverable', count: 1 }], rows: [] },
      { columns: 80, target: { remote: false, environment: 'preview', persistTo: dir } },
    ).split('\n');
    expect(long.at(-1)).toBe(
      `  npm run submissions -- --env preview --persist-to ${dir} --redeliver undeliverable`,
    );
  });
});

describe('the listing', () => {
  const [, , delivered] = rowsFor(80);

  it('lays out for the terminal stdout is, else for 100 columns, never under 60', () => {
    expect(outputColumns({ isTTY: true, columns: 80 })).toBe(80);
    expect(outputColumns({ isTTY: true, columns: 180 })).toBe(180);
    expect(outputColumns({ isTTY: true, columns: 40 })).toBe(MIN_COLUMNS);
    expect(outputColumns({ isTTY: false, columns: 80 })).toBe(100);
    expect(outputColumns({})).toBe(100);
  });

  it('says a message is cut when the database sent only part of it, though that part fits', () => {
    const row = {
      ...delivered,
      message: 'Could we talk next week?',
      message_length: 900,
    };
    expect(listingText({ counts, rows: [row] }, { columns: 80, target: local })).toContain(
      '… (900 characters in all;',
    );
  });

  it('lets no control character through to the terminal, and keeps a message on its lines', () => {
    const row = {
      ...delivered,
      name: 'Mallory\u001b[2J\u001b]0;owned\u0007',
      message: 'First line.\r\n\r\nSecond\tline.',
      message_length: 27,
    };
    const text = listingText({ counts, rows: [row] }, { columns: 80, target: local });
    expect(text).not.toMatch(/[^\P{Cc}\n]/u);
    expect(text).toContain('Mallory [2J ]0;owned');
    expect(text).toMatch(/^ {2}message +First line\. Second line\.$/m);
  });

  it('says when there is nothing yet; with no undeliverable lead, says nothing about them', () => {
    expect(listingText({ counts: [], rows: [] }, { columns: 80, target: local })).toBe('No submissions yet.');
    const onlyDelivered = { counts: [{ status: 'delivered', count: 1 }], rows: delivered ? [delivered] : [] };
    const text = listingText(onlyDelivered, { columns: 80, target: local });
    expect(text).not.toContain('Undeliverable');
    expect(text.split('\n')[0]).toBe('1 delivered');
  });
});

describe('the report', () => {
  const period = reportPeriod(30, new Date('2026-11-24T12:00:00.000Z'));
  const report = leadSourceReport(period, [
    { page: '/ai-services/private-ai-legal-assistant', leads: 12 },
    { page: '/insights/keeping-privilege-intact', leads: 5 },
    { page: null, leads: 5 },
    { page: `/insights/${'a-very-long-slug-'.repeat(10)}`, leads: 1 },
  ]);

  it('prints a total and an aligned row a page; a page not recorded is named; none is said', () => {
    expect(reportText(report, { columns: 100 }).split('\n').slice(0, 4)).toEqual([
      'Leads by page, last 30 days (2026-10-25 12:00 to 2026-11-24 12:00 UTC): 23',
      '  12  /ai-services/private-ai-legal-assistant',
      '   5  /insights/keeping-privilege-intact',
      '   5  (page not recorded)',
    ]);
    expect(reportText(leadSourceReport(period, []), { columns: 80 })).toBe('No leads in the last 30 days.');
    expect(reportText(leadSourceReport(reportPeriod(1, period.until), []), { columns: 80 })).toBe(
      'No leads in the last day.',
    );
  });

  it.each([80, 100, MIN_COLUMNS])('fits %i columns: the heading wraps, a page too long is cut', (columns) => {
    const lines = reportText(report, { columns }).split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
    expect(lines.at(-1)).toMatch(/^ {3}1 {2}\/insights\/a-very-long-slug-.*…$/);
    expect(lines.at(-1)?.length).toBe(columns);
    expect(lines.join(' ')).toContain('(2026-10-25 12:00 to 2026-11-24 12:00 UTC): 23');
  });
});

describe('the upcoming calls', () => {
  const call = (over: Record<string, unknown> = {}) => ({
    id: 'c1',
    starts_at: '2026-12-01T09:30:00.000Z',
    ends_at: '2026-12-01T10:00:00.000Z',
    name: 'Grace',
    email: 'grace@example.com',
    company: 'Hopper & Co',
    topic: 'Contract review',
    time_zone: 'Europe/London',
    ...over,
  });

  it('says when in UTC, on the visitor’s clock where it is another, who, and what about; every line fits', () => {
    const text = callsText(
      [call(), call({ time_zone: 'America/New_York', company: '', topic: 'x'.repeat(300) })],
      { columns: MIN_COLUMNS },
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Upcoming calls: 2');
    expect(lines.slice(1, 4)).toEqual([
      '  2026-12-01 09:30 UTC',
      '    Grace <grace@example.com> Hopper & Co',
      '    Contract review',
    ]);
    expect(text).toContain('2026-12-01 09:30 UTC (their time 04:30, America/New_York)');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MIN_COLUMNS);
    expect(callsText([], { columns: 80 })).toBe('No upcoming calls.');
  });
});
