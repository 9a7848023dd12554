import type { MiddlewareHandler } from 'hono';
import { llmsTxt, robotsTxt, sitemapXml } from '../lib/site-files';

const files: Record<string, { type: string; body: () => string }> = {
  '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml },
  '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt },
  '/llms.txt': { type: 'text/plain; charset=utf-8', body: llmsTxt },
};

/**
 * Answers /sitemap.xml, /robots.txt and /llms.txt from the content data, so
 * they always list exactly the site's routes and services.
 */
export const siteFiles = (): MiddlewareHandler => async (c, next) => {
  const file = c.req.method === 'GET' || c.req.method === 'HEAD' ? files[c.req.path] : undefined;
  if (!file) return next();
  return c.body(file.body(), 200, { 'content-type': file.type, 'cache-control': 'public, max-age=3600' });
};
