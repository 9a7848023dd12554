import { feedXml } from './feed';
import type { SITE_FILE_PATHS } from './site-file-paths.mjs';
import { faviconSvg, llmsTxt, robotsTxt, securityTxt, sitemapXml } from './site-files';

type SiteFile = keyof typeof SITE_FILE_PATHS;
const makers: Record<SiteFile, (now: Date) => string> = {
  feed: feedXml,
  sitemap: sitemapXml,
  robots: robotsTxt,
  llms: llmsTxt,
  securityTxt,
  favicon: () => faviconSvg(),
};
/** As the asset layer types them by extension, for `npm run dev`, where Waku answers with this. */
const TYPES: Record<SiteFile, string> = {
  feed: 'application/xml; charset=utf-8',
  sitemap: 'application/xml; charset=utf-8',
  robots: 'text/plain; charset=utf-8',
  llms: 'text/plain; charset=utf-8',
  securityTxt: 'text/plain; charset=utf-8',
  favicon: 'image/svg+xml',
};

/**
 * A file made beside the pages, as of now: each is one of Waku's static API
 * routes (src/pages/_api/, at SITE_FILE_PATHS' address), which the build
 * writes into dist/public for the asset layer and `npm run dev` answers.
 */
export const siteFileResponse = (name: SiteFile): Response =>
  new Response(makers[name](new Date()), { headers: { 'Content-Type': TYPES[name] } });
