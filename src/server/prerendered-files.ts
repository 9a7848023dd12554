import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

/**
 * Serves what the build wrote to dist/public (prerendered pages, their RSC
 * payloads, the favicon) through the asset layer, with the headers
 * dist/public/_headers gives them. The worker runs before the asset layer
 * (`run_worker_first` in wrangler.toml) so that src/server/request-policy.ts
 * answers every method on these paths too; the asset layer alone answers a
 * PUT or a DELETE with a bare 405. Hashed files under /assets/ still go
 * straight to the asset layer. What the asset layer does not have (the
 * contact page, the 404 page, site files) goes on to the rest of the worker.
 */
export const prerenderedFiles = (): MiddlewareHandler => async (c, next) => {
  const assets = (c.env as Partial<Env> | undefined)?.ASSETS;
  if (!assets || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const response = await assets.fetch(c.req.raw);
  if (response.status === 404) {
    await response.body?.cancel();
    return next();
  }
  c.res = response;
};
