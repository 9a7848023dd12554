/**
 * Where a lead came from: the path of the page the visitor was on before the
 * contact page. Only ever a path on this site: never a full URL, a query or a
 * fragment (they can carry someone else's data), never from another origin.
 */

/** The contact form's hidden field that carries it. */
export const SOURCE_FIELD = 'from';

const MAX_LENGTH = 200;
/** One leading slash, then the characters a path may hold (RFC 3986 pchar). */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
/** Coming from the contact page itself (a reload, the form's own answer) says nothing. */
const NOT_A_SOURCE = '/contact';

/** The value as a source path, or null when it is not one. */
export const validSourcePath = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= MAX_LENGTH && PATH.test(value) && value !== NOT_A_SOURCE
    ? value
    : null;

/** The path of a same-origin Referer, or null (none, unreadable, another site's). */
export const sourcePathFromReferer = (referer: string | undefined, requestUrl: string): string | null => {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(requestUrl).origin ? validSourcePath(from.pathname) : null;
  } catch {
    return null;
  }
};
