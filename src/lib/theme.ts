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

/** Set on <html> by the client entry when React starts answering events (src/client-entry.tsx). */
export const LIVE_ATTRIBUTE = 'data-live';
/** Marks the last button pressed before that, which the client presses again once hydrated. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * Runs in <head> before first paint, so no page ever shows the wrong theme,
 * not even on a first visit. It is the same logic as applyTheme, inlined
 * because no module has loaded yet. Storage may be unavailable (privacy
 * modes): then the default applies. It also marks <html> with "js", so CSS
 * can keep content visible for visitors without JavaScript.
 *
 * Until React answers events (the JavaScript loads after the page has
 * painted), it also answers early presses, so none is lost: the theme toggle
 * switches the theme at once; a button with `data-early-href` (the
 * hamburger) takes the visitor there (the site's links); any other button is
 * marked and pressed again once the page has hydrated.
 */
export const themeBootScript = `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},r=document.documentElement,t;function a(x){r.classList.remove("light","dark");r.classList.add(x);r.style.colorScheme=x}try{t=localStorage.getItem(k)}catch(e){}if(t!=="light"&&t!=="dark")t=${JSON.stringify(
  DEFAULT_THEME,
)};a(t);r.classList.add("js");document.addEventListener("click",function(e){if(r.hasAttribute(${JSON.stringify(
  LIVE_ATTRIBUTE,
)}))return;var b=e.target instanceof Element?e.target.closest("button"):null;if(!b)return;if(b.classList.contains("theme-toggle")){t=r.classList.contains("dark")?"light":"dark";a(t);try{localStorage.setItem(k,t)}catch(e){}}else if(b.dataset.earlyHref){location.href=b.dataset.earlyHref}else{var p=document.querySelector("[${EARLY_CLICK_ATTRIBUTE}]");if(p)p.removeAttribute(${JSON.stringify(
  EARLY_CLICK_ATTRIBUTE,
)});b.setAttribute(${JSON.stringify(EARLY_CLICK_ATTRIBUTE)},"")}})})()`;
