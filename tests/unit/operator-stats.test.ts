// npm run stats (scripts/operator/stats.mjs): what a command line means, its
// SQL as wrangler takes it, and the figures laid out for a terminal.
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from '../../scripts/operator/args.mjs';
import { statsText } from '../../scripts/operator/stats-layout.mjs';
import { inlineSql, STATS_COMMAND, statsRequest } from '../../scripts/operator/stats-plan.mjs';
import { databaseArgs, targetOf } from '../../scripts/operator/submissions-plan.mjs';
import { figureStatements, figuresOf } from '../../src/lib/audience-figures.mjs';
import { NO_ROWS } from '../support/audience-rows';

const NOW = new Date('2026-11-29T15:00:00Z');
const requestFor = (...args: string[]) => statsRequest(parseCommandLine(STATS_COMMAND, args), NOW);

describe('npm run stats: what a command line asks for', () => {
  it('the last 30 days as text on the local database by default', () => {
    expect(requestFor()).toEqual({
      period: { from: '2026-10-31', to: '2026-11-29', days: 30, preset: 30 },
      output: 'text',
    });
    expect(databaseArgs(targetOf(parseCommandLine(STATS_COMMAND, [])))).toEqual([
      '--env',
      '',
      '--local',
      '--persist-to',
      '.wrangler/state',
    ]);
    expect(databaseArgs(targetOf(parseCommandLine(STATS_COMMAND, ['--remote', '--env', 'preview'])))).toEqual(
      ['--env', 'preview', '--remote'],
    );
  });

  it('any number of days, or a range; JSON, or the CSV by page, source or campaign', () => {
    expect(requestFor('--days', '12').period).toEqual({
      from: '2026-11-18',
      to: '2026-11-29',
      days: 12,
      preset: null,
    });
    expect(requestFor('--from', '2026-01-01', '--to=2026-01-31', '--json')).toEqual({
      period: { from: '2026-01-01', to: '2026-01-31', days: 31, preset: null },
      output: 'json',
    });
    expect(requestFor('--csv')).toMatchObject({ output: 'csv', by: 'page' });
    expect(requestFor('--csv', '--by', 'campaign')).toMatchObject({ output: 'csv', by: 'campaign' });
  });

  it('refuses what it cannot mean, before wrangler runs', () => {
    for (const args of [
      ['--days', '0'],
      ['--days', '801'],
      ['--days', '7.5'],
      ['--days', '-3'],
      ['--from', '2026-01-01'],
      ['--from', '2026-02-30', '--to', '2026-03-01'],
      ['--from', '2026-03-02', '--to', '2026-03-01'],
      ['--from', '2020-01-01', '--to', '2026-01-01'],
      ['--days', '7', '--from', '2026-01-01', '--to', '2026-01-02'],
      ['--by', 'source'],
      ['--csv', '--by', 'country'],
      ['--csv', '--json'],
      ['--remote', '--persist-to', 'x'],
    ]) {
      expect(() => requestFor(...args), args.join(' ')).toThrow(UsageError);
    }
  });
});

describe('its SQL, for wrangler d1 execute (which takes no bindings)', () => {
  it('writes each binding in as a literal: a day quoted, a number whole', () => {
    expect(inlineSql({ sql: 'SELECT ? AS a, ? AS b', params: ['2026-01-01', 20] })).toBe(
      "SELECT '2026-01-01' AS a, 20 AS b",
    );
    expect(inlineSql({ sql: 'SELECT ?', params: ["x' OR '1'='1"] })).toBe("SELECT 'x'' OR ''1''=''1'");
    expect(() => inlineSql({ sql: 'SELECT ?, ?', params: ['a'] })).toThrow(RangeError);
    expect(() => inlineSql({ sql: 'SELECT ?', params: ['a', 'b'] })).toThrow(RangeError);
    expect(() => inlineSql({ sql: 'SELECT ?', params: [1.5] })).toThrow(RangeError);
  });

  it('every statement of the figures has as many values as bindings', () => {
    for (const statement of Object.values(figureStatements(requestFor().period))) {
      expect(inlineSql(statement)).not.toContain('?');
    }
  });
});

describe('the figures laid out for a terminal', () => {
  const period = requestFor('--days', '3').period;
  const empty = NO_ROWS;
  const figures = figuresOf(period, {
    ...empty,
    daily: [{ day: '2026-11-28', views: 120, entries: 30, leads: 2, bookings: 1 }],
    pages: [{ path: `/insights/${'very-long-'.repeat(20)}`, views: 120, entries: 30, leads: 2, bookings: 1 }],
    campaigns: [
      {
        utm_source: 'news\u001b[31mletter',
        utm_medium: 'email',
        utm_campaign: 'autumn',
        views: 9,
        entries: 8,
        leads: 1,
        bookings: 1,
      },
    ],
    countries: [{ country: '', views: 4, entries: 1 }],
  });

  it('fits every line to the width, and lets no control character through', () => {
    for (const columns of [60, 100]) {
      const text = statsText(figures, { columns });
      for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(columns);
      expect(text).not.toContain('\u001b');
    }
  });

  it('has the period, the totals, every day and each list, "(none)" where a list is empty', () => {
    const text = statsText(figures, { columns: 100 });
    expect(text).toContain('Audience figures, 2026-11-27 to 2026-11-29 (3 days, UTC)');
    expect(text).toContain('views 120  visits 30  messages 2  calls 1  lost 0');
    expect(text.match(/^ {2}2026-11-2\d/gm)).toHaveLength(3);
    expect(text).toMatch(/news \[31mletter \/ email \/ autumn +8 +1 +1 +25\.0%/);
    expect(text).toContain('(unknown)');
    expect(text).toMatch(/Addresses not found\n {2}\(none\)/);
  });
});
