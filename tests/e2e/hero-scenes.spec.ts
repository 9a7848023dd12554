// Every hero shows its service at work: the scene from the page's content,
// rendered by the server, hidden from assistive technology, beside the words
// from 1024 px and below them on phones, still without JavaScript and under
// reduced motion, small, and moving nothing on the page as it loads.
import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../../bench/budgets.mjs';
import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import type { HeroScene } from '../../src/content/types';
import { expect, test, waitForHydration } from './fixtures';
import { WIDTH } from './tags';

const heroes: { route: string; scene: HeroScene }[] = [
  { route: '/', scene: home.hero.scene },
  ...services.map((service) => ({ route: service.href, scene: service.hero.scene })),
];

/** The window titles a scene shows: one, or one per layer of a composition. */
const windowTitles = (scene: HeroScene): string[] =>
  scene.kind === 'composition' ? scene.scenes.flatMap(windowTitles) : [scene.title];

const scene = (page: import('@playwright/test').Page) => page.locator('.hero__scene');

/**
 * The page's layout shifts a visitor could see so far, read synchronously from
 * the buffer (no entry at all is no shift at all). Chromium also records
 * shifts between layouts it makes while rendering is still blocked (the
 * document's <link rel="expect" blocking="render">, src/pages/_root.tsx):
 * nothing is on screen yet, so only those after the first paint count (one
 * stamped with the first paint's time compares that frame with an unpainted one).
 */
const layoutShifts = async (page: import('@playwright/test').Page) => {
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

/** How many CSS animations run in the hero's scene now. */
const runningSceneAnimations = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation instanceof CSSAnimation &&
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect | null)?.target?.closest('.hero__scene'),
        ).length,
  );

// One visit per route and width checks all the hero shows there: the markup is
// the same in both themes (a11y.spec.ts checks both with axe), the layout differs by width.
for (const { route, scene: content } of heroes) {
  test(`${route}: the hero shows its ${content.kind} scene, hidden from assistive technology, beside or below the words, small and shifting nothing`, {
    tag: WIDTH,
  }, async ({ page, isMobile }) => {
    await page.goto(route);
    await expect(scene(page)).toBeVisible();
    await expect(scene(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(scene(page)).toHaveAttribute('data-scene', content.kind);
    for (const title of windowTitles(content)) {
      await expect(scene(page).locator('.scene__title', { hasText: title })).toBeVisible();
    }

    // Nothing moves while the page loads: the scene takes its space in the first
    // layout, from the inline CSS, and the headings are in a system face.
    const shifts = await layoutShifts(page);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBe(0);

    // Beside the words from 1024 px, below them on small screens, never wider than the page.
    const words = await page.locator('.hero__text').boundingBox();
    const picture = await scene(page).boundingBox();
    if (!words || !picture) throw new Error('the hero has no words or no scene');
    if (isMobile) expect(picture.y).toBeGreaterThanOrEqual(words.y + words.height);
    else {
      expect(picture.x).toBeGreaterThanOrEqual(words.x + words.width);
      // Side by side: the scene sits level with the words, not under them.
      expect(picture.y).toBeLessThan(words.y + words.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    // On the first screen of a 1280 × 800 desktop the scene covers at least 15%
    // and fills the hero without growing it.
    if (!isMobile) {
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

    // It moves by CSS alone (its live badge at least; reduced motion: below),
    // and each movement stops on its own within 5 s of starting (WCAG 2.2.2:
    // longer needs a pause control). Read from the declared animations, not
    // the running ones: on a busy machine they may have ended by now.
    const lengths = await scene(page).evaluate((root) =>
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
    expect(lengths.length).toBeGreaterThan(0);
    for (const length of lengths) expect(length).toBeLessThanOrEqual(5);

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

test.describe('without JavaScript and under reduced motion', () => {
  test('every scene is there without JavaScript', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { route, scene: content } of heroes) {
      await page.goto(route);
      await expect(scene(page), route).toBeVisible();
      await expect(scene(page).locator('.scene__title').first()).toHaveText(windowTitles(content)[0] ?? '');
    }
    await context.close();
  });

  test('no scene moves under reduced motion', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const { route } of heroes) {
      await page.goto(route);
      expect(await runningSceneAnimations(page), route).toBe(0);
    }
    await context.close();
  });
});
