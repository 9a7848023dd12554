import { stats } from '../../content/stats';
import { chartScale, type Figures } from '../../lib/audience-figures.mjs';
import { ScrollTable } from '../publication/mdx-components';

/** The drawing's own units: the SVG scales to its box, its text with it. */
const WIDTH = 720;
const HEIGHT = 240;
const PLOT = { left: 48, right: 12, top: 12, bottom: 28 };

const number = new Intl.NumberFormat('en-GB');

/**
 * Views (bars) and visits (a line) per day, drawn on the server: no script.
 * The drawing is one image with a label that says what it shows; the same
 * numbers follow as a table, for a screen reader and for reading them off.
 */
export function DailyChart({ daily }: { daily: Figures['daily'] }) {
  const { top, ticks } = chartScale(Math.max(0, ...daily.map((day) => day.views)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(daily.length, 1);
  const x = (index: number) => PLOT.left + slot * (index + 0.5);
  const y = (value: number) => PLOT.top + plotHeight * (1 - value / top);
  const entriesLine = daily
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(day.entries).toFixed(1)}`)
    .join(' ');
  const first = daily[0]?.day ?? '';
  const last = daily.at(-1)?.day ?? '';
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const entries = daily.reduce((sum, day) => sum + day.entries, 0);
  const label = stats.chart.label(first, last, number.format(views), number.format(entries));
  return (
    <section className="card stats-chart" aria-labelledby="stats-chart-title">
      <h2 id="stats-chart-title" className="card__title">
        {stats.chart.title}
      </h2>
      {views === 0 && <p className="stats__empty">{stats.chart.empty}</p>}
      <svg
        className="stats-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <title>{label}</title>
        {ticks.map((tick) => (
          <g key={tick} className="stats-chart__tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
              {number.format(tick)}
            </text>
          </g>
        ))}
        {daily.map((day, index) =>
          day.views > 0 ? (
            <rect
              key={day.day}
              className="stats-chart__bar"
              x={x(index) - slot * 0.35}
              width={slot * 0.7}
              y={y(day.views)}
              height={plotHeight * (day.views / top)}
            />
          ) : null,
        )}
        <path className="stats-chart__line" d={entriesLine} />
        <text className="stats-chart__day" x={PLOT.left} y={HEIGHT - 6}>
          {first}
        </text>
        <text className="stats-chart__day" x={WIDTH - PLOT.right} y={HEIGHT - 6} textAnchor="end">
          {last}
        </text>
      </svg>
      <p className="stats-chart__legend" aria-hidden="true">
        <span className="stats-chart__key stats-chart__key--views">{stats.chart.views}</span>
        <span className="stats-chart__key stats-chart__key--entries">{stats.chart.entries}</span>
      </p>
      <details className="stats-chart__numbers">
        <summary>{stats.chart.tableSummary}</summary>
        <ScrollTable label={stats.chart.tableSummary} className="stats-table">
          <thead>
            <tr>
              <th scope="col">{stats.chart.day}</th>
              <th scope="col">{stats.columns.views}</th>
              <th scope="col">{stats.columns.entries}</th>
              <th scope="col">{stats.columns.leads}</th>
              <th scope="col">{stats.columns.bookings}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{number.format(day.views)}</td>
                <td>{number.format(day.entries)}</td>
                <td>{number.format(day.leads)}</td>
                <td>{number.format(day.bookings)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </details>
    </section>
  );
}
