'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { themeAtom, toggleThemeAtom } from '../state/theme';

/** Switches between the dark and light themes; `children` are its icons (layout/theme-icons). */
export function ThemeToggle({ className, children }: { className?: string; children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';

  return (
    <button
      type="button"
      className={['icon-button theme-toggle', className].filter(Boolean).join(' ')}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={toggleTheme}
    >
      {children}
    </button>
  );
}
