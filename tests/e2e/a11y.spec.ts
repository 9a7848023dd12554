import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { booking } from '../../src/content/booking';
import { bookHref } from '../../src/content/navigation';
import type { Theme } from '../../src/lib/theme';
import { privatePageAddresses } from '../support/booked-call';
import { expect, isMobile, renderWholePage, test, waitForHydration } from './fixtures';
import { routePerTemplateAndScene } from './heroes';
import { caseStudyListPages, insightListPages, pieceRoutes, tagPages } from './publication-routes';
import { legalRoutes, routes } from './routes';
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
 * WCAG rule on every page, the light theme these on a page of each kind: the
 * colours are the design tokens' (every text token is measured against the
 * surfaces under it in both themes by contrast.spec.ts), and a page of one
 * kind puts them where every other of its kind does.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Why axe left a text's contrast unmeasured, where the cause is what lies behind it. */
const UNMEASURED_BACKGROUNDS = new Set(['bgImage', 'bgGradient', 'imgNode', 'pseudoContent', 'equalRatio']);

/**
 * axe measures no contrast over a gradient or over another element (it
 * reports such text "incomplete", not passed): without this, the page's glow
 * and the particle canvas over every page left most text unmeasured. The
 * canvas is hidden (it is blank until the mouse moves, and its particles are
 * dots that fade within a second), and each gradient is replaced by its
 * hardest case for the text on it: the stop, over the element's own colour,
 * whose luminance is nearest the text's.
 */
const flattenBackgrounds = (page: Page) =>
  page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    for (const canvas of document.querySelectorAll<HTMLElement>('.particle-canvas'))
      canvas.style.display = 'none';
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (!style.backgroundImage.includes('gradient')) continue;
      const base = parse(style.backgroundColor);
      const text = luminance(parse(style.color));
      const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map((stop) =>
        over(parse(stop), base),
      );
      const [hardest] = stops.sort((a, b) => Math.abs(luminance(a) - text) - Math.abs(luminance(b) - text));
      if (!hardest) continue;
      // At once: a transition on the background would start from transparent.
      element.style.transition = 'none';
      element.style.background = `rgb(${hardest.slice(0, 3).join(' ')})`;
    }
  });

const expectNoViolations = async (page: Page, what: string, theme: Theme) => {
  // axe checks only what is rendered: every section, not the first screen alone.
  await renderWholePage(page);
  // Let reveals and transitions settle, so colours are measured as shown.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await flattenBackgrounds(page);
  // Legacy mode: axe runs in the page itself. The default runs it in parts
  // and finishes in a blank page of its own, for iframes from other origins,
  // which this site has none of: a page opened and axe injected again, about
  // 1.5 s of each check. Only violations and incomplete results come back.
  const axe = new AxeBuilder({ page })
    .exclude(RADIX_FOCUS_PROXY)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations', 'incomplete'] });
  const { violations, incomplete } = await (theme === 'light'
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(WCAG)
  ).analyze();
  // Text whose contrast axe could not measure for its background is text
  // nobody checked. Left aside: text covered by an open menu or clipped by a
  // box that scrolls sideways (axe measures what shows), and a single
  // character (a page number), which axe never measures.
  const unmeasured = (incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? []).filter(
    (node) => UNMEASURED_BACKGROUNDS.has(node.any[0]?.data?.messageKey),
  );
  expect(
    unmeasured.map((node) => `${what}: ${node.target.join(' ')} (${node.any[0]?.data?.messageKey})`),
    'text whose contrast axe could not measure',
  ).toEqual([]);
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

/** A reading page with a table, code, a callout and a figure. */
const READING_PAGE = '/insights/designing-an-api-for-practice-management-ai';

/** A test that visits several pages has this long for each: a load, the page rendered whole, axe (2-4 s on a busy machine). */
const PER_PAGE_MS = 15_000;

/**
 * The service page checked with its first FAQ answer open, wherever it is
 * checked: an open answer adds to what axe sees and hides nothing (one is
 * open at a time; a closed one is not rendered).
 */
const FAQ_PAGE = routes[1] ?? '/';

/** Stands in a list of pages for the pages at a private address (a call's), opened for a seeded call. */
const PRIVATE_PAGES: unique symbol = Symbol('the pages at a private address');

/** The addresses to visit: the private pages' made for a call seeded for this test. */
const opened = async (group: readonly (string | typeof PRIVATE_PAGES)[], theme: Theme) =>
  (
    await Promise.all(
      group.map((route) =>
        route === PRIVATE_PAGES ? privatePageAddresses(`a11y-${theme}-${Date.now()}`) : [route],
      ),
    )
  ).flat();

/** One visit after another in one test, each page hydrated and checked; `where` is added to each page's name. */
const expectNoViolationsOnEach = async (page: Page, routes: readonly string[], theme: Theme, where = '') => {
  test.setTimeout(PER_PAGE_MS * routes.length);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
    if (route === FAQ_PAGE) {
      // Laid out whole first, so the question stays where the click lands.
      await renderWholePage(page);
      await page.locator('.faq__trigger').first().click();
      await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
    }
    await expectNoViolations(
      page,
      `${route}${route === FAQ_PAGE ? ' (an FAQ answer open)' : ''}${where}`,
      theme,
    );
  }
};

// Every page, every rule, in the dark theme; the light theme's colours on a
// page of each kind (below). The layout differs by width: the shell and a
// page of each kind at 375 px too. A group of pages at a time, one visit after
// another (a context of its own for each page was a fifth of the time). Of the
// tag pages (/insights' template with other cards: the same elements and
// colours) one is checked. Of the eleven service pages, one template whose
// pages differ in their words and their hero's kind of scene (each kind its own
// markup), the first of each kind (heroes.ts): the four others repeat a kind's
// markup with other words (2 s of axe each).
const checkedListPages = [...insightListPages, ...tagPages.slice(0, 1), ...caseStudyListPages];
const checkedRoutes = routePerTemplateAndScene;
if (!checkedRoutes.includes(FAQ_PAGE)) throw new Error(`${FAQ_PAGE}: not among the pages checked`);
for (const [what, group] of [
  ['the home page and the first services of a kind of scene', checkedRoutes.slice(0, 5)],
  [
    'the other services of a kind of scene, contact, booking and a call’s private page',
    [...checkedRoutes.slice(5), bookHref, PRIVATE_PAGES],
  ],
  ['every list and further page, a tag page', checkedListPages],
  ['every insight and case study', pieceRoutes],
  ['every notice (privacy, terms, trust, accessibility)', legalRoutes],
] as const) {
  // Each page of a template is a load and an axe run: the time grows with what the firm publishes.
  test(`${what} has no WCAG 2.2 AA violations`, async ({ page, theme }) => {
    await expectNoViolationsOnEach(page, await opened(group, theme), theme);
  });
}

/** A page of each kind: the home page, a service, contact, booking, a list, an insight, a case study, a notice. */
const PAGE_OF_EACH_KIND: readonly (string | typeof PRIVATE_PAGES)[] = [
  '/',
  routes[1] ?? '/',
  '/contact',
  bookHref,
  '/insights',
  READING_PAGE,
  pieceRoutes.find((route) => route.startsWith('/case-studies/')) ?? '/case-studies',
  '/trust',
  PRIVATE_PAGES,
];

test.describe(() => {
  // Decided before the test's page is opened (in the dark theme that page cost 0.6 s for nothing).
  test.skip(({ theme }) => theme === 'dark', 'the dark theme: every page, every rule, above');

  test('a page of each kind has no colour violations in the light theme', { tag: THEME }, async ({
    page,
    theme,
  }) => {
    await expectNoViolationsOnEach(page, await opened(PAGE_OF_EACH_KIND, theme), theme);
  });
});

// Every rule at phone width in the dark theme: what width changes is the
// layout, the same in both themes; the light theme's colours are the tokens'
// (contrast.spec.ts) and are checked on these pages at 1280 px above.
test('a page of each kind has no violations at phone width', { tag: PHONE }, async ({ page, theme }) => {
  await expectNoViolationsOnEach(page, await opened(PAGE_OF_EACH_KIND, theme), theme, ' at phone width');
});

test('booking at phone width: the answer and the call’s private page have no violations', {
  tag: [THEME, PHONE],
}, async ({ page, theme }) => {
  await page.goto(bookHref);
  await waitForHydration(page);
  // A day of each theme's own, far from those booking.spec.ts takes: the two projects run side by side.
  const day = page.locator('.booking__days a').nth(theme === 'dark' ? -1 : -2);
  await day.click();
  // The router has brought the day's times.
  await expect(day).toHaveAttribute('aria-current', 'date');
  await page.locator('.booking-time input').first().check();
  await page.getByLabel('Full Name').fill('Ada');
  await page.getByLabel('Email Address').fill(`a11y-${theme}-${Date.now()}@example.com`);
  await page.getByRole('button', { name: booking.confirm }).click();
  await expect(page.getByRole('heading', { name: booking.booked.title })).toBeVisible();
  await expectNoViolations(page, 'the booking answer at phone width', theme);
  await page.getByRole('link', { name: booking.booked.manage }).click();
  await expect(page.getByRole('button', { name: booking.manage.cancel })).toBeVisible();
  await expectNoViolations(page, 'a call’s private page at phone width', theme);
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
