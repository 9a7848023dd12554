// A Vite plugin of the build (waku.config.ts): a workaround on Waku 0.27.5's
// router, not yet reported upstream (no issue found in wakujs/waku).
//
// After hydration, Waku's InnerRouter learns from the RSC payload that the
// site has a 404 page and sets `has404` in an effect, at default priority.
// The state change gives RouterContext a new value, so every Link and every
// island that reads the router renders again, and React marks the desktop
// menu's boundary, still dehydrated, for the same update. As the menu then
// hydrates, Radix's parts set state from their layout effects (SyncLane), and
// React 19 renders default-priority updates with sync ones: the router's
// update ran as one synchronous render of the whole page, 55-100 ms at 6x CPU
// on a phone (median 76, 8 loads of 8 over 50 ms; in a transition: median
// 0, 1 of 8, 53 ms). In a transition the update stays interruptible and is
// rendered in slices; nothing else changes (the flag only matters when a
// client-side navigation reaches a route that does not exist).
//
// tests/unit/router-not-found-flag.test.ts fails the day Waku's code changes:
// check then whether the default-priority update is still there, and remove
// this plugin if not.

/** The router module of Waku this rewrites. */
export const ROUTER_CLIENT = /\/waku\/dist\/router\/client\.js$/;
/** Waku's statement, and what it becomes (the module already imports startTransition from react). */
export const NOT_FOUND_FLAG = 'setHas404(true);';
export const NOT_FOUND_FLAG_IN_TRANSITION = 'startTransition(() => setHas404(true));';

/** @returns {import('vite').Plugin} */
export const routerNotFoundFlagInTransition = () => ({
  name: 'lexaris:router-not-found-flag-in-transition',
  apply: 'build',
  transform(code, id) {
    if (!ROUTER_CLIENT.test(id)) return null;
    if (!code.includes(NOT_FOUND_FLAG)) {
      this.warn(
        `Waku's router no longer contains "${NOT_FOUND_FLAG}": see scripts/build/router-not-found-flag.mjs`,
      );
      return null;
    }
    return { code: code.replace(NOT_FOUND_FLAG, NOT_FOUND_FLAG_IN_TRANSITION), map: null };
  },
});
