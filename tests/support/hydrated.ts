/**
 * Whether React has hydrated the page, run inside it (the engines send its
 * source text: self-contained). <html data-live="hydrated"> says the page's
 * commit is done (src/client-app.tsx), but the desktop menu hydrates in a
 * commit of its own, which can come later on a busy machine (its Activity
 * boundary, src/islands/desktop-nav.tsx). A pointer that arrives on a trigger
 * before then opens nothing until it moves again: React replays the pointer's
 * entering once it has hydrated the trigger, not its moves, and Radix opens
 * on a move (a WebKit hover in CI, once). React keeps a node's props on it
 * (`__reactProps$…`) once it has hydrated it.
 */
export const pageHydrated = () =>
  document.documentElement.dataset.live === 'hydrated' &&
  [...document.querySelectorAll('.desktop-nav__trigger')].every((trigger) =>
    Object.keys(trigger).some((key) => key.startsWith('__reactProps$')),
  );
