// Every hero shows its service at work: the scene from the page's content,
// rendered by the server, hidden from assistive technology, beside the words
// from 1024 px and below them on phones, still under reduced motion (without
// JavaScript: no-js.spec.ts), small, and moving nothing on the page as it loads.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BUDGETS } from '../../bench/budgets.mjs';
import { expect, test, waitForHydration } from './fixtures';
import { heroes, windowTitles } from './heroes';
import { PHONE } from './tags';

const scene = (page: Page) => page.locator('.hero__scene');

/**
 * The page's layout shifts a visitor could see so far, read synchronously from
 * the buffer (no entry at all is no shift at all). Chromium also records
 * shifts between layouts it makes while rendering is still blocked (the
 * document's <link rel="expect" blocking="render">, src/pages/_root.tsx):
 * nothing is on screen yet, so only those after the first paint count (one
 * stamped with the first paint's time compares that frame with an unpainted one).
 */
const layoutShifts = async (page: Page) => {
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByType('paint')[0]?.startTime ?? 0;
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    return observer
      .takeRecords()
      .filter((entry) => entry.startTime > firstPaint)
      .map((entry) => {
        const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
        return { value: shift.value, moved: shift.sources.map((source) => source.node?.nodeName ?? '?') };
      });
  });
};

/**
 * How long each CSS animation the hero's scene declares lasts, in seconds (its
 * delay and its iterations): read from the declared animations, not the running
 * ones, which on a busy machine may have ended by the time they are read.
 */
const declaredAnimationLengths = (page: Page) =>
  scene(page).evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) =>
      [getComputedStyle(element), getComputedStyle(element, '::before')]
        .filter((style) => style.animationName !== 'none')
        .map((style) => {
          const seconds = (value: string) => Number.parseFloat(value) * (value.endsWith('ms') ? 0.001 : 1);
          const count =
            style.animationIterationCount === 'infinite' ? Infinity : Number(style.animationIterationCount);
          return seconds(style.animationDelay) + seconds(style.animationDuration) * count;
        }),
    ),
  );

/** No layout shift a visitor could see as the page loads: the scene takes its space in the first layout, from the inline CSS, and the headings are in a system face. */
const expectNoShifts = async (page: Page, route: string) => {
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    `${route}: ${JSON.stringify(shifts)}`,
  ).toBe(0);
};

/** Never wider than the screen. */
const expectNoSidewaysScroll = async (page: Page, route: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

// One visit per route at 1280 px checks all the hero shows there: the markup is
// the same in both themes (a11y.spec.ts checks both with axe) and at every width;
// at 375 px (below) what differs by width.
for (const { route, scene: content } of heroes) {
  test(`${route}: the hero shows its ${content.kind} scene, hidden from assistive technology, beside the words, small and shifting nothing, still under reduced motion`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(scene(page)).toBeVisible();
    await expect(scene(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(scene(page)).toHaveAttribute('data-scene', content.kind);
    for (const title of windowTitles(content)) {
      await expect(scene(page).locator('.scene__title', { hasText: title })).toBeVisible();
    }

    await expectNoShifts(page, route);

    // Beside the words from 1024 px, level with them, not under them.
    const words = await page.locator('.hero__text').boundingBox();
    const picture = await scene(page).boundingBox();
    if (!words || !picture) throw new Error('the hero has no words or no scene');
    expect(picture.x).toBeGreaterThanOrEqual(words.x + words.width);
    expect(picture.y).toBeLessThan(words.y + words.height);
    await expectNoSidewaysScroll(page, route);

    // On the first screen of a 1280 × 800 desktop the scene covers at least 15%
    // and fills the hero without growing it.
    {
      const { share, hero, natural } = await page.evaluate(() => {
        const box = (selector: string) =>
          document.querySelector(selector)?.getBoundingClientRect() as DOMRect;
        // The scene's window, clipped to the viewport: what the visitor sees of it.
        const shown = box('.hero__scene');
        const seen =
          Math.max(0, Math.min(shown.bottom, innerHeight) - Math.max(shown.top, 0)) *
          Math.max(0, Math.min(shown.right, innerWidth) - Math.max(shown.left, 0));
        // The height the scene's own content needs, without the fill.
        const element = document.querySelector('.hero__scene') as HTMLElement;
        element.style.alignSelf = 'start';
        const natural = element.getBoundingClientRect().height;
        element.style.alignSelf = '';
        return { share: seen / (innerWidth * innerHeight), hero: box('.hero__inner').height, natural };
      });
      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(hero).toBeCloseTo(Math.max(words.height, natural), 0);
      test
        .info()
        .annotations.push({ type: 'scene share of 1280 × 800', description: `${(share * 100).toFixed(1)}%` });
    }

    // Small: at most the scene budget, gzip.
    const bytes = gzipSync(await scene(page).evaluate((element) => element.outerHTML), { level: 9 }).length;
    expect(bytes).toBeLessThanOrEqual(BUDGETS.scene);

    // It moves by CSS alone (its live badge at least), once the page has
    // settled, and each movement stops on its own within 5 s of starting
    // (WCAG 2.2.2: longer needs a pause control).
    await waitForHydration(page);
    const lengths = await declaredAnimationLengths(page);
    expect(lengths.length).toBeGreaterThan(0);
    for (const length of lengths) expect(length).toBeLessThanOrEqual(5);
    // Under reduced motion it declares no movement at all: the preference applies
    // at once, as to a page loaded with it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await declaredAnimationLengths(page)).toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // What a screen reader gets from the hero is its words alone: the same with the picture taken
    // out (once React has hydrated it, so the removal is not a hydration mismatch).
    await waitForHydration(page);
    const spoken = await page.locator('.hero').ariaSnapshot();
    expect(spoken).toContain(await page.locator('h1').innerText());
    // Nothing inside can take focus: hidden content must not be reachable.
    expect(await scene(page).locator('a, button, input, [tabindex]').count()).toBe(0);
    await scene(page).evaluate((element) => element.remove());
    expect(await page.locator('.hero').ariaSnapshot()).toBe(spoken);
  });
}

// What differs by width, at 375 px: the scene below the words, nothing wider than
// the screen, no layout shift. One visit after another (the markup, bytes and
// animations are the 1280 px test's).
test('at phone width every scene sits below its words, within the screen, shifting nothing', {
  tag: PHONE,
}, async ({ page }) => {
  test.setTimeout(10_000 * heroes.length);
  for (const { route } of heroes) {
    await page.goto(route);
    await expect(scene(page), route).toBeVisible();
    await expectNoShifts(page, route);
    const words = await page.locator('.hero__text').boundingBox();
    const picture = await scene(page).boundingBox();
    if (!words || !picture) throw new Error(`${route}: the hero has no words or no scene`);
    expect(picture.y, route).toBeGreaterThanOrEqual(words.y + words.height);
    await expectNoSidewaysScroll(page, route);
  }
});
