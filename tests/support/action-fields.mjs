/**
 * The hidden fields React renders into the contact form for posting without
 * JavaScript (the server action's id and bound state), read from the page's HTML.
 * @param {string} html
 * @returns {[string, string][]}
 */
export const actionFieldsFromHtml = (html) => {
  /** @param {string} value */
  const decode = (value) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(
    (match) => [match[1] ?? '', decode(match[2] ?? '')],
  );
};
