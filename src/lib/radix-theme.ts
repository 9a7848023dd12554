/**
 * The attributes that @radix-ui/themes' <Theme> puts on its element, which is
 * all its CSS tokens read. The site uses the tokens, not the Themes React
 * components, so rendering them as plain attributes spares every page the
 * ~2 KB of client JS that <Theme> (with its tooltip and direction providers) costs.
 * Dark or light comes from the class on <html> (appearance "inherit").
 * The stylesheet keeps Radix's rules for these values only
 * (scripts/build/radix-theme-variants.mjs, in waku.config.ts): an element that
 * sets another value by hand would find no rule for it.
 */
export const radixThemeAttributes = {
  className: 'radix-themes',
  'data-accent-color': 'blue',
  'data-gray-color': 'slate',
  'data-radius': 'large',
  'data-scaling': '100%',
} as const;

/** The page's root theme element also paints the background, as <Theme> does at the root. */
export const radixRootThemeAttributes = {
  ...radixThemeAttributes,
  'data-is-root-theme': 'true',
  'data-has-background': 'true',
  'data-panel-background': 'translucent',
} as const;
