/**
 * iCalendar (RFC 5545) for the booked calls: the visitor's "Add to calendar"
 * file and the operator's calendar feed. Times are UTC; text is escaped and
 * lines folded as the RFC asks, so every calendar reads them alike.
 */
import { keepableText } from './clean-text';

export type CalendarEvent = {
  /** Unique and stable for the call: a calendar updates the event it already holds. */
  uid: string;
  /** When this version of the event was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  organizer?: { name: string; email: string };
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Raised each time the call is moved or cancelled, so a calendar takes the newer version. */
  sequence?: number;
};

/** 20261130T093000Z */
const utc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545
 * 3.3.11), U+2028 and U+2029 among them (a parser that splits lines on them
 * lost the event's summary). No control but the tab may appear, and text kept
 * before the forms refused them may hold some: they are dropped, with the
 * direction overrides the forms refuse (./clean-text.ts).
 */
export const icsText = (value: string) =>
  keepableText(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A parameter value: quoted when it holds a character with a meaning there; a
 * quote, a line break and what TEXT drops cannot appear.
 */
const parameter = (value: string) => {
  const plain = keepableText(value).replace(/["\r\n]/g, '');
  return /[;:,]/.test(plain) ? `"${plain}"` : plain;
};

const encoder = new TextEncoder();

/**
 * A content line folded after at most 75 octets, each continuation starting
 * with a space (RFC 5545 3.1), never inside a character's UTF-8 bytes.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const eventLines = (event: CalendarEvent) => [
  'BEGIN:VEVENT',
  `UID:${icsText(event.uid)}`,
  `DTSTAMP:${utc(event.stamp)}`,
  `DTSTART:${utc(event.start)}`,
  `DTEND:${utc(event.end)}`,
  `SUMMARY:${icsText(event.summary)}`,
  ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
  ...(event.organizer
    ? [`ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`]
    : []),
  ...(event.url ? [`URL:${event.url}`] : []),
  `STATUS:${event.status ?? 'CONFIRMED'}`,
  `SEQUENCE:${event.sequence ?? 0}`,
  'END:VEVENT',
];

/** A whole calendar: one event for a download, the upcoming calls for a feed (`name` shown by the subscribing calendar). */
export const icsCalendar = ({
  productId,
  name,
  events,
}: {
  /** Who wrote it: "-//Lexaris AI//Booking//EN". */
  productId: string;
  name?: string;
  events: readonly CalendarEvent[];
}) =>
  `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${icsText(name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n')}\r\n`;
