// In `npm run dev`, the files a build writes beside the pages (the feed,
// sitemap.xml, robots.txt, llms.txt, security.txt, the favicon) are answered
// from the module the build writes them from (src/lib/site-file-set.ts),
// through Waku's own server environment: drafts are in them as in the lists,
// and an edit shows on the next request, as a page's does.
import { SITE_FILE_PATHS } from '../../src/lib/site-file-paths.mjs';

const SITE_FILE_SET = '/src/lib/site-file-set.ts';
/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** @type {Set<string>} */
const served = new Set(Object.values(SITE_FILE_PATHS));

/** @returns {import('vite').Plugin} */
export const siteFilesInDev = () => ({
  name: 'lexaris:site-files-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use(async (request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://dev').pathname;
      const environment = server.environments.rsc;
      if (request.method !== 'GET' || !served.has(path) || !environment || !('runner' in environment)) {
        return next();
      }
      try {
        const { siteFiles } = /** @type {typeof import('../../src/lib/site-file-set.ts')} */ (
          await /** @type {import('vite').RunnableDevEnvironment} */ (environment).runner.import(
            SITE_FILE_SET,
          )
        );
        const body = siteFiles(new Date())[path];
        if (body === undefined) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[path.slice(path.lastIndexOf('.'))] ?? 'text/plain');
        response.end(body);
      } catch (error) {
        next(error);
      }
    });
  },
});
