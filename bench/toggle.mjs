/**
 * The theme toggle pressed at the page's load event, on a slow phone: CPU
 * slowed 4x (Chrome DevTools' emulation), the toggle clicked as soon as the
 * load event has fired. Timed inside the page, from the pointerdown to the
 * theme class changing on <html>; `null` when the press was lost (no change
 * within 5 s).
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<number | null>}
 */
export async function timeToggleAtLoad(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const root = document.documentElement;
    const times = { down: 0, changed: 0 };
    Object.assign(window, { toggleTimes: times });
    addEventListener(
      'pointerdown',
      () => {
        times.down ||= performance.now();
      },
      { capture: true },
    );
    let theme = '';
    new MutationObserver(() => {
      const now = root.classList.contains('dark') ? 'dark' : 'light';
      if (times.down && theme && now !== theme) times.changed ||= performance.now();
      theme = now;
    }).observe(root, { attributes: true, attributeFilter: ['class'] });
    addEventListener('DOMContentLoaded', () => {
      theme = root.classList.contains('dark') ? 'dark' : 'light';
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('.theme-toggle:visible').first().click();
  const changed = await page
    .waitForFunction(() => window.toggleTimes.changed > 0, null, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  const times = await page.evaluate(() => window.toggleTimes);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return changed ? times.changed - times.down : null;
}
