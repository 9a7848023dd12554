import { operatorFeed } from '../../../server/booking/calendar-file';
import { hashToken, upcomingCalls } from '../../../server/booking/store';
import { requestContext } from '../../../server/env';

const notFound = () =>
  new Response('Not found.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** Compared as SHA-256 digests: where two digests differ says nothing of where the path and the secret do. */
const sameSecret = async (given: string, secret: string) =>
  (await hashToken(given)) === (await hashToken(secret));

/**
 * The operator's calendar feed, /calendar/<CALENDAR_FEED_SECRET>.ics: the
 * upcoming calls, for the firm's calendar to subscribe to. Without the
 * secret set, or with another, the path is a 404 like any unknown one. A
 * private address (src/lib/private-paths.mjs): the worker serves every answer
 * here uncached (the feed holds personal data), unindexed, in no Referer to
 * another site.
 */
export const GET = async (_request: Request, { params }: { params: Record<string, string | string[]> }) => {
  const { env } = requestContext();
  const secret = env.CALENDAR_FEED_SECRET?.trim();
  const file = String(params.file);
  if (!secret || !file.endsWith('.ics') || !(await sameSecret(file.slice(0, -'.ics'.length), secret))) {
    return notFound();
  }
  let body: string;
  try {
    body = operatorFeed(await upcomingCalls(env.DB, new Date()));
  } catch (error) {
    console.error(
      `Booking: D1 could not list the calls for the calendar feed (${error instanceof Error ? error.message : String(error)}).`,
    );
    return new Response('The feed cannot be read just now.\n', {
      status: 503,
      headers: { 'retry-after': '300' },
    });
  }
  return new Response(body, {
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
