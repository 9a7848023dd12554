import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { FRESH_VISIT_CLASS } from '../../src/lib/boot-script';
import { LIVE_ATTRIBUTE, MOTION_ATTRIBUTE } from '../../src/lib/page-names.mjs';
import type { Theme } from '../../src/lib/theme';
import { pageHydrated } from '../support/hydrated';

export type ThemeOption = { theme: Theme };
type Options = ThemeOption & {
  /** Errors a test provokes on purpose (a 404 response, blocked bundles). */
  expectedConsoleErrors: RegExp | undefined;
};

/**
 * The theme of the test's project (playwright.config.ts; which tests run in which: tags.ts):
 * "dark" leaves storage empty (the default), "light" starts the visit with the light theme saved. Every test that
 * opens a page also fails on an uncaught page error or a console error (hydration mismatches among them); a test
 * that asks for no page gets no browser context (a context and a page are most of a short test's time).
 */
export const test = base.extend<Options>({
  theme: ['dark', { option: true }],
  expectedConsoleErrors: [undefined, { option: true }],
  page: async ({ page, theme, expectedConsoleErrors }, use) => {
    if (theme === 'light') {
      await page.addInitScript(() => {
        if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
      });
    }
    const errors: string[] = [];
    page.on('pageerror', (error) => {
      if (!expectedConsoleErrors?.test(error.message)) errors.push(error.message);
    });
    // React reports recovered errors through reportError, with the real error as
    // `cause`: print the cause too, so a failure says what went wrong.
    await page.addInitScript(() => {
      window.addEventListener('error', (event) => {
        const cause = (event.error as Error | undefined)?.cause as Error | undefined;
        if (cause) console.error(`cause: ${cause.stack ?? String(cause)}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors?.test(message.text())) {
        errors.push(message.text());
      }
    });
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/**
 * Waits until React has hydrated the page (src/client-app.tsx marks <html>),
 * its desktop menu included (tests/support/hydrated.ts), so events reach client
 * handlers, and the page has settled: its motion has started (MOTION_ATTRIBUTE,
 * src/lib/page-settled.ts), so nothing begins to move under a test's feet.
 */
export const waitForHydration = async (page: Page) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute(LIVE_ATTRIBUTE, 'hydrated', { timeout: 15_000 });
  await page.waitForFunction(pageHydrated, undefined, { timeout: 15_000 });
  await expect(html).toHaveAttribute(MOTION_ATTRIBUTE, '', { timeout: 15_000 });
};

/**
 * Holds back every script until `release` is called, as a slow network
 * would: the page is painted from its HTML and CSS, and nothing of React has
 * run. Call before page.goto.
 */
export const holdScripts = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
};

/**
 * Scrolls `target` to the middle of the screen and waits until it stays in
 * one place. On a fresh visit the sections it passes render as they near the
 * screen, and their real heights replace the guessed ones a frame or two
 * later: a click aimed before then can land where the target was (an FAQ
 * question pressed before the scripts arrived stayed closed so, once in CI).
 */
export const scrollIntoPlace = async (target: Locator) => {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  /** The target's top, read after two frames. */
  const top = () =>
    target.evaluate(
      (element) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(element.getBoundingClientRect().top)),
          ),
        ),
    );
  let last = await top();
  await expect
    .poll(async () => {
      const now = await top();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
};

/** What src/styles/sections.css leaves unrendered off screen on a fresh visit (`content-visibility: auto`). */
export const DEFERRED_SECTIONS = '.hero, .section, .cta, .site-footer';

/** For each match of `selector`, whether its content is rendered (not skipped by `content-visibility`). */
export const sectionsRendered = (page: Page, selector = DEFERRED_SECTIONS) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map(
        (section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      ),
    selector,
  );

/**
 * Renders every section, as a reader scrolling through the page would see
 * each one: on a fresh visit a section off screen waits for
 * `content-visibility` (the boot script's FRESH_VISIT_CLASS), and innerText,
 * like axe, leaves out content not rendered. Without the class every section
 * is laid out where it is, as on a reload. (A viewport as tall as the page
 * did the same, but axe took twice as long over 11,000 px of it; its
 * contrast measures text off screen as well, the same 87 nodes on a service
 * page.)
 */
export const renderWholePage = async (page: Page) => {
  await page.evaluate(
    (freshVisit) => document.documentElement.classList.remove(freshVisit),
    FRESH_VISIT_CLASS,
  );
  await expect.poll(async () => (await sectionsRendered(page)).every(Boolean)).toBe(true);
};
