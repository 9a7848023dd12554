import { onDemand } from './on-demand';

/**
 * framer-motion's code is fetched the first time something is about to move
 * (a navigation starts, the visitor scrolls towards a revealed section or a
 * counter), not with every page: a visitor who only reads never downloads it.
 */
/** framer-motion's `inView`: when an element scrolls into view. */
const inView = onDemand(async () => (await import('framer-motion/dom')).inView);

/** framer-motion's smallest `animate` (Web Animations API). */
export const miniAnimate = onDemand(async () => (await import('framer-motion/dom/mini')).animate);

/** framer-motion's bare number tween. */
export const animateValue = onDemand(async () => (await import('framer-motion/dom')).animateValue);

/**
 * Calls `then` once with whether `element` is on screen, from the browser's
 * next intersection check. Unlike measuring it (getBoundingClientRect), this
 * forces no layout: islands ask at mount, which on a slow phone is inside
 * hydration's one long commit. Returns a function that stops asking.
 */
function onScreenNow(element: Element, then: (onScreen: boolean) => void): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    then(entry?.isIntersecting ?? false);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Runs `run` with the loaded animation code once `amount` of the element is on
 * screen. Watching, and the code, start at the visitor's first scroll, since
 * content below the fold only comes into view by scrolling (at once for an
 * element already on screen); `fail` runs instead if the code cannot load,
 * so nothing stays hidden. With `ifOffScreen`, only an element off screen at
 * first is watched, and that is called first; one already on screen is left
 * as it is and nothing loads. Returns a function that stops watching.
 */
export function whenVisible<T>(
  element: Element,
  {
    load,
    amount,
    run,
    fail,
    ifOffScreen,
  }: {
    load: () => Promise<T>;
    amount: number;
    run: (loaded: T) => void;
    fail: () => void;
    ifOffScreen?: () => void;
  },
): () => void {
  let stopped = false;
  let stopWatching = () => {};
  const watch = () => {
    void load().catch(() => undefined);
    inView.load().then(
      (observe) => {
        if (stopped) return;
        stopWatching = observe(
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
      },
      () => stopped || fail(),
    );
  };
  const stopAsking = onScreenNow(element, (onScreen) => {
    if (onScreen) {
      if (!ifOffScreen) watch();
      return;
    }
    ifOffScreen?.();
    window.addEventListener('scroll', watch, { once: true, passive: true });
  });
  return () => {
    stopped = true;
    stopAsking();
    stopWatching();
    window.removeEventListener('scroll', watch);
  };
}
