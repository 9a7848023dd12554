import { inlineWebStorage, THEME_CHOICE } from './browser-storage';
import { EARLY_CLICK_ATTRIBUTE, FRESH_VISIT_CLASS, JS_CLASS, LIVE_ATTRIBUTE, THEMES } from './page-names.mjs';
import { DEFAULT_THEME, THEME_TOGGLE_CLASS } from './theme';

export { EARLY_CLICK_ATTRIBUTE, FRESH_VISIT_CLASS, LIVE_ATTRIBUTE };

const json = JSON.stringify;
const [firstTheme, secondTheme] = THEMES;
/** The saved theme: the one declared item an inline script must reach itself, before any module runs. */
const savedTheme = inlineWebStorage(THEME_CHOICE, 'k');

/**
 * The page's one inline script, in <head>: it runs before the first paint
 * and owns two things no bundle can do in time.
 *
 * The theme (spec section 4): the saved one, dark when none (or when storage
 * is refused), as a class on <html>, before anything is painted. It also
 * answers every press of a theme toggle (a button with the class
 * THEME_TOGGLE_CLASS, wherever rendered), and a change saved in another tab:
 * the theme is a class and a stored string, so this script is its only owner,
 * from the first paint on, and no component holds it. "js" on <html> lets CSS
 * offer the toggle only where it works.
 *
 * A fresh visit: FRESH_VISIT_CLASS on <html> when the browser will not restore
 * or seek a scroll position (a navigation, not a reload or a history visit,
 * to no fragment), so CSS may leave sections off screen unrendered
 * (src/styles/sections.css). While content-visibility skips an element's
 * contents, the animations running inside are paused, and those (not one
 * paused by its own code) played again once it renders them: Chromium does not advance them there (as
 * w3c/csswg-drafts#5611 resolved), but it asked for a main-thread frame
 * every frame to try, 60 a second on an idle phone at the footer while the
 * hero's scene was moving. Pausing by CSS did not always take: style inside
 * a skipped subtree is not recomputed.
 *
 * Presses before the page has hydrated (its code loads after the first
 * paint). Until React answers events, a button with `data-early-href` (the
 * hamburger) takes the visitor there, the site's links; any other button is
 * marked. While React hydrates, it swallows a press on a part it cannot
 * hydrate yet (it stops the event before it bubbles): a press that does not
 * bubble back to `window` stays marked. The client entry presses the marked
 * button again once the page has hydrated. Listening on `window` in the
 * capture phase puts this ahead of React's listeners on the document.
 */
export const bootScript = `(function(){
var r=document.documentElement,${savedTheme.keySet},m=${json(EARLY_CLICK_ATTRIBUTE)},t;
function apply(x){r.classList.remove(${THEMES.map((theme) => json(theme)).join(',')});r.classList.add(x);r.style.colorScheme=x}
function valid(x){return ${THEMES.map((theme) => `x===${json(theme)}`).join('||')}}
function button(e){return e.target instanceof Element?e.target.closest("button"):null}
try{t=${savedTheme.read}}catch(e){}
apply(valid(t)?t:${json(DEFAULT_THEME)});r.classList.add(${json(JS_CLASS)});
var n=performance.getEntriesByType?performance.getEntriesByType("navigation")[0]:null;
if(n&&n.type==="navigate"&&!location.hash)r.classList.add(${json(FRESH_VISIT_CLASS)});
var held=new WeakSet;
addEventListener("contentvisibilityautostatechange",function(e){e.target.getAnimations({subtree:true}).forEach(function(a){if(e.skipped){if(a.playState==="running"){a.pause();held.add(a)}}else if(held.delete(a))a.play()})},true);
addEventListener("storage",function(e){if(e.key===k&&valid(e.newValue))apply(e.newValue)});
addEventListener("click",function(e){
var b=button(e),live=r.getAttribute(${json(LIVE_ATTRIBUTE)});if(!b)return;
if(b.classList.contains(${json(THEME_TOGGLE_CLASS)})){t=r.classList.contains(${json(firstTheme)})?${json(secondTheme)}:${json(firstTheme)};apply(t);try{${savedTheme.write('t')}}catch(x){}return}
if(live==="hydrated")return;
if(live===null&&b.dataset.earlyHref){location.href=b.dataset.earlyHref;return}
var p=document.querySelector("["+m+"]");if(p)p.removeAttribute(m);b.setAttribute(m,"")},true);
addEventListener("click",function(e){var b=button(e);if(b&&r.getAttribute(${json(LIVE_ATTRIBUTE)})==="")b.removeAttribute(m)})})()`.replace(
  /\n/g,
  '',
);
