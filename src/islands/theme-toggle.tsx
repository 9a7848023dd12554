'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { themeAtom, toggleThemeAtom } from '../state/theme';

/**
 * Switches between the dark and light themes. Both icons are rendered and CSS
 * shows the one matching the class on <html>, so the icon is right from the
 * first paint, before this island hydrates.
 */
export function ThemeToggle({ className }: { className?: string }) {
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
      <Moon className="theme-toggle__icon theme-toggle__icon--dark" aria-hidden="true" />
      <Sun className="theme-toggle__icon theme-toggle__icon--light" aria-hidden="true" />
    </button>
  );
}
