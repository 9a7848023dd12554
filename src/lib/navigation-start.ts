/**
 * When a navigation of the router starts: a click on a link to another page
 * of the site, or a history visit (Back, Forward). Waku 0.27's router told
 * this through `useRouter().unstable_events` ('start'); Waku 1.0 has no
 * router events (no replacement in `waku/router/client-core`), so this reads
 * what starts one, as Waku's Link decides it (router/client-utils/link.js):
 * a primary click, with no modifier key, on a same-origin link that opens in
 * this tab, to another address. It listens on `window` in the capture phase,
 * ahead of React's listeners on the document, so it runs before the router
 * changes anything; `path` is the destination's pathname. The canaries
 * (tests/unit/navigation-start.test.tsx) click Waku's own Link each way, and
 * fail the typecheck the day its router has events again.
 */
export type NavigationStart = { path: string; history: boolean };

export function onNavigationStart(listener: (start: NavigationStart) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.href === window.location.href) return;
    listener({ path: url.pathname, history: false });
  };
  const onPopstate = () => listener({ path: window.location.pathname, history: true });
  window.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopstate);
  return () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', onPopstate);
  };
}
