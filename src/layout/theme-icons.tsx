import { Moon, Sun } from 'lucide-react';

/**
 * The theme toggle's two icons. Both are rendered and CSS shows the one
 * matching the class on <html>, so the icon is right from the first paint.
 */
export function ThemeIcons() {
  return (
    <>
      <Moon className="theme-toggle__icon theme-toggle__icon--dark" aria-hidden="true" />
      <Sun className="theme-toggle__icon theme-toggle__icon--light" aria-hidden="true" />
    </>
  );
}
