// Why a time cannot be booked, in the words a visitor is told: a day full is
// not a time taken, and a time never offered is not one that has gone.
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../src/lib/availability';
import { slotRefusal } from '../../src/lib/slot-refusal';

const config: Availability = {
  timeZone: 'Europe/London',
  hours: {
    mon: [['09:00', '12:00']],
    tue: [['09:00', '12:00']],
    wed: [],
    thu: [],
    fri: [],
    sat: [],
    sun: [],
  },
  callMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeMinutes: 60,
  horizonDays: 14,
  closedDates: [],
  maxCallsPerDay: 2,
  maxCallsPerEmail: 3,
};
// Monday 30 November 2026, 08:00 in London (UTC in winter).
const NOW = new Date('2026-11-30T08:00:00Z');
const at = (iso: string) => new Date(iso);
const call = (iso: string) => ({ start: at(iso), end: new Date(at(iso).getTime() + 30 * 60_000) });

describe('slotRefusal', () => {
  it('says nothing against a free time', () => {
    expect(slotRefusal(config, NOW, [], [], at('2026-12-01T09:00:00Z'))).toBeNull();
  });

  it('tells a time held by a call, or by the firm’s calendar, from a full day', () => {
    const tuesday = at('2026-12-01T09:45:00Z');
    expect(slotRefusal(config, NOW, [call('2026-12-01T09:45:00Z')], [], tuesday)).toBe('taken');
    // A busy time of the firm's ending 09:40: within the buffer before 09:45.
    expect(slotRefusal(config, NOW, [], [call('2026-12-01T09:10:00Z')], tuesday)).toBe('taken');
    const twoThatDay = [call('2026-12-01T10:30:00Z'), call('2026-12-01T11:15:00Z')];
    expect(slotRefusal(config, NOW, twoThatDay, [], tuesday)).toBe('full');
  });

  it('tells a time that has gone (within the notice, or begun) from one never offered', () => {
    // Monday 09:00 is within the hour's notice at 08:10, and has begun at 09:10.
    expect(slotRefusal(config, at('2026-11-30T08:10:00Z'), [], [], at('2026-11-30T09:00:00Z'))).toBe(
      'passed',
    );
    expect(slotRefusal(config, at('2026-11-30T09:10:00Z'), [], [], at('2026-11-30T09:00:00Z'))).toBe(
      'passed',
    );
    // Off the grid, outside the hours, a closed weekday, beyond the horizon.
    for (const never of [
      '2026-12-01T09:10:00Z',
      '2026-12-01T13:00:00Z',
      '2026-12-02T09:00:00Z',
      '2027-01-05T09:00:00Z',
    ])
      expect(slotRefusal(config, NOW, [], [], at(never)), never).toBe('not-offered');
  });
});
