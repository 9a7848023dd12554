import { booking } from './booking';
import { contactPage } from './contact';
import { home } from './home';
import { legalPageList } from './legal/pages';
import { bookHref, contactHref, legalGroup, navigation, publicationsGroup } from './navigation';
import { publicationCopy } from './publication-copy';
import { listPages } from './publication-lists';
import { publications } from './publications';
import { services } from './services';
import { site } from './site';

/**
 * What each route's share card (its og:image, drawn at build time by
 * scripts/build/share-cards.mjs) shows beside the brand mark: the page's title and
 * the part of the site it belongs to. One per route, from the content: a new
 * service page gets its card with no other step.
 */
export type ShareCard = { path: string; title: string; group: string };

const groupOf = (href: string) =>
  navigation.find((group) => group.entries.some((entry) => entry.href === href))?.title ?? '';

export const shareCards: readonly ShareCard[] = [
  { path: '/', title: home.hero.title, group: 'AI and software for law firms and businesses' },
  ...services.map((service) => ({
    path: service.href,
    title: service.hero.title,
    group: groupOf(service.href),
  })),
  { path: contactHref, title: contactPage.title, group: 'Book a call or send a message' },
  { path: bookHref, title: booking.title, group: 'Book a call or send a message' },
  ...listPages.map((page) => ({
    path: page.path,
    title: page.title,
    group: publicationsGroup.title,
  })),
  ...publications.map((piece) => ({
    path: piece.href,
    title: piece.title,
    group:
      piece.kind === 'case-study'
        ? `${publicationCopy['case-study'].kindLabel} · ${piece.industry}`
        : publicationCopy.insight.kindLabel,
  })),
  ...legalPageList.map((page) => ({ path: page.href, title: page.title, group: legalGroup.title })),
];

export const findShareCard = (path: string) => shareCards.find((card) => card.path === path);

/**
 * The card of a page without one of its own (SHARE_IMAGE, the 404 page's):
 * beside the mark and the name, the tagline, as the image's alt text says
 * (src/layout/seo.tsx).
 */
export const fallbackShareCard: Pick<ShareCard, 'title'> = { title: site.tagline };
