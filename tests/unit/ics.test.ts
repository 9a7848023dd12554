import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEvent, foldLine, icsCalendar, icsText } from '../../src/lib/ics';
import { operatorFeed } from '../../src/server/booking/calendar-file';
import type { BookedCall } from '../../src/server/booking/store';

const PRODUCT = '-//Lexaris AI//Booking//EN';

/** A call whose words hold every character iCalendar gives a meaning to, and a long line of non-ASCII text. */
const call: CalendarEvent = {
  uid: 'booking-4f1c@lexaris.example',
  stamp: new Date('2026-11-27T10:00:00Z'),
  start: new Date('2026-11-30T09:30:00Z'),
  end: new Date('2026-11-30T10:00:00Z'),
  summary: 'Call with Lexaris AI: contracts, intake; and a "quick" question\\',
  description: `What it is about:\nRéexamen des clauses — 契約レビュー, ${'ü'.repeat(60)}\n\nCancel or move: https://www.lexaris.example/booking/manage?token=abc`,
  organizer: { name: 'Lexaris AI, Ltd; bookings', email: 'hello@lexaris.example' },
  url: 'https://www.lexaris.example/booking/manage?token=abc',
};

/** The calendar as a maintained parser reads it (ical.js, Mozilla's and Thunderbird's). */
const parsed = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
};

describe('an iCalendar file', () => {
  it('parses with ical.js and gives back every value it was written with', () => {
    const text = icsCalendar({ productId: PRODUCT, events: [call] });
    const [event] = parsed(text);
    expect(event?.uid).toBe(call.uid);
    expect(event?.summary).toBe(call.summary);
    expect(event?.description).toBe(call.description);
    expect(event?.startDate.toJSDate().toISOString()).toBe(call.start.toISOString());
    expect(event?.endDate.toJSDate().toISOString()).toBe(call.end.toISOString());
    expect(event?.startDate.zone?.tzid).toBe('UTC');
    expect(event?.organizer).toBe('mailto:hello@lexaris.example');
    expect(event?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe(call.organizer?.name);
    expect(event?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-27T10:00:00Z');
    expect(event?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('has the fields RFC 5545 requires, CRLF line ends and no line over 75 octets', () => {
    const text = icsCalendar({
      productId: PRODUCT,
      name: 'Lexaris AI: calls',
      events: [call, { ...call, uid: 'b' }],
    });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Lexaris AI//Booking//EN\r\n')).toBe(
      true,
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parsed(text).map((event) => event.uid)).toEqual([call.uid, 'b']);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe(
      'Lexaris AI: calls',
    );
  });

  it('a call kept before the forms refused control characters: the feed drops them, its summary survives, and no control but the tab is in the file', () => {
    const call: BookedCall = {
      id: 'booking-old',
      startsAt: '2027-01-05T09:00:00.000Z',
      endsAt: '2027-01-05T09:30:00.000Z',
      name: 'Ada\u2028Love\u0000lace\u0007',
      company: '\u202EsenignE\u202C \u001B[31mLtd\u000C',
      email: 'ada@example.com',
      topic: 'Contracts\u2029and\tintake\u0085',
      timeZone: 'Europe/London',
      status: 'confirmed',
      sequence: 0,
      createdAt: '2027-01-01T10:00:00.000Z',
      changedAt: '2027-01-01T10:00:00.000Z',
    };
    const text = operatorFeed([call]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[^\P{Cc}\t]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u);
    const [event] = parsed(text);
    expect(event?.summary).toBe('Call: Ada\nLovelace, senignE [31mLtd');
    expect(event?.description).toContain('About: Contracts\nand\tintake');
  });

  it('a parameter drops what TEXT drops, and a line break', () => {
    const [event] = parsed(
      icsCalendar({
        productId: PRODUCT,
        events: [
          {
            ...call,
            organizer: { name: 'Lexaris\u0000 AI\u2028, Ltd\u202E', email: 'hello@lexaris.example' },
          },
        ],
      }),
    );
    expect(event?.component.getFirstProperty('organizer')?.getParameter('cn')).toBe('Lexaris AI, Ltd');
  });

  it('a cancelled or moved call carries its status and a higher sequence', () => {
    const [event] = parsed(
      icsCalendar({ productId: PRODUCT, events: [{ ...call, status: 'CANCELLED', sequence: 2 }] }),
    );
    expect(event?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event?.sequence).toBe(2);
  });
});

describe('its text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('drops every control but the tab, and the direction overrides; U+2028 and U+2029 are line breaks', () => {
    expect(icsText('a\u0000b\u0007c\u001Bd\u000Ce\u007Ff\u0085g\u009Fh')).toBe('abcdefgh');
    expect(icsText('\u202Eevil\u202C \u2066x\u2069')).toBe('evil x');
    expect(icsText('one\u2028two\u2029three\tfour')).toBe('one\\ntwo\\nthree\tfour');
    // What real text holds stays: direction marks and joiners.
    expect(icsText('שרה\u200F, می\u200Cخواهم 👩\u200D💻')).toBe('שרה\u200F\\, می\u200Cخواهم 👩\u200D💻');
  });

  it('folds after 75 octets, never inside a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(50)}`;
    const folded = foldLine(line);
    const [first, ...rest] = folded.split('\r\n');
    expect(new TextEncoder().encode(first).length).toBeLessThanOrEqual(75);
    for (const continuation of rest) {
      expect(continuation.startsWith(' ')).toBe(true);
      expect(new TextEncoder().encode(continuation).length).toBeLessThanOrEqual(75);
    }
    // Unfolded (RFC 5545 3.1: a CRLF and one space removed), the line is whole.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
