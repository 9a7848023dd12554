import { expect, test } from './fixtures';
import { routes } from './routes';

test('the route table has the 13 routes of the spec', () => {
  expect(routes).toHaveLength(13);
  expect(new Set(routes).size).toBe(13);
});

test('every route has a distinct h1 and title', async ({ request }) => {
  const headings = new Map<string, string>();
  const titles = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const heading = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]?.trim() ?? '';
    expect(heading, route).not.toBe('');
    expect(headings.has(heading), `h1 "${heading}" of ${route} is also on ${headings.get(heading)}`).toBe(
      false,
    );
    headings.set(heading, route);
    titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '');
  }
  expect(titles.size).toBe(routes.length);
});

test.describe('unknown paths', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('get the designed 404 page with status 404 and a way back', async ({ page }) => {
    for (const path of ['/no-such-page', '/ai-services/no-such-service', '/ai-services']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    }
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Transform Your Business with AI-Powered Solutions',
    );
  });
});
