import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGE_SCREEN, onceMatched } from '../../src/lib/media-query';

/** A stand-in for window.matchMedia whose answer the test changes. */
function fakeMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(list as unknown as MediaQueryList);
  return {
    change(to: boolean) {
      matches = to;
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('onceMatched', () => {
  it('resolves once the query matches, and stops listening', async () => {
    const media = fakeMedia(false);
    const query = '(min-width: 1px)';
    let resolved = false;
    void onceMatched(query).then(() => {
      resolved = true;
    });
    media.change(false);
    await Promise.resolve();
    expect(resolved).toBe(false);
    media.change(true);
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(media.listening()).toBe(0);
  });

  it('gives the same promise for a query on every call, resolved at once when it already matches', async () => {
    fakeMedia(true);
    const query = '(min-width: 2px)';
    const first = onceMatched(query);
    expect(onceMatched(query)).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });
});

it('LARGE_SCREEN is the breakpoint at which the CSS shows the desktop menus', () => {
  const css = readFileSync('src/styles/menus.css', 'utf8');
  expect(css).toMatch(
    new RegExp(
      `@media ${LARGE_SCREEN.replace(/[()]/g, '\\$&')} \\{\\s*\\.desktop-nav \\{\\s*display: block;`,
    ),
  );
});
