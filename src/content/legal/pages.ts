import { LEGAL_PATHS } from './paths.mjs';

/**
 * The four notices (their text: the .mdx files beside this one, with the
 * facts of src/content/data-facts.ts put in by the components they use).
 * The footer, the sitemap, llms.txt and the share cards list them from here.
 */
export type LegalPageId = keyof typeof LEGAL_PATHS;

export type LegalPage = {
  href: string;
  /** The h1, the `<title>` and the footer's link. */
  title: string;
  /** Under the title, in search results and llms.txt. */
  description: string;
  /** When the text last changed, YYYY-MM-DD: shown as "Last updated". */
  updated: string;
};

export const legalPages: Record<Exclude<LegalPageId, 'accessibility'>, LegalPage> & {
  accessibility: LegalPage & StatementReview;
} = {
  privacy: {
    href: LEGAL_PATHS.privacy,
    title: 'Privacy notice',
    description:
      'What we collect when you visit this site or write to us, why, who receives it, how long we keep it, and your rights.',
    updated: '2026-11-29',
  },
  terms: {
    href: LEGAL_PATHS.terms,
    title: 'Terms of use',
    description: 'The terms on which you may use this website: short and in plain words.',
    updated: '2026-11-26',
  },
  trust: {
    href: LEGAL_PATHS.trust,
    title: 'Trust centre',
    description:
      'How this site is run and how we protect client data: hosting, encryption, retention, the companies that process data for us, certifications and how to report a vulnerability.',
    updated: '2026-11-29',
  },
  accessibility: {
    href: LEGAL_PATHS.accessibility,
    title: 'Accessibility statement',
    description:
      'How accessible this website is, how we test it, what we know falls short, and how to tell us about a barrier.',
    updated: '2026-11-28',
    prepared: '2026-11-26',
    reviewed: '2026-11-28',
  },
};

/** The accessibility statement's own dates, which it states (a review may change nothing). */
export type StatementReview = {
  /** When the statement was first prepared, YYYY-MM-DD. */
  prepared: string;
  /** When it was last reviewed against the site, YYYY-MM-DD. */
  reviewed: string;
};

/** In the footer's order. */
export const legalPageList: readonly LegalPage[] = Object.values(legalPages);
