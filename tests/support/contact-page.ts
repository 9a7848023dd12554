import type { Page } from '@playwright/test';
import { contactPage } from '../../src/content/contact';
import { CONTACT_FIELDS, type ContactValues } from '../../src/lib/contact-fields';

/** The contact page's form, as a visitor finds it. */
export const contactFormOn = (page: Page) => page.locator('form.contact-form');

/** Types a message into the form by its labels, as a visitor does. */
export const fillContactForm = async (page: Page, values: ContactValues) => {
  await contactFormOn(page).getByLabel('Full Name').fill(values.name);
  await contactFormOn(page).getByLabel('Email Address').fill(values.email);
  await contactFormOn(page).getByLabel('Company').fill(values.company);
  await contactFormOn(page).getByLabel('Message').fill(values.message);
};

/** What the form's fields hold now, in the order of the form. */
export const contactFieldValues = (page: Page) =>
  Promise.all(
    ['Full Name', 'Email Address', 'Company', 'Message'].map((label) =>
      contactFormOn(page).getByLabel(label).inputValue(),
    ),
  );

/**
 * What the form's fields hold in the first frame that shows the contact page (its h1),
 * read in that frame's requestAnimationFrame, before it is painted: after the router
 * brings the visitor back, what a visitor would see first.
 */
export const contactFieldValuesAtFirstFrame = async (page: Page) =>
  (
    await page.waitForFunction(
      ({ heading, fields }) => {
        if (document.querySelector('h1')?.textContent !== heading) return false;
        const form = document.querySelector<HTMLFormElement>('form.contact-form');
        return fields.map(
          (name) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? null,
        );
      },
      { heading: contactPage.title, fields: [...CONTACT_FIELDS] },
      { polling: 'raf' },
    )
  ).jsonValue();
