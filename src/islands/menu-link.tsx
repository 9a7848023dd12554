'use client';

import type { ComponentProps } from 'react';
import { Link } from 'waku';

/**
 * Waku's Link for entries of Radix menus. Radix closes its menus with
 * flushSync in the same click; the route change must run in a transition so
 * that synchronous render does not reach a route whose content has not
 * arrived yet. Waku 1.0's Link navigates in a transition of its own
 * (useTransition in router/client-utils/link.js), so this passes it on as it
 * is (0.27 needed `unstable_startTransition`, which 1.0 no longer takes).
 */
export function MenuLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
