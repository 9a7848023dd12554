import { navigation } from '../../src/content/navigation';
import { site } from '../../src/content/site';
import { expect, test } from './fixtures';

test('the footer has the logo, tagline, four link groups, theme toggle and social links', async ({
  page,
}) => {
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.name, exact: true })).toHaveAttribute('href', '/');
  await expect(footer).toContainText(site.tagline);
  await expect(footer.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeVisible();

  const nav = footer.getByRole('navigation', { name: 'Footer' });
  for (const group of navigation) {
    await expect(nav.getByRole('heading', { name: group.title })).toBeVisible();
    for (const entry of group.entries) {
      await expect(nav.getByRole('link', { name: entry.title, exact: true })).toHaveAttribute(
        'href',
        entry.href,
      );
    }
  }

  for (const social of Object.values(site.social)) {
    const link = footer.getByRole('link', { name: `${site.name} on ${social.label} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
});

test('the copyright year is the current year even if the HTML is older', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
});

test('a footer link navigates there and lands at the top of the new page', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Workflow Automation' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL('/integrations/workflow-automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workflow Automation');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
