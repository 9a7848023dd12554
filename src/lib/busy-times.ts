import ICAL from 'ical.js';
import type { Interval } from './availability';
import { isTimeZone, offsetMinutes, zonedInstant } from './zoned-time';

/**
 * The firm's busy times from its own calendar's iCalendar feed (the "secret
 * address" Google Calendar and Outlook publish), parsed by ical.js: each
 * event that marks the firm busy between `from` and `to`, recurring ones
 * expanded, moved and removed occurrences honoured. Events marked free or
 * transparent, and cancelled ones, are not busy. A time without a zone, or
 * in a zone the feed does not define and the platform knows by its IANA
 * name, is on that clock; an all-day event covers the day on the firm's clock.
 */

/** How many occurrences of one recurring event are looked at, at most: a feed cannot make the worker loop for ever. */
const MAX_OCCURRENCES = 10_000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant an iCalendar time stands for; `tzid`: the zone its property
 * names (ical.js keeps a zone the feed does not define as "floating").
 */
const instantOf = (time: ICAL.Time, tzid: string | undefined, firmZone: string): Date => {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return zonedInstant(date, '00:00', firmZone) ?? new Date(`${date}T00:00:00Z`);
  // UTC, or a zone the feed defines (VTIMEZONE): ical.js knows its offsets.
  if (time.zone && time.zone.tzid !== 'floating') return new Date(time.toUnixTime() * 1000);
  const zone = tzid && isTimeZone(tzid) ? tzid : firmZone;
  const clock = `${pad(time.hour)}:${pad(time.minute)}`;
  const instant = zonedInstant(date, clock, zone);
  if (instant) return new Date(instant.getTime() + time.second * 1000);
  // A time the clocks skip: as far into the day as it was meant, with the offset after the change.
  const naive = Date.parse(`${date}T${clock}:00Z`);
  return new Date(naive - offsetMinutes(new Date(naive + 3 * 3_600_000), zone) * 60_000);
};

/** The TZID a time property of an event names, if any. */
const zoneOf = (event: ICAL.Component, property: 'dtstart' | 'dtend') => {
  const tzid = event.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
};

/** Whether an event leaves the firm free: marked free or transparent, or cancelled. */
const leavesFree = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
  // Outlook's own word; a tentative meeting stays busy: no time is offered that may not be free.
  String(event.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase() === 'FREE';

export const busyIntervals = (
  feed: string,
  { from, to, timeZone }: { from: Date; to: Date; timeZone: string },
): Interval[] => {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const components = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue;
    masters.set(String(component.getFirstPropertyValue('uid')), new ICAL.Event(component));
  }
  // A moved or cancelled occurrence of a recurring event replaces that occurrence.
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const master = masters.get(String(component.getFirstPropertyValue('uid')));
    if (master) master.relateException(component);
  }

  const busy: Interval[] = [];
  const keep = (start: ICAL.Time, end: ICAL.Time, component: ICAL.Component) => {
    if (leavesFree(component)) return;
    const startZone = zoneOf(component, 'dtstart');
    const interval = {
      start: instantOf(start, startZone, timeZone),
      end: instantOf(end, zoneOf(component, 'dtend') ?? startZone, timeZone),
    };
    if (interval.start < to && interval.end > from && interval.end > interval.start) busy.push(interval);
  };
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      keep(event.startDate, event.endDate, event.component);
      continue;
    }
    const occurrences = event.iterator();
    for (
      let seen = 0, next = occurrences.next();
      next && seen < MAX_OCCURRENCES;
      seen += 1, next = occurrences.next()
    ) {
      const details = event.getOccurrenceDetails(next);
      if (instantOf(details.startDate, zoneOf(details.item.component, 'dtstart'), timeZone) >= to) break;
      keep(details.startDate, details.endDate, details.item.component);
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime());
};
