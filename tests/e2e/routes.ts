import { legalPageList } from '../../src/content/legal/pages';
import { serviceEntries } from '../../src/content/navigation';
import { serverPagePaths } from '../../src/content/server-routes';
import { publicationRoutes } from './publication-routes';

/** Every route of the spec's route table: the home page, the eleven services, contact. */
export const routes: readonly string[] = ['/', ...serviceEntries.map((entry) => entry.href), '/contact'];

/** The notices a buyer's due diligence reads: privacy, terms, trust, accessibility. */
export const legalRoutes: readonly string[] = legalPageList.map((page) => page.href);

/**
 * Every page of the site at a fixed address: the spec's routes, the pages the server
 * renders per request (src/content/server-routes.ts: /book), the insights' and case
 * studies' (publication-routes.ts), the notices. The pages at a private address (a
 * call's) are opened for a seeded call: tests/support/booked-call.ts.
 */
export const siteRoutes: readonly string[] = [
  ...new Set([...routes, ...serverPagePaths, ...publicationRoutes, ...legalRoutes]),
];
