// The addresses of the files written beside the pages from the site's content
// and configuration (src/lib/site-file-set.ts makes them). Plain JavaScript:
// the build's _headers (scripts/build/post-build.mjs) and the dev server
// (scripts/build/dev-site-files.mjs) read it without a module runner.
import { SECURITY_TXT_PATH } from '../content/legal/paths.mjs';

export const SITE_FILE_PATHS = /** @type {const} */ ({
  feed: '/rss.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  llms: '/llms.txt',
  securityTxt: SECURITY_TXT_PATH,
  favicon: '/favicon.svg',
});
