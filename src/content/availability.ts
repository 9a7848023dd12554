import type { Availability } from '../lib/availability';

/**
 * When the firm takes calls booked on the site: its clock, opening hours,
 * the length of a call and the rules around it. Checked at build: a value
 * that cannot work stops `npm run build`, naming it (src/lib/availability.ts).
 */
export const availability: Availability = {
  timeZone: 'Europe/London',
  hours: {
    mon: [['09:30', '17:00']],
    tue: [['09:30', '17:00']],
    wed: [
      ['09:30', '12:30'],
      ['14:00', '17:00'],
    ],
    thu: [['09:30', '17:00']],
    fri: [['09:30', '15:30']],
    sat: [],
    sun: [],
  },
  callMinutes: 30,
  bufferMinutes: 15,
  // A working day's notice: a specialist reads what the call is about first.
  minimumNoticeMinutes: 24 * 60,
  horizonDays: 28,
  closedDates: ['2026-12-24', '2026-12-25', '2026-12-28', '2027-01-01'],
  maxCallsPerDay: 6,
  maxCallsPerEmail: 3,
};
