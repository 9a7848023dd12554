import type { Page } from '@playwright/test';
import { navigation } from '../../src/content/navigation';
import { expect, test, waitForHydration } from './fixtures';

// The dropdowns exist at the large breakpoint and up: untagged, these run at 1280 px only.
test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the header shows the four service dropdowns and Resources, the theme toggle and Contact Us', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const title of ['AI Services', 'AI Agents', 'Integrations', 'Development', 'Resources']) {
    await expect(nav.getByRole('button', { name: title })).toBeVisible();
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await header.getByRole('link', { name: /Lexaris AI/ }).click();
  await expect(page).toHaveURL('/');
});

test('at the large breakpoint itself the header keeps one row: no label wraps, nothing leaves the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const layout = await page.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect();
    const bar = box(document.querySelector('.site-header__bar') as Element);
    const items = [
      ...document.querySelectorAll(
        '.site-header .brand, .desktop-nav__trigger, .site-header__actions > .large-only',
      ),
    ].map(box);
    return {
      count: items.length,
      wrapped: items.filter((item) => item.height > 48).length,
      outside: items.filter((item) => item.left < bar.left || item.right > bar.right).length,
    };
  });
  expect(layout).toEqual({ count: 1 + navigation.length + 2, wrapped: 0, outside: 0 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lexaris AI' })).toBeVisible();
});

/**
 * Measures, in page time, how long after the pointer reaches (or leaves) a
 * trigger its dropdown opens (or closes).
 */
const watchTrigger = (page: Page, name: string) =>
  page.evaluate((triggerName) => {
    const trigger = [...document.querySelectorAll('.desktop-nav__trigger')].find(
      (element) => element.textContent?.trim() === triggerName,
    ) as HTMLElement;
    const times = { enter: 0, open: 0, leave: 0, close: 0 };
    (window as unknown as { triggerTimes: typeof times }).triggerTimes = times;
    // When the pointer arrived and left, as the events' own times say: a listener here runs after
    // React's at the root, which started Radix's timer (5 ms later on a busy machine, once in CI).
    trigger.addEventListener('pointerenter', (event) => {
      times.enter ||= event.timeStamp;
    });
    trigger.addEventListener('pointerleave', (event) => {
      if (times.open) times.leave ||= event.timeStamp;
    });
    new MutationObserver(() => {
      const expanded = trigger.getAttribute('aria-expanded') === 'true';
      if (expanded) times.open ||= performance.now();
      else if (times.open) times.close ||= performance.now();
    }).observe(trigger, { attributes: true, attributeFilter: ['aria-expanded'] });
  }, name);
const triggerTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { triggerTimes: Record<string, number> }).triggerTimes);

test('the triggers the server rendered are the ones React hydrates: hover and focus open them in place', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'AI Agents' });
  // The page is hydrated (beforeEach). The trigger is still the server's node:
  // the build's HTML has the same element, which hydration adopted.
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /Receptionist/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown opens 200 ms after the pointer arrives and closes 150 ms after it leaves', async ({
  page,
}) => {
  // Load the menus first, so this measures Radix's delays alone; then wait out
  // Radix's 300 ms window in which a menu re-opens without delay.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const other = nav.getByRole('button', { name: 'Development' });
  await other.hover();
  await expect(other).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(640, 700);
  await expect(other).toHaveAttribute('aria-expanded', 'false');
  await page.waitForTimeout(400);
  const trigger = nav.getByRole('button', { name: 'AI Agents' });
  const entry = nav.getByRole('link', { name: /Receptionist/ });
  await watchTrigger(page, 'AI Agents');
  await trigger.hover();
  await expect(entry).toBeVisible({ timeout: 2_000 });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await page.mouse.move(640, 700);
  await expect(entry).toBeHidden({ timeout: 1_000 });
  const times = await triggerTimes(page);
  const openDelay = (times.open ?? 0) - (times.enter ?? 0);
  const closeDelay = (times.close ?? 0) - (times.leave ?? 0);
  // The lower bounds prove the delays; the upper ones are generous for a loaded test machine.
  expect(openDelay).toBeGreaterThanOrEqual(199);
  expect(openDelay).toBeLessThan(1_000);
  expect(closeDelay).toBeGreaterThanOrEqual(149);
  expect(closeDelay).toBeLessThan(1_000);
});

test('each dropdown lists its entries with icon, title and description', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const group of navigation) {
    await nav.getByRole('button', { name: group.title, exact: true }).hover();
    const content = nav.locator('.desktop-nav__content');
    for (const entry of group.entries) {
      const link = content.getByRole('link', { name: new RegExp(entry.title) });
      await expect(link).toHaveAttribute('href', entry.href);
      await expect(link).toContainText(entry.description);
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  }
});

test('the menus are fully keyboard operable', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Integrations' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  // Escape closes and leaves focus on the trigger.
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  // Arrow keys move between triggers.
  await page.keyboard.press('ArrowRight');
  await expect(nav.getByRole('button', { name: 'Development' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(trigger).toBeFocused();

  // Open, Tab into the entries, follow one with Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /Custom API Implementation/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /Software Integration/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/integrations/software-integration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Integration');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown opens in place, under its trigger, 8 px clear of the bar and within it', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const title of ['AI Services', 'Resources']) {
    await nav.getByRole('button', { name: title }).click();
    // Rendered in its own item (no NavigationMenu.Viewport, which measured and rendered it twice).
    const content = page
      .locator('.desktop-nav__list li', { has: page.getByRole('button', { name: title }) })
      .locator('.desktop-nav__content');
    await expect(content).toBeVisible();
    const [box, bar] = await Promise.all([
      content.boundingBox(),
      page.locator('.site-header__bar').boundingBox(),
    ]);
    if (!box || !bar) throw new Error('no box');
    expect(box.y - (bar.y + bar.height), title).toBeCloseTo(8, 0);
    expect(box.x, title).toBeGreaterThanOrEqual(bar.x);
    expect(box.x + box.width, title).toBeLessThanOrEqual(bar.x + bar.width);
    // A fresh page for the next: within the skip delay a hover alone opens
    // the next menu, and the click would close it again.
    await page.reload();
    await waitForHydration(page);
  }
});
