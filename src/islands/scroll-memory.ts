'use client';

import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { onNavigationStart } from '../lib/navigation-start';
import { FRESH_VISIT_CLASS } from '../lib/page-names.mjs';
import { savedScrollTop, withScrollTop } from '../lib/scroll-memory';

/** How long the page rests after a scroll before its position is written into the history entry. */
const REST_MS = 150;

/**
 * Back and Forward return the visitor to where they were on each page, as a
 * browser does between full page loads. Waku's router scrolls to the top on
 * every history visit (wakujs/waku#1818), and the browser's own restoration
 * cannot help: at `popstate` the page on screen is still the one being left,
 * and the position it keeps for an entry is the one the router scrolled to
 * (the top) before it pushed the next. So each page's position is written
 * into its history entry, and on Back or Forward set again once the router
 * has rendered the page.
 *
 * - A position is written when the page rests after a scroll, and when a link
 *   leaves the page (its entry is still the current one then). At `popstate`
 *   the current entry is already the destination's: a write pending from the
 *   page being left is dropped rather than land there.
 * - It is set in the next animation frame, before that frame is painted: the
 *   router renders a page it has seen within `popstate`, and the browser then
 *   applies its own restoration (Chromium even with `scrollRestoration`
 *   manual, set that late), which the position must come after.
 * - Before that, the page's sections are laid out whole (the boot script's
 *   fresh-visit class is removed): off screen they would otherwise have
 *   guessed heights, and the position would land elsewhere. A history visit
 *   of a full page load does the same.
 *
 * A link's new page still starts at the top: the router scrolls it there.
 *
 * @param shownPath the path of the page on screen, kept by the page
 *   transition (read at `popstate`, before the router renders the next)
 */
export function useScrollMemory(shownPath: RefObject<string>) {
  const { path } = useRouter();
  const returnTo = useRef<number | null>(null);

  useEffect(() => {
    let resting = 0;
    const remember = () => {
      window.clearTimeout(resting);
      window.history.replaceState(withScrollTop(window.history.state, window.scrollY), '');
    };
    const onScroll = () => {
      window.clearTimeout(resting);
      resting = window.setTimeout(remember, REST_MS);
    };
    // A link's navigation starts while the address is still the page's own;
    // a history visit's starts once it is the destination's.
    const onLinkNavigation = ({ history }: { history: boolean }) => {
      if (history) return;
      returnTo.current = null;
      remember();
    };
    const onHistoryVisit = () => {
      window.clearTimeout(resting);
      const top = savedScrollTop(window.history.state);
      if (top === null || window.location.pathname === shownPath.current) return;
      returnTo.current = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onHistoryVisit);
    const stopListening = onNavigationStart(onLinkNavigation);
    return () => {
      stopListening();
      window.clearTimeout(resting);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onHistoryVisit);
    };
  }, [shownPath]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs once the router has rendered another page
  useLayoutEffect(() => {
    const top = returnTo.current;
    if (top === null) return;
    returnTo.current = null;
    document.documentElement.classList.remove(FRESH_VISIT_CLASS);
    const frame = window.requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => window.cancelAnimationFrame(frame);
  }, [path]);
}
