import { serviceEntries } from '../../src/content/navigation';

/** Every route of the spec's route table: the home page, the eleven services, contact. */
export const routes: readonly string[] = ['/', ...serviceEntries.map((entry) => entry.href), '/contact'];
