import { contextStorage } from 'hono/context-storage';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { pageHtml } from './server/page-html-middleware';
import { requestGuard } from './server/request-guard';
import { securityHeaders } from './server/security-headers';
import { siteFiles } from './server/site-files';

// The whole site is one Cloudflare Worker: Waku's file-system router renders
// src/pages, static pages are prerendered into dist/public at build time.
// contextStorage lets server actions reach the request and the bindings;
// securityHeaders puts the security headers on every response the worker makes
// (after pageHtml has rewritten a page: the policy hashes its final scripts);
// requestGuard refuses oversized POST bodies before they are parsed.
export default adapter(fsRouter(import.meta.glob('./**/*.tsx', { base: './pages' })), {
  middlewareFns: [contextStorage, securityHeaders, pageHtml, requestGuard, siteFiles],
});
