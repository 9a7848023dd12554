import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { services } from '../../src/content/services';
import type { Theme } from '../../src/lib/theme';
import { expect, isMobile, renderWholePage, test, waitForHydration } from './fixtures';
import { caseStudyListPages, insightListPages, pieceRoutes, tagPages } from './publication-routes';
import { routes } from './routes';
import { PHONE, THEME, WIDTH } from './tags';

/** WCAG 2.2 A and AA, as axe-core checks them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Radix NavigationMenu's focus proxy: an empty, aria-hidden span after an open
 * trigger that is focusable only to pass focus straight into the dropdown.
 * axe reports it (aria-hidden-focus); nothing is ever read or left focused on it.
 */
const RADIX_FOCUS_PROXY = '.desktop-nav__list > li > span[aria-hidden="true"][tabindex="0"]';

/**
 * The rules whose outcome depends on colour: all that differs between the two
 * themes, whose markup is the same. The dark theme (the default) gets every
 * WCAG rule, the light theme these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const expectNoViolations = async (page: Page, what: string, theme: Theme) => {
  // axe checks only what is rendered: every section, not the first screen alone.
  await renderWholePage(page);
  // Let reveals and transitions settle, so colours are measured as shown.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const axe = new AxeBuilder({ page }).exclude(RADIX_FOCUS_PROXY);
  const { violations } = await (theme === 'light'
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(WCAG)
  ).analyze();
  expect(
    violations.map(
      (violation) =>
        `${what}: ${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
};

// Contrast differs by theme: every page in both. The layout differs by width: the
// shell and a page of each kind at 375 px too.
for (const route of routes) {
  test(`${route} has no WCAG 2.2 AA violations`, { tag: THEME }, async ({ page, theme }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await waitForHydration(page);
    await expectNoViolations(page, route, theme);
  });
}

/** A reading page with a table, code, a callout and a figure. */
const READING_PAGE = '/insights/designing-an-api-for-practice-management-ai';

// The insights' and case studies' pages, a template each: one visit after
// another. Every piece and list gets every WCAG rule in the dark theme and the
// colour rules of the light one; of the tag pages (/insights' template with
// other cards: the same elements and colours) one does.
const checkedListPages = [...insightListPages, ...tagPages.slice(0, 1), ...caseStudyListPages];
for (const [what, group] of [
  ['every list and further page, a tag page', checkedListPages],
  ['every insight and case study', pieceRoutes],
] as const) {
  test(`${what} has no WCAG 2.2 AA violations`, { tag: THEME }, async ({ page, theme }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const route of group) {
      await page.goto(route);
      await waitForHydration(page);
      await expectNoViolations(page, route, theme);
    }
  });
}

test('a page of each kind has no violations at phone width', { tag: [THEME, PHONE] }, async ({
  page,
  theme,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of ['/', routes[1] ?? '/', '/contact', '/insights', READING_PAGE]) {
    await page.goto(route);
    await waitForHydration(page);
    await expectNoViolations(page, `${route} at phone width`, theme);
  }
});

test.describe('the 404 page', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test('has no WCAG 2.2 AA violations', { tag: THEME }, async ({ page, theme }) => {
    await page.goto('/a-page-that-does-not-exist');
    await expectNoViolations(page, '404', theme);
  });
});

test('open menus have no violations: a dropdown, or the mobile menu', { tag: [THEME, WIDTH] }, async ({
  page,
  theme,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'AI Agents' }).click();
    await expect(menu.getByRole('link', { name: 'Receptionist' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu', theme);
  } else {
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'AI Agents' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'dropdown', theme);
  }
});

test('an open FAQ answer has no violations', { tag: THEME }, async ({ page, theme }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const service = services[3];
  if (!service) throw new Error('no services');
  await page.goto(service.href);
  await waitForHydration(page);
  const trigger = page.locator('.faq__trigger').first();
  await trigger.click();
  await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
  await expectNoViolations(page, 'FAQ', theme);
});

test.describe('the contact result dialog', () => {
  // The stand-in endpoint may be failing for another test: either dialog must pass.
  test.use({ expectedConsoleErrors: /Contact form submission failed/ });

  test('has no violations', { tag: THEME }, async ({ page, theme }) => {
    await page.setExtraHTTPHeaders({
      'cf-connecting-ip': `203.0.113.${10 + test.info().parallelIndex * 10 + test.info().repeatEachIndex}`,
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.locator('form.contact-form');
    await form.getByLabel('Full Name').fill('Ada Accessibility');
    await form.getByLabel('Email Address').fill('ada@example.com');
    await form.getByLabel('Message').fill('Checking the dialog with axe.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    await expectNoViolations(page, 'result dialog', theme);
  });
});
