import { describe, expect, it } from 'vitest';
import { serviceEntries } from '../../src/content/navigation';
import { listPages } from '../../src/content/publication-lists';
import { draftsLeftOut, publications } from '../../src/content/publications';
import { findShareCard, shareCards } from '../../src/content/share-cards';
import { shareImagePath } from '../../src/lib/share-image';

describe('share cards', () => {
  it('one per page, from the content: the home page, every service, contact, booking, every list, every piece and every notice', () => {
    expect(shareCards.map((card) => card.path)).toEqual([
      '/',
      ...serviceEntries.map((entry) => entry.href),
      '/contact',
      '/book',
      ...listPages.map((page) => page.path),
      ...publications.map((piece) => piece.href),
      '/privacy',
      '/terms',
      '/trust',
      '/accessibility',
    ]);
    expect(publications.length).toBeGreaterThan(8);
    // A draft left out has no card.
    for (const file of draftsLeftOut) {
      const slug = file.replace(/^.*\/|\.mdx?$/g, '');
      expect(shareCards.filter((card) => card.path.endsWith(`/${slug}`))).toEqual([]);
    }
    for (const card of shareCards) {
      expect(card.title.length, card.path).toBeGreaterThan(3);
      expect(card.group.length, card.path).toBeGreaterThan(3);
    }
    expect(findShareCard('/development/app')?.group).toBe('Development');
    expect(findShareCard('/insights')?.group).toBe('Resources');
    expect(findShareCard('/privacy')?.group).toBe('Trust & legal');
    expect(findShareCard('/case-studies/litigation-firm-cuts-first-pass-review-time')?.group).toBe(
      'Case study · Litigation',
    );
    expect(findShareCard('/no-such-page')).toBeUndefined();
  });

  it('each route has its own image file', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/ai-services/llm-fine-tuning')).toBe('/og/ai-services/llm-fine-tuning.png');
    expect(new Set(shareCards.map((card) => shareImagePath(card.path))).size).toBe(shareCards.length);
  });
});
