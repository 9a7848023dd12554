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

// The same markup in both themes (a11y.spec.ts checks both with axe), shown at both widths.
for (const { route, scene: content } of heroes) {
  test(`${route}: the hero shows its ${content.kind} scene, hidden from assistive technology`, {
    tag: WIDTH,
  }, async ({ page }) => {
    await page.goto(route);
    await expect(scene(page)).toBeVisible();
    await expect(scene(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(scene(page)).toHaveAttribute('data-scene', content.kind);
    for (const title of windowTitles(content)) {
      await expect(scene(page).locator('.scene__title', { hasText: title })).toBeVisible();
    }
    // What a screen reader gets from the hero is its words alone: the same with the picture taken
    // out (once React has hydrated it, so the removal is not a hydration mismatch).
    await waitForHydration(page);
    const spoken = await page.locator('.hero').ariaSnapshot();
    expect(spoken).toContain(await page.locator('h1').innerText());
    await scene(page).evaluate((element) => element.remove());
    expect(await page.locator('.hero').ariaSnapshot()).toBe(spoken);
    // Nothing inside can take focus: hidden content must not be reachable.
    expect(await scene(page).locator('a, button, input, [tabindex]').count()).toBe(0);
  });
}

// The layout is the same in both themes, and differs by width.
test.describe('layout', { tag: WIDTH }, () => {
  for (const { route } of heroes) {
    test(`${route}: beside the words from 1024 px, below them on small screens, never wider than the page`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(route);
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
    });
  }

  test('the scene shifts nothing while the page loads', async ({ page }) => {
    test.setTimeout(120_000);
    for (const { route } of heroes) {
      await page.goto(route);
      await page.waitForLoadState('load');
      const shifts = await page.evaluate(
        () =>
          new Promise<{ value: number; moved: string[] }[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((entry) => {
                  const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
                  return {
                    value: shift.value,
                    moved: shift.sources.map((source) => source.node?.nodeName ?? '?'),
                  };
                }),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            // No entry at all is no shift at all.
            setTimeout(() => resolve([]), 500);
          }),
      );
      // Nothing moves: the scene takes its space in the first layout, from the
      // inline CSS, and the headings are in a system face (no web font to swap in).
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${route}: ${JSON.stringify(shifts)}`).toBe(0);
    }
  });
});

// Untagged: the first screen of a 1280 × 800 desktop, where the scene sits beside the words.
test('at 1280 × 800 every scene covers at least 15% of the first screen, and fills the hero without growing it', async ({
  page,
}) => {
  const covered: string[] = [];
  for (const { route } of heroes) {
    await page.goto(route);
    const { share, hero, words, natural } = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() as DOMRect;
      // The scene's window, clipped to the viewport: what the visitor sees of it.
      const scene = box('.hero__scene');
      const seen =
        Math.max(0, Math.min(scene.bottom, innerHeight) - Math.max(scene.top, 0)) *
        Math.max(0, Math.min(scene.right, innerWidth) - Math.max(scene.left, 0));
      // The height the scene's own content needs, without the fill.
      const element = document.querySelector('.hero__scene') as HTMLElement;
      element.style.alignSelf = 'start';
      const natural = element.getBoundingClientRect().height;
      element.style.alignSelf = '';
      return {
        share: seen / (innerWidth * innerHeight),
        hero: box('.hero__inner').height,
        words: box('.hero__text').height,
        natural,
      };
    });
    covered.push(`${route} ${(share * 100).toFixed(1)}%`);
    expect(share, route).toBeGreaterThanOrEqual(0.15);
    // Filling the height beside the words never makes the hero taller than its words or its scene need.
    expect(hero, route).toBeCloseTo(Math.max(words, natural), 0);
  }
  test.info().annotations.push({ type: 'scene share of 1280 × 800', description: covered.join(', ') });
});

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

  test('scenes move only by CSS, and not at all under reduced motion', async ({ browser }) => {
    test.setTimeout(120_000);
    const animationsInScene = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      const counts: number[] = [];
      for (const { route } of heroes) {
        await page.goto(route);
        counts.push(
          await page.evaluate(
            () =>
              document
                .getAnimations()
                .filter(
                  (animation) =>
                    animation instanceof CSSAnimation &&
                    animation.playState === 'running' &&
                    (animation.effect as KeyframeEffect | null)?.target?.closest('.hero__scene'),
                ).length,
          ),
        );
      }
      await context.close();
      return counts;
    };
    // Each scene has its live badge at least; none of it runs under reduced motion.
    expect((await animationsInScene('no-preference')).every((count) => count > 0)).toBe(true);
    expect(await animationsInScene('reduce')).toEqual(heroes.map(() => 0));
  });
});

test(`each scene is at most ${BUDGETS.scene / 1024} KB gzip`, async ({ page }) => {
  test.setTimeout(120_000);
  const sizes: string[] = [];
  for (const { route } of heroes) {
    await page.goto(route);
    const html = await scene(page).evaluate((element) => element.outerHTML);
    const bytes = gzipSync(html, { level: 9 }).length;
    sizes.push(`${route} ${bytes}`);
    expect(bytes, route).toBeLessThanOrEqual(BUDGETS.scene);
  }
  test.info().annotations.push({ type: 'scene bytes (gzip)', description: sizes.join(', ') });
});
