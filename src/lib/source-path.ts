/**
 * Where a lead came from: the path of the page the visitor was on before the
 * contact page. Only ever a path of a public page on this site: never a full
 * URL, a query or a fragment (they can carry someone else's data), never from
 * another origin, never a private address (./private-paths.mjs: a booked
 * call's link would be kept with the lead and shown to the operator).
 */
import { isPrivatePath } from './private-paths.mjs';

/** The contact form's hidden field that carries it. */
export const SOURCE_FIELD = 'from';

const MAX_LENGTH = 200;
/** One leading slash, then the characters a path may hold (RFC 3986 pchar). */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
/** Coming from the contact page itself (a reload, the form's own answer) says nothing. */
const NOT_A_SOURCE = '/contact';

/** The value as a source path, or null when it is not one. */
export const validSourcePath = (value: unknown): string | null =>
  typeof value === 'string' &&
  value.length <= MAX_LENGTH &&
  PATH.test(value) &&
  value !== NOT_A_SOURCE &&
  !isPrivatePath(value)
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

/** What this code reads of the Navigation API (not yet in TypeScript's DOM types). */
type HistoryEntry = { key: string; index: number; url: string | null };
type TabHistory = {
  currentEntry: HistoryEntry | null;
  /** The entry this document was loaded at. */
  activation?: { entry: HistoryEntry | null } | null;
  entries(): HistoryEntry[];
};

/**
 * In the browser: the page the visitor came from. On the page the document
 * was loaded at, the Referer of that load (what the worker wrote into the
 * page without JavaScript); reached by the router, the entry before this one
 * in the tab's history (document.referrer stays the load's).
 */
export const previousPagePath = (): string | null => {
  const history = (globalThis as { navigation?: TabHistory }).navigation;
  const current = history?.currentEntry;
  const loadedAt = history?.activation?.entry;
  const reachedByRouter = current && loadedAt && current.key !== loadedAt.key;
  const before = reachedByRouter ? history?.entries()[current.index - 1]?.url : document.referrer;
  return sourcePathFromReferer(before ?? undefined, location.href);
};
