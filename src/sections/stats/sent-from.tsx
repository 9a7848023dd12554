import { stats } from '../../content/stats';
import type { Figures } from '../../lib/audience-figures.mjs';
import { ScrollTable } from '../publication/mdx-components';

const number = new Intl.NumberFormat('en-GB');

/** Messages and calls counted from D1's own records, by the page they were sent from: counts only. */
export function SentFrom({ rows }: { rows: Figures['sentFrom'] }) {
  const { sentFrom } = stats;
  return (
    <section className="card stats-block" aria-labelledby="stats-sent-from-title">
      <h2 id="stats-sent-from-title" className="card__title">
        {sentFrom.title}
      </h2>
      {rows.length === 0 ? (
        <p className="stats__empty">{sentFrom.empty}</p>
      ) : (
        <ScrollTable label={sentFrom.title} className="stats-table">
          <thead>
            <tr>
              <th scope="col">{sentFrom.page}</th>
              <th scope="col" className="stats-table__count">
                {sentFrom.leads}
              </th>
              <th scope="col" className="stats-table__count">
                {sentFrom.calls}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.page}>
                <td className="stats-table__key">{row.page || sentFrom.unrecorded}</td>
                <td className="stats-table__count">{number.format(row.leads)}</td>
                <td className="stats-table__count">{number.format(row.calls)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <p className="stats__note">{sentFrom.note}</p>
    </section>
  );
}
