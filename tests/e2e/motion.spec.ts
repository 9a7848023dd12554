import type { Page } from '@playwright/test';
import { home } from '../../src/content/home';
import { expect, test, waitForHydration } from './fixtures';
import { PHONE, WIDTH } from './tags';

/** Counts requestAnimationFrame calls made by the page. */
const countFrames = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { frameRequests: number };
    w.frameRequests = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      w.frameRequests += 1;
      return original(callback);
    };
  });
const frameRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);

/** Waits until no frame has been requested for half a second, and returns the count. */
const settledFrames = async (page: Page) => {
  let last = -1;
  for (;;) {
    const now = await frameRequests(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(500);
  }
};

test.describe('particle canvas', () => {
  test('is decorative, over the content, and never takes a click', { tag: WIDTH }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const canvas = page.locator('canvas.particle-canvas');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(await canvas.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

    const cta = page.getByRole('link', { name: 'Get Started' });
    const box = await cta.boundingBox();
    if (!box) throw new Error('no Get Started button');
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('Get Started');
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.down();
    await page.mouse.up();
    await expect(page).toHaveURL('/contact');
  });

  // Chromium's layers (the browser under test everywhere but the engines
  // project), at 1280 px where the canvas is live. A composited canvas under
  // the content lifts all of <main> into a second page-sized layer, and a
  // theme switch then rasterises the page twice (src/styles/shell.css).
  test('leaves the page in one page-sized layer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const cdp = await page.context().newCDPSession(page);
    const changed = new Promise<{ drawsContent: boolean; height: number }[]>((resolve) =>
      cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => layers && resolve(layers)),
    );
    await cdp.send('LayerTree.enable');
    await page.mouse.wheel(0, 700);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const pageSized = (await changed).filter((layer) => layer.drawsContent && layer.height > viewport.height);
    expect(pageSized, 'layers taller than the window that draw').toHaveLength(1);
  });

  // A fine pointer (1280 px, untagged): touch-only devices get no particles (next test).
  test('runs no frame loop while idle, animates on mouse moves, then stops', async ({ page }) => {
    await countFrames(page);
    await page.goto('/');
    await waitForHydration(page);
    const idle = await settledFrames(page);
    await page.waitForTimeout(1_000);
    expect(await frameRequests(page)).toBe(idle);

    await page.mouse.move(200, 300);
    await page.mouse.move(400, 350, { steps: 4 });
    await expect.poll(() => frameRequests(page)).toBeGreaterThan(idle + 10);
    const afterBurst = await settledFrames(page);
    await page.waitForTimeout(1_000);
    expect(await frameRequests(page)).toBe(afterBurst);
  });

  // The phone project emulates a touch-only device.
  test('does nothing on touch-only devices', { tag: PHONE }, async ({ page }) => {
    await countFrames(page);
    await page.goto('/');
    await waitForHydration(page);
    const idle = await settledFrames(page);
    await page.mouse.move(100, 300);
    await page.mouse.move(200, 400, { steps: 4 });
    await page.waitForTimeout(500);
    expect(await frameRequests(page)).toBe(idle);
  });

  test('does nothing under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await countFrames(page);
    await page.goto('/');
    await waitForHydration(page);
    const idle = await settledFrames(page);
    await page.mouse.move(100, 300);
    await page.mouse.move(300, 400, { steps: 4 });
    await page.waitForTimeout(500);
    expect(await frameRequests(page)).toBe(idle);
  });
});

test.describe('route changes', () => {
  type Sample = { opacity: number; transform: string };

  /** Samples the computed opacity and transform of the page content on every frame for 3 s. */
  const sampleTransition = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { samples: Sample[] };
      w.samples = [];
      const end = performance.now() + 3_000;
      const sample = () => {
        const style = getComputedStyle(document.querySelector('.page-transition') as Element);
        w.samples.push({ opacity: Number(style.opacity), transform: style.transform });
        if (performance.now() < end) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  const samples = async (page: Page) => {
    await page.waitForTimeout(3_100);
    return page.evaluate(() => (window as unknown as { samples: Sample[] }).samples);
  };
  const translateY = (transform: string) =>
    Number(transform.match(/matrix\(([^)]+)\)/)?.[1]?.split(',')[5] ?? 0);

  test('page content fades and slides out and in, and the new page starts at the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'App Development' });
    await link.scrollIntoViewIfNeeded();
    await sampleTransition(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App Development');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await samples(page);
    expect(seen.some((s) => s.opacity > 0 && s.opacity < 1)).toBe(true);
    const offsets = seen.map((s) => Math.abs(translateY(s.transform)));
    expect(Math.max(...offsets)).toBeGreaterThan(20);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(100);
    // It ends fully shown, in place.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const style = getComputedStyle(document.querySelector('.page-transition') as Element);
          return { opacity: Number(style.opacity), transform: style.transform };
        }),
      )
      .toEqual({ opacity: 1, transform: 'none' });
  });

  // Waku's router alone lands every Back at the top (wakujs/waku#1818): with
  // src/islands/scroll-memory.ts gone, both positions below read 0.
  test('Back and Forward return to where the visitor was on each page', async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('link', { name: /Private AI Legal Assistant/ });
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const onHome = await scrollY();
    expect(onHome).toBeGreaterThan(500);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private AI Legal Assistant');
    expect(await scrollY()).toBe(0);
    await page.mouse.wheel(0, 900);
    // Written into the page's history entry once it rests (a Back pressed mid-scroll keeps the position before).
    await expect.poll(() => page.evaluate(() => window.history.state?.scrollTop)).toBe(900);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect.poll(scrollY).toBe(onHome);
    await expect(card).toBeInViewport();

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private AI Legal Assistant');
    await expect.poll(scrollY).toBe(900);
  });

  test('nothing animates under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await sampleTransition(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'App Development' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('App Development');
    const seen = await samples(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.opacity !== 1 || s.transform !== 'none')).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('links are plain links that load full pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'LLM Fine-Tuning' }).click();
    await expect(page).toHaveURL('/ai-services/llm-fine-tuning');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LLM Fine-Tuning');
    await page.getByRole('link', { name: 'Discuss your data' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
  });
});
