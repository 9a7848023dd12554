import { type ComponentType, useLayoutEffect, useRef, useState } from 'react';

/**
 * Hydration on demand for islands below the fold or behind a hover. The
 * server renders the island in full, so its HTML is there at once (readable,
 * also without JavaScript). In the browser React adopts that HTML untouched
 * (an empty innerHTML that hydration leaves alone) and fetches the island's
 * code only when the visitor scrolls or reaches for it. The live island then
 * replaces the identical HTML in one commit, and what the visitor did in the
 * meantime carries over: focus stays on the same control, a resting mouse
 * still hovers, a button clicked while the code loaded is clicked.
 * The frame's data-island tells where it is: "server-html" (not hydrated yet),
 * "waiting" (hydrated, loads on the first trigger), "live".
 */

export type HydrationTrigger = 'scroll' | 'intent';
// These bubble, so they reach the frame from anything inside it.
const INTENT_EVENTS = ['pointerover', 'pointermove', 'focusin', 'touchstart', 'click'] as const;

/** Set once the first deferred island has mounted: islands mounted later (client navigations) have no server HTML. */
let firstHydrationDone = false;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What the visitor did to the server HTML while the island's code was loading. */
type Carried = { focused: number; clicked: number; mouse: { x: number; y: number } | null };

const indexIn = (frame: Element, element: Element | null) =>
  element ? [...frame.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;

/**
 * `source` is the island itself on the server and a loader in the browser.
 * Call it as `deferredIsland(import.meta.env.SSR ? { render: X } : { load: () => import('./x') }, ...)`
 * so the browser build drops the static import.
 */
export function deferredIsland<P extends object>(
  source: { render: ComponentType<P> } | { load: () => Promise<{ default: ComponentType<P> }> },
  { triggers, className }: { triggers: readonly HydrationTrigger[]; className?: string },
) {
  let Island = 'render' in source ? source.render : undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    if (!('load' in source)) return Promise.resolve();
    loading ??= source.load().then((module) => {
      Island = module.default;
    });
    return loading;
  };

  return function DeferredIsland(props: P) {
    const frameRef = useRef<HTMLDivElement>(null);
    const carried = useRef<Carried>({ focused: -1, clicked: -1, mouse: null });
    const [fromServerHtml] = useState(() => !firstHydrationDone);
    const [live, setLive] = useState(() => !fromServerHtml && Island !== undefined);

    // A layout effect, so the listeners are there as soon as the page has hydrated.
    useLayoutEffect(() => {
      firstHydrationDone = true;
      const frame = frameRef.current;
      if (live || !frame) return;
      const listening = new AbortController();
      const noteWhatVisitorDoes = (event: Event) => {
        if (event instanceof PointerEvent) {
          carried.current.mouse =
            event.pointerType === 'mouse' ? { x: event.clientX, y: event.clientY } : null;
        }
        const target = event.target instanceof Element ? event.target : null;
        if (event.type === 'focusin') carried.current.focused = indexIn(frame, target);
        if (event.type === 'click') {
          const button = target?.closest('button');
          if (button && frame.contains(button)) carried.current.clicked = indexIn(frame, button);
        }
      };
      let started = false;
      // Listens until the live island commits (this effect's cleanup), so nothing done meanwhile is lost.
      const goLive = () => {
        if (started) return;
        started = true;
        carried.current.focused = indexIn(frame, document.activeElement);
        for (const type of ['pointermove', 'click', 'focusin'] as const) {
          document.addEventListener(type, noteWhatVisitorDoes, { capture: true, signal: listening.signal });
        }
        load().then(
          () => setLive(true),
          // Without its code the island stays as the server rendered it.
          () => listening.abort(),
        );
      };
      if (!fromServerHtml) goLive();
      if (triggers.includes('intent')) {
        for (const type of INTENT_EVENTS) {
          frame.addEventListener(
            type,
            (event) => {
              noteWhatVisitorDoes(event);
              goLive();
            },
            { passive: true, signal: listening.signal },
          );
        }
      }
      if (triggers.includes('scroll')) {
        window.addEventListener('scroll', goLive, { passive: true, signal: listening.signal });
      }
      // Hydrated and listening: the server HTML now answers the visitor.
      if (fromServerHtml) frame.dataset.island = 'waiting';
      return () => listening.abort();
    }, [live, fromServerHtml]);

    // The live island has replaced the server's HTML: carry over focus, hover and click.
    useLayoutEffect(() => {
      const frame = frameRef.current;
      if (!live || !frame) return;
      const { focused, clicked, mouse } = carried.current;
      carried.current = { focused: -1, clicked: -1, mouse: null };
      const controls = frame.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (focused >= 0) controls[focused]?.focus();
      const hovered = mouse && document.elementFromPoint(mouse.x, mouse.y);
      if (mouse && hovered && frame.contains(hovered)) {
        const init = { bubbles: true, clientX: mouse.x, clientY: mouse.y, pointerType: 'mouse' };
        hovered.dispatchEvent(new PointerEvent('pointermove', init));
      }
      if (clicked >= 0) controls[clicked]?.click();
    }, [live]);

    if (import.meta.env.SSR || (live && Island)) {
      return (
        <div key="live" ref={frameRef} className={className} data-island={live ? 'live' : 'server-html'}>
          {Island && <Island {...props} />}
        </div>
      );
    }
    // Hydration keeps the server's HTML inside an element whose innerHTML React owns.
    return (
      <div
        key="server-html"
        ref={frameRef}
        className={className}
        data-island="server-html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string: React adopts the server's HTML as it is.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  };
}
