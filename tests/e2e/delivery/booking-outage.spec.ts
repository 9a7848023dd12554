import { booking } from '../../../src/content/booking';
import { executeSql } from '../../support/d1';
import { formEndpoint } from '../../support/form-endpoint-client';
import { runRelay } from '../../support/leads';
import { expect, test } from '../fixtures';

// A booking during the form endpoint's outage: the call is the visitor's at
// once (D1 holds it), and the firm hears of it once the endpoint answers, by
// the relay's run, once.
test('a booking during an outage is kept, and redelivered once when the endpoint answers', async ({
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

    const news = () =>
      executeSql<{ delivery_status: string; attempts: number }>(
        `SELECT delivery_status, attempts FROM submissions WHERE form_name = 'booking' AND email = '${marker}@example.com'`,
      );
    expect(await news()).toEqual([{ delivery_status: 'failed', attempts: 1 }]);
    const refused = await formEndpoint.requestsWith(marker);
    expect(refused.map((sent) => sent.mode)).toEqual(['error']);

    await formEndpoint.mode('ok');
    // Due a second after its failure (the test servers' retry base).
    await expect
      .poll(async () => {
        await runRelay(request);
        return (await news())[0]?.delivery_status;
      })
      .toBe('delivered');
    await runRelay(request);
    const accepted = (await formEndpoint.requestsWith(marker)).filter((sent) => sent.mode === 'ok');
    expect(accepted).toHaveLength(1);
    expect(new URLSearchParams(accepted[0]?.body).get('starts_at')).toBe(slot);
  } finally {
    await formEndpoint.mode('ok');
    await context.close();
  }
});
