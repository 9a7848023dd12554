import type { Page } from '@playwright/test';
import { navigation } from '../../src/content/navigation';
import { services } from '../../src/content/services';
import { expect, isMobile, test, waitForHydration } from './fixtures';
import { WIDTH } from './tags';

test.use({ expectedConsoleErrors: /Contact form submission failed/ });

/** Presses Tab and checks that what takes the focus shows a focus ring. */
const tab = async (page: Page, key = 'Tab') => {
  await page.keyboard.press(key);
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const shown =
      style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
    return shown ? 'ring' : `no focus ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
};

// The journey is the same in both themes; its menus differ by width.
test('a keyboard-only journey: skip link, menus, FAQ, contact form and its dialog', { tag: WIDTH }, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);

  // The first Tab shows the skip link; following it puts focus on the main content.
  await tab(page);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await page.goto('/');
  await waitForHydration(page);
  await tab(page); // skip link
  await tab(page); // brand
  if (isMobile(page)) {
    await tab(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await tab(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  } else {
    // Every header menu entry is reachable: open each dropdown and Tab through its links.
    for (const { title } of navigation) {
      await tab(page);
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: title });
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const links = page.locator('.desktop-nav__content a');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        await tab(page);
        await expect(links.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
      // Radix moves focus back at once but closes the dropdown in the next
      // render (tens of ms here): a Tab inside that window follows the menu
      // that is still open, and its link is then removed under the focus.
      // No person presses Escape and Tab within it; Playwright does.
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  }

  // The FAQ: reach a question by keyboard, open it, close it.
  const service = services[2];
  if (!service) throw new Error('no services');
  await page.goto(service.href);
  await waitForHydration(page);
  const question = page.locator('.faq__trigger').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.faq__trigger').nth(1)).toBeFocused();

  // The contact form: fill it, send it with the keyboard, close the dialog.
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${isMobile(page) ? 21 : 22}` });
  await page.goto('/contact');
  await waitForHydration(page);
  await page.locator('#contact-name').focus();
  await page.keyboard.type('Kay Board');
  await tab(page);
  await page.keyboard.type('kay@example.com');
  await tab(page);
  await tab(page);
  await expect(page.locator('#contact-message')).toBeFocused();
  await page.keyboard.type('Sent without a mouse.');
  // The note beside the button links the privacy notice, on the way to it.
  await tab(page);
  await expect(page.locator('.contact-form__privacy a')).toBeFocused();
  await tab(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
});
