import { booking } from '../../content/booking';
import { CALENDAR_FEED_FIELDS } from '../../content/forms';
import { site } from '../../content/site';
import { icsCalendar } from '../../lib/ics';
import type { BookedCall } from './store';

/** Who writes the site's calendars (iCalendar PRODID). */
export const CALENDAR_PRODUCT_ID = `-//${site.name}//Booking//EN`;

/** One call's event identity and version, alike in the visitor's file and the firm's feed. */
const versionOf = (call: BookedCall) => ({
  uid: `${call.id}@${new URL(site.url).hostname}`,
  // The time of its last change, with its raised SEQUENCE: a calendar takes
  // the newer version (RFC 5546 2.1.5), a cancellation included.
  stamp: new Date(call.changedAt),
  status: call.status === 'confirmed' ? ('CONFIRMED' as const) : ('CANCELLED' as const),
  sequence: call.sequence,
});

/** The iCalendar event of one call: the visitor's "Add to calendar" file. */
export const callEvent = (call: BookedCall, manageUrl: string) => ({
  ...versionOf(call),
  start: new Date(call.startsAt),
  end: new Date(call.endsAt),
  summary: booking.event.summary(site.name),
  description: booking.event.description(manageUrl),
  organizer: { name: site.name, email: site.email },
  url: manageUrl,
});

/** The file a visitor saves: one event, the call as it stands (cancelled ones say so). */
export const callCalendarFile = (call: BookedCall, manageUrl: string) =>
  icsCalendar({ productId: CALENDAR_PRODUCT_ID, events: [callEvent(call, manageUrl)] });

/** What the feed shows of a call: the fields the notices say the firm's calendar reads. */
type FeedCall = Pick<BookedCall, keyof typeof CALENDAR_FEED_FIELDS>;
const feedCall = (call: BookedCall) =>
  Object.fromEntries(
    Object.keys(CALENDAR_FEED_FIELDS).map((field) => [field, call[field as keyof FeedCall]]),
  ) as FeedCall;

/**
 * The operator's feed: every upcoming call, with who booked it and what it is
 * about, for the firm's calendar to subscribe to (it holds personal data: its
 * address is a secret). Its words see only what CALENDAR_FEED_FIELDS declares.
 */
export const operatorFeed = (calls: readonly BookedCall[]) =>
  icsCalendar({
    productId: CALENDAR_PRODUCT_ID,
    name: booking.feed.name(site.name),
    events: calls.map((call) => {
      const shown = feedCall(call);
      return {
        ...versionOf(call),
        start: new Date(shown.startsAt),
        end: new Date(shown.endsAt),
        summary: booking.feed.summary(shown.name, shown.company),
        description: booking.feed.description(shown),
      };
    }),
  });
