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
