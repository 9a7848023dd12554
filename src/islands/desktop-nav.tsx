'use client';

import { NavigationMenu } from 'radix-ui';
import { Activity, type ReactNode } from 'react';
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
 * The dropdowns. Radix NavigationMenu provides the hover delays, the keyboard
 * model and the ARIA. Hydrated in place: the triggers the server rendered are
 * the ones the visitor uses.
 *
 * In an Activity boundary, so that React hydrates it in a commit of its own.
 * As they mount, Radix's menu parts set state from their refs; in the page's
 * one hydration commit that was a synchronous update, which made React run
 * every effect of the page and render the menu again in the same task (about
 * 27 ms of a 50-64 ms task at 4x CPU). A press on a trigger before then
 * hydrates the boundary at once (React's selective hydration).
 *
 * No NavigationMenu.Viewport: each menu opens in place, under its trigger
 * (src/styles/menus.css). The viewport, which animates its size from one menu
 * to the next, measured the content as it mounted and rendered the menu again
 * with the size: opening one took 112 ms from press to paint at 4x CPU on a
 * laptop (medians of 6), and 88-96 without it.
 */
export function DesktopNav({ groups, chevron }: DesktopNavProps) {
  return (
    <Activity mode="visible">
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
      </NavigationMenu.Root>
    </Activity>
  );
}
