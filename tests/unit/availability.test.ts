import { describe, expect, it } from 'vitest';
import { availability } from '../../src/content/availability';
import { type Availability, availabilityProblems, freeDays, isFreeSlot } from '../../src/lib/availability';
import { offsetMinutes, wallClock, zonedInstant } from '../../src/lib/zoned-time';

/** Weekdays open 09:30-17:00 in London, 30-minute calls 15 minutes apart, no notice: the tests' firm. */
const firm: Availability = {
  timeZone: 'Europe/London',
  hours: {
    mon: [['09:30', '17:00']],
    tue: [['09:30', '17:00']],
    wed: [
      ['09:30', '12:30'],
      ['14:00', '17:00'],
    ],
    thu: [['09:30', '17:00']],
    fri: [['09:30', '17:00']],
    sat: [],
    sun: [],
  },
  callMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeMinutes: 0,
  horizonDays: 14,
  closedDates: [],
  maxCallsPerDay: 20,
  maxCallsPerEmail: 3,
};

const at = (iso: string) => new Date(iso);
const call = (startIso: string, minutes = 30) => ({
  start: at(startIso),
  end: new Date(at(startIso).getTime() + minutes * 60_000),
});
const times = (slots: Date[]) => slots.map((slot) => slot.toISOString().slice(11, 16));
/** Monday 30 November 2026, 08:00 in London (GMT, UTC+0). */
const mondayMorning = at('2026-11-30T08:00:00Z');

describe('the configuration', () => {
  it('as shipped, has no problem', () => {
    expect(availabilityProblems(availability)).toEqual([]);
  });

  it('names each setting that cannot work, with its value', () => {
    const problems = availabilityProblems({
      ...firm,
      timeZone: 'Europe/Londres',
      callMinutes: 0,
      horizonDays: 2.5,
      hours: {
        ...firm.hours,
        mon: [['17:00', '09:00']],
        tue: [
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ],
        thu: [['9:00', '17:00']],
      },
      closedDates: ['2026-02-30'],
    });
    expect(problems).toEqual([
      'availability.timeZone is "Europe/Londres": not an IANA time zone, such as "Europe/London"',
      'availability.callMinutes is 0: must be a whole number from 5 to 240',
      'availability.horizonDays is 2.5: must be a whole number from 1 to 365',
      'availability.hours.mon[0] is ["17:00","09:00"]: must be open at least one call long (0 minutes)',
      'availability.hours.tue[1] is ["11:00","13:00"]: overlaps or comes before the hours listed before it',
      'availability.hours.thu[0] is ["9:00","17:00"]: times must be HH:MM, 00:00 to 23:59',
      'availability.closedDates[0] is "2026-02-30": not a date, YYYY-MM-DD',
    ]);
  });

  it('refuses hours shorter than a call, and a week with no hours', () => {
    const closedWeek = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
    expect(availabilityProblems({ ...firm, hours: closedWeek })).toEqual([
      expect.stringContaining('no day has opening hours'),
    ]);
    expect(availabilityProblems({ ...firm, hours: { ...firm.hours, fri: [['16:45', '17:00']] } })).toEqual([
      'availability.hours.fri[0] is ["16:45","17:00"]: must be open at least one call long (30 minutes)',
    ]);
  });
});

describe('the free times', () => {
  it('start at opening, a call and a buffer apart, and end by closing', () => {
    const [monday, tuesday] = freeDays(firm, mondayMorning, []);
    expect(monday?.date).toBe('2026-11-30');
    expect(times(monday?.slots ?? [])).toEqual([
      '09:30',
      '10:15',
      '11:00',
      '11:45',
      '12:30',
      '13:15',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
    ]);
    expect(tuesday?.date).toBe('2026-12-01');
  });

  it('on a day with two openings, in each', () => {
    const wednesday = freeDays(firm, mondayMorning, []).find((day) => day.date === '2026-12-02');
    expect(times(wednesday?.slots ?? [])).toEqual([
      '09:30',
      '10:15',
      '11:00',
      '11:45',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
    ]);
  });

  it('leave the minimum notice from now', () => {
    const [today] = freeDays({ ...firm, minimumNoticeMinutes: 60 }, at('2026-11-30T10:00:00Z'), []);
    expect(times(today?.slots ?? [])[0]).toBe('11:00');
    const [first] = freeDays({ ...firm, minimumNoticeMinutes: 24 * 60 }, at('2026-11-30T10:00:00Z'), []);
    expect(first?.date).toBe('2026-12-01');
    expect(times(first?.slots ?? [])[0]).toBe('10:15');
  });

  it('keep the buffer clear around each booked call and each busy time of the firm', () => {
    const [monday] = freeDays(
      firm,
      mondayMorning,
      [call('2026-11-30T11:00:00Z')],
      [call('2026-11-30T14:20:00Z', 10)],
    );
    // 11:00 is booked; 14:00 would end 14:30, within 15 minutes of the busy 14:20-14:30; 14:45 starts 15 after it.
    expect(times(monday?.slots ?? [])).toEqual([
      '09:30',
      '10:15',
      '11:45',
      '12:30',
      '13:15',
      '14:45',
      '15:30',
      '16:15',
    ]);
  });

  it('stop at the horizon, skip closed dates and weekends', () => {
    const days = freeDays({ ...firm, horizonDays: 7, closedDates: ['2026-12-02'] }, mondayMorning, []);
    expect(days.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04']);
  });

  it('leave out a day that holds its most calls', () => {
    const booked = [call('2026-11-30T09:30:00Z'), call('2026-11-30T10:15:00Z')];
    const days = freeDays({ ...firm, maxCallsPerDay: 2 }, mondayMorning, booked);
    expect(days[0]?.date).toBe('2026-12-01');
  });

  it('stay on the firm’s clock across a change of the clocks', () => {
    // London goes to BST (UTC+1) on Sunday 28 March 2027: 09:30 is 09:30Z on the Friday, 08:30Z on the Monday.
    const days = freeDays(firm, at('2027-03-26T06:00:00Z'), []);
    expect(days[0]?.date).toBe('2027-03-26');
    expect(days[0]?.slots[0]?.toISOString()).toBe('2027-03-26T09:30:00.000Z');
    expect(days[1]?.date).toBe('2027-03-29');
    expect(days[1]?.slots[0]?.toISOString()).toBe('2027-03-29T08:30:00.000Z');
  });

  it('on the night the clocks go forward, offer no time the clock skips', () => {
    const night: Availability = {
      ...firm,
      hours: { ...firm.hours, sun: [['00:30', '03:30']] },
      bufferMinutes: 0,
    };
    const sunday = freeDays(night, at('2027-03-27T12:00:00Z'), []).find((day) => day.date === '2027-03-28');
    // 01:00 and 01:30 never show on London's clocks that night; 02:00 BST is 01:00Z.
    expect(sunday?.slots.map((slot) => slot.toISOString().slice(11, 16))).toEqual([
      '00:30',
      '01:00',
      '01:30',
      '02:00',
    ]);
  });

  it('keep the buffer between two times the night the clocks go forward, and the night they go back', () => {
    // London skips 01:00-02:00 on Sunday 28 March 2027 and shows 01:00-02:00 twice on Sunday 25 October 2026.
    const night: Availability = { ...firm, hours: { ...firm.hours, sun: [['00:30', '03:30']] } };
    const sunday = (now: string, date: string) =>
      freeDays(night, at(now), []).find((day) => day.date === date)?.slots ?? [];
    const onLondonClock = (slots: Date[]) => slots.map((slot) => wallClock(slot, 'Europe/London').time);
    const gaps = (slots: Date[]) =>
      slots.slice(1).map((slot, index) => (slot.getTime() - (slots[index] as Date).getTime()) / 60_000);
    const forward = sunday('2027-03-27T12:00:00Z', '2027-03-28');
    // 01:15 never shows; 02:00 BST is 01:00Z, the moment 00:30's call ends: not offered beside it.
    expect(onLondonClock(forward)).toEqual(['00:30', '02:45']);
    expect(Math.min(...gaps(forward))).toBeGreaterThanOrEqual(firm.callMinutes + firm.bufferMinutes);
    const back = sunday('2026-10-24T12:00:00Z', '2026-10-25');
    // 01:15 is its first showing (BST); the hour shown twice only widens the gap to 02:00 GMT.
    expect(onLondonClock(back)).toEqual(['00:30', '01:15', '02:00', '02:45']);
    expect(times(back)).toEqual(['23:30', '00:15', '02:00', '02:45']);
    expect(Math.min(...gaps(back))).toBeGreaterThanOrEqual(firm.callMinutes + firm.bufferMinutes);
  });

  it('keep the buffer between two times of openings that meet', () => {
    const split: Availability = {
      ...firm,
      hours: {
        ...firm.hours,
        mon: [
          ['09:30', '10:00'],
          ['10:00', '11:30'],
        ],
      },
    };
    const [monday] = freeDays(split, mondayMorning, []);
    // 10:00 would start as 09:30's call ends; the second opening's next time, 10:45, is clear.
    expect(times(monday?.slots ?? [])).toEqual(['09:30', '10:45']);
  });

  it('for a visitor past the date line, the same instants on their own calendar', () => {
    const [monday] = freeDays(firm, mondayMorning, []);
    const last = monday?.slots.at(-1);
    // 16:15 on Monday in London is 06:15 on Tuesday on Kiritimati (UTC+14).
    expect(
      last?.toLocaleString('en-GB', {
        timeZone: 'Pacific/Kiritimati',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('Tuesday 06:15');
  });

  it('tell a requested time that is free from one that is not', () => {
    const booked = [call('2026-11-30T11:00:00Z')];
    expect(isFreeSlot(firm, mondayMorning, booked, [], at('2026-11-30T11:45:00Z'))).toBe(true);
    expect(isFreeSlot(firm, mondayMorning, booked, [], at('2026-11-30T11:00:00Z'))).toBe(false);
    // Between two slots, before the notice, on a closed day, beyond the horizon.
    expect(isFreeSlot(firm, mondayMorning, [], [], at('2026-11-30T11:10:00Z'))).toBe(false);
    expect(isFreeSlot(firm, mondayMorning, [], [], at('2026-11-30T07:30:00Z'))).toBe(false);
    expect(isFreeSlot(firm, mondayMorning, [], [], at('2026-12-05T09:30:00Z'))).toBe(false);
    expect(isFreeSlot(firm, mondayMorning, [], [], at('2027-01-04T09:30:00Z'))).toBe(false);
  });
});

describe('a clock in a time zone', () => {
  it('gives the instant of a date and time, none for a time the clock skips, the first of one it shows twice', () => {
    expect(zonedInstant('2026-11-30', '09:30', 'Europe/London')?.toISOString()).toBe(
      '2026-11-30T09:30:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/London')?.toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
    expect(zonedInstant('2027-03-28', '01:30', 'Europe/London')).toBeNull();
    // 01:30 shows twice on 25 October 2026: first in BST (00:30Z), then in GMT (01:30Z).
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant('2026-11-30', '09:30', 'Pacific/Kiritimati')?.toISOString()).toBe(
      '2026-11-29T19:30:00.000Z',
    );
    expect(zonedInstant('2026-11-30', '09:30', 'America/St_Johns')?.toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
  });

  it('reads an instant back as its date and time there', () => {
    expect(wallClock(at('2026-11-29T19:30:00Z'), 'Pacific/Kiritimati')).toMatchObject({
      date: '2026-11-30',
      time: '09:30',
    });
    expect(offsetMinutes(at('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutes(at('2026-11-30T12:00:00Z'), 'America/St_Johns')).toBe(-210);
  });
});
