import { expect, test, waitForHydration } from './fixtures';
import { THEME, WIDTH } from './tags';

const htmlTheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.documentElement.classList].filter((name) => name === 'dark' || name === 'light').join(' '),
  );
const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme starts as saved, dark when nothing is saved, and each styles the page its own way', {
  tag: THEME,
}, async ({ page, theme }) => {
  await page.goto('/');
  expect(await htmlTheme(page)).toBe(theme);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(theme === 'dark' ? null : 'light');
  // Dark: a near-black slate; light: white.
  expect(await bodyBackground(page)).toBe(theme === 'dark' ? 'rgb(17, 17, 19)' : 'rgb(255, 255, 255)');
  const text = await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).color);
  expect(text).toBe(theme === 'dark' ? 'rgb(237, 238, 240)' : 'rgb(28, 32, 36)');
});

// The toggle the visitor sees is in the header at 1280 px, in the footer at 375 px.
// Pressed twice, both ways: each theme saved over the other and kept by a reload.
test('toggling switches the theme, restyles the page, is saved and survives a reload', {
  tag: WIDTH,
}, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.locator('.theme-toggle:visible').first();
  // Its name and icon say what a press does: the other theme, its icon.
  const showsSwitchTo = async (next: string) => {
    await expect(toggle).toHaveAccessibleName(`Switch to ${next} theme`);
    await expect(toggle.locator(`.theme-toggle__icon--${next === 'dark' ? 'light' : 'dark'}`)).toBeVisible();
    await expect(toggle.locator(`.theme-toggle__icon--${next}`)).toBeHidden();
  };
  for (const [from, to] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    expect(await htmlTheme(page)).toBe(from);
    const before = await bodyBackground(page);
    await showsSwitchTo(to);
    await toggle.click();
    await showsSwitchTo(from);
    expect(await htmlTheme(page)).toBe(to);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(to);
    expect(await bodyBackground(page)).not.toBe(before);
    await page.reload();
    expect(await htmlTheme(page)).toBe(to);
    await waitForHydration(page);
  }
  await page.goto('/contact');
  expect(await htmlTheme(page)).toBe('dark');
});

test.describe('before any bundle loads', { tag: THEME }, () => {
  test.use({ expectedConsoleErrors: /net::ERR_FAILED|Failed to fetch dynamically imported module/ });

  test('the saved theme is applied before first paint', async ({ page, theme }) => {
    // Block every JavaScript bundle: only the inline script in <head> can set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    const colours = new Set<string>();
    await page.exposeFunction('recordBackground', (colour: string) => colours.add(colour));
    await page.addInitScript(() => {
      // Samples the background at the first moment <body> exists, before any paint.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { recordBackground: (c: string) => void }).recordBackground(
          `${document.documentElement.classList.contains('light') ? 'light' : 'dark'}|${getComputedStyle(document.body).backgroundColor}`,
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/ai-services/llm-fine-tuning', { waitUntil: 'load' });
    const final = `${await htmlTheme(page)}|${await bodyBackground(page)}`;
    expect(final.startsWith(`${theme}|`)).toBe(true);
    expect([...colours]).toEqual([final]);
  });
});

// Chromium's own counter (CDP) of the layouts its renderer ran. On a reload
// no section waits for content-visibility, so nothing else lays anything out.
test('a theme switch lays nothing out, either way', async ({ page }) => {
  await page.goto('/');
  await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  // Once what moves on the page has stopped (a hero scene's animations end
  // within 5 s, and the end of one can lay its SVG out).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const layouts = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'LayoutCount')?.value;
  const toggle = page.locator('.theme-toggle:visible').first();
  await toggle.hover();
  const before = await layouts();
  expect(before).toEqual(expect.any(Number));
  for (const to of ['light', 'dark']) {
    await toggle.click();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await htmlTheme(page)).toBe(to);
    expect(await layouts()).toBe(before);
  }
  // The counter counts: a change of size is laid out.
  await page.evaluate(() => {
    document.body.style.paddingTop = '1px';
    return document.body.offsetHeight;
  });
  expect(await layouts()).toBeGreaterThan(before as number);
});

// Under a pointer resting on the toggle, a switch swaps its icon. Were the
// icons targets, the browser would send out and over events the next frame
// (each one dispatched through React's tree), as if the pointer had moved:
// so what lies under the pointer is the button, in either theme.
test('a press on the theme toggle lands on the button, before and after a switch, either way', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.locator('.theme-toggle:visible').first();
  const box = await toggle.boundingBox();
  if (!box) throw new Error('no theme toggle in view');
  const underThePointer = () =>
    page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('class'), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
  expect(await underThePointer()).toContain('theme-toggle');
  for (const to of ['light', 'dark']) {
    await toggle.click();
    expect(await htmlTheme(page)).toBe(to);
    expect(await underThePointer()).toContain('theme-toggle');
  }
});
