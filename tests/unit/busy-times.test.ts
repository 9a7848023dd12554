import { describe, expect, it } from 'vitest';
import { busyIntervals } from '../../src/lib/busy-times';

const LONDON = 'Europe/London';
/** Outlook names its zones the Windows way and defines them in the feed. */
const OUTLOOK_LONDON = [
  'BEGIN:VTIMEZONE',
  'TZID:GMT Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T010000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const feed = (...parts: (string | string[])[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', ...parts.flat(), 'END:VCALENDAR'].join(
    '\r\n',
  );
const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20261101T000000Z',
  ...lines,
  'END:VEVENT',
];

/** The busy times as ISO strings, start to end. */
const busy = (text: string, from = '2026-11-01T00:00:00Z', to = '2027-06-01T00:00:00Z') =>
  busyIntervals(text, { from: new Date(from), to: new Date(to), timeZone: LONDON }).map(
    ({ start, end }) => `${start.toISOString().slice(0, 16)}/${end.toISOString().slice(11, 16)}`,
  );

describe("the firm's busy times", () => {
  it('reads a UTC event, one in a zone known by name, and one with no zone on the firm’s clock', () => {
    const text = feed(
      event('utc', 'DTSTART:20261130T100000Z', 'DTEND:20261130T110000Z'),
      event('paris', 'DTSTART;TZID=Europe/Paris:20261130T150000', 'DTEND;TZID=Europe/Paris:20261130T160000'),
      event('floating', 'DTSTART:20261201T093000', 'DTEND:20261201T100000'),
    );
    expect(busy(text)).toEqual([
      '2026-11-30T10:00/11:00',
      '2026-11-30T14:00/15:00',
      '2026-12-01T09:30/10:00',
    ]);
  });

  it('expands a weekly meeting across the change of the clocks, on the zone the feed defines', () => {
    const text = feed(
      OUTLOOK_LONDON,
      event(
        'weekly',
        'DTSTART;TZID=GMT Standard Time:20270322T100000',
        'DTEND;TZID=GMT Standard Time:20270322T110000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
    );
    // 10:00 in London: GMT on 22 March, BST from 28 March.
    expect(busy(text)).toEqual([
      '2027-03-22T10:00/11:00',
      '2027-03-29T09:00/10:00',
      '2027-04-05T09:00/10:00',
    ]);
  });

  it('leaves out a removed occurrence, moves a moved one, and frees a cancelled one', () => {
    const text = feed(
      event(
        'standup',
        'DTSTART;TZID=Europe/London:20261130T090000',
        'DTEND;TZID=Europe/London:20261130T091500',
        'RRULE:FREQ=DAILY;COUNT=4',
        'EXDATE;TZID=Europe/London:20261201T090000',
      ),
      event(
        'standup',
        'RECURRENCE-ID;TZID=Europe/London:20261202T090000',
        'DTSTART;TZID=Europe/London:20261202T120000',
        'DTEND;TZID=Europe/London:20261202T121500',
      ),
      event(
        'standup',
        'RECURRENCE-ID;TZID=Europe/London:20261203T090000',
        'DTSTART;TZID=Europe/London:20261203T090000',
        'DTEND;TZID=Europe/London:20261203T091500',
        'STATUS:CANCELLED',
      ),
    );
    expect(busy(text)).toEqual(['2026-11-30T09:00/09:15', '2026-12-02T12:00/12:15']);
  });

  it('takes an all-day event as the whole day on the firm’s clock; free, transparent and cancelled events as free, a tentative one as busy', () => {
    const text = feed(
      event('offsite', 'DTSTART;VALUE=DATE:20270629', 'DTEND;VALUE=DATE:20270630'),
      event('free', 'DTSTART:20261130T130000Z', 'DTEND:20261130T140000Z', 'TRANSP:TRANSPARENT'),
      event(
        'outlook-free',
        'DTSTART:20261130T150000Z',
        'DTEND:20261130T160000Z',
        'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
      ),
      event('cancelled', 'DTSTART:20261130T170000Z', 'DTEND:20261130T180000Z', 'STATUS:CANCELLED'),
      event(
        'maybe',
        'DTSTART:20261130T190000Z',
        'DTEND:20261130T200000Z',
        'X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE',
      ),
    );
    // 29 June in London is BST: 00:00 there is 23:00Z the day before.
    expect(busy(text, '2027-06-01T00:00:00Z', '2027-07-01T00:00:00Z')).toEqual(['2027-06-28T23:00/23:00']);
    // A tentative meeting may happen: its time is not offered.
    expect(busy(text)).toEqual(['2026-11-30T19:00/20:00']);
  });

  it('keeps to the window asked for, however long a series runs', () => {
    const text = feed(
      event('daily', 'DTSTART:20160104T080000Z', 'DTEND:20160104T083000Z', 'RRULE:FREQ=DAILY'),
    );
    expect(busy(text, '2026-11-30T00:00:00Z', '2026-12-02T00:00:00Z')).toEqual([
      '2026-11-30T08:00/08:30',
      '2026-12-01T08:00/08:30',
    ]);
  });
});
