/** The large breakpoint: from it the CSS shows the desktop menus, below it the hamburger (src/styles/menus.css). */
export const LARGE_SCREEN = '(min-width: 1024px)';

const matched = new Map<string, Promise<void>>();

/**
 * A promise that resolves once `query` matches (at once if it already does).
 * One per query for the page's life: React's `use` needs the same promise on
 * every render to know it is still waiting.
 */
export function onceMatched(query: string): Promise<void> {
  let promise = matched.get(query);
  if (!promise) {
    const list = window.matchMedia(query);
    promise = new Promise<void>((resolve) => {
      if (list.matches) return resolve();
      const onChange = () => {
        if (!list.matches) return;
        list.removeEventListener('change', onChange);
        resolve();
      };
      list.addEventListener('change', onChange);
    });
    matched.set(query, promise);
  }
  return promise;
}
