import { inView } from 'framer-motion/dom';

/**
 * framer-motion's animation code is fetched the first time something is about
 * to move (a navigation starts, the visitor scrolls towards a revealed
 * section or a counter), not with every page: a visitor who only reads never downloads it.
 * `inView` itself is a thin IntersectionObserver wrapper and stays eager.
 */
type MiniAnimate = typeof import('framer-motion/dom/mini').animate;
type AnimateValue = typeof import('framer-motion/dom').animateValue;

let miniAnimate: MiniAnimate | undefined;

/** framer-motion's smallest `animate` (Web Animations API), once loaded. */
export const loadMiniAnimate = async (): Promise<MiniAnimate> => {
  miniAnimate ??= (await import('framer-motion/dom/mini')).animate;
  return miniAnimate;
};

/** The mini `animate` if it has already arrived, so a caller can animate before the next paint. */
export const loadedMiniAnimate = (): MiniAnimate | undefined => miniAnimate;

/** framer-motion's bare number tween. */
export const loadAnimateValue = async (): Promise<AnimateValue> =>
  (await import('framer-motion/dom')).animateValue;

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
