import { serviceEntries } from '../../src/content/navigation';
import { publicationRoutes } from './publication-routes';

/** Every route of the spec's route table: the home page, the eleven services, contact. */
export const routes: readonly string[] = ['/', ...serviceEntries.map((entry) => entry.href), '/contact'];

/** Every page of the site: the spec's routes, then the insights' and case studies' (publication-routes.ts). */
export const siteRoutes: readonly string[] = [...routes, ...publicationRoutes];
