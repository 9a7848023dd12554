/** @typedef {{ down: number; changed: number }} ToggleTimes */

/**
 * The theme toggle pressed at the page's load event, on a slow phone: CPU
 * slowed 4x (Chrome DevTools' emulation), the toggle clicked as soon as the
 * load event has fired (with the page's own JavaScript still to come). Timed inside the page, from the pointerdown to the
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
    const times = { down: 0, changed: 0 };
    Object.assign(window, { toggleTimes: times });
    addEventListener(
      'pointerdown',
      () => {
        times.down ||= performance.now();
      },
      { capture: true },
    );
    // <html> does not exist yet when an init script runs: watch it once the document is parsed.
    addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      const themeNow = () => (root.classList.contains('dark') ? 'dark' : 'light');
      const before = themeNow();
      new MutationObserver(() => {
        if (times.down && themeNow() !== before) times.changed ||= performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['class'] });
    });
  });
  // Find the toggle (scrolled into view) as soon as the document is parsed,
  // then press it the moment the load event has fired: a raw mouse click,
  // without Playwright's actionability waits, which would land later.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const toggle = page.locator('.theme-toggle:visible').first();
  await toggle.scrollIntoViewIfNeeded();
  const box = await toggle.boundingBox();
  if (!box) throw new Error(`no visible theme toggle on ${url}`);
  await page.waitForLoadState('load');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const changed = await page
    .waitForFunction(
      () => {
        const inPage = /** @type {{ toggleTimes?: ToggleTimes }} */ (/** @type {unknown} */ (window));
        return (inPage.toggleTimes?.changed ?? 0) > 0;
      },
      null,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  const times = /** @type {ToggleTimes} */ (
    await page.evaluate(() => /** @type {any} */ (window).toggleTimes)
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return changed ? times.changed - times.down : null;
}
