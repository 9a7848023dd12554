import { contextStorage } from 'hono/context-storage';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { submitContact } from './server/contact/action';
import { pageHtml } from './server/page-html-middleware';
import { prerenderedFiles } from './server/prerendered-files';
import { requestPolicy } from './server/request-policy';
import { securityHeaders } from './server/security-headers';
import { siteFiles } from './server/site-files';

// The whole site is one Cloudflare Worker: Waku's file-system router renders
// src/pages, static pages are prerendered into dist/public at build time.
// In order, every request passes:
// - contextStorage: lets server actions reach the request and the bindings;
// - securityHeaders: the security headers on every response the worker makes
//   (after pageHtml has rewritten a page: the policy hashes its final scripts);
// - requestPolicy: the one place that refuses what the site does not serve
//   (with hono's body-limit and csrf), and words what fails after it;
// - prerenderedFiles: dist/public through the asset layer;
// - pageHtml: critical CSS and deferred scripts on the pages the worker renders;
// - siteFiles: sitemap.xml, robots.txt and llms.txt from the content.
export default adapter(fsRouter(import.meta.glob('./**/*.tsx', { base: './pages' })), {
  middlewareFns: [
    contextStorage,
    securityHeaders,
    () => requestPolicy({ serverFunctions: [submitContact] }),
    prerenderedFiles,
    pageHtml,
    siteFiles,
  ],
});
