import { Moon, Sun } from 'lucide';
import { Icon } from './icon';

/**
 * The theme toggle's two icons. Both are rendered and CSS shows the one
 * matching the class on <html>, so the icon is right from the first paint.
 */
export function ThemeIcons() {
  return (
    <>
      <Icon icon={Moon} className="theme-toggle__icon theme-toggle__icon--dark" />
      <Icon icon={Sun} className="theme-toggle__icon theme-toggle__icon--light" />
    </>
  );
}
