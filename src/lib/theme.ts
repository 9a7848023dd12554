export type Theme = 'dark' | 'light';

/** localStorage key of the saved preference (spec section 9). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';
/** What marks a theme toggle: a button with this class, wherever it is rendered. */
export const THEME_TOGGLE_CLASS = 'theme-toggle';
