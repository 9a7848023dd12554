import type { PageProps } from 'waku/router';
import { site } from '../content/site';
import { stats } from '../content/stats';
import { choosePeriod, type Figures } from '../lib/audience-figures.mjs';
import { DailyChart } from '../sections/stats/daily-chart';
import { FigureTable } from '../sections/stats/figure-table';
import { PeriodPicker } from '../sections/stats/period-picker';
import { SentFrom } from '../sections/stats/sent-from';
import { Totals } from '../sections/stats/totals';
import { readFigures } from '../server/audience/figures';
import { requestContext } from '../server/env';

/** The period's figures, or null when D1 cannot be read: the page says so instead of failing. */
const currentFigures = async (period: Figures['period']): Promise<Figures | null> => {
  try {
    return await readFigures(requestContext().env.DB, period);
  } catch (error) {
    console.error(
      `Audience: D1 could not read the figures (${error instanceof Error ? error.message : String(error)}).`,
    );
    return null;
  }
};

/**
 * The operator's audience figures, behind STATS_PASSWORD
 * (src/server/audience/stats-auth.ts). Rendered by the worker for each
 * request, with no script of its own. Its head is written here, not by Seo:
 * the dashboard is never indexed, shared or counted as a view.
 */
export default async function StatsPage({ query }: PageProps<'/stats'>) {
  const { period, problem } = choosePeriod(new URLSearchParams(query), new Date());
  const figures = await currentFigures(period);
  const { blocks } = stats;
  return (
    <>
      <title>{`${stats.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <section className="page-intro stats" aria-labelledby="stats-title">
        <h1 id="stats-title">{stats.title}</h1>
        <p className="lead">{stats.intro}</p>
        <p className="stats__note">{stats.signedIn}</p>
        <PeriodPicker period={period} problem={problem} />
        {!figures ? (
          <p className="card stats__empty" role="alert">
            {stats.unavailable}
          </p>
        ) : (
          <>
            <Totals totals={figures.totals} />
            <DailyChart daily={figures.daily} />
            <div className="stats__grid">
              <FigureTable
                id="stats-pages"
                {...blocks.pages}
                rows={figures.pages}
                counts={['views', 'entries']}
              />
              <FigureTable
                id="stats-sources"
                {...blocks.sources}
                rows={figures.sources}
                counts={['entries', 'views']}
              />
              <FigureTable
                id="stats-countries"
                {...blocks.countries}
                rows={figures.countries}
                counts={['views', 'entries']}
              />
              <FigureTable
                id="stats-devices"
                {...blocks.devices}
                rows={figures.devices}
                counts={['views', 'entries']}
              />
            </div>
            <FigureTable
              id="stats-campaigns"
              {...blocks.campaigns}
              rows={figures.campaigns}
              counts={['entries', 'leads', 'bookings', 'rate']}
            />
            <FigureTable
              id="stats-landings"
              {...blocks.landings}
              rows={figures.landings}
              counts={['entries', 'leads', 'bookings', 'rate']}
            />
            <div className="stats__grid">
              <SentFrom rows={figures.sentFrom} />
              <FigureTable
                id="stats-not-found"
                {...blocks.notFound}
                rows={figures.notFound}
                counts={['views']}
              />
            </div>
          </>
        )}
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
