import type { HistoryStateKey } from './browser-storage';

/**
 * Where a visitor was on a page, kept in its history entry's state (Waku's
 * router copies the state it finds and adds nothing), so that Back and Forward can return there
 * (src/islands/scroll-memory.ts). The state outlives the document: it is
 * still there after a reload or a visit to another site.
 */
/** The key of the position in a history entry's state: one the privacy notice names (src/lib/browser-storage.ts). */
const SCROLL_TOP_KEY: HistoryStateKey = 'scrollTop';

/** The position a history entry's state keeps, or null when it keeps none. */
export function savedScrollTop(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const top = (state as Record<string, unknown>)[SCROLL_TOP_KEY];
  return typeof top === 'number' && Number.isFinite(top) && top >= 0 ? top : null;
}

/** A history entry's state with `top` saved in it, every other key kept. */
export function withScrollTop(state: unknown, top: number): Record<string, unknown> {
  const kept = typeof state === 'object' && state !== null ? state : {};
  return { ...kept, [SCROLL_TOP_KEY]: Math.max(0, Math.round(top)) };
}
