import { expect, test } from './fixtures';
import { siteRoutes } from './routes';

test('a crawl from / reaches every page, insights and case studies among them, and no internal link or asset is broken', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? '').origin;
  const pages = new Set<string>(['/']);
  const checked = new Map<string, number>();
  const external = new Map<string, string>();
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift() ?? '/';
    const response = await request.get(path);
    checked.set(path, response.status());
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
      const href = tag.match(/\shref="([^"]*)"/)?.[1];
      if (href === undefined) continue;
      const url = new URL(href.replace(/&amp;/g, '&'), `${origin}${path}`);
      if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
      if (url.origin !== origin) {
        external.set(url.href, tag);
        continue;
      }
      if (!pages.has(url.pathname)) {
        pages.add(url.pathname);
        queue.push(url.pathname);
      }
    }
    for (const [, src] of html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)) {
      const asset = new URL(src ?? '', origin).pathname;
      if (!pages.has(asset) && !checked.has(asset)) checked.set(asset, (await request.get(asset)).status());
    }
  }
  const broken = [...checked].filter(([, status]) => status >= 400);
  expect(broken).toEqual([]);
  // The crawl found every route of the site by following links alone.
  for (const route of siteRoutes) expect(pages, route).toContain(route);
  // External links: absolute https URLs that open in a new tab without handing it this page.
  expect(external.size).toBeGreaterThan(0);
  for (const [href, tag] of external) {
    expect(href, tag).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    expect(tag, href).toMatch(/\starget="_blank"/);
    expect(tag, href).toMatch(/\srel="noopener noreferrer"/);
  }
});
