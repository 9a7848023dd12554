/** How long work that waits for the main thread to rest waits at most. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `then` in a moment the main thread rests, or after IDLE_WAIT_MS.
 * While React hydrates it posts a task every few milliseconds, so the
 * browser finds no idle moment before it has finished. Where the browser has
 * no idle callback (Safari), in a task of its own.
 */
const whenIdle = (then: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: IDLE_WAIT_MS }) : setTimeout(then);

/**
 * Runs `then` once the page has loaded, is shown (not prerendered unseen)
 * and the main thread rests: for what need not compete with a page's start
 * on a phone, such as counting the view (src/lib/count-views.ts) and the
 * hero's motion (src/client-app.tsx).
 */
export const whenPageSettled = (then: () => void) => {
  const shown = () =>
    (document as Document & { prerendering?: boolean }).prerendering
      ? document.addEventListener('prerenderingchange', then, { once: true })
      : then();
  if (document.readyState === 'complete') whenIdle(shown);
  else window.addEventListener('load', () => whenIdle(shown), { once: true });
};
