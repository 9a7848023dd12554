import type { ReactNode } from 'react';
import { FIRST_SCREEN_END_ID } from '../layout/first-screen-end';
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
        {/* No first paint of a half-parsed header or opening: on a busy phone the
            parser can yield mid-header or mid-hero, and their later parts then
            shift what is already drawn. Rendering waits for the marker after the
            page's opening (layout/first-screen-end.tsx says why a marker). */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
