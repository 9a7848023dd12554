// The names the page's pieces share: the boot script (src/lib/boot-script.ts)
// sets them on <html>, the build's page rewrite (src/server/page-html.mjs)
// extracts critical CSS with all of them present, the client
// (src/client-app.tsx) answers through them, and the stylesheets select on
// them (src/styles/). One module, so a rename reaches every piece; plain
// JavaScript, so the build's Node scripts import it as they are.

/** The two themes: each a class on <html>, one at a time. */
export const THEMES = /** @type {const} */ (['dark', 'light']);
/** On <html> once the boot script runs: CSS offers what needs JavaScript only then. */
export const JS_CLASS = 'js';
/** On <html> for a visit that starts at the top of the page (see bootScript). */
export const FRESH_VISIT_CLASS = 'fresh-visit';
/** Set on <html> by the client entry when React starts answering events, "hydrated" once it has. */
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * Set on <html> once the page has loaded, hydrated and rested
 * (src/lib/page-settled.ts): decorative motion starts then (src/styles/scenes.css),
 * never while the page is starting on a phone.
 */
export const MOTION_ATTRIBUTE = 'data-motion';
/** Marks the last button pressed before that, which the client presses again once hydrated. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Every class the boot script may put on <html>: the page's critical CSS is extracted with all of them. */
export const BOOT_CLASSES = /** @type {const} */ ([...THEMES, JS_CLASS, FRESH_VISIT_CLASS]);
