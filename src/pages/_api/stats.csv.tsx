import { choosePeriod, csvBreakdown, csvFileName } from '../../lib/audience-figures.mjs';
import { readCsv } from '../../server/audience/figures';
import { requestContext } from '../../server/env';

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The operator's figures as a spreadsheet, /stats.csv: a row per day and page
 * (`?by=source` or `?by=campaign`: per source, per campaign), over the
 * dashboard's period (`?days=`, `?from=&to=`). Behind the dashboard's password
 * (src/server/audience/stats-auth.ts).
 */
export const GET = async (request: Request) => {
  const query = new URL(request.url).searchParams;
  const by = csvBreakdown(query.get('by'));
  if (!by) return plain(400, 'by is page, source or campaign.');
  const { period } = choosePeriod(query, new Date());
  let body: string;
  try {
    body = await readCsv(requestContext().env.DB, period, by);
  } catch (error) {
    console.error(
      `Audience: D1 could not read the figures for the CSV (${error instanceof Error ? error.message : String(error)}).`,
    );
    return new Response('The figures cannot be read just now.\n', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(period, by)}"`,
    },
  });
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
