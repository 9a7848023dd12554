'use client';

import { type ComponentProps, startTransition } from 'react';
import { Link } from 'waku';

/**
 * Waku's Link for entries of Radix menus. Radix closes its menus with
 * flushSync in the same click; running the route change inside a transition
 * keeps that synchronous render from reaching a route whose content has not
 * arrived yet (Waku would throw "Invalid element" and React re-render).
 */
export function MenuLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} unstable_startTransition={startTransition} />;
}
