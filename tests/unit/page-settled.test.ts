// @vitest-environment happy-dom
// When work that need not compete with a page's start runs (src/lib/page-settled.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, whenPageSettled } from '../../src/lib/page-settled';

let idle: { then: () => void; timeout?: number }[];
let readyState: DocumentReadyState;

beforeEach(() => {
  idle = [];
  readyState = 'complete';
  vi.stubGlobal('requestIdleCallback', (then: () => void, options?: { timeout?: number }) =>
    idle.push({ then, timeout: options?.timeout }),
  );
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenPageSettled', () => {
  it('waits for the main thread to rest, IDLE_WAIT_MS at most', () => {
    const ran = vi.fn();
    whenPageSettled(ran);
    expect(ran).not.toHaveBeenCalled();
    expect(idle.map(({ timeout }) => timeout)).toEqual([IDLE_WAIT_MS]);
    idle[0]?.then();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('on a page still loading, asks for the idle moment only after the load event', () => {
    readyState = 'interactive';
    const ran = vi.fn();
    whenPageSettled(ran);
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('load'));
    idle[0]?.then();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('waits while the page is prerendered unseen, until it is shown', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => true });
    const ran = vi.fn();
    whenPageSettled(ran);
    idle[0]?.then();
    expect(ran).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(ran).toHaveBeenCalledOnce();
    delete (document as Partial<Document> & { prerendering?: boolean }).prerendering;
  });

  it('runs in a task of its own where the browser has no idle callback (Safari)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    // happy-dom's window may have one; take it away.
    delete (window as Partial<Window>).requestIdleCallback;
    vi.useFakeTimers();
    const ran = vi.fn();
    whenPageSettled(ran);
    expect(ran).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
