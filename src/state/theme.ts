import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { applyTheme, DEFAULT_THEME, parseTheme, THEME_STORAGE_KEY, type Theme } from '../lib/theme';

/**
 * localStorage holds the bare value ("dark" / "light") so that the boot script
 * in <head> can read it before any JavaScript module loads. Every write, and
 * every change made in another tab, is applied to <html> at once.
 */
const themeStorage = {
  getItem(key: string, initialValue: Theme): Theme {
    try {
      return parseTheme(localStorage.getItem(key)) ?? initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: Theme): void {
    applyTheme(document.documentElement, value);
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage refused (privacy mode, quota): the theme still applies to this page.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
  subscribe(key: string, callback: (value: Theme) => void, initialValue: Theme) {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      const theme = parseTheme(event.newValue) ?? initialValue;
      applyTheme(document.documentElement, theme);
      callback(theme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

// getOnInit: the first read takes the theme from storage, where the boot
// script put it (possibly switched by a press before the page hydrated).
export const themeAtom = atomWithStorage<Theme>(THEME_STORAGE_KEY, DEFAULT_THEME, themeStorage, {
  getOnInit: true,
});

export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark');
});
