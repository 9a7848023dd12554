import { countFor } from '../../lib/view-count';
import { addCount } from '../../server/audience/counters';
import { requestContext } from '../../server/env';
import { askedWithHead } from '../../server/head-as-get';

/** Nothing to show, and nothing to keep: whatever happened, the page goes on. */
const counted = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

/**
 * Counts a view (src/lib/audience.ts). A page's boot script posts it with
 * sendBeacon once the page has loaded; without JavaScript, the page's hidden
 * image asks for it (GET), with the page as its Referer. Never an error to
 * the browser: a request that is no view, or that is not to be counted, is
 * answered like one that was, and a failed write is counted as lost.
 */
const count = async (request: Request) => {
  if (askedWithHead()) return counted();
  const { env, req } = requestContext();
  const fields = request.method === 'POST' ? await request.formData().catch(() => null) : null;
  if (request.method === 'POST' && !fields) return counted();
  const country = (req.raw as { cf?: { country?: unknown } }).cf?.country;
  const decided = countFor({ url: request.url, fields, country, now: new Date() }, request.headers);
  if (typeof decided !== 'string') await addCount(env.DB, decided);
  return counted();
};

export const GET = count;
export const POST = count;

export const getConfig = async () => ({ render: 'dynamic' }) as const;
