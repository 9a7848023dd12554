import purgeCss from '@fullhuman/postcss-purgecss';
import { defineConfig } from 'waku/config';
import { contentPlugins } from './scripts/build/content-plugins.mjs';
import { radixThemeVariants } from './scripts/build/radix-theme-variants.mjs';
import { srgbColours } from './scripts/build/srgb-colours.mjs';
import { radixRootThemeAttributes } from './src/lib/radix-theme';

export default defineConfig({
  vite: {
    plugins: [...contentPlugins()],
    css: {
      postcss: {
        plugins: [
          // One colour space: the sRGB tokens on every screen (scripts/build/srgb-colours.mjs).
          srgbColours(),
          // Only the theme the site renders: Radix's rules for the grey
          // palettes, scalings, radii and accents it never sets go
          // (scripts/build/radix-theme-variants.mjs), before PurgeCSS drops the
          // tokens only they read.
          radixThemeVariants(radixRootThemeAttributes),
          // Only the tokens the site reads ship: Radix Themes' token files
          // define every step of every scale and palette (16.8 KB gzip of
          // the 17); PurgeCSS drops each custom property that no rule and no
          // file in src/ (an inline `var(--brand-solid)`) reads. Done in the
          // build, before the file is hashed, so a hash names one content.
          purgeCss({
            content: ['src/**/*.{ts,tsx}'],
            variables: true,
            // And each @font-face no `font-family` names: Radix's metric-
            // adjusted local faces, which the site's own stacks replace
            // (src/styles/base.css says why).
            fontFace: true,
            // Every selector stays. Purging selectors too would break Radix's
            // dark theme: PurgeCSS 8 drops
            // `:is(.dark, .dark-theme) :where(.radix-themes:not(.light, .light-theme))` whole.
            safelist: { greedy: [/./] },
          }),
        ],
      },
    },
    build: {
      // No preload helper in every chunk: the page puts back the module
      // preloads Waku rendered once it has painted (src/server/page-html.mjs),
      // and the helper's bytes would take /contact over its JS budget.
      modulePreload: false,
      rollupOptions: {
        // Chunks under 512 bytes (a few helpers) are merged into a
        // chunk that loads with them (Rollup merges only where the order of
        // side effects stays the same): each cost its own gzip framing and
        // request. On /contact, 13 files became 10 and 238 bytes of gzip went.
        // Not higher: at 1 KB, lib/motion (~1 KB, which /contact needs) was
        // merged into the Reveal island's chunk (which it does not), and
        // /contact went over its JS budget (budgets.spec).
        output: { experimentalMinChunkSize: 512 },
        treeshake: {
          // Radix's builds call a `__name(fn, "name")` helper after every
          // function (esbuild's keepNames). Those calls are only for `.name`,
          // but as statements they keep every function alive, used or not
          // (NavigationMenu's collection brings a whole unused second
          // implementation). Declared pure, unused code is dropped
          // (tests/unit/radix-build.test.ts fails the day Radix stops calling it).
          manualPureFunctions: ['__name'],
        },
      },
    },
  },
});
