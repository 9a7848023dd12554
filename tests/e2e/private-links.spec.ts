import type { APIResponse, Browser, Page, Response } from '@playwright/test';
import { booking } from '../../src/content/booking';
import { contactPage } from '../../src/content/contact';
import { SOURCE_FIELD } from '../../src/lib/source-path';
import { PRIVATE_HEADERS } from '../../src/server/security-policy.mjs';
import { bookingVisitor } from '../support/booking-visitor';
import { contactFormOn, fillContactForm } from '../support/contact-page';
import { executeSql, querySubmissions, sqlText } from '../support/d1';
import { formEndpoint } from '../support/form-endpoint-client';
import { E2E_CALENDAR_FEED_SECRET, SITE_STACK } from '../support/ports';
import { rawRequest } from '../support/raw-http';
import { expect, test, waitForHydration } from './fixtures';

// The addresses that carry a secret (src/lib/private-paths.mjs) on the built
// worker: served so that no cache keeps them, and never kept, forwarded or
// listed as the page a lead came from. Each test books on free days of its
// own (booking.spec.ts takes the first seven), so that tests side by side
// never want the same time.

/** A new visitor books on /book (the n-th free day's first time): its page, the answer and the call's link. */
const bookAsNewVisitor = async (
  browser: Browser,
  { javaScript, day, marker }: { javaScript: boolean; day: number; marker: string },
) => {
  const page = await bookingVisitor(browser, { javaScript });
  await page.goto('/book');
  if (javaScript) await waitForHydration(page);
  return { page, ...(await bookCall(page, day, marker)) };
};

/** Each private header, as src/server/security-policy.mjs sets it. */
const expectPrivate = (response: Response | APIResponse, what: string) => {
  const headers = response.headers();
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} of ${what}`).toBe(value);
  }
};

/**
 * On /book, books the first time of its n-th free day; returns the answer's
 * response (the page's POST without JavaScript, the server action's with it)
 * and the call's private page, as its link says.
 */
const bookCall = async (page: Page, dayIndex: number, marker: string) => {
  const day = page.locator('.booking__days a').nth(dayIndex);
  await day.click();
  await expect(day).toHaveAttribute('aria-current', 'date');
  await page.locator('input[name="slot"]').first().check();
  await page.getByLabel('Full Name').fill(`Grace ${marker}`);
  await page.getByLabel('Email Address').fill(`${marker}@example.com`);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/book$|\/RSC\/F\//.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: booking.confirm }).click();
  await expect(page.getByRole('heading', { name: booking.booked.title })).toBeVisible();
  const link = await page.getByRole('link', { name: booking.booked.manage }).getAttribute('href');
  expect(link).toMatch(/^\/booking\/[A-Za-z0-9_-]{43}$/);
  return { answer: await answered, link: link ?? '' };
};

/** What the stand-in inbox received of the message (by its address: the call's news has the marker too): its fields, not the link. */
const expectForwardedWithoutLink = async (
  values: Record<string, string> & { email: string },
  link: string,
) => {
  await expect.poll(async () => (await formEndpoint.requestsWith(values.email)).length).toBe(1);
  const [received] = await formEndpoint.requestsWith(values.email);
  expect(Object.fromEntries(new URLSearchParams(received?.body))).toEqual({
    'form-name': 'contact',
    ...values,
  });
  expect(decodeURIComponent(received?.body ?? '')).not.toContain(link);
};

/**
 * Sends a message from the contact form the page shows, and waits for `sent`
 * (the answer with or without JavaScript): D1 keeps it with no source page,
 * and the inbox gets its fields without the call's link.
 */
const sendKeepingNoSource = async (page: Page, marker: string, link: string, sent: () => Promise<void>) => {
  const values = messageOf(marker);
  await fillContactForm(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await sent();
  expect(await querySubmissions(`email = ${sqlText(values.email)}`)).toMatchObject([{ source_path: null }]);
  await expectForwardedWithoutLink(values, link);
};

const messageOf = (marker: string) => ({
  name: `Ada ${marker}`,
  email: `ada.${marker}@example.com`,
  company: '',
  message: `About the call we set, ${marker}`,
});

test.describe('a private link stays private', () => {
  test.beforeEach(async () => {
    await formEndpoint.mode('ok');
  });

  test('without JavaScript: the booked answer, the call’s page, its calendar file and payload are private; from the page to the contact form, the message keeps no source', async ({
    browser,
    request,
  }) => {
    const marker = `privnojs${Date.now()}`;
    const { page, answer, link } = await bookAsNewVisitor(browser, { javaScript: false, day: 8, marker });
    expect(answer.url()).toMatch(/\/book$/);
    expectPrivate(answer, 'the booked answer');
    // Another visitor's /book (through the edge's cache of /book) is the form, not that answer.
    const book = await (await request.get('/book')).text();
    expect(book).not.toContain(link);
    expect(book).not.toContain(booking.booked.title);

    const token = link.split('/').at(-1) ?? '';
    for (const [what, path] of [
      ['the call’s page', link],
      ['its calendar file', `${link}/call.ics`],
      ['its payload', `/RSC/R/booking/${token}.txt`],
    ] as const) {
      const response = await page.request.get(path);
      expect(response.status(), what).toBe(200);
      expectPrivate(response, what);
    }

    // The page's own forms still work (Referrer-Policy same-origin keeps their Origin):
    // tests/e2e/booking.spec.ts moves and cancels through them.
    await page.getByRole('link', { name: booking.booked.manage }).click();
    await expect(page).toHaveURL(link);
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    // The worker was told the call's page (a Referer within the site) and wrote no source.
    await expect(contactFormOn(page).locator(`input[name="${SOURCE_FIELD}"]`)).toHaveValue('');
    await sendKeepingNoSource(page, marker, link, () =>
      expect(page.getByRole('status')).toContainText('Message Sent!'),
    );
    await page.context().close();
  });

  test('with JavaScript: the booked answer is private; by the router from the call’s page to the contact form, the message keeps no source', async ({
    browser,
  }) => {
    const marker = `privjs${Date.now()}`;
    const { page, answer, link } = await bookAsNewVisitor(browser, { javaScript: true, day: 9, marker });
    expect(answer.url()).toContain('/RSC/F/');
    expectPrivate(answer, 'the server action’s answer');

    await page.getByRole('link', { name: booking.booked.manage }).click();
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    // Reached by the router: the source is the tab's previous entry, the call's page.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await sendKeepingNoSource(page, marker, link, () =>
      expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible(),
    );
    await page.context().close();
  });

  test('with JavaScript: from the call’s page to /book, the next booking keeps no source', async ({
    browser,
  }) => {
    const marker = `privagain${Date.now()}`;
    const { page, link } = await bookAsNewVisitor(browser, { javaScript: true, day: 10, marker });
    await page.getByRole('link', { name: booking.booked.manage }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: booking.manage.cancel }).click();
    await page.getByRole('link', { name: booking.manage.bookAgain }).click();
    await expect(page).toHaveURL(/\/book$/);
    // Loaded from the call's page: the form reads the document's Referer, the call's page.
    expect(await page.evaluate(() => document.referrer)).toContain(link);
    await waitForHydration(page);
    await bookCall(page, 11, `${marker}b`);
    const calls = await executeSql<{ source_path: string | null }>(
      `SELECT source_path FROM bookings WHERE email = ${sqlText(`${marker}b@example.com`)}`,
    );
    expect(calls).toEqual([{ source_path: null }]);
    await page.context().close();
  });

  test('whatever a visitor sends to a private address, the answer is no server error, and private', async () => {
    const token = 'A'.repeat(43);
    const targets = [
      `/booking/${token}?day=%ff`,
      '/booking/%ff',
      `/booking/${token}/call.ics`,
      '/booking/x/call.ics/more',
      '/RSC/R/booking/%ff.txt',
      `/RSC/R/booking/${token}.txt?query=%ff`,
      '/calendar/%',
      '/calendar/..%2f..%2fwrangler.toml',
      `/booking/${'x'.repeat(3000)}`,
    ];
    for (const target of targets) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']) {
        const answer = await rawRequest(SITE_STACK.port, { method, target });
        expect(answer.status, `${method} ${target}`).toBeLessThan(500);
        expect(answer.headers['cache-control'], `${method} ${target}`).toBe(PRIVATE_HEADERS['Cache-Control']);
      }
    }
  });

  test('the operator’s calendar feed is private, and so is a wrong address of it', async ({ request }) => {
    const feed = await request.get(`/calendar/${E2E_CALENDAR_FEED_SECRET}.ics`);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expectPrivate(feed, 'the feed');
    const wrong = await request.get(`/calendar/${E2E_CALENDAR_FEED_SECRET.slice(0, -1)}.ics`);
    expect(wrong.status()).toBe(404);
    expectPrivate(wrong, 'a wrong feed address');
  });
});
