// Radix Themes gives every colour token a second value in Display P3, for
// screens with a wide gamut, inside `@supports (color: color(display-p3 …))`.
// The site's colours are sRGB (the brand blue is a hex value), so on those
// screens the P3 tokens would make Radix's steps a shade more vivid than the
// brand beside them, and they cost each page about 0.7 KB gzip of its inline
// CSS: the difference between the biggest pages fitting the first round trip
// or not (README, "Performance"). This PostCSS plugin drops those blocks from the
// stylesheet, so every screen gets the sRGB tokens, the same as the brand.

/** @type {import('postcss').PluginCreator<void>} */
export const srgbColours = () => ({
  postcssPlugin: 'srgb-colours',
  AtRule: {
    supports(atRule) {
      if (atRule.params.includes('display-p3')) atRule.remove();
    },
  },
});
srgbColours.postcss = true;
