// Radix Themes' tokens come with a rule for every value its <Theme> can take:
// five grey palettes (`.radix-themes:where([data-gray-color='mauve'])`…),
// five scalings, six radii, 26 accent colours. The site gives each attribute
// one value, wherever it renders a theme (src/lib/radix-theme.ts), so the
// other rules can never match. They are not harmless: beasties matches a
// selector with its pseudo-classes stripped, `:where(…)` included (by
// design: danielroe/beasties#58), so the four grey palettes the site does
// not use matched `.radix-themes` and went into every page's critical CSS
// (about 220 B of gzip in the document's first round trip). PurgeCSS would
// drop them only with selector purging on, which the site cannot use
// (waku.config.ts says why). This PostCSS plugin drops every selector that
// requires one of those attributes at another value.
import selectorParser from 'postcss-selector-parser';

/**
 * @param {Record<string, string>} attributes The site's theme attributes, as
 *   rendered: `{ 'data-gray-color': 'slate', … }`. Only `data-*` entries count.
 * @returns {import('postcss').Plugin}
 */
export const radixThemeVariants = (attributes) => {
  const values = new Map(Object.entries(attributes).filter(([name]) => name.startsWith('data-')));

  /**
   * A selector that needs an attribute the site sets at another value (a
   * requirement, not inside `:not()`) matches nothing on the site.
   * @param {selectorParser.Selector} selector
   */
  const matchesNothing = (selector) => {
    let dead = false;
    selector.walkAttributes((attribute) => {
      const value = values.get(attribute.attribute);
      if (value === undefined || attribute.operator !== '=' || insideNot(attribute)) return;
      if (attribute.value !== value) dead = true;
    });
    return dead;
  };

  const prune = selectorParser((selectors) => {
    selectors.each((selector) => {
      if (matchesNothing(selector)) selector.remove();
    });
  });

  return {
    postcssPlugin: 'radix-theme-variants',
    Rule(rule) {
      const kept = prune.processSync(rule.selector);
      if (kept === rule.selector) return;
      if (kept.trim() === '') rule.remove();
      else rule.selector = kept;
    },
  };
};

/** @param {selectorParser.Node} node */
const insideNot = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo' && parent.value === ':not') return true;
  }
  return false;
};
