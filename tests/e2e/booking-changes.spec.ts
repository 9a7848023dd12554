import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { booking } from '../../src/content/booking';
import { seedBookedCall } from '../support/booked-call';
import { bookingVisitor } from '../support/booking-visitor';
import { executeSql } from '../support/d1';
import { formEndpoint } from '../support/form-endpoint-client';
import { expect, test, waitForHydration } from './fixtures';

// A booked call's changes when tabs act at once, as browsers without
// JavaScript post them to the built worker: one change wins, a repeat sends
// nothing more, and the firm hears what D1 applied, in its order. Each test
// moves to a free day of its own (the n-th), past the days booking.spec.ts books.

const callOf = async (marker: string) =>
  (
    await executeSql<{ status: string; starts_at: string; sequence: number }>(
      `SELECT status, starts_at, sequence FROM bookings WHERE email = '${marker}@example.com'`,
    )
  )[0];

/** What the firm heard of the marker's call, in the order it arrived: "event sequence". */
const newsOf = async (marker: string) =>
  (await formEndpoint.requestsWith(marker)).map((sent) => {
    const body = new URLSearchParams(sent.body);
    return `${body.get('event')} ${body.get('sequence')}`;
  });

/** Tabs of one call's private page, each open on the n-th free day's times (without JavaScript unless asked). */
const tabsOf = async (
  browser: Browser,
  token: string,
  count: number,
  dayIndex: number,
  javaScript = false,
) => {
  const tabs = await Promise.all(
    Array.from({ length: count }, () => bookingVisitor(browser, { javaScript })),
  );
  const [first] = tabs as [Page];
  await first.goto(`/booking/${token}`);
  const day = (await first.locator('.booking__days a').nth(dayIndex).getAttribute('href')) ?? '';
  await Promise.all(tabs.map((tab) => tab.goto(day)));
  if (javaScript) for (const tab of tabs) await waitForHydration(tab);
  return tabs;
};

/** The call's calendar file, parsed: its version and the time of its last change. */
const calendarVersion = async (page: Page, token: string) => {
  const response = await page.request.get(`/booking/${token}/call.ics`);
  const event = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent');
  return {
    sequence: event?.getFirstPropertyValue('sequence'),
    stamp: String(event?.getFirstPropertyValue('dtstamp')),
    status: event?.getFirstPropertyValue('status'),
  };
};

test.describe('a booked call changed from several tabs', () => {
  test.beforeEach(async () => {
    await formEndpoint.mode('ok');
  });

  test('four tabs moving one call at once: one move applies, the firm hears of it once, the others are shown the call as it is', async ({
    browser,
  }) => {
    // Four browsers' pages on a busy machine.
    test.slow();
    const marker = `race${Date.now()}`;
    const token = await seedBookedCall(marker);
    const tabs = await tabsOf(browser, token, 4, 6);
    const chosen = await Promise.all(
      tabs.map(async (tab, index) => {
        const slot = tab.locator('input[name="slot"]').nth(index);
        await slot.check();
        return (await slot.getAttribute('value')) ?? '';
      }),
    );
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: booking.manage.move }).click()));

    const answers = await Promise.all(
      tabs.map(async (tab) => {
        await expect(tab.getByRole('status')).toBeVisible();
        return (await tab.getByRole('status').textContent()) ?? '';
      }),
    );
    expect(answers.filter((answer) => answer.includes(booking.manage.moved))).toHaveLength(1);
    expect(answers.filter((answer) => answer.includes(booking.manage.changedMeanwhile))).toHaveLength(3);
    // Drawn again on the day it showed, each tab left behind still has its time chosen.
    for (const [index, tab] of tabs.entries())
      if (answers[index]?.includes(booking.manage.changedMeanwhile))
        await expect(tab.locator(`input[name="slot"][value="${chosen[index]}"]`)).toBeChecked();
    expect(await callOf(marker)).toMatchObject({ status: 'confirmed', sequence: 1 });
    await expect.poll(() => newsOf(marker)).toEqual(['moved 1']);
    for (const tab of tabs) await tab.context().close();
  });

  test('a double-clicked move sends the firm one move', async ({ browser }) => {
    const marker = `twice${Date.now()}`;
    const token = await seedBookedCall(marker);
    const [tab] = await tabsOf(browser, token, 1, 7);
    if (!tab) throw new Error('no tab');
    await tab.locator('input[name="slot"]').first().check();
    await tab.getByRole('button', { name: booking.manage.move }).dblclick();
    await expect(tab.getByRole('status')).toContainText(booking.manage.moved);
    expect(await callOf(marker)).toMatchObject({ sequence: 1 });
    // Long enough for a second post to have arrived and been answered.
    await tab.reload();
    expect(await newsOf(marker)).toEqual(['moved 1']);
    await tab.context().close();
  });

  test('a move and a cancel at once: the firm hears what D1 applied, in order, and the cancelled calendar file is newer', async ({
    browser,
  }) => {
    const marker = `order${Date.now()}`;
    const token = await seedBookedCall(marker);
    const [moving, cancelling] = await tabsOf(browser, token, 2, 8);
    if (!moving || !cancelling) throw new Error('no tabs');
    const booked = await calendarVersion(moving, token);
    await moving.locator('input[name="slot"]').first().check();
    await Promise.all([
      moving.getByRole('button', { name: booking.manage.move }).click(),
      cancelling.getByRole('button', { name: booking.manage.cancel }).click(),
    ]);
    // Each page comes back with an answer: moved, changed meanwhile, or (the call cancelled) its status.
    const answered = new RegExp(
      [booking.manage.moved, booking.manage.changedMeanwhile, booking.manage.status.cancelled]
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
    );
    for (const tab of [moving, cancelling]) await expect(tab.getByText(answered)).toBeVisible();
    const applied = await callOf(marker);
    expect(applied?.sequence).toBe(1);
    const first = applied?.status === 'cancelled' ? 'cancelled 1' : 'moved 1';
    await expect.poll(() => newsOf(marker)).toEqual([first]);

    // The move won: cancelling from the page as it now is applies after it.
    if (applied?.status === 'confirmed') {
      await cancelling.goto(`/booking/${token}`);
      await cancelling.getByRole('button', { name: booking.manage.cancel }).click();
      await expect(cancelling.getByText(booking.manage.status.cancelled)).toBeVisible();
      await expect.poll(() => newsOf(marker)).toEqual(['moved 1', 'cancelled 2']);
    }
    const cancelled = await calendarVersion(moving, token);
    expect(cancelled.status).toBe('CANCELLED');
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(booked.sequence));
    expect(cancelled.stamp > booked.stamp).toBe(true);
    for (const tab of [moving, cancelling]) await tab.context().close();
  });

  test('with JavaScript, a tab left behind is shown the call as it is, keeps its choice, and moves it from there; then it cancels', async ({
    browser,
  }) => {
    const marker = `behind${Date.now()}`;
    const token = await seedBookedCall(marker);
    const [first, second] = (await tabsOf(browser, token, 2, 9, true)) as [Page, Page];
    const slots = first.locator('input[name="slot"]');
    const movedTo = (await slots.nth(0).getAttribute('value')) ?? '';
    const chosen = (await slots.nth(1).getAttribute('value')) ?? '';
    await slots.nth(0).check();
    await first.getByRole('button', { name: booking.manage.move }).click();
    await expect(first.getByRole('status')).toContainText(booking.manage.moved);

    await second.locator(`input[name="slot"][value="${chosen}"]`).check();
    await second.getByRole('button', { name: booking.manage.move }).click();
    await expect(second.getByRole('status')).toContainText(booking.manage.changedMeanwhile);
    await expect(second.locator(`input[name="slot"][value="${chosen}"]`)).toBeChecked();
    expect(await callOf(marker)).toMatchObject({ starts_at: movedTo, sequence: 1 });

    // Confirmed again, from the call as it now is; then cancelled from the same page, unreloaded.
    await second.getByRole('button', { name: booking.manage.move }).click();
    await expect(second.getByRole('status')).toContainText(booking.manage.moved);
    await second.getByRole('button', { name: booking.manage.cancel }).click();
    await expect(second.getByRole('status')).toContainText(booking.manage.cancelled);
    expect(await callOf(marker)).toMatchObject({ status: 'cancelled', starts_at: chosen, sequence: 3 });
    await expect.poll(() => newsOf(marker)).toEqual(['moved 1', 'moved 2', 'cancelled 3']);
    for (const page of [first, second]) await page.context().close();
  });
});
