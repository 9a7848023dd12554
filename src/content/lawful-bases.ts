/**
 * Why the site uses a visitor's data, and the lawful basis of each use (UK
 * GDPR Article 6). The privacy notice lists them under "Our lawful basis",
 * and its "Your rights" names, from the same list, the uses each right
 * applies to: portability where the basis is a step the visitor asked for,
 * objection where it is our legitimate interest. Change a basis here and both
 * follow (src/sections/legal/facts.tsx: <LawfulBases />, <UsesOn />).
 */

export type LawfulBasis = 'contract' | 'legitimate-interest';

/** Each basis, as the notice cites it. */
export const LAWFUL_BASES: Record<LawfulBasis, { article: string }> = {
  contract: { article: 'Article 6(1)(b)' },
  'legitimate-interest': { article: 'Article 6(1)(f)' },
};

export type DataUse = {
  /** The list's bold words: "Answering your enquiry". */
  title: string;
  /** The same in a sentence, for the rights: "answering your enquiry". */
  phrase: string;
  /** What each basis it rests on is, in this use. */
  bases: Partial<Record<LawfulBasis, string>>;
  /** Followed in the list by what the site does for it, as configured (the security measures). */
  measures?: true;
};

export const DATA_USES: readonly DataUse[] = [
  {
    title: 'Answering your enquiry',
    phrase: 'answering your enquiry',
    bases: {
      contract: 'taking steps at your request before a possible contract',
      'legitimate-interest': 'our legitimate interest in answering people who ask about our services',
    },
  },
  {
    title: 'Booking your call',
    phrase: 'booking your call',
    bases: {
      contract: 'taking steps at your request before a possible contract',
    },
  },
  {
    title: 'Showing your call in our own calendar',
    phrase: 'showing your call in our calendar',
    bases: {
      contract: 'part of arranging the call you asked for',
      'legitimate-interest': 'our legitimate interest in keeping our appointments in one calendar',
    },
  },
  {
    title: 'Keeping the page you came from with your message or booking',
    phrase: 'keeping the page you came from',
    bases: {
      'legitimate-interest': 'our legitimate interest in knowing which of our services people read about',
    },
  },
  {
    title: 'Counting visits to the site',
    phrase: 'counting visits to the site',
    bases: {
      'legitimate-interest':
        'our legitimate interest in knowing which pages are read and what brings people to them, to improve the site, with figures that name and follow no one',
    },
  },
  {
    title: 'Keeping the site and its forms secure',
    phrase: 'keeping the site and its forms secure',
    bases: {
      'legitimate-interest':
        'our legitimate interest in protecting the site, our inbox and the people who write to us',
    },
    measures: true,
  },
];

/** The uses that rest on a basis, in the list's order. */
export const usesOn = (basis: LawfulBasis) => DATA_USES.filter((use) => use.bases[basis] !== undefined);
