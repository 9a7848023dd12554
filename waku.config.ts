import purgeCss from '@fullhuman/postcss-purgecss';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    css: {
      postcss: {
        plugins: [
          // Only the CSS the site uses ships: Radix Themes' token files define
          // every scale, palette and theme variant; PurgeCSS keeps the rules
          // whose selectors appear in src/ and the variables those rules read.
          // Done in the build, before the file is hashed, so a hash always
          // names one content.
          purgeCss({
            content: ['src/**/*.{ts,tsx}'],
            variables: true,
            safelist: {
              // Class names built from data (card-grid--3, tone-bg-violet, form-result--sent, ...).
              standard: [/^card-grid--/, /^tone-(bg|text)-/, /^form-result--/, /^dialog__icon--/],
              // Set at run time by Radix primitives, and by the theme boot script on <html>.
              // The theme attributes of src/lib/radix-theme.ts are object keys, which PurgeCSS does not read as attributes.
              greedy: [
                /data-(state|side|motion|orientation)/,
                /data-(radius|scaling|panel-background|has-background|is-root-theme)/,
                /data-gray-color=.?slate/,
                /^(dark|light|js)$/,
              ],
            },
          }),
        ],
      },
    },
    build: {
      rollupOptions: {
        treeshake: {
          // Radix's builds call a `__name(fn, "name")` helper after every
          // function (esbuild's keepNames). Those calls are only for `.name`,
          // but as statements they keep every function alive, used or not
          // (NavigationMenu's collection brings a whole unused second
          // implementation). Declared pure, unused code is dropped.
          manualPureFunctions: ['__name'],
        },
      },
    },
    optimizeDeps: {
      include: ['@radix-ui/themes > classnames'],
    },
    environments: {
      rsc: {
        optimizeDeps: { exclude: ['@radix-ui/themes', 'lucide-react'] },
      },
    },
  },
});
