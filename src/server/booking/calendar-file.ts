import { booking } from '../../content/booking';
import { site } from '../../content/site';
import { icsCalendar } from '../../lib/ics';
import type { BookedCall } from './store';

/** Who writes the site's calendars (iCalendar PRODID). */
export const CALENDAR_PRODUCT_ID = `-//${site.name}//Booking//EN`;

/** The iCalendar event of one call: the visitor's "Add to calendar" file. */
export const callEvent = (call: BookedCall, manageUrl: string) => ({
  uid: `${call.id}@${new URL(site.url).hostname}`,
  stamp: new Date(call.createdAt),
  start: new Date(call.startsAt),
  end: new Date(call.endsAt),
  summary: booking.event.summary(site.name),
  description: booking.event.description(manageUrl),
  organizer: { name: site.name, email: site.email },
  url: manageUrl,
  status: call.status === 'confirmed' ? ('CONFIRMED' as const) : ('CANCELLED' as const),
  sequence: call.sequence,
});

/** The file a visitor saves: one event, the call as it stands (cancelled ones say so). */
export const callCalendarFile = (call: BookedCall, manageUrl: string) =>
  icsCalendar({ productId: CALENDAR_PRODUCT_ID, events: [callEvent(call, manageUrl)] });

/**
 * The operator's feed: every upcoming call, with who booked it and what it is
 * about, for the firm's calendar to subscribe to (it holds personal data: its
 * address is a secret).
 */
export const operatorFeed = (calls: readonly BookedCall[]) =>
  icsCalendar({
    productId: CALENDAR_PRODUCT_ID,
    name: booking.feed.name(site.name),
    events: calls.map((call) => ({
      uid: `${call.id}@${new URL(site.url).hostname}`,
      stamp: new Date(call.createdAt),
      start: new Date(call.startsAt),
      end: new Date(call.endsAt),
      summary: booking.feed.summary(call.name, call.company),
      description: booking.feed.description(call),
      sequence: call.sequence,
    })),
  });
