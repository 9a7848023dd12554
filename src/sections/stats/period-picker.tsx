import { stats } from '../../content/stats';
import { CSV_BREAKDOWNS, PERIOD_DAYS, type Period } from '../../lib/audience-figures.mjs';

/** The address of the CSV of this period. */
const csvHref = ({ from, to }: Period, by: (typeof CSV_BREAKDOWNS)[number]) =>
  `/stats.csv?${new URLSearchParams({ from, to, ...(by === 'page' ? {} : { by }) })}`;

/**
 * The period shown, the periods offered as links and a range as a GET form
 * (no script: the browser's own date fields), and the period's CSV.
 */
export function PeriodPicker({ period, problem }: { period: Period; problem: string | null }) {
  return (
    <section className="card stats-period" aria-labelledby="stats-period-title">
      <h2 id="stats-period-title" className="card__title">
        {stats.period.title}: <time className="stats__day">{period.from}</time> {stats.period.through}{' '}
        <time className="stats__day">{period.to}</time>: {stats.period.length(period.days)}
      </h2>
      {problem && (
        <p className="stats-period__problem" role="alert">
          {problem}
        </p>
      )}
      <ul className="stats-period__presets">
        {PERIOD_DAYS.map((days) => (
          <li key={days}>
            <a href={`/stats?days=${days}`} aria-current={period.preset === days ? 'page' : undefined}>
              {stats.period.preset(days)}
            </a>
          </li>
        ))}
      </ul>
      <form className="stats-period__range" method="get" action="/stats">
        <fieldset>
          <legend>{stats.period.rangeLegend}</legend>
          <label>
            {stats.period.from}
            <input type="date" name="from" defaultValue={period.from} required />
          </label>
          <label>
            {stats.period.to}
            <input type="date" name="to" defaultValue={period.to} required />
          </label>
          <button type="submit" className="button button--secondary">
            {stats.period.show}
          </button>
        </fieldset>
      </form>
      <p className="stats-period__csv">
        {stats.period.csv}:{' '}
        {CSV_BREAKDOWNS.map((by, index) => (
          <span key={by}>
            {index > 0 && ', '}
            <a href={csvHref(period, by)} download>
              {stats.period.csvBy[by]}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
