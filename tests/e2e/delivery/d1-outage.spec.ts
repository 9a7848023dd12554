// A lead gets through while either D1 or the form endpoint answers (issue 35):
// the test server's D1 made to fail for real (its submissions table renamed
// away through the control port) while the stand-in endpoint answers or not.
import type { Page } from '@playwright/test';
import { contactFieldValues, fillContactForm } from '../../support/contact-page';
import { actionFields } from '../../support/contact-post';
import { executeSql, querySubmissions, sqlText } from '../../support/d1';
import { formEndpoint } from '../../support/form-endpoint-client';
import { newLead, received, send, settleOutbox } from '../../support/leads';
import { expect, test, waitForHydration } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const AWAY = 'submissions_unavailable';
const d1Fails = () => executeSql(`ALTER TABLE submissions RENAME TO ${AWAY}`);
/** D1 answers again: the table back, whatever a test left. */
const d1Answers = async () => {
  const tables = await executeSql<{ name: string }>(`SELECT name FROM sqlite_master WHERE name = '${AWAY}'`);
  if (tables.length > 0) await executeSql(`ALTER TABLE ${AWAY} RENAME TO submissions`);
};

test.beforeAll(async ({ request }) => {
  await settleOutbox(request);
});
test.beforeEach(async () => {
  await formEndpoint.reset();
});
test.afterEach(async () => {
  await d1Answers();
});

const valuesOf = (lead: ReturnType<typeof newLead>) =>
  Object.fromEntries(lead.fields) as { name: string; email: string; company: string; message: string };

/** The contact page as a visitor with JavaScript finds it, from the lead's own address. */
const openContactPage = async (page: Page, lead: ReturnType<typeof newLead>) => {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': lead.ip });
  await page.goto('/contact');
  await waitForHydration(page);
  await fillContactForm(page, valuesOf(lead));
  await page.getByRole('button', { name: 'Send Message' }).click();
};

test.describe('D1 failing, the endpoint answering', () => {
  test('a send without JavaScript is told "Message Sent!", and the endpoint gets it exactly once', async ({
    request,
  }) => {
    const lead = newLead(`d1down${Date.now()}`, 'nojs', 65);
    const action = await actionFields(request);
    await d1Fails();
    expect(await send(request, action, lead)).toBe('sent');
    expect(await received(lead)).toEqual({ all: 1, accepted: 1 });
    await d1Answers();
    // Nothing was stored: the endpoint holds the only copy, as the worker's log says.
    expect(await querySubmissions(`company = ${sqlText(lead.marker)}`)).toEqual([]);
  });

  test('a send with JavaScript shows "Message Sent!", and the endpoint gets it exactly once', async ({
    page,
  }) => {
    const lead = newLead(`d1down${Date.now()}`, 'js', 65);
    await d1Fails();
    await openContactPage(page, lead);
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible({ timeout: 10_000 });
    expect(await received(lead)).toEqual({ all: 1, accepted: 1 });
  });
});

test.describe('D1 and the endpoint both failing', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('"Submission Failed", every field kept', async ({ page }) => {
      const lead = newLead(`bothdown${Date.now()}`, 'nojs', 65);
      await page.setExtraHTTPHeaders({ 'cf-connecting-ip': lead.ip });
      await page.goto('/contact');
      await fillContactForm(page, valuesOf(lead));
      await formEndpoint.mode('error');
      await d1Fails();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toContainText('Submission Failed', { timeout: 10_000 });
      expect(await contactFieldValues(page)).toEqual(Object.values(valuesOf(lead)));
      expect(await received(lead)).toEqual({ all: 1, accepted: 0 });
    });
  });

  test.describe('with JavaScript', () => {
    test.use({ expectedConsoleErrors: /Contact form submission failed/ });

    test('"Submission Failed", the fields and the draft kept', async ({ page }) => {
      const lead = newLead(`bothdown${Date.now()}`, 'js', 65);
      await formEndpoint.mode('error');
      await d1Fails();
      await openContactPage(page, lead);
      await expect(page.getByRole('dialog', { name: 'Submission Failed' })).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      expect(await contactFieldValues(page)).toEqual(Object.values(valuesOf(lead)));
      const draft = await page.evaluate(() => sessionStorage.getItem('contact-draft'));
      expect(draft).toContain(lead.marker);
    });
  });
});

test('with D1 back, a lead is stored and delivered as before', async ({ request }) => {
  const lead = newLead(`d1back${Date.now()}`, 0, 65);
  const action = await actionFields(request);
  await d1Fails();
  await d1Answers();
  expect(await send(request, action, lead)).toBe('sent');
  expect(await received(lead)).toEqual({ all: 1, accepted: 1 });
  const rows = await querySubmissions(`company = ${sqlText(lead.marker)}`);
  expect(rows.map((row) => [row.delivery_status, row.attempts])).toEqual([['delivered', 1]]);
});
