import type { THEMES } from './page-names.mjs';

/** A theme: one of page-names' THEMES, each a class on <html>. */
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'dark';
/** What marks a theme toggle: a button with this class, wherever it is rendered. */
export const THEME_TOGGLE_CLASS = 'theme-toggle';
