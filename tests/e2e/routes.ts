import { legalPageList } from '../../src/content/legal/pages';
import { serviceEntries } from '../../src/content/navigation';
import { publicationRoutes } from './publication-routes';

/** Every route of the spec's route table: the home page, the eleven services, contact. */
export const routes: readonly string[] = ['/', ...serviceEntries.map((entry) => entry.href), '/contact'];

/** The notices a buyer's due diligence reads: privacy, terms, trust, accessibility. */
export const legalRoutes: readonly string[] = legalPageList.map((page) => page.href);

/** Every page of the site: the spec's routes, the insights' and case studies' (publication-routes.ts), the notices. */
export const siteRoutes: readonly string[] = [...routes, ...publicationRoutes, ...legalRoutes];
