import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { EARLY_CLICK_ATTRIBUTE, LIVE_ATTRIBUTE, MOTION_ATTRIBUTE } from './lib/page-names.mjs';
import { whenPageSettled } from './lib/page-settled';

declare global {
  // Set by the page's bootstrap script when the HTML was rendered by the server.
  var __WAKU_HYDRATE__: boolean | undefined;
}

/**
 * Waku's router. Once the page has hydrated, <html data-live="hydrated">
 * says so, and the button the visitor pressed before React answered events
 * is pressed again (see lib/boot-script.ts), in a task of its own: a button
 * inside a boundary React hydrates later (the desktop menu's Activity) is
 * hydrated by the press, which React cannot do while it runs effects.
 * Once the page has also loaded and the main thread rests, its decorative
 * motion may start (MOTION_ATTRIBUTE): moving while the page started, the
 * hero's scene added a fifth to the main thread's work after the first
 * paint in Lighthouse's trace of the home page, a style recalculation frame
 * after frame beside hydration (docs/performance.md).
 * It renders the router alone: a sibling beside it stops route changes from
 * rendering.
 */
function App() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(LIVE_ATTRIBUTE, 'hydrated');
    whenPageSettled(() => root.setAttribute(MOTION_ATTRIBUTE, ''));
    const pressed = document.querySelector<HTMLElement>(`[${EARLY_CLICK_ATTRIBUTE}]`);
    if (!pressed) return;
    const replay = setTimeout(() => {
      pressed.removeAttribute(EARLY_CLICK_ATTRIBUTE);
      pressed.click();
    });
    return () => clearTimeout(replay);
  }, []);
  return <Router />;
}

/**
 * Starts the page (src/waku.client.tsx loads this): Waku 1.0's managed entry
 * (root options included),
 * except that hydration runs in a transition. React then hydrates in slices
 * of a few milliseconds and yields to the visitor between them; a click or
 * key press on a part not hydrated yet makes React hydrate it at once and
 * deliver the event to it. The server's DOM is adopted as it is: nothing is
 * rebuilt.
 */
export function startApp() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (globalThis.__WAKU_HYDRATE__) {
    startTransition(() => {
      // From here React answers every event; the boot script stands down.
      document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
      hydrateRoot(document, app, defaultRootOptions);
    });
  } else {
    createRoot(document, defaultRootOptions).render(app);
  }
}
