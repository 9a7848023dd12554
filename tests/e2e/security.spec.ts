import { expect, test } from './fixtures';
import { routes } from './routes';

const REQUIRED = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** The policy's directives, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

const expectSecure = (url: string, headers: Record<string, string>) => {
  for (const [name, pattern] of Object.entries(REQUIRED)) {
    expect(headers[name], `${name} on ${url}`).toMatch(pattern);
  }
  const policies = (headers['content-security-policy'] ?? '').split(',');
  expect(policies, `exactly one Content-Security-Policy on ${url}`).toHaveLength(1);
  const policy = directives(policies[0] ?? '');
  expect(policy['script-src'], `script-src on ${url}`).toBeDefined();
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
  expect(policy['base-uri'], url).toEqual(["'self'"]);
  expect(policy['form-action'], url).toEqual(["'self'"]);
  expect(policy['object-src'], url).toEqual(["'none'"]);
};

test('every page, asset and worker response carries the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text();
  // The client entry (imported by the bootstrap after paint) and the stylesheet (in <noscript>).
  const assets = [...home.matchAll(/(?:src=|href=|import\()"(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  const urls = [
    ...routes,
    '/a-page-that-does-not-exist',
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/rss.xml',
    '/favicon.svg',
    '/og-image.png',
    '/RSC/R/_root.txt',
    ...assets,
  ];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBeLessThan(url.startsWith('/a-page') ? 500 : 400);
    expectSecure(url, response.headers());
  }
  // A refused POST is a worker response too.
  const refused = await request.post('/contact', {
    data: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(refused.status()).toBe(415);
  expectSecure('POST /contact', refused.headers());
});

test('hashed assets are cached for a year, HTML is revalidated', async ({ request }) => {
  const home = await request.get('/');
  const script = (await home.text()).match(/import\("(\/assets\/[^"]+\.js)"\)/)?.[1] ?? '';
  const css = (await home.text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '';
  for (const asset of [script, css]) {
    expect(asset).not.toBe('');
    expect((await request.get(asset)).headers()['cache-control'], asset).toBe(
      'public, max-age=31536000, immutable',
    );
  }
  for (const page of ['/', routes[3] ?? '', '/contact']) {
    expect((await request.get(page)).headers()['cache-control'], page).toMatch(/max-age=0, must-revalidate/);
  }
});

test.describe('inline scripts', () => {
  // The 404 page's own status, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("each page's policy allows exactly its own inline scripts", async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // A path that matches nothing: the asset layer shows the 404 page under the policy of /*.
    for (const route of [routes[0] ?? '/', routes[5] ?? '/', '/contact', '/a-page-that-does-not-exist']) {
      const response = await page.goto(route);
      const policy = directives(response?.headers()['content-security-policy'] ?? '');
      const hashes = (policy['script-src'] ?? []).filter((source) => source.startsWith("'sha256-"));
      const inline = await page.$$eval(
        'script:not([src])',
        (scripts) => scripts.filter((script) => !script.getAttribute('type')?.includes('json')).length,
      );
      // Every inline script has its hash, and the theme script ran (the class is on <html>).
      expect(hashes.length, route).toBeGreaterThan(0);
      expect(hashes.length, route).toBeLessThanOrEqual(inline);
      await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    }
    expect(violations).toEqual([]);
  });
});
