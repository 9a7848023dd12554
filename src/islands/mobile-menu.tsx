'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';

export type MobileMenuSection = {
  id: string;
  title: string;
  links: readonly { href: string; title: string }[];
};

// The menu (Radix Dialog, Collapsible, focus trap, scroll lock: ~9 KB gzip)
// is fetched when a visitor points at, touches or focuses the hamburger,
// not with every page: most visits never open it.
let panelModule: Promise<typeof import('./mobile-menu-panel')> | undefined;
const loadPanel = () => {
  panelModule ??= import('./mobile-menu-panel');
  return panelModule;
};
const MobileMenuPanel = lazy(loadPanel);

/** The hamburger, and the full-screen menu once it has been asked for. */
export function MobileMenu({
  sections,
  contactHref,
  icon,
}: {
  sections: readonly MobileMenuSection[];
  contactHref: string;
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
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
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
