import { SERVER_ROUTES } from '../content/server-routes';

/**
 * What the worker answers to a request it should not serve, decided from the
 * request line and a few headers before anything reads the body. Pure, so the
 * whole table is unit-tested; src/server/request-policy.ts applies it.
 */

/** Waku's prefix for RSC payloads (`R/…`) and server-function calls (`F/…`). */
export const RSC_PREFIX = '/RSC/';

/** Methods HTTP defines (RFC 9110, and PATCH): a route that does not take one answers 405; any other method 501. */
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
]);

/**
 * React posts the no-JS form as multipart. Waku's client posts a server
 * function's arguments as multipart when they hold a FormData, as the contact
 * form's always do, and as text otherwise: no function of this site takes text.
 */
const POST_TYPES = ['multipart/form-data'];

const PAYLOAD_PATH = /^R\/.+\.txt$/;
const FUNCTION_PATH = /^F\/.+\/[^/]+\.txt$/;

export type RefusalReason =
  | 'undecodable-path'
  | 'unknown-method'
  | 'method-not-allowed'
  | 'unknown-framework-path'
  | 'length-required'
  | 'unsupported-type';

export type RequestDecision =
  | { kind: 'refuse'; status: 400 | 404 | 405 | 411 | 415 | 501; reason: RefusalReason; allow?: string }
  | { kind: 'options'; allow: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'serve' };

export type RequestLine = {
  method: string;
  /** The path as sent, still percent-encoded. */
  pathname: string;
  search: string;
  contentType: string | undefined;
  /** Whether the request says how large its body is (Content-Length). */
  declaresLength: boolean;
};

export const isFrameworkPath = (pathname: string) => pathname.startsWith(RSC_PREFIX);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths of a route as Waku names it (its file under src/pages):
 * `/_api/booking/[token]/call.ics` answers /booking/<any segment>/call.ics.
 */
export const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .replace(/^\/_api\//, '/')
      .split('/')
      .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : escaped(segment)))
      .join('/')}$`,
  );

/** The worker's routes with an address of their own, and what each takes (src/content/server-routes.ts). */
const DECLARED = SERVER_ROUTES.flatMap((route) =>
  route.route === null ? [] : [{ pattern: routePattern(route.route), methods: route.methods }],
);
/** What a server-function call takes: the declared form route's methods. */
const CALL_METHODS = SERVER_ROUTES.flatMap((route) => (route.kind === 'form' ? route.methods : []));

/** Every method taken: as declared, HEAD wherever GET (answered as GET: src/server/head-as-get.ts), and OPTIONS. */
const withImplied = (methods: readonly string[]) => [
  ...methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])),
  'OPTIONS',
];

/**
 * The methods a path takes: what its route declares; reading on any other
 * path (a payload, the 404 page, a prerendered file under `waku dev`).
 */
export const allowedMethods = (pathname: string): readonly string[] => {
  if (isFrameworkPath(pathname)) {
    return withImplied(FUNCTION_PATH.test(pathname.slice(RSC_PREFIX.length)) ? CALL_METHODS : ['GET']);
  }
  return withImplied(DECLARED.find(({ pattern }) => pattern.test(pathname))?.methods ?? ['GET']);
};

/** The path with repeated slashes collapsed and no trailing slash. */
export const canonicalPath = (pathname: string) => `/${pathname.split('/').filter(Boolean).join('/')}`;

const decodes = (pathname: string) => {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
};

export const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export type SiteShape = {
  /** The paths of the server functions the site exposes (`/RSC/F/…txt`). */
  functionPaths: ReadonlySet<string>;
};

export function decideRequest(request: RequestLine, site: SiteShape): RequestDecision {
  const { method, pathname } = request;
  // Waku decodes every path and throws on what does not decode (bad
  // percent-encodings, overlong or truncated UTF-8).
  if (!decodes(pathname)) return { kind: 'refuse', status: 400, reason: 'undecodable-path' };

  const methods = allowedMethods(pathname);
  const allow = methods.join(', ');
  if (!KNOWN_METHODS.has(method)) return { kind: 'refuse', status: 501, reason: 'unknown-method', allow };
  if (method === 'OPTIONS') return { kind: 'options', allow };
  if (!methods.includes(method)) {
    return { kind: 'refuse', status: 405, reason: 'method-not-allowed', allow };
  }

  if (isFrameworkPath(pathname)) {
    const rscPath = pathname.slice(RSC_PREFIX.length);
    // Waku's router only answers payloads (R/…) and calls of the site's own
    // functions (F/…); it answers anything else with its own error message
    // and a 500, after reading the body of a call.
    const known = FUNCTION_PATH.test(rscPath) ? site.functionPaths.has(pathname) : PAYLOAD_PATH.test(rscPath);
    if (!known) return { kind: 'refuse', status: 404, reason: 'unknown-framework-path' };
  } else {
    // One address per page: Waku throws on a trailing slash and renders
    // `//contact` as /contact; the asset layer drops the slash for
    // prerendered pages. Always a path on this host, never a scheme-relative
    // `//host`.
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) return { kind: 'redirect', location: `${canonical}${request.search}` };
  }

  if (method === 'POST') {
    // A form is sent whole, with its length. A body streamed without one
    // would be read only until it proves too large, and a body abandoned
    // half-read stalls the next request on the same connection (measured on
    // wrangler dev: 8 s).
    if (!request.declaresLength) return { kind: 'refuse', status: 411, reason: 'length-required' };
    if (!POST_TYPES.includes(mediaType(request.contentType))) {
      return { kind: 'refuse', status: 415, reason: 'unsupported-type' };
    }
  }
  return { kind: 'serve' };
}
