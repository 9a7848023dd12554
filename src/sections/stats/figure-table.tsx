import { stats } from '../../content/stats';
import type { Ranked } from '../../lib/audience-figures.mjs';
import { ScrollTable } from '../publication/mdx-components';

const number = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

type Count = keyof typeof stats.columns;

/**
 * One ranked list of the figures (pages, sources, campaigns…): what each row
 * is, then its counts; its own words when there is nothing to list.
 */
export function FigureTable({
  id,
  title,
  keyColumns,
  rows,
  counts,
  empty,
  note,
  blank = '',
}: {
  id: string;
  title: string;
  keyColumns: readonly string[];
  rows: readonly Ranked[];
  counts: readonly Count[];
  empty: string;
  note?: string;
  /** Shown for an empty key (a country unknown). */
  blank?: string;
}) {
  return (
    <section className="card stats-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="stats__empty">{empty}</p>
      ) : (
        <ScrollTable label={title} className="stats-table">
          <thead>
            <tr>
              {keyColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {counts.map((count) => (
                <th key={count} scope="col" className="stats-table__count">
                  {stats.columns[count]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key.join('\u0000')}>
                {row.key.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's key columns are fixed, in order
                  <td key={index} className="stats-table__key">
                    {value || blank}
                  </td>
                ))}
                {counts.map((count) => (
                  <td key={count} className="stats-table__count">
                    {count === 'rate'
                      ? row.rate === null
                        ? '–'
                        : percent.format(row.rate)
                      : number.format(row[count])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {note && <p className="stats__note">{note}</p>}
    </section>
  );
}
