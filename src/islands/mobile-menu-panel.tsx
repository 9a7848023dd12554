'use client';

import { ChevronDown, X } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { Link } from 'waku';
import { site } from '../content/site';
import { Logo } from '../layout/logo';
import { ThemeToggle } from '../layout/theme-toggle';
import { focusOnClose, type LazyDialogProps } from './lazy-dialog';
import type { MobileMenuSection } from './mobile-menu';

/** A link that also closes the menu: Dialog.Close merges its click handler into Waku's Link. */
function ClosingLink({ href, title, className }: { href: string; title: string; className: string }) {
  return (
    <Dialog.Close asChild>
      <Link to={href} className={className}>
        {title}
      </Link>
    </Dialog.Close>
  );
}

/**
 * The full-screen menu. Radix Dialog traps focus, closes on Escape and locks
 * page scroll; Radix Collapsible opens and closes each section. A section
 * with a single link is that link.
 */
export default function MobileMenuPanel({
  sections,
  contactHref,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  sections: readonly MobileMenuSection[];
  contactHref: string;
} & LazyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay is what locks the page's scrolling while the menu is open. */}
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={focusOnClose(returnFocusTo)}
        >
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
          <nav className="mobile-menu__nav" aria-label="Main">
            {sections.map((section) => {
              const [onlyLink] = section.links;
              if (section.links.length === 1 && onlyLink) {
                return (
                  <ClosingLink
                    key={section.id}
                    href={onlyLink.href}
                    title={section.title}
                    className="mobile-menu__section-link"
                  />
                );
              }
              return (
                <Collapsible.Root key={section.id} className="mobile-menu__section">
                  <Collapsible.Trigger className="mobile-menu__section-trigger">
                    {section.title}
                    <ChevronDown className="mobile-menu__chevron" aria-hidden="true" />
                  </Collapsible.Trigger>
                  <Collapsible.Content className="mobile-menu__section-content">
                    <ul>
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <ClosingLink href={link.href} title={link.title} className="mobile-menu__link" />
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
            <ClosingLink href={contactHref} title="Contact Us" className="button button--primary" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
