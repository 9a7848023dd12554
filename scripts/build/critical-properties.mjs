// The stylesheet declares every token the site reads, each colour for both
// themes (src/styles/tokens.css); a page's critical CSS needs only the tokens
// its own rules and markup read. Dropping the rest saves 410-784 B of gzip a
// page, bytes in the document's first round trip (measured with the generated
// token file; docs/architecture.md, "How the CSS is made"). beasties has no option for this.
//
// Build-time only, like the rest of the inline CSS: every page with inline
// CSS is prerendered.
import postcss from 'postcss';
import { CRITICAL_STYLE_ID, criticalStyleOf } from '../../src/server/page-html.mjs';
import { readsIn } from './tokens.mjs';

/**
 * `html` (a page rewritePage wrote) with the custom properties its critical
 * CSS declares but nothing on the page reads removed: not its rules, not its
 * markup (the logo's fill="var(--brand-solid)"), not a token kept, through
 * any chain of `var()`. Rules and at-rules left empty go too.
 * @param {string} html
 * @returns {string}
 */
export function pruneCriticalProperties(html) {
  const inline = criticalStyleOf(html);
  if (!inline) return html;
  const css = postcss.parse(inline.css);
  /** @type {import('postcss').Declaration[]} */
  const tokens = [];
  /** @type {string[]} */
  const reading = [html.slice(0, inline.start) + html.slice(inline.end)];
  css.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) tokens.push(declaration);
    else reading.push(declaration.value);
  });
  const read = readsIn(reading);
  for (let before = -1; read.size !== before; ) {
    before = read.size;
    for (const token of tokens) {
      if (read.has(token.prop.slice(2))) for (const name of readsIn([token.value])) read.add(name);
    }
  }
  for (const token of tokens) if (!read.has(token.prop.slice(2))) token.remove();
  dropEmpty(css);
  return `${html.slice(0, inline.start)}<style id="${CRITICAL_STYLE_ID}">${css}</style>${html.slice(inline.end)}`;
}

/**
 * Removes the rules and at-rules left with nothing in them, innermost first,
 * so `@supports (…){@media(…){:root{}}}` goes whole.
 * @param {import('postcss').Container} container
 */
const dropEmpty = (container) => {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
};
