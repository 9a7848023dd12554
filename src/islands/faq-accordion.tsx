'use client';

import { deferredIsland } from './deferred';
import ServerRendered from './faq-accordion-interactive';

/** The FAQ accordion, made live when the visitor scrolls towards it or reaches for it. */
export const FaqAccordion = deferredIsland(
  import.meta.env.SSR ? { render: ServerRendered } : { load: () => import('./faq-accordion-interactive') },
  { triggers: ['scroll', 'intent'] },
);
