import { booking } from '../../../src/content/booking';
import { executeSql } from '../../support/d1';
import { formEndpoint } from '../../support/form-endpoint-client';
import { runRelay } from '../../support/leads';
import { expect, test } from '../fixtures';

// A booking during the form endpoint's outage, then a move and a cancel of
// it: the call is the visitor's at once (D1 holds it, and each change), and
// the firm hears each once the endpoint answers, by the relay's runs, once,
// in the order the call changed.
test('a booking, its move and its cancel during an outage are kept, and redelivered once each, in order, when the endpoint answers', async ({
  browser,
  request,
}) => {
  const marker = `outage${Date.now()}`;
  await formEndpoint.mode('error');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'cf-connecting-ip': '203.0.113.77' },
  });
  const page = await context.newPage();
  try {
    await page.goto('/book');
    const slot = (await page.locator('input[name="slot"]').first().getAttribute('value')) ?? '';
    await page.locator('input[name="slot"]').first().check();
    await page.getByLabel('Full Name').fill(`Ada ${marker}`);
    await page.getByLabel('Email Address').fill(`${marker}@example.com`);
    await page.getByRole('button', { name: booking.confirm }).click();
    await expect(page.getByRole('heading', { name: booking.booked.title })).toBeVisible();

    // The private link, while the endpoint is still down: move to another time, then cancel.
    await page.getByRole('link', { name: booking.booked.manage }).click();
    const moveTo = (await page.locator('input[name="slot"]').first().getAttribute('value')) ?? '';
    await page.locator('input[name="slot"]').first().check();
    await page.getByRole('button', { name: booking.manage.move }).click();
    await expect(page.getByRole('status')).toContainText(booking.manage.moved);
    await page.getByRole('button', { name: booking.manage.cancel }).click();
    await expect(page.getByText(booking.manage.status.cancelled)).toBeVisible();

    const news = () =>
      executeSql<{ event: string; delivery_status: string; attempts: number }>(
        `SELECT json_extract(details, '$.event') AS event, delivery_status, attempts FROM submissions
         WHERE form_name = 'booking' AND email = '${marker}@example.com' ORDER BY created_at`,
      );
    // The booking's own attempt failed; its move and cancel waited for it, untried.
    expect(await news()).toEqual([
      { event: 'booked', delivery_status: 'failed', attempts: 1 },
      { event: 'moved', delivery_status: 'failed', attempts: 0 },
      { event: 'cancelled', delivery_status: 'failed', attempts: 0 },
    ]);
    const refused = await formEndpoint.requestsWith(marker);
    expect(refused.map((sent) => sent.mode)).toEqual(['error']);

    await formEndpoint.mode('ok');
    // Due a second after its failure (the test servers' retry base).
    await expect
      .poll(async () => {
        await runRelay(request);
        return (await news()).map((row) => row.delivery_status);
      })
      .toEqual(['delivered', 'delivered', 'delivered']);
    await runRelay(request);
    const accepted = (await formEndpoint.requestsWith(marker))
      .filter((sent) => sent.mode === 'ok')
      .map((sent) => new URLSearchParams(sent.body));
    expect(accepted.map((body) => `${body.get('event')} ${body.get('sequence')}`)).toEqual([
      'booked 0',
      'moved 1',
      'cancelled 2',
    ]);
    expect(accepted.map((body) => body.get('starts_at'))).toEqual([slot, moveTo, moveTo]);
  } finally {
    await formEndpoint.mode('ok');
    await context.close();
  }
});
