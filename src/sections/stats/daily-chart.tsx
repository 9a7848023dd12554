import { stats } from '../../content/stats';
import { chartScale, type Figures } from '../../lib/audience-figures.mjs';
import { ScrollTable } from '../publication/mdx-components';

const number = new Intl.NumberFormat('en-GB');

/** The day table's columns after the day, in order. */
const DAY_COUNTS = ['views', 'entries', 'leads', 'bookings'] as const;

/**
 * Views (bars) and visits (a line) per day, drawn on the server: no script.
 * The drawing is one image with a label that says what it shows; the same
 * numbers follow as a table, for a screen reader and for reading them off.
 * Its units are days across and counts up, stretched to its box (strokes
 * keep their width), so it fills a phone as it does a desk; the scale's
 * numbers and the days are text beside it, at the size of the page's text.
 */
export function DailyChart({ daily }: { daily: Figures['daily'] }) {
  const { top, ticks } = chartScale(Math.max(0, ...daily.map((day) => day.views)));
  const width = Math.max(daily.length, 1);
  const entriesLine = daily
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${index + 0.5},${top - day.entries}`)
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
      <div className="stats-chart__frame">
        <div className="stats-chart__scale" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ top: `${(1 - tick / top) * 100}%` }}>
              {number.format(tick)}
            </span>
          ))}
        </div>
        <svg
          className="stats-chart__drawing"
          viewBox={`0 0 ${width} ${top}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
        >
          <title>{label}</title>
          {ticks.map((tick) => (
            <line
              key={tick}
              className="stats-chart__tick"
              x1={0}
              x2={width}
              y1={top - tick}
              y2={top - tick}
            />
          ))}
          {daily.map((day, index) =>
            day.views > 0 ? (
              <rect
                key={day.day}
                className="stats-chart__bar"
                x={index + 0.15}
                width={0.7}
                y={top - day.views}
                height={day.views}
              />
            ) : null,
          )}
          <path className="stats-chart__line" d={entriesLine} />
        </svg>
        <p className="stats-chart__days" aria-hidden="true">
          <span>{first}</span>
          <span>{last}</span>
        </p>
      </div>
      <p className="stats-chart__legend" aria-hidden="true">
        <span className="stats-chart__key stats-chart__key--views">{stats.chart.views}</span>
        <span className="stats-chart__key stats-chart__key--entries">{stats.chart.entries}</span>
      </p>
      <details className="stats-chart__numbers">
        <summary>{stats.chart.tableSummary}</summary>
        <ScrollTable label={stats.chart.tableSummary} className="stats-table stats-table--days">
          <thead>
            <tr>
              <th scope="col">{stats.chart.day}</th>
              {DAY_COUNTS.map((count) => (
                <th key={count} scope="col" className="stats-table__count">
                  {stats.columns[count]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {DAY_COUNTS.map((count) => (
                  <td key={count}>{number.format(day[count])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </details>
    </section>
  );
}
