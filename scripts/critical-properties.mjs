// Radix Themes defines each colour token for both themes (its Display P3
// copies the build drops: scripts/srgb-colours.mjs), and the site's
// stylesheet keeps every token any page reads. A page's critical CSS needs
// only the tokens its own rules read: the rest was 0.7-1.3 KB of gzip a page
// while the P3 copies were in, bytes in the document's first round trip.
// beasties has no option for this; PurgeCSS's `variables` does it, with every
// selector kept.
//
// Build-time only (PurgeCSS brings PostCSS, too heavy for a request): the
// prerendered pages get it; the pages the worker renders (contact, 404, a
// form's answer without JavaScript) keep every token.
import { PurgeCSS } from 'purgecss';
import { CRITICAL_STYLE } from '../src/server/page-html.mjs';

/** Custom properties the markup itself reads, as in the logo's fill="var(--brand-solid)". */
const MARKUP_PROPERTY = /var\((--[\w-]+)/g;

/**
 * `html` (a page rewritePage wrote) with the custom properties its critical
 * CSS declares but nothing on the page reads removed, through any chain of
 * `var()`. Empty rules left behind are dropped.
 * @param {string} html
 * @returns {Promise<string>}
 */
export async function pruneCriticalProperties(html) {
  const inline = html.match(CRITICAL_STYLE);
  if (!inline) return html;
  const markup = html.replace(inline[0], '');
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: markup, extension: 'html' }],
    css: [{ raw: inline[1] ?? '' }],
    variables: true,
    safelist: {
      // Every selector stays: the critical CSS already holds only the rules the page matches.
      greedy: [/./],
      variables: [...markup.matchAll(MARKUP_PROPERTY)].map(([, name]) => name ?? ''),
    },
  });
  return html.replace(inline[0], () => `<style>${dropEmptyRules(result?.css ?? inline[1] ?? '')}</style>`);
}

/** Rules emptied by the pruning, innermost first: `@supports (…){@media(…){:root{}}}` goes whole. */
const EMPTY_RULE = /(?<=^|[{};])[^{};]+\{\}/g;

/** @param {string} css */
const dropEmptyRules = (css) => {
  let previous = '';
  let current = css;
  while (current !== previous) {
    previous = current;
    current = current.replace(EMPTY_RULE, '');
  }
  return current;
};
