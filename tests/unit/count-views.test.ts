// @vitest-environment happy-dom
// The browser's side of the audience figures (src/lib/count-views.ts): what each view sends, when, and when nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_ATTRIBUTE } from '../../src/lib/audience';
import { COUNT_OBJECTION, VISIT_ENTRY } from '../../src/lib/browser-storage';
import { countFirstView, countGoal, countRouterView } from '../../src/lib/count-views';

const ORIGIN = window.location.origin;
let sent: { url: string; fields: Record<string, string> }[];

const loadedAs = (type: string, referrer: string) => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
};

/** The page marks itself counted, as src/layout/seo.tsx renders it. */
const marked = (kind: string | null) => {
  document.body.innerHTML = kind ? `<noscript ${VIEW_ATTRIBUTE}="${kind}"></noscript>` : '';
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, form: FormData) => {
      sent.push({ url, fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) });
      return true;
    },
  });
  marked('page');
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** The document has loaded (it has, in happy-dom): the first view goes in the next task. */
const firstView = () => {
  countFirstView();
  vi.runAllTimers();
};

describe('counting in the browser', () => {
  it('counts the page loaded, with where the visitor came from, and keeps it as the visit’s entry', () => {
    loadedAs('navigate', 'https://www.linkedin.com/');
    firstView();
    expect(sent).toEqual([
      { url: '/count', fields: { u: window.location.href, r: 'https://www.linkedin.com/', k: 'page' } },
    ]);
    expect(JSON.parse(sessionStorage.getItem(VISIT_ENTRY.key) ?? '')).toEqual([
      window.location.href,
      'https://www.linkedin.com/',
    ]);
  });

  it('a reload comes from this site: counted, and no new entry', () => {
    loadedAs('reload', 'https://www.linkedin.com/');
    firstView();
    expect(sent[0]?.fields.r).toBe(window.location.href);
    expect(sessionStorage.getItem(VISIT_ENTRY.key)).toBeNull();
  });

  it('counts nothing on a page that is not marked, or for a visitor who objects', () => {
    loadedAs('navigate', '');
    marked(null);
    firstView();
    marked('page');
    localStorage.setItem(COUNT_OBJECTION.key, '1');
    firstView();
    countRouterView(`${ORIGIN}/insights`, `${ORIGIN}/`);
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    firstView();
    expect(sent).toEqual([]);
    expect(sessionStorage.getItem(VISIT_ENTRY.key)).toBeNull();
  });

  it('counts the router’s page, the 404 page as such, from the page before', () => {
    marked('not-found');
    countRouterView(`${ORIGIN}/old`, `${ORIGIN}/`);
    expect(sent).toEqual([
      { url: '/count', fields: { u: `${ORIGIN}/old`, r: `${ORIGIN}/`, k: 'not-found' } },
    ]);
  });

  it('counts a sent form for the visit’s entry, or for this page from this site when none is kept', () => {
    sessionStorage.setItem(VISIT_ENTRY.key, JSON.stringify([`${ORIGIN}/ai?utm_campaign=c`, 'https://t.co/']));
    countGoal('lead');
    sessionStorage.setItem(VISIT_ENTRY.key, 'not json');
    countGoal('booking');
    expect(sent.map((view) => view.fields)).toEqual([
      { u: `${ORIGIN}/ai?utm_campaign=c`, r: 'https://t.co/', g: 'lead' },
      { u: window.location.href, r: window.location.href, g: 'booking' },
    ]);
  });
});
