import { Theme } from '@radix-ui/themes';
import { ChevronDown, Menu, X } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { Link } from 'waku';
import { contactHref, type NavEntry, type NavGroup, navigation } from '../content/navigation';
import { site } from '../content/site';
import { ThemeToggle } from '../islands/theme-toggle';
import { Logo } from './logo';

/** A link that also closes the menu: Dialog.Close merges its click handler into Waku's Link. */
function ClosingLink({ entry, className }: { entry: Pick<NavEntry, 'href' | 'title'>; className: string }) {
  return (
    <Dialog.Close asChild>
      <Link to={entry.href} className={className}>
        {entry.title}
      </Link>
    </Dialog.Close>
  );
}

/**
 * Full-screen menu below the large breakpoint. Radix Dialog traps focus,
 * closes on Escape, returns focus to the hamburger and locks page scroll;
 * Radix Collapsible opens and closes each section.
 */
export function MobileMenu({ groups = navigation }: { groups?: readonly NavGroup[] }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="icon-button mobile-menu__open" aria-label="Open menu">
        <Menu aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* The overlay is what locks the page's scrolling while the menu is open. */}
        <Dialog.Overlay className="mobile-menu__overlay" />
        {/* The portal leaves the page's Theme: this one re-applies the Radix tokens inside it. */}
        <Theme asChild>
          <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
            <div className="mobile-menu__bar">
              <Dialog.Close asChild>
                <Link to="/" className="brand">
                  <Logo />
                  <span className="brand__name">{site.name}</span>
                </Link>
              </Dialog.Close>
              <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
              <Dialog.Close className="icon-button" aria-label="Close menu">
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>
            <nav className="mobile-menu__nav" aria-label="Services">
              {groups.map((group) => {
                const [onlyEntry] = group.entries;
                if (group.entries.length === 1 && onlyEntry) {
                  return (
                    <ClosingLink
                      key={group.id}
                      entry={{ href: onlyEntry.href, title: group.mobileTitle }}
                      className="mobile-menu__section-link"
                    />
                  );
                }
                return (
                  <Collapsible.Root key={group.id} className="mobile-menu__section">
                    <Collapsible.Trigger className="mobile-menu__section-trigger">
                      {group.mobileTitle}
                      <ChevronDown className="mobile-menu__chevron" aria-hidden="true" />
                    </Collapsible.Trigger>
                    <Collapsible.Content className="mobile-menu__section-content">
                      <ul>
                        {group.entries.map((entry) => (
                          <li key={entry.href}>
                            <ClosingLink entry={entry} className="mobile-menu__link" />
                          </li>
                        ))}
                      </ul>
                    </Collapsible.Content>
                  </Collapsible.Root>
                );
              })}
            </nav>
            <div className="mobile-menu__actions">
              <ThemeToggle />
              <ClosingLink
                entry={{ href: contactHref, title: 'Contact Us' }}
                className="button button--primary"
              />
            </div>
          </Dialog.Content>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
