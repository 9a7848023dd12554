import { COUNT_PATH, type Goal, VIEW_ATTRIBUTE, VIEW_FIELDS } from './audience';
import { COUNT_OBJECTION, VISIT_ENTRY, webStorage } from './browser-storage';
import { whenPageSettled } from './page-settled';

/**
 * Counting views in the browser (src/lib/audience.ts declares what is
 * counted): the page a document was loaded at, each page the router shows
 * after it, and a message sent or a call booked, counted for the visit's
 * entry: the page the visit began at and the one before it, which this tab
 * keeps (VISIT_ENTRY), so that the server never joins a form to a visit.
 * Each goes to the site's own counter with navigator.sendBeacon, which
 * neither waits for an answer nor holds the page (a multipart form, the one
 * kind of post the worker takes: src/lib/request-rules.ts). Nothing is sent
 * where the browser asks not to be tracked (Global Privacy Control, Do Not
 * Track) or the visitor objected on /privacy, and any failure is swallowed:
 * counting never breaks a page.
 *
 * Here, in the client's code, and not in the page's inline boot script: that
 * script is in the first round trip of every page, which had under 100 bytes
 * to spare (bench/budgets.mjs `html`); this costs none of it.
 */
type ViewFields = Partial<Record<(typeof VIEW_FIELDS)[keyof typeof VIEW_FIELDS], string>>;

const objection = webStorage(COUNT_OBJECTION);
const entry = webStorage(VISIT_ENTRY);

/** Whether this browser's own setting asks sites not to track it: Global Privacy Control, Do Not Track. */
export const browserObjects = () => {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
};

/** Whether the visitor objects, by their browser or by the control on /privacy. */
export const countingRefused = () => browserObjects() || objection.read() === '1';

/** The visitor's objection on /privacy, kept in this browser. */
export const objectToCounting = (objects: boolean) => (objects ? objection.write('1') : objection.remove());

/** Sends one count, unless the visitor objects; never throws. Whether it was handed to the browser. */
const send = (fields: ViewFields) => {
  try {
    if (countingRefused()) return false;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
    return navigator.sendBeacon(COUNT_PATH, form);
  } catch {
    return false;
  }
};

/** What the page on screen is counted as ("page", "not-found"), or null: not counted (src/layout/seo.tsx). */
const shownKind = () =>
  document.querySelector(`noscript[${VIEW_ATTRIBUTE}]`)?.getAttribute(VIEW_ATTRIBUTE) ?? null;

/**
 * Counts the page this document was loaded at, from where the visitor came
 * (a reload or a return through history: from this site), and keeps it as
 * the visit's entry when that was outside the site, or nowhere.
 */
export const countFirstView = () =>
  whenPageSettled(() => {
    const kind = shownKind();
    if (!kind) return;
    const page = window.location.href;
    const loaded = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const from = loaded?.type === 'reload' || loaded?.type === 'back_forward' ? page : document.referrer;
    const sent = send({ [VIEW_FIELDS.page]: page, [VIEW_FIELDS.from]: from, [VIEW_FIELDS.kind]: kind });
    const fromHere = from !== '' && new URL(from).origin === window.location.origin;
    if (sent && !fromHere) entry.write(JSON.stringify([page, from]));
  });

/** Counts the page the router has shown at `href`, having shown `from`. */
export const countRouterView = (href: string, from: string) => {
  const kind = shownKind();
  if (kind) send({ [VIEW_FIELDS.page]: href, [VIEW_FIELDS.from]: from, [VIEW_FIELDS.kind]: kind });
};

/** The visit's entry as kept, or null (none kept, or unreadable). */
const visitEntry = (): [string, string] | null => {
  try {
    const [page, from]: unknown[] = JSON.parse(entry.read() ?? '[]');
    return typeof page === 'string' && typeof from === 'string' ? [page, from] : null;
  } catch {
    return null;
  }
};

/**
 * Counts a message sent or a call booked, for the visit's entry, or, with
 * none kept, for this page as reached from this site.
 */
export const countGoal = (goal: Goal) => {
  const [page, from] = visitEntry() ?? [window.location.href, window.location.href];
  send({ [VIEW_FIELDS.page]: page, [VIEW_FIELDS.from]: from, [VIEW_FIELDS.goal]: goal });
};
