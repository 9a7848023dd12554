import type { ComponentType } from 'react';
import type { CaseStudyFields, InsightFields, PublicationKind } from './frontmatter';

/**
 * The firm's two collections, insights and case studies: one Markdown or MDX
 * file each in src/content/. Each file is checked as it compiles
 * (scripts/build/content-plugins.mjs, with src/lib/frontmatter.ts's rules).
 */

/** What the MDX plugins (scripts/build/content-plugins.mjs) export from each file. */
export type MdxModule = {
  default: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  frontmatter?: unknown;
  wordCount: number;
};
/**
 * What a file with problems compiles to instead, where a build does not stop
 * on them (`npm run dev`): its problems, one line each, `file: field: what is wrong`.
 */
export type ProblemModule = { contentProblems: readonly string[] };

type Piece = {
  slug: string;
  href: string;
  /** The source file, for messages. */
  file: string;
  draft: boolean;
  readingMinutes: number;
  Content: MdxModule['default'];
};
export type Insight = Piece & { kind: 'insight' } & Omit<InsightFields, 'draft'>;
export type CaseStudy = Piece & { kind: 'case-study' } & Omit<CaseStudyFields, 'draft'>;
export type Publication = Insight | CaseStudy;

/** Words a reader reads in a minute, for "5 min read". */
const WORDS_PER_MINUTE = 220;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

type Collection<T extends Publication> = {
  /** What the build shows, newest first: drafts only where drafts are shown. */
  pieces: readonly T[];
  /** Drafts this build leaves out, by file. */
  leftOut: readonly string[];
  /** The problems of the files left out until they are fixed (only ever in `npm run dev`). */
  problems: readonly string[];
};

/**
 * Loads one collection from `import.meta.glob`'s modules (keys relative to
 * `dir`'s parent, e.g. "./insights/a.mdx"), newest first.
 */
export function loadCollection<K extends PublicationKind>(
  kind: K,
  modules: Record<string, MdxModule | ProblemModule>,
  { dir, base, showDrafts }: { dir: string; base: string; showDrafts: boolean },
): Collection<Extract<Publication, { kind: K }>> {
  const problems: string[] = [];
  const loaded: Extract<Publication, { kind: K }>[] = [];
  const leftOut: string[] = [];
  for (const [key, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if ('contentProblems' in module) {
      problems.push(...module.contentProblems);
      continue;
    }
    const file = `${dir}/${key.replace(/^\.\/[^/]+\//, '')}`;
    const slug = (key.split('/').pop() ?? '').replace(/\.mdx?$/, '');
    // Checked as the file compiled (src/lib/frontmatter.ts).
    const { draft = false, ...fields } = module.frontmatter as (InsightFields | CaseStudyFields) & {
      draft?: boolean;
    };
    if (draft && !showDrafts) {
      leftOut.push(file);
      continue;
    }
    loaded.push({
      ...fields,
      kind,
      slug,
      href: `${base}/${slug}`,
      file,
      draft,
      readingMinutes: readingMinutes(module.wordCount),
      Content: module.default,
    } as Extract<Publication, { kind: K }>);
  }
  return { pieces: loaded.sort(newestFirst), leftOut, problems };
}

/** The date a piece last changed: its update, else its publication. */
export const lastModified = (piece: Publication) => piece.updated ?? piece.published;

export const newestFirst = (a: Publication, b: Publication) =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

/**
 * The pieces to read next: those sharing the most tags (worth two) and
 * services (worth one) with `piece`, newest first among equals, then the
 * newest of the rest, so a reader is always offered `count`.
 */
export function relatedTo(piece: Publication, all: readonly Publication[], count = 3): Publication[] {
  const tagsOf = (candidate: Publication): readonly string[] =>
    candidate.kind === 'insight' ? candidate.tags : [];
  const score = (candidate: Publication) =>
    2 * tagsOf(candidate).filter((tag) => tagsOf(piece).includes(tag)).length +
    candidate.services.filter((href) => piece.services.includes(href)).length;
  return all
    .filter((candidate) => candidate.href !== piece.href)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.candidate, b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** Pieces per list page: past this, a list continues at <base>/page/2. */
export const PAGE_SIZE = 9;

/** The address of page `page` of a list at `base`: page 1 is the list itself. */
export const listPageHref = (base: string, page: number) => (page === 1 ? base : `${base}/page/${page}`);

/** The pages of a list, each its pieces; an empty list is one empty page. */
export const paginate = <T>(items: readonly T[], size = PAGE_SIZE): T[][] => {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
};

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "12 March 2026", for a YYYY-MM-DD date. */
export const formatDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
