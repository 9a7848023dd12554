export type Theme = 'dark' | 'light';

/** localStorage key of the saved preference (spec section 9). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export const parseTheme = (value: unknown): Theme | undefined =>
  value === 'dark' || value === 'light' ? value : undefined;

/** Puts the theme on <html>: the class that styles everything, and the native colour scheme. */
export const applyTheme = (root: HTMLElement, theme: Theme): void => {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
};

/**
 * Runs in <head> before first paint, so no page ever shows the wrong theme,
 * not even on a first visit. It is the same logic as applyTheme, inlined
 * because no module has loaded yet. Storage may be unavailable (privacy
 * modes): then the default applies. It also marks <html> with "js", so CSS
 * can keep content visible for visitors without JavaScript.
 */
export const themeBootScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="light"&&t!=="dark")t=${JSON.stringify(
  DEFAULT_THEME,
)};var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t,"js");r.style.colorScheme=t})()`;
