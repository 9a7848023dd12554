import type { ReactNode } from 'react';
import { SITE_HEADER_ID } from '../layout/site-header';
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
        {/* No first paint of a half-parsed header: on a busy phone the parser can
            yield mid-header, and the header's later parts (the actions) then shift
            the navigation already drawn. Rendering waits for the header's end tag. */}
        <link rel="expect" href={`#${SITE_HEADER_ID}`} blocking="render" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
