'use client';

import { NavigationMenu } from 'radix-ui';
import { Activity, type ReactNode, use } from 'react';
import { LARGE_SCREEN, onceMatched } from '../lib/media-query';
import { pageIsLive } from '../lib/page-live';
import { MenuLink } from './menu-link';

/** Spec section 9: open after 200 ms of hover, re-open without delay for 300 ms. Radix closes after 150 ms. */
export const MENU_HOVER_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

export type DesktopNavGroup = {
  id: string;
  title: string;
  entries: readonly { href: string; title: string; description: string; icon: ReactNode }[];
};

export type DesktopNavProps = { groups: readonly DesktopNavGroup[]; chevron: ReactNode };

/**
 * Below the large breakpoint the menus are hidden (the hamburger serves), and
 * the page's first hydration does not wait on them: their content suspends
 * until the screen is large, and React leaves a boundary whose content
 * suspends while it hydrates as the server sent it. It hydrates it later, in
 * tasks of its own: when it retries the boundary once the rest of the page
 * has committed, when the window grows past the breakpoint, or when an
 * update reaches it (a client-side navigation). Once the page is live
 * nothing here suspends, so a navigation never waits on it. On a phone, the
 * menus were most of the page's last hydration task (50-56 ms at 4x CPU);
 * measured in one sitting, 2 loads in 8 still had a hydration task over
 * 50 ms (51, 55), against 4 in 5 before.
 */
function WhenShownOrLive({ children }: { children: ReactNode }) {
  const waits = typeof window !== 'undefined' && !pageIsLive() && !window.matchMedia(LARGE_SCREEN).matches;
  if (waits) use(onceMatched(LARGE_SCREEN));
  return children;
}

/**
 * The dropdowns. Radix NavigationMenu provides the hover delays, the keyboard
 * model and the ARIA. Hydrated in place: the triggers the server rendered are
 * the ones the visitor uses.
 *
 * In an Activity boundary, so that React hydrates it in a commit of its own
 * (and, on a small screen, later: WhenShownOrLive). As they mount, Radix's
 * menu parts set state from their refs; in the page's one hydration commit
 * that was a synchronous update, which made React run every effect of the
 * page and render the menu again in the same task (about 27 ms of a 50-64 ms
 * task at 4x CPU). A press on a trigger before then hydrates the boundary at
 * once (React's selective hydration).
 */
export function DesktopNav({ groups, chevron }: DesktopNavProps) {
  return (
    <Activity mode="visible">
      <WhenShownOrLive>
        <NavigationMenu.Root
          className="desktop-nav"
          aria-label="Main"
          delayDuration={MENU_HOVER_DELAY_MS}
          skipDelayDuration={MENU_SKIP_DELAY_MS}
        >
          <NavigationMenu.List className="desktop-nav__list">
            {groups.map((group) => (
              <NavigationMenu.Item key={group.id} value={group.id}>
                <NavigationMenu.Trigger className="desktop-nav__trigger">
                  {group.title}
                  {chevron}
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="desktop-nav__content">
                  <ul className="desktop-nav__entries">
                    {group.entries.map((entry) => (
                      <li key={entry.href}>
                        <NavigationMenu.Link asChild>
                          <MenuLink to={entry.href} className="nav-entry">
                            <span className="nav-entry__icon">{entry.icon}</span>
                            <span className="nav-entry__text">
                              <span className="nav-entry__title">{entry.title}</span>
                              <span className="nav-entry__description">{entry.description}</span>
                            </span>
                          </MenuLink>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
          <div className="desktop-nav__viewport-anchor">
            <NavigationMenu.Viewport className="desktop-nav__viewport" />
          </div>
        </NavigationMenu.Root>
      </WhenShownOrLive>
    </Activity>
  );
}
