'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { onDemand } from '../lib/on-demand';

export type MobileMenuSection = {
  id: string;
  title: string;
  links: readonly { href: string; title: string }[];
};

// The menu (Radix Dialog, Collapsible, focus trap, scroll lock: ~9 KB gzip)
// is fetched when a visitor points at, touches or focuses the hamburger,
// not with every page: most visits never open it.
const panel = onDemand(() => import('./mobile-menu-panel'));
const MobileMenuPanel = lazy(panel.load);

/** The hamburger, and the full-screen menu once it has been asked for. */
export function MobileMenu({
  sections,
  contactHref,
  siteLinksHref,
  icon,
}: {
  sections: readonly MobileMenuSection[];
  contactHref: string;
  /** Where the hamburger takes the visitor when pressed before the page is live. */
  siteLinksHref: string;
  /** The hamburger glyph, rendered on the server. */
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className="icon-button mobile-menu__open"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // Pressed before the page is live, the button takes the visitor to the site's links (lib/boot-script.ts).
        data-early-href={siteLinksHref}
        onPointerEnter={panel.load}
        onTouchStart={panel.load}
        onFocus={panel.load}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            sections={sections}
            contactHref={contactHref}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={hamburgerRef}
          />
        </Suspense>
      )}
    </>
  );
}
