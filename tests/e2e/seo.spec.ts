import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { site } from '../../src/content/site';
import { SHARE_IMAGE, shareImagePath } from '../../src/lib/share-image';
import { expect, test } from './fixtures';
import { drafts, listRoutes, published } from './publication-routes';
import { legalRoutes, routes, siteRoutes } from './routes';

/** What kind of page a route is, for what its head and JSON-LD must say. */
const pieceAt = (route: string) => published.find((piece) => piece.href === route);

// Metadata depends on neither theme nor width: untagged, it runs once.

const absolute = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);

test('every page has its own title, description, canonical URL and Open Graph tags, and a Twitter card', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of siteRoutes) {
    // The head is the server's, as crawlers read it: parsed, with nothing run.
    const html = await (await request.get(route)).text();
    const head = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const meta = (selector: string) =>
        document.head.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        h1: document.querySelector('h1')?.textContent?.trim() ?? '',
        description: meta('meta[name="description"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        ogTitle: meta('meta[property="og:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        ogUrl: meta('meta[property="og:url"]'),
        ogImage: meta('meta[property="og:image"]'),
        ogImageAlt: meta('meta[property="og:image:alt"]'),
        ogType: meta('meta[property="og:type"]'),
        published: meta('meta[property="article:published_time"]'),
        modified: meta('meta[property="article:modified_time"]'),
        robots: meta('meta[name="robots"]'),
        feed: document.head
          .querySelector('link[rel="alternate"][type="application/rss+xml"]')
          ?.getAttribute('href'),
        twitterCard: meta('meta[name="twitter:card"]'),
        twitterTags: document.head.querySelectorAll('meta[name^="twitter:"]').length,
        canonicalCount: document.querySelectorAll('link[rel="canonical"]').length,
        titleCount: document.querySelectorAll('title').length,
      };
    }, html);
    expect(head.titleCount, route).toBe(1);
    expect(head.title.endsWith(`| ${site.name}`), route).toBe(true);
    expect(head.description?.length ?? 0, route).toBeGreaterThan(50);
    expect(head.canonicalCount, route).toBe(1);
    expect(head.canonical, route).toBe(absolute(route));
    expect(head.ogUrl, route).toBe(absolute(route));
    expect(head.ogTitle, route).toBe(head.title);
    expect(head.ogDescription, route).toBe(head.description);
    // An insight or case study is an article, with its dates; every other page a website.
    const piece = pieceAt(route);
    expect(head.ogType, route).toBe(piece ? 'article' : 'website');
    expect(head.published, route).toBe(piece?.published ?? null);
    expect(head.modified, route).toBe(piece ? (piece.updated ?? piece.published) : null);
    expect(head.robots, route).toBeNull();
    // Every page announces the feed.
    expect(head.feed, route).toBe('/rss.xml');
    // Each route shares its own card (scripts/build/share-cards.mjs), described in words.
    expect(head.ogImage, route).toBe(absolute(shareImagePath(route)));
    expect(head.ogImageAlt, route).toContain(head.h1);
    expect(head.twitterCard, route).toBe('summary_large_image');
    // X falls back to og:title, og:description and og:image; the card kind is the one tag of its own.
    expect(head.twitterTags, route).toBe(1);
    titles.add(head.title);
    descriptions.add(head.description ?? '');
  }
  expect(titles.size).toBe(siteRoutes.length);
  expect(descriptions.size).toBe(siteRoutes.length);
});

test('a list that runs past one page links its pages to each other, each its own canonical', async ({
  request,
}) => {
  const first = await (await request.get('/insights')).text();
  const second = await (await request.get('/insights/page/2')).text();
  expect(first).toContain(`<link rel="next" href="${site.url}/insights/page/2"/>`);
  expect(first).not.toContain('rel="prev"');
  expect(second).toContain(`<link rel="prev" href="${site.url}/insights"/>`);
  expect(second).toContain(`<link rel="canonical" href="${site.url}/insights/page/2"/>`);
  expect(await (await request.get('/insights/page/1')).status()).toBe(404);
});

/** Fetches a share image and checks it is a 1200 × 630 PNG within the size link previews accept. */
const expectShareImage = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  expect(png.length, path).toBeLessThanOrEqual(150 * 1024);
  return png;
};

test('every page’s share card is served: its own 1200 × 630 PNG, at most 150 KB', async ({ request }) => {
  test.setTimeout(60_000);
  const digests = new Set<string>();
  for (const route of siteRoutes) {
    const html = await (await request.get(route)).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    expect(image, route).toBe(absolute(shareImagePath(route)));
    const png = await expectShareImage(request, new URL(image).pathname);
    digests.add(createHash('sha256').update(png).digest('hex'));
  }
  expect(digests.size).toBe(siteRoutes.length);
});

test('the fallback share image (the 404 page’s) is served, 1200 × 630 PNG', async ({ request }) => {
  await expectShareImage(request, SHARE_IMAGE.path);
});

const expectedTypes = (route: string) => {
  if (route === '/') return ['Organization'];
  if (route === '/contact' || route === '/book') return [];
  const piece = pieceAt(route);
  if (piece) return [piece.kind === 'insight' ? 'BlogPosting' : 'Article', 'BreadcrumbList'];
  if (listRoutes.includes(route) || legalRoutes.includes(route)) return ['BreadcrumbList'];
  return ['Service', 'FAQPage', 'BreadcrumbList'];
};

// JSON-LD as crawlers read it: the server's HTML, parsed, one request a page.
test('JSON-LD on every page: the organisation, each service with its FAQ, each article, the breadcrumbs', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  for (const route of siteRoutes) {
    const html = await (await request.get(route)).text();
    const { blocks, h1, questions } = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      return {
        blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (node) => node.textContent ?? '',
        ),
        h1: document.querySelector('h1')?.textContent ?? '',
        questions: [...document.querySelectorAll('.faq__trigger')].map((node) => node.textContent ?? ''),
      };
    }, html);
    const parsed = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    for (const data of parsed) expect(data['@context'], route).toBe('https://schema.org');
    expect(
      parsed.map((data) => data['@type']),
      route,
    ).toEqual(expectedTypes(route));
    if (parsed[0]?.['@type'] === 'Service') {
      const [serviceData, faq] = parsed;
      expect(serviceData?.url, route).toBe(absolute(route));
      expect(serviceData?.name, route).toBe(h1);
      const named = ((faq?.mainEntity ?? []) as { name: string }[]).map((question) => question.name);
      expect(named, route).toEqual(questions);
      expect(named.length, route).toBeGreaterThan(0);
    }
    const piece = pieceAt(route);
    if (!piece) continue;
    expect(parsed[0], route).toMatchObject({
      headline: piece.title,
      url: absolute(route),
      image: absolute(shareImagePath(route)),
      datePublished: piece.published,
      dateModified: piece.updated ?? piece.published,
      author: { '@type': piece.kind === 'insight' ? 'Person' : 'Organization' },
      publisher: { '@type': 'Organization', name: site.name },
    });
  }
});

test('the sitemap lists exactly the site’s pages, the pieces with their last change', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.slice(0, routes.length)).toEqual(routes.map(absolute));
  expect(locs.toSorted()).toEqual(siteRoutes.map(absolute).toSorted());
  for (const piece of published) {
    expect(xml).toContain(
      `<loc>${absolute(piece.href)}</loc><lastmod>${piece.updated ?? piece.published}</lastmod>`,
    );
  }
});

test('robots.txt points to the sitemap and llms.txt describes the services', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  const text = await llms.text();
  expect(text).toContain(`# ${site.name}`);
  for (const route of routes.filter((path) => path !== '/' && path !== '/contact')) {
    expect(text).toContain(`(${absolute(route)})`);
  }
  for (const piece of published) expect(text).toContain(`[${piece.title}](${absolute(piece.href)})`);
  for (const draft of drafts) expect(text).not.toContain(draft.href);
});

test.describe('the 404 page', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('is not indexed and has no canonical URL', async ({ page }) => {
    const response = await page.goto('/missing-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
  });
});
