import { workerConfig } from '../lib/worker-config';
import { type DataFacts, dataFacts } from './data-facts';

/**
 * This build's facts: production's wrangler.toml settings, or the preview's in
 * its build. Apart from ./data-facts.ts so that code outside Vite (the
 * end-to-end tests) can read the facts for a configuration of its own.
 */
export const siteDataFacts: DataFacts = dataFacts(workerConfig);
