import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { siteFiles } from './server/site-files';

// The whole site is one Cloudflare Worker: Waku's file-system router renders
// src/pages, static pages are prerendered into dist/public at build time.
export default adapter(fsRouter(import.meta.glob('./**/*.tsx', { base: './pages' })), {
  middlewareFns: [siteFiles],
});
