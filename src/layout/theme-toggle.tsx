import { THEME_TOGGLE_CLASS } from '../lib/theme';
import { ThemeIcons } from './theme-icons';

/**
 * Switches between the dark and light themes. It is a plain button: the
 * page's boot script answers its presses from the first paint on
 * (lib/boot-script.ts), so it needs no JavaScript of its own. Its name and
 * icon follow the theme by CSS.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={['icon-button', THEME_TOGGLE_CLASS, className].filter(Boolean).join(' ')}
    >
      <ThemeIcons />
      <span className="visually-hidden theme-toggle__label--dark">Switch to light theme</span>
      <span className="visually-hidden theme-toggle__label--light">Switch to dark theme</span>
    </button>
  );
}
