import type { APIRequestContext } from '@playwright/test';

/**
 * The hidden fields React renders into the contact form for posting without
 * JavaScript (the server action's id and bound state), read from the page.
 */
export const actionFields = async (request: APIRequestContext): Promise<[string, string][]> => {
  const html = await (await request.get('/contact')).text();
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(
    (match) => [match[1] ?? '', decode(match[2] ?? '')],
  );
};

/** Builds a multipart body exactly as a browser without JavaScript would send the form. */
export const contactForm = (action: [string, string][], fields: [string, string][]) => {
  const form = new FormData();
  const all: [string, string][] = [...action, ['form-name', 'contact'], ...fields];
  for (const [name, value] of all) form.append(name, value);
  return form;
};
