import { fileURLToPath } from 'node:url';

const SERVER_ICON = fileURLToPath(new URL('../../src/layout/server-icon.tsx', import.meta.url));
/** A module of lucide-react's own build (its icons, createLucideIcon, its index). */
const LUCIDE_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;

/**
 * In the server (rsc) build, lucide-react's `Icon` is src/layout/server-icon.tsx:
 * every icon a server component draws is plain SVG, not a client component
 * hydrated on every page (lucide-icons/lucide#4175; that module says why).
 * tests/unit/server-icon.test.tsx tells when lucide's Icon is no longer a
 * client component, and this plugin can go.
 * @returns {import('vite').Plugin}
 */
export function lucideServerIcons() {
  return {
    name: 'lucide-server-icons',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'rsc',
    resolveId(source, importer) {
      return source === './Icon.mjs' && importer && LUCIDE_MODULE.test(importer) ? SERVER_ICON : null;
    },
  };
}
