import { stats } from '../../content/stats';
import type { Figures } from '../../lib/audience-figures.mjs';

const number = new Intl.NumberFormat('en-GB');

/** The period's totals, each a term over its number. */
export function Totals({ totals }: { totals: Figures['totals'] }) {
  const shown = [
    ['views', totals.views],
    ['entries', totals.entries],
    ['leads', totals.leads],
    ['bookings', totals.bookings],
    ['lost', totals.lost],
  ] as const;
  return (
    <section className="stats-totals" aria-labelledby="stats-totals-title">
      <h2 id="stats-totals-title" className="stats__heading">
        {stats.totals.title}
      </h2>
      <dl className="stats-totals__list">
        {shown.map(([name, value]) => (
          <div key={name} className="card stats-totals__item">
            <dt>{stats.totals[name]}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      {totals.lost > 0 && <p className="stats__note">{stats.totals.lostNote}</p>}
    </section>
  );
}
