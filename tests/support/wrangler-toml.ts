import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/**
 * wrangler.toml's top level (production's settings, the test server's), read
 * straight from the file: the parts the tests compare the site with.
 */
export const wranglerToml = parse(readFileSync('wrangler.toml', 'utf8')) as {
  vars: Record<string, string>;
  ratelimits: { name: string; simple: { limit: number; period: number } }[];
  assets: { run_worker_first: string[] };
};

/** The contact form's rate limit (the CONTACT_RATE_LIMITER binding). */
export const contactRateLimit = () => {
  const limiter = wranglerToml.ratelimits.find((binding) => binding.name === 'CONTACT_RATE_LIMITER');
  if (!limiter) throw new Error('wrangler.toml has no CONTACT_RATE_LIMITER');
  return limiter.simple;
};
