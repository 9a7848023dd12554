import type { ReactNode } from 'react';
import { bootScript } from '../lib/boot-script';
import { DEFAULT_THEME } from '../lib/theme';

export default function Root({ children }: { children: ReactNode }) {
  return (
    // The class is the default theme for visitors without JavaScript; the boot
    // script replaces it with the saved theme before first paint, hence the
    // expected hydration difference.
    <html lang="en" className={DEFAULT_THEME} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
