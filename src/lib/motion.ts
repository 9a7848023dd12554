import { inView } from 'framer-motion/dom';
import { onDemand } from './on-demand';

/**
 * framer-motion's animation code is fetched the first time something is about
 * to move (a navigation starts, the visitor scrolls towards a revealed
 * section or a counter), not with every page: a visitor who only reads never
 * downloads it. `inView` itself is a thin IntersectionObserver wrapper and
 * stays with the page.
 */
/** framer-motion's smallest `animate` (Web Animations API). */
export const miniAnimate = onDemand(async () => (await import('framer-motion/dom/mini')).animate);

/** framer-motion's bare number tween. */
export const animateValue = onDemand(async () => (await import('framer-motion/dom')).animateValue);

/**
 * Runs `run` with the loaded animation code once `amount` of the element is on
 * screen. The code starts loading at the visitor's first scroll, since content
 * below the fold only comes into view by scrolling; `fail` runs instead if it
 * cannot load, so nothing stays hidden. Returns a function that stops watching.
 */
export function whenVisible<T>(
  element: Element,
  {
    load,
    amount,
    run,
    fail,
  }: { load: () => Promise<T>; amount: number; run: (loaded: T) => void; fail: () => void },
): () => void {
  let stopped = false;
  const prefetch = () => void load().catch(() => undefined);
  window.addEventListener('scroll', prefetch, { once: true, passive: true });
  const stopWatching = inView(
    element,
    () => {
      stopWatching();
      load().then(
        (loaded) => stopped || run(loaded),
        () => stopped || fail(),
      );
    },
    { amount },
  );
  return () => {
    stopped = true;
    stopWatching();
    window.removeEventListener('scroll', prefetch);
  };
}
