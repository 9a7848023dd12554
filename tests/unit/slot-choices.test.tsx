// @vitest-environment happy-dom
// The times of a day on the firm's clock and, once the browser has said its
// zone, on the visitor's beside each: with the visitor's date where their
// calendar is on another day than the firm's (across the date line), in the
// text a screen reader reads as each button's name. The confirmation and the
// call's page say each clock's date whole.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlotChoices } from '../../src/islands/slot-choices';
import { CallTimes } from '../../src/sections/booking/call-times';

/** Tuesday 15 December 2026 in London (UTC): 09:30 and 16:15. */
const offered = ['2026-12-15T09:30:00.000Z', '2026-12-15T16:15:00.000Z'];

const list = (visitorZone: string | null, acrossDays = false) =>
  render(
    <SlotChoices
      id="booking"
      legend="Choose a time on Tuesday 15 December"
      offered={offered}
      acrossDays={acrossDays}
      firmZone="Europe/London"
      visitorZone={visitorZone}
      chosen={null}
    />,
  );
/** Each time's label (its radio button's name), a line per clock. */
const labels = () =>
  screen
    .getAllByRole('radio')
    .map((radio) =>
      [...(radio.closest('label')?.querySelectorAll('span') ?? [])].map((line) => line.textContent),
    );

describe('the list of times', () => {
  it('gives the visitor’s time its date where their calendar is on another day: Pago Pago, Kiritimati', () => {
    const { unmount } = list('Pacific/Pago_Pago');
    expect(labels()).toEqual([
      ['09:30', '22:30 Mon 14 Dec your time (Pago Pago)'],
      ['16:15', '05:15 your time (Pago Pago)'],
    ]);
    // A screen reader hears the date too: the label is the button's name.
    expect(screen.getByRole('radio', { name: /22:30 Mon 14 Dec your time \(Pago Pago\)$/ })).toBeTruthy();
    unmount();
    list('Pacific/Kiritimati');
    expect(labels()).toEqual([
      ['09:30', '23:30 your time (Kiritimati)'],
      ['16:15', '06:15 Wed 16 Dec your time (Kiritimati)'],
    ]);
  });

  it('gives no date where the visitor’s calendar is on the firm’s day, and no second time on the firm’s clock or before the browser says', () => {
    const { unmount } = list('America/New_York');
    expect(labels()).toEqual([
      ['09:30', '04:30 your time (New York)'],
      ['16:15', '11:15 your time (New York)'],
    ]);
    unmount();
    const { unmount: unmountLondon } = list('Europe/London');
    expect(labels()).toEqual([['09:30'], ['16:15']]);
    unmountLondon();
    list(null);
    expect(labels()).toEqual([['09:30'], ['16:15']]);
  });

  it('across days, says the firm’s day beside its time and the visitor’s where it differs', () => {
    list('Pacific/Pago_Pago', true);
    expect(labels()).toEqual([
      ['Tuesday 15 December, 09:30', '22:30 Mon 14 Dec your time (Pago Pago)'],
      ['Tuesday 15 December, 16:15', '05:15 your time (Pago Pago)'],
    ]);
  });
});

describe('the confirmation and the call’s page', () => {
  it('say each clock’s date whole when the visitor’s is another day', () => {
    const { container } = render(
      <CallTimes
        start={new Date(offered[0] as string)}
        timeZone="Pacific/Pago_Pago"
        firmZone="Europe/London"
      />,
    );
    expect([...container.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Monday 14 December, 22:30 (your time, UTC\u221211:00)',
      'Tuesday 15 December, 09:30 (London time, UTC)',
    ]);
  });
});
