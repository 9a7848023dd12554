import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
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
