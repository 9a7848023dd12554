import { expect, test, waitForHydration } from './fixtures';
import { PHONE } from './tags';

// The mobile menu is shown below the large breakpoint: every test here is at 375 px only.

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

// Each test is a load of the home page and its hydration (beforeEach), most of its time: what one
// visit can check in turn is one test.
test('the header shows the hamburger instead of the dropdowns; the full-screen menu opens, expands a section, and closes when a link is chosen', {
  tag: PHONE,
}, async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBe(375);
  expect(box?.height).toBeGreaterThanOrEqual(740);

  for (const title of ['AI Services', 'AI Agents', 'Integration Services', 'Development']) {
    await expect(menu.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeVisible();

  await menu.getByRole('button', { name: 'AI Agents' }).click();
  await menu.getByRole('link', { name: 'Receptionist' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/ai-services/ai-agents/receptionist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Receptionist');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('focus is trapped inside the open menu; Escape closes it and focus returns to the hamburger', {
  tag: PHONE,
}, async ({ page }) => {
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test('the page behind the open menu does not scroll', { tag: PHONE }, async ({ page }) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.move(180, 700);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the Contact Us link in the menu navigates to /contact', { tag: PHONE }, async ({ page }) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
  await expect(page.getByRole('dialog')).toBeHidden();
});
