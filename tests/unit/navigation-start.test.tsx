// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { Link, type useRouter } from 'waku/router/client';
import { type NavigationStart, onNavigationStart } from '../../src/lib/navigation-start';

// The register's canaries for src/lib/navigation-start.ts (docs/workarounds.md):
// it mirrors which clicks Waku's Link routes, and stands in for the router
// events Waku 0.27 had and 1.0 dropped.

/**
 * Members of Waku's router that would tell when a navigation starts, as 0.27's
 * `unstable_events` did. Checked by tsc (`npm run typecheck`), not at run time.
 */
type RouterEvents = Extract<
  keyof ReturnType<typeof useRouter>,
  `${string}${'event' | 'Event' | 'listen' | 'Listen' | 'subscribe' | 'Subscribe'}${string}`
>;

describe('canary: navigation-start stands in for router events', () => {
  it('is needed while Waku 1.0’s useRouter() has no events (tsc fails the day it has: use them instead)', () => {
    expectTypeOf<RouterEvents>().toBeNever();
  });
});

describe('canary: navigation-start tells a navigation start on the clicks Waku’s Link routes, and no other', () => {
  /** The paths Waku's Link routed to: it asks the router's table of route modules for each (link.js, preloadRouteModules). */
  const routed: string[] = [];
  const started: NavigationStart[] = [];
  let stopListening = () => {};
  /** What a click left undone: happy-dom would follow the link, and the next click would start elsewhere. */
  const stayOnThePage = (event: MouseEvent) => event.preventDefault();

  beforeEach(() => {
    // Read by Waku's Link (import.meta.env.WAKU_CONFIG_BASE_PATH), which Vite sets in a build.
    vi.stubEnv('WAKU_CONFIG_BASE_PATH', '/');
    vi.stubGlobal('__WAKU_ROUTER_PREFETCH__', (path: string) => routed.push(path));
    stopListening = onNavigationStart((start) => started.push(start));
    // After React's listener at its root, so Waku's Link sees the click as a visitor's.
    window.addEventListener('click', stayOnThePage);
    history.replaceState(null, '', '/insights');
  });
  afterEach(() => {
    stopListening();
    window.removeEventListener('click', stayOnThePage);
    routed.length = 0;
    started.length = 0;
  });

  const clicks: [string, string, Parameters<typeof fireEvent.click>[1]][] = [
    ['a primary click on a link to another page', '/contact', {}],
    ['a primary click on a link to this page’s section', '/insights#latest', {}],
    ['a click on a link to the address shown', '/insights', {}],
    ['a middle click', '/contact', { button: 1 }],
    ['a click with Ctrl', '/contact', { ctrlKey: true }],
    ['a click with ⌘', '/contact', { metaKey: true }],
    ['a click with Shift', '/contact', { shiftKey: true }],
    ['a click with Alt', '/contact', { altKey: true }],
  ];
  it.each(clicks)('%s (%s)', (_, to, click) => {
    const { getByRole } = render(<Link to={to}>go</Link>);
    fireEvent.click(getByRole('link'), click);
    expect(started.map(({ path }) => path)).toEqual(routed);
  });

  it('the table above has clicks Waku routes and clicks it leaves to the browser', () => {
    const { getAllByRole } = render(
      <>
        <Link to="/contact">routed</Link>
        <Link to="/contact">left</Link>
      </>,
    );
    const [routedLink, leftLink] = getAllByRole('link');
    fireEvent.click(routedLink as HTMLElement);
    fireEvent.click(leftLink as HTMLElement, { ctrlKey: true });
    expect(routed).toEqual(['/contact']);
    expect(started).toEqual([{ path: '/contact', history: false }]);
  });
});
