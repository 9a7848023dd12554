/**
 * Where a test's behaviour can differ. playwright.config.ts runs an untagged
 * test once (1280 px, dark theme) and a tagged one also where its tag says.
 * Tag by what the test checks, not by what it happens to load: colours,
 * contrast and the toggle differ by theme; menus, layout and what is visible
 * differ by width; metadata, links, bytes, requests and delivery differ by neither.
 */
/** Checked in both themes. */
export const THEME = '@theme';
/** Checked at 1280 px and at 375 px. */
export const WIDTH = '@width';
/** Checked at 375 px only: phone-only behaviour (the mobile menu, touch). */
export const PHONE = '@phone';
