// The stylesheet declares every token the site reads, each colour for both
// themes (src/styles/tokens.css); a page's critical CSS needs only the tokens
// its own rules read. Dropping the rest saves 410-784 B of gzip a page,
// bytes in the document's first round trip (measured with the generated
// token file; README, "CSS"). beasties has no option for this; PurgeCSS's
// `variables` does it, with every selector kept.
//
// Build-time only, like the rest of the inline CSS: every page with inline
// CSS is prerendered.
import purgeCss from '@fullhuman/postcss-purgecss';
import postcss from 'postcss';
import { CRITICAL_STYLE } from '../../src/server/page-html.mjs';

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
  const { css } = await postcss([
    purgeCss({
      content: [{ raw: markup, extension: 'html' }],
      variables: true,
      safelist: {
        // Every selector stays: the critical CSS already holds only the rules the page matches.
        greedy: [/./],
        variables: [...markup.matchAll(MARKUP_PROPERTY)].map(([, name]) => name ?? ''),
      },
    }),
    dropEmptyRules,
  ]).process(inline[1] ?? '', { from: undefined });
  return html.replace(inline[0], () => `<style>${css}</style>`);
}

/**
 * PurgeCSS leaves the rules it emptied behind. Innermost first (a walk's
 * order, reversed), so `@supports (…){@media(…){:root{}}}` goes whole.
 * @type {import('postcss').Plugin}
 */
const dropEmptyRules = {
  postcssPlugin: 'drop-empty-rules',
  OnceExit(root) {
    /** @type {import('postcss').Container[]} */
    const containers = [];
    root.walk((node) => {
      if ('nodes' in node && node.nodes) containers.push(node);
    });
    for (const container of containers.reverse()) {
      if (container.nodes?.length === 0) container.remove();
    }
  },
};
