import type { APIRequestContext, Page } from '@playwright/test';
import { buildEnvironment, readWorkerConfig } from '../../scripts/build/worker-config.mjs';
import { contactPage } from '../../src/content/contact';
import { FORM_NOTES } from '../../src/content/contact-results';
import { site } from '../../src/content/site';
import {
  contactFieldValues,
  contactFieldValuesAtFirstFrame,
  contactFormOn,
  fillContactForm,
} from '../support/contact-page';
import { actionFields, contactForm } from '../support/contact-post';
import { querySubmissions, sqlText } from '../support/d1';
import { formEndpoint } from '../support/form-endpoint-client';
import { SITE_STACK } from '../support/ports';
import { rawRequest } from '../support/raw-http';
import { expect, holdScripts, test, waitForHydration } from './fixtures';

/** The contact form's rate limit, as the build read it from wrangler.toml. */
const rateLimit = readWorkerConfig('.', buildEnvironment()).contactRateLimit;
if (!rateLimit) throw new Error('wrangler.toml has no CONTACT_RATE_LIMITER');
/** Its window. */
const RATE_PERIOD_MS = rateLimit.periodSeconds * 1000;

/**
 * Waits, when the limiter's window is about to end, for the next one. The
 * local limiter (Miniflare's) counts in windows aligned to the clock: a burst
 * that straddled a window's end was counted afresh from it, and its sixth
 * send went through (once in CI). Ten seconds to spare hold a burst of six on
 * a busy machine.
 */
const startOfRateWindow = async () => {
  const left = RATE_PERIOD_MS - (Date.now() % RATE_PERIOD_MS);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
};

let visitor = 0;
/** Every test is its own visitor (own IP), so the per-visitor rate limit never mixes tests up. */
const asNewVisitor = async (page: Page) => {
  visitor += 1;
  await page.setExtraHTTPHeaders({
    'cf-connecting-ip': `198.51.100.${(process.pid % 50) * 5 + (visitor % 5)}`,
  });
};

const typed = (marker: string) => ({
  name: `Zoë "O'Brien" <script>alert(1)</script> ${marker}`,
  email: `zoe.${marker}@example.com`,
  company: 'Ünïcode & Sons, Ltd. 😀',
  message: `Hello,\r\nwe need help with <b>intake</b> & "reviews".\r\n— ${marker}`,
});

/** What the browser submits for a textarea: line breaks as CRLF. */
const submitted = (values: ReturnType<typeof typed>) => ({
  'form-name': 'contact',
  ...values,
  message: values.message.replace(/\r?\n/g, '\r\n'),
});

test.describe('contact page', () => {
  test('shows the heading, contact details, reasons and the form with its labels', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
    await expect(page.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(page.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.phone}`,
    );
    await expect(page.getByText('Serving clients globally')).toBeVisible();
    await expect(page.locator('.contact__why li')).toHaveText([...contactPage.whyChoose]);
    await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();

    const expected = [
      ['Full Name', 'Your name', 'name', true],
      ['Email Address', 'Your email', 'email', true],
      ['Company', 'Your company', 'company', false],
      ['Message', 'Tell us about your project...', 'message', true],
    ] as const;
    for (const [label, placeholder, name, required] of expected) {
      const field = contactFormOn(page).getByLabel(label);
      await expect(field).toHaveAttribute('placeholder', placeholder);
      await expect(field).toHaveAttribute('name', name);
      expect(await field.evaluate((element: HTMLInputElement) => element.required)).toBe(required);
    }
    await expect(contactFormOn(page).getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(contactFormOn(page).getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(page.locator('input[type="hidden"][name="form-name"]')).toHaveValue('contact');
  });
});

// One stand-in endpoint serves every submission: these tests run one at a time,
// untagged, so in one project.
test.describe('submissions', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async () => {
    await formEndpoint.reset();
  });

  test.describe('sending a message', () => {
    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test.describe('with JavaScript', () => {
      test('success: the dialog says so, the fields clear, the endpoint gets exactly what was typed', async ({
        page,
      }) => {
        const marker = `ok${Date.now()}`;
        const values = typed(marker);
        await page.goto('/contact');
        await waitForHydration(page);
        await fillContactForm(page, values);
        await page.getByRole('button', { name: 'Send Message' }).click();

        const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Thank you! We'll get back to you within 24 hours.");
        await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeFocused();
        expect(await contactFieldValues(page)).toEqual(['', '', '', '']);

        const received = await formEndpoint.requestsWith(marker);
        expect(received).toHaveLength(1);
        expect(received[0]?.method).toBe('POST');
        expect(received[0]?.contentType).toBe('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual(submitted(values));

        const [row, ...others] = await querySubmissions(`email = ${sqlText(values.email)}`);
        expect(others).toEqual([]);
        const { 'form-name': _formName, ...stored } = submitted(values);
        expect(row).toMatchObject({
          ...stored,
          delivery_status: 'delivered',
          upstream_status: 200,
          attempts: 1,
          last_error: null,
        });

        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
      });

      test.describe('when delivery fails', () => {
        test.use({ expectedConsoleErrors: /Contact form submission failed/ });

        for (const mode of ['error', 'hang', 'refuse'] as const) {
          test(`(${mode}) the dialog reports it, the fields keep what was typed, D1 keeps the message`, async ({
            page,
          }) => {
            const marker = `${mode}${Date.now()}`;
            const values = typed(marker);
            await formEndpoint.mode(mode);
            await page.goto('/contact');
            await waitForHydration(page);
            const logged: string[] = [];
            page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
            await fillContactForm(page, values);
            await page.getByRole('button', { name: 'Send Message' }).click();
            if (mode === 'hang') {
              // While the endpoint keeps it waiting, the button shows progress and cannot send twice.
              await expect(page.getByRole('button', { name: /Sending/ })).toBeDisabled();
              await expect(page.getByRole('button', { name: /Sending/ })).toHaveAttribute(
                'aria-busy',
                'true',
              );
            }

            const dialog = page.getByRole('dialog', { name: 'Submission Failed' });
            await expect(dialog).toBeVisible({ timeout: 10_000 });
            await expect(dialog).toContainText(
              'There was an error submitting your message. Please try again.',
            );
            await expect(dialog.locator('.dialog__icon--failed svg')).toBeVisible();
            expect(logged.some((text) => text.includes('Contact form submission failed'))).toBe(true);
            // Escape closes it, and so does the cross.
            if (mode === 'refuse')
              await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
            else await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
            await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
            expect(await contactFieldValues(page)).toEqual([
              values.name,
              values.email,
              values.company,
              values.message.replace(/\r\n/g, '\n'),
            ]);

            expect(await formEndpoint.requestsWith(marker)).toHaveLength(mode === 'refuse' ? 0 : 1);
            const rows = await querySubmissions(`email = ${sqlText(values.email)}`);
            expect(rows).toHaveLength(1);
            expect(rows[0]).toMatchObject({ delivery_status: 'failed', attempts: 1 });
            expect(rows[0]?.upstream_status).toBe(mode === 'error' ? 500 : null);
            expect(rows[0]?.last_error).toBeTruthy();
          });
        }
      });

      test('empty required fields reach neither D1 nor the endpoint', async ({ page }) => {
        const marker = `empty${Date.now()}`;
        await page.goto('/contact');
        await waitForHydration(page);
        await contactFormOn(page).getByLabel('Company').fill(marker);
        // The browser refuses first...
        await page.getByRole('button', { name: 'Send Message' }).click();
        expect(
          await contactFormOn(page)
            .getByLabel('Full Name')
            .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
        ).toBe(true);
        // ...and the server too, when the browser's check is bypassed.
        await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => {
          form.noValidate = true;
        });
        await contactFormOn(page).getByLabel('Email Address').fill('not-an-email');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.locator('#contact-name-error')).toHaveText('Please enter your name.');
        await expect(contactFormOn(page).getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
        await expect(contactFormOn(page).getByLabel('Full Name')).toHaveAttribute(
          'aria-describedby',
          'contact-name-error',
        );
        await expect(page.locator('#contact-email-error')).toContainText('valid email address');
        await expect(page.locator('#contact-message-error')).toHaveText('Please enter a message.');
        await expect(contactFormOn(page).getByLabel('Company')).toHaveValue(marker);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await formEndpoint.requestsWith(marker)).toEqual([]);
        expect(await querySubmissions(`company = ${sqlText(marker)}`)).toEqual([]);
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('success: the returned page says so and the endpoint gets the message', async ({ page }) => {
        const marker = `nojs${Date.now()}`;
        const values = typed(marker);
        await page.goto('/contact');
        await fillContactForm(page, values);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByRole('status')).toContainText('Message Sent!');
        await expect(page.getByRole('status')).toContainText(
          "Thank you! We'll get back to you within 24 hours.",
        );
        expect(await contactFieldValues(page)).toEqual(['', '', '', '']);
        const received = await formEndpoint.requestsWith(marker);
        expect(received).toHaveLength(1);
        expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual(submitted(values));
        expect((await querySubmissions(`email = ${sqlText(values.email)}`))[0]?.delivery_status).toBe(
          'delivered',
        );
      });

      // The worker answers a post whose forward failed with the same page whatever the endpoint
      // did: a post without JavaScript in each way of failing (500, a hang, a refused connection)
      // is the delivery suites' `send` (redelivery.spec.ts, with the rows it leaves); here, what
      // a browser shows of that page, once.
      for (const mode of ['error'] as const) {
        test(`failure (${mode}): the returned page says so and keeps every field`, async ({ page }) => {
          const marker = `nojs${mode}${Date.now()}`;
          const values = typed(marker);
          await formEndpoint.mode(mode);
          await page.goto('/contact');
          await fillContactForm(page, values);
          await page.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.getByRole('alert')).toContainText('Submission Failed', { timeout: 10_000 });
          await expect(page.getByRole('alert')).toContainText(
            'There was an error submitting your message. Please try again.',
          );
          expect(await contactFieldValues(page)).toEqual([
            values.name,
            values.email,
            values.company,
            values.message.replace(/\r\n/g, '\n'),
          ]);
          const rows = await querySubmissions(`email = ${sqlText(values.email)}`);
          expect(rows).toHaveLength(1);
          expect(rows[0]?.delivery_status).toBe('failed');
        });
      }
    });
  });

  // Where each lead came from: stored with it, never forwarded (src/lib/source-path.ts).
  test.describe('the page a lead came from', () => {
    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    test('with JavaScript: the page before the contact page, through the router', async ({ page }) => {
      const marker = `from${Date.now()}`;
      const values = typed(marker);
      await page.goto('/development/app');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
      await fillContactForm(page, values);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
      expect((await querySubmissions(`email = ${sqlText(values.email)}`))[0]?.source_path).toBe(
        '/development/app',
      );
      // The endpoint still gets the five fields, and no more.
      const [received] = await formEndpoint.requestsWith(marker);
      expect(Object.fromEntries(new URLSearchParams(received?.body))).toEqual(submitted(values));
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the page the link was followed from, kept through a correction', async ({ page }) => {
        const marker = `fromnojs${Date.now()}`;
        const values = typed(marker);
        await page.goto('/integrations/workflow-automation');
        await page.getByRole('link', { name: 'Automate a workflow' }).first().click();
        await expect(page).toHaveURL('/contact');
        // Sent first without a message: the answer is rendered at /contact, and the source stays.
        await fillContactForm(page, { ...values, message: '' });
        await page.locator('form.contact-form').evaluate((form: HTMLFormElement) => {
          form.noValidate = true;
        });
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.locator('#contact-message-error')).toBeVisible();
        await contactFormOn(page).getByLabel('Message').fill(values.message);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByRole('status')).toContainText('Message Sent!');
        expect((await querySubmissions(`email = ${sqlText(values.email)}`))[0]?.source_path).toBe(
          '/integrations/workflow-automation',
        );
      });
    });
  });

  // What the visitor typed outlives the page in this tab (src/islands/contact-draft.ts).
  test.describe('the draft', () => {
    test.beforeEach(async ({ page }) => {
      await asNewVisitor(page);
    });

    const typedValues = (page: Page) => contactFieldValues(page);
    const draftOf = (values: ReturnType<typeof typed>) => [
      values.name,
      values.email,
      values.company,
      values.message.replace(/\r\n/g, '\n'),
    ];

    test('survives a visit to another page through the header, Back and a reload; nothing goes to localStorage', async ({
      page,
    }) => {
      const values = typed(`draft${Date.now()}`);
      await page.goto('/contact');
      await waitForHydration(page);
      await fillContactForm(page, values);
      // Once the visitor reaches for the form, it says where the draft is kept.
      await expect(page.getByText(FORM_NOTES.draftKept)).toBeVisible();
      const services = page.getByRole('navigation', { name: 'Main' });
      await services.getByRole('button', { name: 'AI Services' }).click();
      await services.getByRole('link', { name: /LLM Fine-Tuning/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('LLM Fine-Tuning');
      // Back on the form, the draft is there in the first frame that shows it.
      const firstFrame = contactFieldValuesAtFirstFrame(page);
      await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
      expect(await firstFrame).toEqual(draftOf(values));
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('LLM Fine-Tuning');
      const firstFrameAgain = contactFieldValuesAtFirstFrame(page);
      await page.goForward();
      expect(await firstFrameAgain).toEqual(draftOf(values));
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => typedValues(page)).toEqual(draftOf(values));
      expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('contact-draft');
      // Another tab starts with an empty form.
      const other = await page.context().newPage();
      await other.goto('/contact');
      await waitForHydration(other);
      expect(await typedValues(other)).toEqual(['', '', '', '']);
      await other.close();
    });

    test('text typed before the JavaScript arrives is kept and becomes the draft', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/contact', { waitUntil: 'load' });
      await contactFormOn(page).getByLabel('Full Name').fill('Early Typist');
      release();
      await waitForHydration(page);
      await contactFormOn(page).getByLabel('Company').fill('Later Ltd');
      expect(await typedValues(page)).toEqual(['Early Typist', '', 'Later Ltd', '']);
      // The draft keeper arrives on demand, just after hydration: then both fields are kept.
      await expect
        .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}')))
        .toMatchObject({ name: 'Early Typist', company: 'Later Ltd' });
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => typedValues(page)).toEqual(['Early Typist', '', 'Later Ltd', '']);
    });

    test.describe('when a send fails', () => {
      test.use({ expectedConsoleErrors: /Contact form submission failed/ });

      test('the draft is kept; once a send succeeds, a reload shows an empty form', async ({ page }) => {
        const values = typed(`draftsend${Date.now()}`);
        await formEndpoint.mode('error');
        await page.goto('/contact');
        await waitForHydration(page);
        await fillContactForm(page, values);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByRole('dialog', { name: 'Submission Failed' })).toBeVisible({
          timeout: 10_000,
        });
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => typedValues(page)).toEqual(draftOf(values));

        await formEndpoint.mode('ok');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
        expect(await typedValues(page)).toEqual(['', '', '', '']);
        await page.reload();
        await waitForHydration(page);
        expect(await typedValues(page)).toEqual(['', '', '', '']);
        expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
      });
    });

    test('with storage unavailable the form still sends, and says nothing about a draft', async ({
      page,
    }) => {
      // As with site data blocked: touching sessionStorage throws.
      await page.addInitScript(() => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const marker = `nostorage${Date.now()}`;
      const values = typed(marker);
      await page.goto('/contact');
      await waitForHydration(page);
      await fillContactForm(page, values);
      await expect(page.getByText(FORM_NOTES.draftKept)).toBeHidden();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
      expect(await formEndpoint.requestsWith(marker)).toHaveLength(1);
    });
  });

  test.describe('hostile input and load, straight at the worker', () => {
    const origin = SITE_STACK.origin;
    let ipCounter = 0;
    const freshIp = () => {
      ipCounter += 1;
      return `203.0.113.${ipCounter}`;
    };

    /** A valid submission; `take` tells apart messages that would otherwise be the same lead sent again. */
    const valid = (marker: string, take = ''): [string, string][] => [
      ['name', `Load ${marker}`],
      ['email', `${marker}@example.com`],
      ['company', marker],
      ['message', `Message ${marker} ${take}`],
    ];

    const post = async (
      request: APIRequestContext,
      body: FormData | string,
      headers: Record<string, string> = {},
    ) => {
      const response = await request.post('/contact', {
        ...(typeof body === 'string' ? { data: body } : { multipart: body }),
        headers: { origin, 'cf-connecting-ip': freshIp(), ...headers },
        maxRedirects: 0,
      });
      return { status: response.status(), text: await response.text() };
    };

    const storedFor = (marker: string) => querySubmissions(`company = ${sqlText(marker)}`);

    test('a valid post without JavaScript is stored and forwarded (the baseline for the rest)', async ({
      request,
    }) => {
      const marker = `base${Date.now()}`;
      const { status, text } = await post(request, contactForm(await actionFields(request), valid(marker)));
      expect(status).toBe(200);
      expect(text).toContain('Message Sent!');
      expect(await storedFor(marker)).toHaveLength(1);
      expect(await formEndpoint.requestsWith(marker)).toHaveLength(1);
    });

    test('an oversized body is refused before it is read, with a message', async ({ request }) => {
      const marker = `big${Date.now()}`;
      const fields = valid(marker).map(([name, value]): [string, string] =>
        name === 'message' ? [name, 'x'.repeat(80_000)] : [name, value],
      );
      const { status, text } = await post(request, contactForm(await actionFields(request), fields));
      expect(status).toBe(413);
      expect(text).toContain('Message too large');
      expect(await storedFor(marker)).toEqual([]);
    });

    test('a message over the length limit gets a field error and keeps the text', async ({ request }) => {
      const marker = `long${Date.now()}`;
      const long = `${marker} ${'y'.repeat(6_000)}`;
      const fields = valid(marker).map(([name, value]): [string, string] =>
        name === 'message' ? [name, long] : [name, value],
      );
      const { status, text } = await post(request, contactForm(await actionFields(request), fields));
      expect(status).toBe(200);
      expect(text).toContain('Please keep a message under 5000 characters');
      expect(text).toContain(long);
      expect(await storedFor(marker)).toEqual([]);
    });

    test('a name holding a direction override is refused with an error naming the field; nothing is stored or sent', async ({
      request,
    }) => {
      const marker = `bidi${Date.now()}`;
      const fields = valid(marker).map(([name, value]): [string, string] =>
        name === 'name' ? [name, 'Ada \u202Eecalevol'] : [name, value],
      );
      const { status, text } = await post(request, contactForm(await actionFields(request), fields));
      expect(status).toBe(200);
      expect(text).toContain(
        'Please enter your name without the invisible character that changes the text’s direction after “Ada”',
      );
      expect(await storedFor(marker)).toEqual([]);
      expect(await formEndpoint.requestsWith(marker)).toEqual([]);
    });

    test('missing fields get field errors; nothing is stored', async ({ request }) => {
      const marker = `missing${Date.now()}`;
      const { status, text } = await post(
        request,
        contactForm(await actionFields(request), [['company', marker]]),
      );
      expect(status).toBe(200);
      for (const error of [
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter a message.',
      ]) {
        expect(text).toContain(error);
      }
      expect(await storedFor(marker)).toEqual([]);
      expect(await formEndpoint.requestsWith(marker)).toEqual([]);
    });

    test('a duplicated field is refused with a message; nothing is stored', async ({ request }) => {
      const marker = `dup${Date.now()}`;
      const { status, text } = await post(
        request,
        contactForm(await actionFields(request), [...valid(marker), ['email', 'second@example.com']]),
      );
      expect(status).toBe(200);
      expect(text).toContain('Submission Failed');
      expect(text).toContain('unexpected shape');
      expect(await storedFor(marker)).toEqual([]);
    });

    test('malformed encodings and wrong content types get a clear 400', async ({ request }) => {
      const cases: [string, string][] = [
        [
          'multipart/form-data; boundary=----nothing',
          '----nothing\r\nContent-Disposition: garbage\r\n\r\n%%%',
        ],
        ['application/json', JSON.stringify({ name: 'x', email: 'x@example.com', message: 'hi' })],
        ['text/plain', 'name=x&email=x@example.com&message=hi'],
        ['application/x-www-form-urlencoded', 'name=%E0%A4%A&email=%ZZ&message=%'],
      ];
      for (const [contentType, body] of cases) {
        const { status, text } = await post(request, body, { 'content-type': contentType });
        expect(status, contentType).toBeGreaterThanOrEqual(400);
        expect(status, contentType).toBeLessThan(500);
        expect(text, contentType).toMatch(/could not be read|only accepts the website’s own contact form/);
      }
    });

    test('a refused body leaves its connection usable for the next request', async () => {
      // Node's fetch keeps one connection alive across these: a body the worker
      // refused unread used to get the request after it a reset, not an answer.
      for (let round = 0; round < 40; round += 1) {
        const refused = await fetch(`${origin}/contact`, {
          method: 'POST',
          body: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'hi' }),
          headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': freshIp() },
        });
        expect(refused.status).toBe(415);
        await refused.text();
        const next = await fetch(`${origin}/favicon.svg`);
        expect(next.status).toBe(200);
        await next.arrayBuffer();
      }
    });

    test('a body sent without a declared length is refused before it is read', async () => {
      const marker = `chunked${Date.now()}`;
      const chunks = [
        `--x\r\nContent-Disposition: form-data; name="company"\r\n\r\n${marker}`,
        'y'.repeat(70_000),
      ];
      const answer = await rawRequest(SITE_STACK.port, {
        method: 'POST',
        target: '/contact',
        headers: [
          ['Content-Type', 'multipart/form-data; boundary=x'],
          ['Transfer-Encoding', 'chunked'],
          ['Origin', origin],
        ],
        body: `${chunks.map((chunk) => `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`,
      });
      expect(answer.status).toBe(411);
      expect(answer.body).toContain('did not say how large it is');
      expect(await storedFor(marker)).toEqual([]);
      // The worker still answers the next request.
      expect((await rawRequest(SITE_STACK.port, { method: 'GET', target: '/contact' })).status).toBe(200);
    });

    test('a post from another site is refused with a page that says so; nothing is stored', async ({
      request,
    }) => {
      const marker = `csrf${Date.now()}`;
      const { status, text } = await post(request, contactForm(await actionFields(request), valid(marker)), {
        origin: 'https://attacker.example',
      });
      expect(status).toBe(403);
      expect(text).toContain('only accepts messages sent from this website');
      expect(text).toContain('href="/contact"');
      expect(await storedFor(marker)).toEqual([]);
      expect(await formEndpoint.requestsWith(marker)).toEqual([]);
    });

    test('a source that is not a path on this site is not kept, and the lead is', async ({ request }) => {
      const marker = `badfrom${Date.now()}`;
      const { status, text } = await post(
        request,
        contactForm(await actionFields(request), [
          ...valid(marker),
          ['from', 'https://evil.example/phish?x=1'],
        ]),
      );
      expect(status).toBe(200);
      expect(text).toContain('Message Sent!');
      const [stored] = await storedFor(marker);
      expect(stored?.source_path).toBeNull();
    });

    test('a filled honeypot looks like success to the bot but nothing is kept or sent', async ({
      request,
    }) => {
      const marker = `bot${Date.now()}`;
      const { status, text } = await post(
        request,
        contactForm(await actionFields(request), [...valid(marker), ['website', 'https://spam.example']]),
      );
      expect(status).toBe(200);
      expect(text).toContain('Message Sent!');
      expect(await storedFor(marker)).toEqual([]);
      expect(await formEndpoint.requestsWith(marker)).toEqual([]);
    });

    test('a burst over the rate limit is told to wait; the first five are kept', async ({ request }) => {
      const marker = `burst${Date.now()}`;
      const action = await actionFields(request);
      await startOfRateWindow();
      // An address of its own for this burst (keyboard.spec.ts sends from 192.0.2.21 and .22).
      const ip = `192.0.2.${100 + (Date.now() % 150)}`;
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { status, text } = await post(request, contactForm(action, valid(marker, `take ${i}`)), {
          'cf-connecting-ip': ip,
        });
        expect(status).toBe(200);
        answers.push(
          text.includes('several messages in the last minute')
            ? 'limited'
            : text.includes('Message Sent!')
              ? 'sent'
              : 'other',
        );
      }
      expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
      expect(await storedFor(marker)).toHaveLength(5);
    });

    test('a POST to any other page is refused by the asset layer, never reaching the worker', async ({
      request,
    }) => {
      const response = await request.post('/ai-services/llm-fine-tuning', {
        data: 'x=1',
        headers: { origin },
      });
      // The asset layer's own answer (docs/operations.md, "What the worker serves"): no body,
      // and the Allow of dist/public/_headers.
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      // The contact page, which the worker serves, says what it takes.
      const options = await request.fetch('/contact', { method: 'OPTIONS' });
      expect(options.status()).toBe(204);
      expect(options.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
    });

    test('load: 40 concurrent valid submissions are each stored once and forwarded once', async ({
      request,
    }) => {
      const run = `load${Date.now()}`;
      const action = await actionFields(request);
      const count = 40;
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          post(request, contactForm(action, valid(`${run}n${index}x`))),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      const outcomes = answers.map((answer) =>
        answer.status === 200 && answer.text.includes('Message Sent!')
          ? 'sent'
          : `${answer.status} ${answer.text.match(/<h1[^>]*>([^<]*)</)?.[1] ?? answer.text.slice(0, 120)}`,
      );
      expect(outcomes.filter((outcome) => outcome !== 'sent')).toEqual([]);
      const stored = await querySubmissions(`company LIKE ${sqlText(`${run}n%`)}`);
      expect(stored).toHaveLength(count);
      expect(new Set(stored.map((row) => row.company)).size).toBe(count);
      expect(stored.every((row) => row.delivery_status === 'delivered' && row.attempts === 1)).toBe(true);
      const forwarded = (await formEndpoint.requests()).filter((received) => received.body.includes(run));
      expect(forwarded).toHaveLength(count);
      expect(
        new Set(forwarded.map((received) => new URLSearchParams(received.body).get('company'))).size,
      ).toBe(count);
      test.info().annotations.push({
        type: 'load',
        description: `${count} concurrent submissions in ${seconds.toFixed(2)} s: ${count} stored, ${forwarded.length} forwarded`,
      });
      console.log(
        `[load] ${count} concurrent submissions in ${seconds.toFixed(2)} s; all stored once and forwarded once`,
      );
    });
  });
});
