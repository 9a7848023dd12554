import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { buildEnvironment, readWorkerConfig } from '../../scripts/build/worker-config.mjs';
import { availability } from '../../src/content/availability';
import { booking } from '../../src/content/booking';
import { contactPage } from '../../src/content/contact';
import { dataFacts, retentionOf } from '../../src/content/data-facts';
import { clockTime, clockTimeBeside } from '../../src/lib/booking-times';
import { bookingVisitor } from '../support/booking-visitor';
import { executeSql } from '../support/d1';
import { formEndpoint } from '../support/form-endpoint-client';
import { E2E_CALENDAR_FEED_SECRET } from '../support/ports';
import { expect, test, waitForHydration } from './fixtures';

// Booking a call on the built worker, with the stand-in form endpoint. Each
// test books on a day of its own (the n-th free day), so that tests running
// side by side never want the same time.

type BookingRow = { id: string; starts_at: string; status: string; time_zone: string; email: string };
const bookingsOf = (email: string) =>
  executeSql<BookingRow>(
    `SELECT id, starts_at, status, time_zone, email FROM bookings WHERE email = '${email}' ORDER BY starts_at`,
  );

/** Opens the n-th free day's times; returns the day's link text. */
const chooseDay = async (page: Page, index: number) => {
  const day = page.locator('.booking__days a').nth(index);
  await day.click();
  await expect(day).toHaveAttribute('aria-current', 'date');
  return day;
};

const fillDetails = async (page: Page, marker: string) => {
  await page.getByLabel('Full Name').fill(`Grace ${marker}`);
  await page.getByLabel('Email Address').fill(`${marker}@example.com`);
  await page.getByLabel('Company').fill('Hopper & Co');
  await page.getByLabel(booking.topicLabel).fill(`Contract review, ${marker}`);
};

/** On the /book page open (its n-th free day), books the day's first time for the marker's visitor: that time, ISO. */
const bookFirstTimeHere = async (page: Page, dayIndex: number, marker: string) => {
  await chooseDay(page, dayIndex);
  const first = page.locator('input[name="slot"]').first();
  const slot = (await first.getAttribute('value')) ?? '';
  await first.check();
  await fillDetails(page, marker);
  await page.getByRole('button', { name: booking.confirm }).click();
  await expect(page.getByRole('heading', { name: booking.booked.title })).toBeVisible();
  return slot;
};

/** Opens /book and books its n-th free day's first time for the marker's visitor: that time, ISO. */
const bookFirstTime = async (page: Page, dayIndex: number, marker: string) => {
  await page.goto('/book');
  return bookFirstTimeHere(page, dayIndex, marker);
};

/** The calendar file behind the confirmation's link, parsed by ical.js: its one event's start. */
const calendarStart = async (page: Page) => {
  const href = await page.getByRole('link', { name: booking.booked.calendar }).getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('text/calendar');
  const component = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent');
  if (!component) throw new Error('The calendar file holds no event.');
  return new ICAL.Event(component).startDate.toJSDate().toISOString();
};

test.describe('booking a call', () => {
  test.beforeEach(async () => {
    await formEndpoint.mode('ok');
  });

  test('without JavaScript: from a service page’s Book a call to a booked call, told to the firm once', async ({
    browser,
  }) => {
    const marker = `nojs${Date.now()}`;
    const page = await bookingVisitor(browser, { javaScript: false });
    await page.goto('/ai-services/ai-agents/custom-ai-agents');
    await page.getByRole('link', { name: 'Book a call' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('link', { name: booking.contactCard.link }).click();
    await expect(page).toHaveURL(/\/book$/);
    // The note by the button: the call, the page they came from, the build's retention, no client secrets.
    const kept = retentionOf(dataFacts(readWorkerConfig('.', buildEnvironment())), 'booked-call').kept;
    await expect(page.locator('#booking-privacy-note')).toHaveText(
      `${booking.privacyNote(kept)} (see our ${contactPage.privacyNote.link.label}). ${contactPage.privacyNote.confidential}`,
    );
    // Without a script, times are on the firm's clock, its offset stated.
    await expect(page.locator('#booking-note')).toHaveText(/^Times are London time \(UTC(\+01:00)?\)\.$/);
    const slot = await bookFirstTimeHere(page, 0, marker);

    await expect(page.locator('.booking-answer__time')).toContainText('London time');
    expect(await calendarStart(page)).toBe(slot);
    const [call] = await bookingsOf(`${marker}@example.com`);
    expect(call).toMatchObject({ starts_at: slot, status: 'confirmed', time_zone: availability.timeZone });

    await expect.poll(async () => (await formEndpoint.requestsWith(marker)).length).toBe(1);
    const [sent] = await formEndpoint.requestsWith(marker);
    const fields = new URLSearchParams(sent?.body);
    expect(sent?.contentType).toContain('application/x-www-form-urlencoded');
    expect(fields.get('form-name')).toBe('booking');
    expect(fields.get('event')).toBe('booked');
    expect(fields.get('starts_at')).toBe(slot);
    expect(fields.get('booking_id')).toBe(call?.id);
    expect(fields.get('topic')).toBe(`Contract review, ${marker}`);
    await page.context().close();
  });

  test('with JavaScript: from a service page’s Book a call, each time on the visitor’s clock too, dated across the date line, and the booking keeps their zone', async ({
    browser,
  }) => {
    const marker = `js${Date.now()}`;
    // Pago Pago (UTC−11) is on the day before London's for every morning time.
    const page = await bookingVisitor(browser, { timezoneId: 'Pacific/Pago_Pago' });
    await page.goto('/ai-services/ai-agents/custom-ai-agents');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Book a call' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    // The router's navigation: /book's payload comes from the worker (its free times are D1's).
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: booking.contactCard.link }).click();
    await expect(page).toHaveURL(/\/book$/);
    await chooseDay(page, 1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    const time = page.locator('.booking-time').first();
    const slot = (await time.locator('input').getAttribute('value')) ?? '';
    const theirs = `${clockTimeBeside(new Date(slot), 'Pacific/Pago_Pago', availability.timeZone)} your time (Pago Pago)`;
    expect(theirs).toMatch(/^\d\d:\d\d \w{3} \d{1,2} \w{3,4} your time/);
    await expect(time.locator('.booking-time__visitor')).toHaveText(theirs);
    await expect(time.getByRole('radio')).toHaveAccessibleName(
      `${clockTime(new Date(slot), availability.timeZone)} ${theirs}`,
    );
    await time.click();
    await fillDetails(page, marker);
    await page.getByRole('button', { name: booking.confirm }).click();

    const answer = page.getByRole('status').filter({ hasText: booking.booked.title });
    await expect(answer).toBeFocused();
    await expect(answer).toContainText('your time, UTC−11:00');
    await expect(answer).toContainText('London time');
    const [call] = await bookingsOf(`${marker}@example.com`);
    expect(call).toMatchObject({ starts_at: slot, time_zone: 'Pacific/Pago_Pago' });
    await expect.poll(async () => (await formEndpoint.requestsWith(marker)).length).toBe(1);
    const fields = new URLSearchParams((await formEndpoint.requestsWith(marker))[0]?.body);
    expect(fields.get('time_zone')).toBe('Pacific/Pago_Pago');
    expect(fields.get('starts_at_visitor')).toMatch(/-11:00$/);
    await page.context().close();
  });

  test('two visitors confirming the same time: one call, and the other told at once, offered the nearest, details kept', async ({
    browser,
  }) => {
    const marker = `race${Date.now()}`;
    const pages = await Promise.all([
      bookingVisitor(browser),
      bookingVisitor(browser, { javaScript: false }),
    ]);
    let slot = '';
    for (const [index, page] of pages.entries()) {
      await page.goto('/book');
      if (index === 0) await waitForHydration(page);
      await chooseDay(page, 2);
      const time = page.locator('input[name="slot"]').first();
      slot ||= (await time.getAttribute('value')) ?? '';
      await page.locator(`input[name="slot"][value="${slot}"]`).check();
      await fillDetails(page, `${marker}${index}`);
    }
    await Promise.all(pages.map((page) => page.getByRole('button', { name: booking.confirm }).click()));

    const outcomes = await Promise.all(
      pages.map(async (page) => {
        const result = page.locator('.booking-answer--booked, .form-result');
        await expect(result).toBeVisible();
        return (await result.getAttribute('class'))?.includes('booked') ? 'booked' : 'refused';
      }),
    );
    expect([...outcomes].sort()).toEqual(['booked', 'refused']);
    const who = outcomes.indexOf('refused');
    const refused = pages[who] as Page;
    await expect(refused.getByRole('alert')).toHaveText(booking.answers.refused.taken);
    await expect(refused.getByLabel('Full Name')).toHaveValue(`Grace ${marker}${who}`);
    await expect(refused.getByLabel(booking.topicLabel)).toHaveValue(`Contract review, ${marker}${who}`);
    const nearest = await refused
      .locator('input[name="slot"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest).not.toContain(slot);

    const calls = await executeSql<{ calls: number }>(
      `SELECT count(*) AS calls FROM bookings WHERE starts_at = '${slot}' AND status = 'confirmed'`,
    );
    expect(calls[0]?.calls).toBe(1);
    await expect.poll(async () => (await formEndpoint.requestsWith(marker)).length).toBe(1);
    for (const page of pages) await page.context().close();
  });
  test('the private link, without JavaScript: move the call, then cancel it, each told to the firm once', async ({
    browser,
  }) => {
    const marker = `manage${Date.now()}`;
    const page = await bookingVisitor(browser, { javaScript: false });
    const first = await bookFirstTime(page, 3, marker);
    await page.getByRole('link', { name: booking.booked.manage }).click();
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{43}$/);
    const link = page.url();

    // Move: another day's first time.
    await chooseDay(page, 4);
    const second = (await page.locator('input[name="slot"]').first().getAttribute('value')) ?? '';
    await page.locator('input[name="slot"]').first().check();
    await page.getByRole('button', { name: booking.manage.move }).click();
    await expect(page.getByRole('status')).toContainText(booking.manage.moved);
    expect(await calendarStart(page)).toBe(second);
    expect(await bookingsOf(`${marker}@example.com`)).toMatchObject([
      { starts_at: second, status: 'confirmed' },
    ]);

    // Cancel: the time is free again at once, on /book.
    await page.goto(link);
    await page.getByRole('button', { name: booking.manage.cancel }).click();
    // The page comes back for a call that stands no more: it says so, and offers nothing to change.
    await expect(page.getByText(booking.manage.status.cancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: booking.manage.cancel })).toHaveCount(0);
    expect(await bookingsOf(`${marker}@example.com`)).toMatchObject([{ status: 'cancelled' }]);
    await page.goto('/book');
    await chooseDay(page, 3);
    await expect(page.locator(`input[name="slot"][value="${first}"]`)).toHaveCount(1);

    await expect
      .poll(async () =>
        (await formEndpoint.requestsWith(marker)).map((sent) => new URLSearchParams(sent.body).get('event')),
      )
      .toEqual(['booked', 'moved', 'cancelled']);
    // A forged link opens nothing, and its calendar file is a 404.
    const forged = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    expect((await page.request.get(`${forged}/call.ics`)).status()).toBe(404);
    await page.goto(forged);
    await expect(page.getByText(booking.manage.notFound)).toBeVisible();
    await page.context().close();
  });
  test('the operator’s calendar feed lists an upcoming call, and is a 404 without its secret', async ({
    browser,
    request,
  }) => {
    const marker = `feed${Date.now()}`;
    const page = await bookingVisitor(browser, { javaScript: false });
    const slot = await bookFirstTime(page, 5, marker);
    await page.context().close();

    const feed = await request.get(`/calendar/${E2E_CALENDAR_FEED_SECRET}.ics`);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(feed.headers()['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const call = events.find((event) => event.summary === `Call: Grace ${marker}, Hopper & Co`);
    expect(call?.startDate.toJSDate().toISOString()).toBe(slot);
    expect(call?.description).toContain(`${marker}@example.com`);
    for (const path of [
      `/calendar/${E2E_CALENDAR_FEED_SECRET.slice(0, -1)}.ics`,
      '/calendar/.ics',
      '/calendar/x',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
  test('a busy time in the firm’s own calendar is not offered, and the feed going down keeps the last copy', async ({
    browser,
  }) => {
    const page = await bookingVisitor(browser, { javaScript: false });
    const times = () =>
      page
        .locator('input[name="slot"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await page.goto('/book');
    await chooseDay(page, 6);
    // Rendered for this view, not read from the edge's few-seconds cache of /book: with its day
    // given twice (the page reads the first), the address is one src/server/booking/page-cache.ts
    // never keeps (a query the page does not read would share the day's kept page).
    const day = `${page.url()}&day=${new URL(page.url()).searchParams.get('day')}`;
    const before = await times();
    const [first = '', second = ''] = before;
    // A hearing from the day's first time to its second's start: the first goes, and the second with it (the buffer).
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    await formEndpoint.firmCalendar(
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:hearing\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${stamp(first)}\r\nDTEND:${stamp(second)}\r\nSUMMARY:Hearing\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    // Read again once its second has passed.
    await expect
      .poll(async () => {
        await page.goto(day);
        return (await times()).slice(0, 2);
      })
      .not.toEqual([first, second]);
    const during = await times();
    expect(during).not.toContain(first);
    expect(during).not.toContain(second);
    expect(during).toEqual(before.slice(2));

    await formEndpoint.firmCalendarMode('down');
    try {
      await page.waitForTimeout(1_200);
      await page.goto(day);
      expect(await times()).toEqual(during);
    } finally {
      await formEndpoint.firmCalendarMode('ok');
      await formEndpoint.firmCalendar(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n',
      );
      await page.context().close();
    }
  });
  test('a booking posted from another site is refused with a page that says so; nothing is booked', async ({
    request,
  }) => {
    const response = await request.post('/book', {
      multipart: { 'form-name': 'booking', name: 'Mallory', email: 'mallory@example.com', slot: '' },
      headers: { origin: 'https://attacker.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('only accepts messages sent from this website');
    expect(await bookingsOf('mallory@example.com')).toEqual([]);
  });
});
