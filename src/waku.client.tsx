/**
 * The browser's entry, imported once the page has painted
 * (src/server/page-html.mjs). A module graph is evaluated in one task, and on
 * a slow phone evaluating all of React, Waku's router and the RSC client at
 * once held the main thread for 50-60 ms at 4x CPU. Two dynamic imports, a
 * task apart, make two shorter tasks: React DOM first, then the router and
 * the app, which start hydrating. Their chunks are already on their way by
 * then (the page preloads them after paint).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

import('react-dom/client')
  .then(nextTask)
  .then(() => import('./client-app'))
  .then(({ startApp }) => startApp());
