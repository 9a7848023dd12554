import { callHref } from '../../../../content/navigation';
import { callCalendarFile } from '../../../../server/booking/calendar-file';
import { callByToken } from '../../../../server/booking/store';
import { requestContext } from '../../../../server/env';

const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A booked call's "Add to calendar" file (RFC 5545), found by its private
 * link's token. A private address (src/lib/private-paths.mjs): the worker
 * serves every answer here uncached, unindexed, in no Referer to another site.
 */
export const GET = async (request: Request, { params }: { params: Record<string, string | string[]> }) => {
  const token = String(params.token);
  let call: Awaited<ReturnType<typeof callByToken>>;
  try {
    call = await callByToken(requestContext().env.DB, token);
  } catch (error) {
    console.error(
      `Booking: D1 could not find a call for its calendar file (${error instanceof Error ? error.message : String(error)}).`,
    );
    return text(503, 'The calendar file cannot be made just now. Please try again in a minute.');
  }
  if (!call) return text(404, 'This link opens no booked call.');
  const manage = new URL(callHref(token), request.url).href;
  return new Response(callCalendarFile(call, manage), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="call.ics"',
    },
  });
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
