import { describe, expect, it } from 'vitest';
import { serviceEntries } from '../../src/content/navigation';
import { findShareCard, shareCards } from '../../src/content/share-cards';
import { shareImagePath } from '../../src/lib/share-image';

describe('share cards', () => {
  it('one per route, from the content: the home page, every service, contact', () => {
    expect(shareCards.map((card) => card.path)).toEqual([
      '/',
      ...serviceEntries.map((entry) => entry.href),
      '/contact',
    ]);
    for (const card of shareCards) {
      expect(card.title.length, card.path).toBeGreaterThan(3);
      expect(card.group.length, card.path).toBeGreaterThan(3);
    }
    expect(findShareCard('/development/app')?.group).toBe('Development');
    expect(findShareCard('/no-such-page')).toBeUndefined();
  });

  it('each route has its own image file', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/ai-services/llm-fine-tuning')).toBe('/og/ai-services/llm-fine-tuning.png');
    expect(new Set(shareCards.map((card) => shareImagePath(card.path))).size).toBe(shareCards.length);
  });
});
