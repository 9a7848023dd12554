import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';
import { heroes, windowTitles } from './heroes';
import { pageWords } from './page-words';
import { listRoutes, pieceRoutes } from './publication-routes';
import { legalRoutes, routes } from './routes';
import { PHONE, WIDTH } from './tags';

// The same text in both themes; what CSS shows differs by width.

const BLOCKS = 'main p, main h1, main h2, main h3, main li, main dt, main dd, footer a';

/**
 * The text of each block of the main content and the footer, leaving out what
 * is hidden from assistive technology (a counter's moving figure: its final
 * value is in the text). With `visibleOnly`, only blocks a reader can see.
 */
const textBlocks = (page: Page, visibleOnly: boolean) =>
  page.$$eval(
    BLOCKS,
    (elements, onlyVisible) =>
      elements
        .filter(
          (element) =>
            !onlyVisible || element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        )
        .map((element) => {
          const copy = element.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        })
        .filter(Boolean),
    visibleOnly,
  );

// Every test here visits with JavaScript off: Playwright's own context option,
// in the test's project (its width, and at 375 px the phone's touch and user agent).
test.use({ javaScriptEnabled: false });

/** The checks of a page without JavaScript. */
const expectWholeWithoutJavaScript = async (plain: Page, route: string) => {
  const response = await plain.goto(route);
  expect(response?.status(), route).toBe(200);
  // The shell every route shares, from the server alone (hydration keeps these nodes: page-load.spec.ts).
  await expect(plain.locator('h1')).toHaveCount(1);
  await expect(plain.locator('h1')).toBeVisible();
  await expect(plain.getByRole('banner')).toBeVisible();
  await expect(plain.getByRole('contentinfo')).toBeVisible();
  await expect(plain.locator('main#main')).toBeVisible();
  if (!isMobile(plain)) {
    await expect(plain.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  // The server's HTML is the page hydration keeps (page-load.spec.ts): every
  // block of text in it is on screen without JavaScript.
  const written = await textBlocks(plain, false);
  const shown = await textBlocks(plain, true);
  expect(
    written.filter((text) => !shown.includes(text)),
    route,
  ).toEqual([]);
  expect(shown.length, route).toBeGreaterThan(5);
  // And those blocks say everything the route's content file has to say.
  const text = (await plain.locator('main').innerText()).replace(/\s+/g, ' ');
  expect(
    pageWords(route).filter((words) => !text.includes(words)),
    route,
  ).toEqual([]);
  // A hero's scene is the server's: there, with its first window's title.
  const hero = heroes.find((entry) => entry.route === route);
  if (hero) {
    const scene = plain.locator('.hero__scene');
    await expect(scene, route).toBeVisible();
    await expect(scene.locator('.scene__title').first(), route).toHaveText(windowTitles(hero.scene)[0] ?? '');
  }
  // Statistics show their final figures, not the zero a counter starts from.
  for (const figure of await plain.locator('.stat-counter [aria-hidden="true"]').allInnerTexts()) {
    expect(figure, route).not.toMatch(/^0\D*$/);
  }
};

// What CSS hides differs by width, and by template, not by page: the home
// page, a service page (the eleven share one template) and contact at 375 px.
test('a page of each template is whole without JavaScript at phone width', { tag: PHONE }, async ({
  page,
}) => {
  const templates = ['/', routes.find((route) => route !== '/' && route !== '/contact') ?? '/', '/contact'];
  test.setTimeout(10_000 * templates.length);
  for (const route of templates) await expectWholeWithoutJavaScript(page, route);
});

// Every page, a group at a time: one visit after another (a context of its own
// for each page was a third of the time). At 1280 px: the pages hide nothing
// more by width than the templates checked at 375 px above.
const half = Math.ceil(routes.length / 2);
for (const [what, group] of [
  ['the home page and the first services', routes.slice(0, half)],
  ['the other services and contact', routes.slice(half)],
  ['every list, tag and further page', listRoutes],
  ['every insight and case study', pieceRoutes],
  ['every notice', legalRoutes],
] as const) {
  test(`${what} is whole without JavaScript: the shared layout, its own h1, all of its text`, async ({
    page,
  }) => {
    test.setTimeout(10_000 * group.length);
    for (const route of group) await expectWholeWithoutJavaScript(page, route);
  });
}

test('without JavaScript every link is a plain link that works', { tag: WIDTH }, async ({ page }) => {
  await page.goto('/');
  const service = routes[4] ?? '/';
  await page.locator(`main a[href="${service}"]`).first().click();
  await expect(page).toHaveURL(service);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('a[href="/contact"]:visible').first().click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
});
