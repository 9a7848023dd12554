import { feedXml } from './feed';
import { SITE_FILE_PATHS } from './site-file-paths.mjs';
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

/**
 * Every file made beside the pages, by address, as of `now`: the build writes
 * them into dist/public (scripts/build/site-files.mjs) and `npm run dev`
 * answers them (scripts/build/dev-site-files.mjs). Build and dev time only:
 * the `feed` package stays out of the worker.
 */
export const siteFiles = (now: Date): Record<string, string> =>
  Object.fromEntries(
    (Object.keys(makers) as SiteFile[]).map((name) => [SITE_FILE_PATHS[name], makers[name](now)]),
  );
