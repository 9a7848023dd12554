import { contactHref } from './navigation';

/** The words around the firm's insights and case studies: list pages, reading pages, proof sections. */
export const publicationCopy = {
  insight: {
    /** The list's h1, its breadcrumb and its card group. */
    title: 'Insights',
    seoTitle: 'Insights on AI for Law Firms and Businesses',
    intro:
      'What we have learned building private AI, agents and integrations for law firms and businesses: the decisions, the trade-offs and the figures.',
    /** A tag page's h1: "Insights on Confidentiality and privilege". */
    tagTitle: (tag: string) => `Insights on ${tag}`,
    tagIntro: (tag: string) => `Everything we have written on ${tag.toLowerCase()}, newest first.`,
    /** The label of a piece's kind on cards and share cards. */
    kindLabel: 'Insight',
  },
  'case-study': {
    title: 'Case Studies',
    seoTitle: 'Case Studies: AI and Software We Built for Firms and Businesses',
    intro:
      'What we built, for whom, and what changed: the situation, the system and the figures a quarter later. Clients are anonymised at their request.',
    kindLabel: 'Case study',
  },
  /** "Page 2 of 3", after a list's title. */
  pageTitle: (title: string, page: number, pages: number) => `${title}, page ${page} of ${pages}`,
  /** A further page's description: its own, as search engines want. */
  pageDescription: (intro: string, page: number, pages: number) => `Page ${page} of ${pages}. ${intro}`,
  topicsLabel: 'Topics',
  allTopics: 'All insights',
  pagination: { label: 'Pages', previous: 'Newer', next: 'Older' },
  empty: 'Nothing here yet. Check back soon.',
  readingTime: (minutes: number) => `${minutes} min read`,
  updated: 'Updated',
  writtenBy: 'Written by',
  client: 'Client',
  industry: 'Industry',
  servicesUsed: 'Services',
  outcomesTitle: 'Outcomes',
  related: 'Related reading',
  draftBanner: 'Draft: visible only in development and the preview. Production leaves it out.',
  /** Above every page in `npm run dev` while a piece has problems (a build stops on them instead). */
  contentProblems: {
    title: (count: number) => `The content has ${count} ${count === 1 ? 'problem' : 'problems'}`,
    body: 'The site leaves these files out until they are fixed. Save the fix and reload: no restart needed.',
  },
  /** A service page's proof section. */
  proof: { title: 'Proof from our work' },
  /** The home page's latest insights. */
  latest: {
    title: 'Latest insights',
    all: 'All insights',
  },
  cta: {
    title: 'Want this at your firm?',
    description:
      'Tell us about your team and the work you want to take off its hands. We reply within 24 hours.',
    cta: { label: 'Book a call', href: contactHref },
  },
} as const;
