// @vitest-environment happy-dom
// The dashboard's chart (src/sections/stats/daily-chart.tsx): drawn on the
// server as one labelled image, with the same numbers as a table.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stats } from '../../src/content/stats';
import { everyDay } from '../../src/lib/audience-figures.mjs';
import { DailyChart } from '../../src/sections/stats/daily-chart';

const period = { from: '2026-11-01', to: '2026-11-05', days: 5, preset: null };
const daily = everyDay(period, [
  { day: '2026-11-02', views: 8, entries: 3, leads: 1, bookings: 0 },
  { day: '2026-11-04', views: 2, entries: 2, leads: 0, bookings: 1 },
]);

describe('the chart of views and visits per day', () => {
  it('is one image labelled with its period and totals: a bar per day with views, a line of visits', () => {
    const { container } = render(<DailyChart daily={daily} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe(stats.chart.label('2026-11-01', '2026-11-05', '10', '5'));
    expect(svg?.querySelectorAll('rect.stats-chart__bar')).toHaveLength(2);
    const line = svg?.querySelector('path.stats-chart__line')?.getAttribute('d') ?? '';
    expect(line.match(/[ML]/g)).toHaveLength(5);
    // The taller bar is the day with more views, and it reaches the scale's top (8).
    const [first, second] = [...(svg?.querySelectorAll('rect') ?? [])].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(first).toBeGreaterThan(second ?? Number.POSITIVE_INFINITY);
    expect(first).toBe(8);
  });

  it('has a table of the same numbers, a row per day of the period', () => {
    const { container } = render(<DailyChart daily={daily} />);
    const rows = [...container.querySelectorAll('table tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2026-11-01', '0', '0', '0', '0'],
      ['2026-11-02', '8', '3', '1', '0'],
      ['2026-11-03', '0', '0', '0', '0'],
      ['2026-11-04', '2', '2', '0', '1'],
      ['2026-11-05', '0', '0', '0', '0'],
    ]);
  });

  it('says so when nothing was counted, and still draws its axis', () => {
    const { container } = render(<DailyChart daily={everyDay(period, [])} />);
    expect(container.textContent).toContain(stats.chart.empty);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelectorAll('line.stats-chart__tick')).toHaveLength(2);
  });
});
