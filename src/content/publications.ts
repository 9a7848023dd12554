import {
  type CaseStudy,
  type Insight,
  loadCollection,
  type MdxModule,
  newestFirst,
  type ProblemModule,
  type Publication,
} from '../lib/publications';
import { caseStudiesHref, insightsHref } from './navigation';

/**
 * The firm's insights and case studies: every file in src/content/insights/
 * and src/content/case-studies/, compiled at build time. Drafts are shown where
 * the build shows them (scripts/build/content-plugins.mjs: `npm run dev` and
 * the preview), and nowhere else.
 */
const showDrafts = import.meta.env.SHOW_DRAFTS === true;

const insightCollection = loadCollection(
  'insight',
  import.meta.glob<MdxModule | ProblemModule>('./insights/*.{md,mdx}', { eager: true }),
  { dir: 'src/content/insights', base: insightsHref, showDrafts },
);
const caseStudyCollection = loadCollection(
  'case-study',
  import.meta.glob<MdxModule | ProblemModule>('./case-studies/*.{md,mdx}', { eager: true }),
  { dir: 'src/content/case-studies', base: caseStudiesHref, showDrafts },
);

/** Newest first. */
export const insights: readonly Insight[] = insightCollection.pieces;
export const caseStudies: readonly CaseStudy[] = caseStudyCollection.pieces;
/** Both collections, newest first: the feed, the sitemap, related reading. */
export const publications: readonly Publication[] = [...insights, ...caseStudies].sort(newestFirst);
/** The drafts this build leaves out, by file (the build prints them). */
export const draftsLeftOut: readonly string[] = [
  ...insightCollection.leftOut,
  ...caseStudyCollection.leftOut,
];

/**
 * What is wrong with the files left out, one line each: only ever in `npm run
 * dev`, where every page lists them (src/layout/content-problems.tsx); a build
 * stops on them instead.
 */
export const contentProblems: readonly string[] = [
  ...insightCollection.problems,
  ...caseStudyCollection.problems,
];

export const findPublication = (href: string) => publications.find((piece) => piece.href === href);

/** How many pieces a service page's proof section shows: one row of cards. */
const PROOF_COUNT = 3;

/**
 * A service page's proof: the newest pieces that name it, case studies
 * before insights (the work before the writing), at most PROOF_COUNT.
 */
export const proofFor = (serviceHref: string): readonly Publication[] =>
  [...caseStudies, ...insights].filter((piece) => piece.services.includes(serviceHref)).slice(0, PROOF_COUNT);
