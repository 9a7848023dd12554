// The audience figures' shared logic (src/lib/audience-figures.mjs): which
// days a request means, what is asked of D1, how rows become figures, and the CSV.
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  chartScale,
  choosePeriod,
  csvBreakdown,
  csvCell,
  csvFileName,
  csvStatement,
  csvText,
  everyDay,
  figureStatements,
  figuresOf,
  isDay,
} from '../../src/lib/audience-figures.mjs';
import { NO_ROWS } from '../support/audience-rows';

const NOW = new Date('2026-11-29T15:00:00Z');
const periodFor = (query: string) => choosePeriod(new URLSearchParams(query), NOW);

describe('the period a request asks for', () => {
  it('is the last 30 days by default, today (UTC) the last', () => {
    expect(periodFor('')).toEqual({
      period: { from: '2026-10-31', to: '2026-11-29', days: 30, preset: 30 },
      problem: null,
    });
  });

  it('takes 7, 30 or 90 days, and a range of dates, both counted', () => {
    expect(periodFor('days=7').period).toEqual({ from: '2026-11-23', to: '2026-11-29', days: 7, preset: 7 });
    expect(periodFor('days=90').period.from).toBe('2026-09-01');
    expect(periodFor('from=2026-02-27&to=2026-03-02')).toEqual({
      period: { from: '2026-02-27', to: '2026-03-02', days: 4, preset: null },
      problem: null,
    });
    expect(periodFor('from=2026-11-01&to=2026-11-01').period.days).toBe(1);
  });

  it('falls back to the default with a sentence on anything else, never throwing', () => {
    for (const query of [
      'days=8',
      'days=-7',
      'days=7.0',
      'days=abc',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-01',
      'to=2026-03-01',
      'from=2026-3-1&to=2026-03-02',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=%00&to=<script>',
    ]) {
      const { period, problem } = periodFor(query);
      expect(period, query).toEqual(periodFor('').period);
      expect(problem, query).toMatch(/showing the last 30 days instead/);
    }
  });

  it('caps a range at 800 days', () => {
    expect(periodFor('from=2024-09-19&to=2026-11-27').problem).toBeNull();
    expect(periodFor('from=2024-09-18&to=2026-11-27').problem).toMatch(/at most 800 days/);
  });

  it('reads real calendar days only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay(' 2026-01-01')).toBe(false);
  });
});

describe('what is asked of D1', () => {
  const period = periodFor('days=7').period;

  it('binds every value, pastes none', () => {
    for (const [name, { sql, params }] of Object.entries(figureStatements(period))) {
      expect(sql, name).not.toContain(period.from);
      expect(sql.split('?').length - 1, name).toBe(params.length);
    }
    const csv = csvStatement(period, 'campaign');
    expect(csv.params).toEqual([period.from, period.to]);
  });

  it('keeps the 404 page out of the page figures, and reads it apart', () => {
    const statements = figureStatements(period);
    for (const name of ['daily', 'pages', 'sources', 'campaigns', 'landings'] as const) {
      expect(statements[name].sql, name).toContain('not_found = 0');
    }
    expect(statements.notFound.sql).toContain('not_found = 1');
    for (const by of ['page', 'source', 'campaign'] as const) {
      expect(csvStatement(period, by).sql, by).toContain('not_found = 0');
    }
  });

  it('reads the records by the page they were sent from to the end of the last day, and no personal column', () => {
    const { sql, params } = figureStatements(period).sentFrom;
    expect(params.slice(0, 2)).toEqual(['2026-11-23', '2026-11-30']);
    expect(sql).not.toMatch(/\b(name|email|company|message|topic)\b/);
  });
});

describe('the figures from the rows', () => {
  const period = periodFor('from=2026-11-01&to=2026-11-04').period;
  const none = NO_ROWS;

  it('have every day of the period, zeros where nothing was counted', () => {
    expect(everyDay(period, [{ day: '2026-11-02', views: 5, entries: 2, leads: 1, bookings: 0 }])).toEqual([
      { day: '2026-11-01', views: 0, entries: 0, leads: 0, bookings: 0 },
      { day: '2026-11-02', views: 5, entries: 2, leads: 1, bookings: 0 },
      { day: '2026-11-03', views: 0, entries: 0, leads: 0, bookings: 0 },
      { day: '2026-11-04', views: 0, entries: 0, leads: 0, bookings: 0 },
    ]);
  });

  it('total the days, and rate leads and calls per visit', () => {
    const figures = figuresOf(period, {
      ...none,
      daily: [
        { day: '2026-11-01', views: 10, entries: 4, leads: 1, bookings: 1 },
        { day: '2026-11-03', views: 6, entries: 4, leads: 0, bookings: 0 },
      ],
      campaigns: [
        {
          utm_source: 'news',
          utm_medium: 'email',
          utm_campaign: 'autumn',
          views: 9,
          entries: 8,
          leads: 1,
          bookings: 1,
        },
      ],
      notFound: [{ path: '/old', views: 3, entries: 3, leads: null, bookings: null }],
      lost: [{ lost: 2 }],
      sentFrom: [{ page: null, leads: 2, calls: 0 }],
    });
    expect(figures.totals).toEqual({ views: 16, entries: 8, leads: 1, bookings: 1, lost: 2 });
    expect(figures.daily).toHaveLength(4);
    expect(figures.campaigns).toEqual([
      { key: ['news', 'email', 'autumn'], views: 9, entries: 8, leads: 1, bookings: 1, rate: 0.25 },
    ]);
    expect(figures.notFound[0]).toMatchObject({ key: ['/old'], views: 3, leads: 0, rate: 0 });
    expect(figures.sentFrom).toEqual([{ page: '', leads: 2, calls: 0 }]);
  });

  it('rate nothing where no visit started', () => {
    const figures = figuresOf(period, {
      ...none,
      landings: [{ path: '/', views: 3, entries: 0, leads: 1, bookings: 0 }],
    });
    expect(figures.landings[0]?.rate).toBeNull();
    expect(figuresOf(period, none).totals).toEqual({ views: 0, entries: 0, leads: 0, bookings: 0, lost: 0 });
  });
});

describe('the chart’s scale', () => {
  it('tops the largest value with a round number, ticks from 0', () => {
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(chartScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(1234)).toEqual({ top: 2000, ticks: [0, 1000, 2000] });
    for (const largest of [1, 9, 10, 11, 99, 101, 4999, 123_456]) {
      const { top, ticks } = chartScale(largest);
      expect(top, String(largest)).toBeGreaterThanOrEqual(largest);
      expect(ticks.at(-1), String(largest)).toBe(top);
      expect(ticks.every(Number.isInteger), String(largest)).toBe(true);
      expect(ticks.length, String(largest)).toBeLessThanOrEqual(11);
    }
  });
});

describe('the CSV', () => {
  it('has exactly its columns per breakdown, by page unless asked', () => {
    expect(csvText('page', []).trimEnd()).toBe('date,path,views,entries,leads,bookings');
    expect(csvText('source', []).trimEnd()).toBe('date,source,views,entries,leads,bookings');
    expect(csvText('campaign', []).trimEnd()).toBe(
      'date,utm_source,utm_medium,utm_campaign,views,entries,leads,bookings',
    );
    expect(csvBreakdown(null)).toBe('page');
    expect(csvBreakdown('campaign')).toBe('campaign');
    expect(csvBreakdown('country')).toBeNull();
  });

  it('writes a line per row, CRLF, counts as numbers, only the days counted', () => {
    const text = csvText('page', [
      { date: '2026-11-01', path: '/', views: 3, entries: 2, leads: 0, bookings: null },
      { date: '2026-11-03', path: '/insights', views: 1, entries: 1, leads: 1, bookings: 0 },
    ]);
    expect(text).toBe(
      'date,path,views,entries,leads,bookings\r\n2026-11-01,/,3,2,0,0\r\n2026-11-03,/insights,1,1,1,0\r\n',
    );
  });

  it('quotes per RFC 4180 and never writes a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`), start).toBe(`'${start}1`);
    expect(csvCell(-1)).toBe('-1');
    const [, row] = csvText('campaign', [
      {
        date: '2026-11-01',
        utm_source: '@evil',
        utm_medium: '',
        utm_campaign: 'a,b',
        views: 1,
        entries: 1,
        leads: 0,
        bookings: 0,
      },
    ]).split('\r\n');
    expect(row).toBe(`2026-11-01,'@evil,,"a,b",1,1,0,0`);
  });

  it('is named after its days and breakdown', () => {
    const period = periodFor('from=2026-11-01&to=2026-11-07').period;
    expect(csvFileName(period, 'page')).toBe('audience-2026-11-01-2026-11-07.csv');
    expect(csvFileName(period, 'campaign')).toBe('audience-2026-11-01-2026-11-07-campaign.csv');
    expect(Object.keys(CSV_COLUMNS)).toEqual(['page', 'source', 'campaign']);
  });
});
