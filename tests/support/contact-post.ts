import type { APIRequestContext } from '@playwright/test';
import { actionFieldsFromHtml } from './action-fields.mjs';

/** The contact form's hidden action fields, read from the page as a browser would. */
export const actionFields = async (request: APIRequestContext): Promise<[string, string][]> =>
  actionFieldsFromHtml(await (await request.get('/contact')).text());

/** Builds a multipart body exactly as a browser without JavaScript would send the form. */
export const contactForm = (action: [string, string][], fields: [string, string][]) => {
  const form = new FormData();
  const all: [string, string][] = [...action, ['form-name', 'contact'], ...fields];
  for (const [name, value] of all) form.append(name, value);
  return form;
};
