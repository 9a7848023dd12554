import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { savedScrollTop, withScrollTop } from '../../src/lib/scroll-memory';

describe('scroll memory in a history entry', () => {
  it('saves a position beside what the router keeps there, and reads it back', () => {
    const state = withScrollTop({ waku_new_path: true }, 1499.6);
    expect(state).toEqual({ waku_new_path: true, scrollTop: 1500 });
    expect(savedScrollTop(state)).toBe(1500);
  });

  it('starts from an entry with no state (the first page of a visit)', () => {
    expect(withScrollTop(null, 0)).toEqual({ scrollTop: 0 });
  });

  it('reads nothing from an entry that kept no position, or an unusable one', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { scrollTop: '12' },
      { scrollTop: -4 },
      { scrollTop: Number.NaN },
    ])
      expect(savedScrollTop(state)).toBeNull();
  });
});

describe("Waku's router", () => {
  it('still scrolls to the top on Back and Forward (wakujs/waku#1818)', () => {
    // The day this fails, the router handles history visits another way: see
    // whether it now returns to where a page was left, and if it does, remove
    // src/islands/scroll-memory.ts (motion.spec.ts checks the behaviour).
    // Waku 1.0: on popstate the route changes with shouldScrollForRouteChange
    // (another path scrolls), and a scroll with no hash goes to the top.
    const require = createRequire(import.meta.url);
    const router = require.resolve('waku/router/client');
    const navigation = readFileSync(join(dirname(router), 'client-utils', 'navigation.js'), 'utf8');
    const scroll = readFileSync(join(dirname(router), 'client-utils', 'scroll.js'), 'utf8');
    const onPopstate = navigation.slice(navigation.indexOf("addEventListener('popstate'") - 1500);
    expect(onPopstate).toContain('shouldScroll: shouldScrollForRouteChange(nextRoute, getSettledRoute())');
    expect(scroll).toContain(
      'export const shouldScrollForRouteChange = (next, prev)=>next.path !== prev.path',
    );
    expect(scroll).toMatch(/window\.scrollTo\(\{\s*left: 0,\s*top: 0,\s*behavior\s*\}\);\s*\};/);
  });
});
