import { FORM_NOTES, RESULT_TEXT } from '../../src/content/contact-results';
import { home } from '../../src/content/home';
import { querySubmissions, sqlText } from '../support/d1';
import { formEndpoint } from '../support/form-endpoint-client';
import type { Engine } from './engine';
import { expect, inEachEngine, pageInPlace, poll, test } from './fixtures';

// The contact form in each engine (contact.spec.ts in Chromium): what the engine
// sends (its form encoding, its line breaks), what it shows, and the draft
// it keeps in sessionStorage. The failure steers the one stand-in endpoint:
// this file runs in one worker, after the Chromium projects (playwright.config.ts).

const FIELDS = ['#contact-name', '#contact-email', '#contact-company', '#contact-message'] as const;
const SEND = { css: '.contact-form button', text: 'Send Message' };
const DIALOG = '.dialog[role="dialog"]';

/**
 * What a visitor types: quotes, markup, accents, other scripts and a line
 * break. No emoji: WebKitWebDriver types nothing outside Unicode's first plane.
 */
const typed = (marker: string) => ({
  name: `Zoë "O'Brien" <b>${marker}</b>`,
  email: `zoe.${marker}@example.com`,
  company: 'Ünïcode & Sons, 東京 · €',
  message: `Hello,\nwe need help with <i>intake</i> & "reviews".\n— ${marker}`,
});
type Typed = ReturnType<typeof typed>;

const fill = async (engine: Engine, values: Typed) => {
  for (const [field, value] of [
    ['#contact-name', values.name],
    ['#contact-email', values.email],
    ['#contact-company', values.company],
    ['#contact-message', values.message],
  ] as const) {
    await engine.type(field, value);
  }
};
const fieldValues = (engine: Engine) =>
  engine.evaluate(
    (fields) => fields.map((field) => (document.querySelector(field) as HTMLInputElement).value),
    FIELDS,
  );
const valuesOf = (values: Typed) => [values.name, values.email, values.company, values.message];
/** The lead as D1 keeps it: what was typed, with the line breaks a form submits (CRLF). */
const stored = (values: Typed) => ({ ...values, message: values.message.replace(/\n/g, '\r\n') });
const rowsFor = (values: Typed) => querySubmissions(`email = ${sqlText(values.email)}`);

inEachEngine(() => {
  test.describe('when delivery fails', () => {
    test.use({ expectedErrors: /Contact form submission failed/ });
    test.afterEach(() => formEndpoint.mode('ok'));

    // With JavaScript, a failed send and then a sent one: the engine's form encoding and line
    // breaks reach D1 as typed, and each dialog says what happened.
    test('the draft outlives a visit elsewhere, Back and a failed send; a reload keeps it; sent, the dialog says so and the message clears it', async ({
      engine,
    }) => {
      const values = typed(`${engine.name}draft${Date.now()}`);
      await engine.open('/contact');
      await engine.waitForHydration();
      await fill(engine, values);
      await poll(() => engine.text('.contact-form__draft')).toBe(FORM_NOTES.draftKept);

      // Away through the router and Back: the form is rendered anew, from the draft.
      await engine.click('.site-header a.brand');
      await poll(() => engine.text('h1')).toBe(home.hero.title);
      await engine.back();
      await poll(() => engine.text('h1')).toBe('Speak to our team');
      await poll(() => fieldValues(engine)).toEqual(valuesOf(values));

      await formEndpoint.mode('error');
      // Pressed once the page is in place: mid-slide, WebKit's click missed the button once.
      await pageInPlace(engine);
      await engine.click(SEND);
      // The worker stores the lead, then waits for the endpoint's answer: slower than a success.
      await expect
        .poll(() => engine.text(`${DIALOG} .dialog__title`), { intervals: [50], timeout: 10_000 })
        .toBe(RESULT_TEXT.failed.title);
      expect(await engine.text(`${DIALOG} .dialog__body`)).toBe(RESULT_TEXT.failed.body);
      await engine.press('Escape');
      await poll(() => engine.isVisible(DIALOG)).toBe(false);
      expect(await engine.isFocused(SEND)).toBe(true);
      expect(await fieldValues(engine)).toEqual(valuesOf(values));

      await engine.reload();
      await engine.waitForHydration();
      await poll(() => fieldValues(engine)).toEqual(valuesOf(values));

      // Sent: the dialog says so and takes the focus, the fields clear, Escape gives the focus back.
      await formEndpoint.mode('ok');
      await engine.click(SEND);
      await poll(() => engine.text(`${DIALOG} .dialog__title`)).toBe(RESULT_TEXT.sent.title);
      expect(await engine.text(`${DIALOG} .dialog__body`)).toBe(RESULT_TEXT.sent.body);
      await poll(() => engine.isFocused(`${DIALOG} .button--primary`)).toBe(true);
      expect(await fieldValues(engine)).toEqual(['', '', '', '']);
      await engine.press('Escape');
      await poll(() => engine.isVisible(DIALOG)).toBe(false);
      expect(await engine.isFocused(SEND)).toBe(true);
      await engine.reload();
      await engine.waitForHydration();
      expect(await fieldValues(engine)).toEqual(['', '', '', '']);
      expect(await engine.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
      // The resend was the same lead, delivered on its second attempt: one row, exactly what was typed.
      expect(await rowsFor(values)).toMatchObject([
        { ...stored(values), delivery_status: 'delivered', attempts: 2 },
      ]);
    });
  });

  test('a message sent without JavaScript: the returned page says so, D1 holds exactly what was typed', async ({
    scriptless,
  }) => {
    const values = typed(`${scriptless.name}nojs${Date.now()}`);
    await scriptless.open('/contact');
    await fill(scriptless, values);
    await scriptless.click(SEND);
    await poll(() => scriptless.text('[role="status"]'), 'the answer page').toContain(RESULT_TEXT.sent.title);
    expect(await scriptless.text('[role="status"]')).toContain(RESULT_TEXT.sent.body);
    expect(await fieldValues(scriptless)).toEqual(['', '', '', '']);
    expect(await rowsFor(values)).toMatchObject([{ ...stored(values), delivery_status: 'delivered' }]);
  });
});
