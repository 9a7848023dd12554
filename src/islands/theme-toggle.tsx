'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { themeAtom, toggleThemeAtom } from '../state/theme';

/**
 * Switches between the dark and light themes; `children` are its icons
 * (layout/theme-icons). Its name follows the theme by CSS, so it is right
 * from the first paint and after a switch made before this island hydrated
 * (the boot script answers those: lib/theme.ts).
 */
export function ThemeToggle({ className, children }: { className?: string; children: ReactNode }) {
  // Subscribing mounts the atom, which follows a switch made in another tab.
  useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);

  return (
    <button
      type="button"
      className={['icon-button theme-toggle', className].filter(Boolean).join(' ')}
      onClick={toggleTheme}
    >
      {children}
      <span className="visually-hidden theme-toggle__label--dark">Switch to light theme</span>
      <span className="visually-hidden theme-toggle__label--light">Switch to dark theme</span>
    </button>
  );
}
