'use client';

import { deferredIsland } from './deferred';
import ServerRendered from './desktop-nav-interactive';

/**
 * The header's dropdowns, made live when a pointer or the keyboard reaches
 * them: the 200 ms hover delay covers fetching them, and a visitor who never
 * opens a menu never downloads one.
 */
export const DesktopNav = deferredIsland(
  import.meta.env.SSR ? { render: ServerRendered } : { load: () => import('./desktop-nav-interactive') },
  { triggers: ['intent'], className: 'desktop-nav-frame' },
);
