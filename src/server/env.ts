import { getContext } from 'hono/context-storage';
import type { Database } from './contact/store';

/** The asset layer's binding: serves dist/public. */
export type AssetsBinding = { fetch: (request: Request | string) => Promise<Response> };

/** The worker's bindings and variables (wrangler.toml). */
export type Env = {
  ASSETS: AssetsBinding;
  DB: Database;
  CONTACT_RATE_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /** Where accepted submissions are forwarded; unset means the D1 record is the delivery. */
  FORM_ENDPOINT?: string;
  /** How long to wait for the form endpoint, in milliseconds. */
  FORM_TIMEOUT_MS?: string;
};

/** The current request and the worker's environment, inside a server action. */
export const requestContext = () => getContext<{ Bindings: Env }>();
