import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The insights and case studies the production build must serve, read straight
 * from src/content's files (not through the site's own loader, which the
 * tests check): each piece's address and frontmatter, which are drafts, and the
 * list, tag and further pages they make.
 */
export type SourcePiece = {
  kind: 'insight' | 'case-study';
  href: string;
  title: string;
  published: string;
  updated?: string;
  tags: readonly string[];
  /** The service pages it names. */
  services: readonly string[];
  draft: boolean;
  /** Words its page must show: its description and its section headings. */
  words: readonly string[];
};

const PAGE_SIZE = 9;

const read = (kind: SourcePiece['kind'], folder: string, base: string): SourcePiece[] =>
  readdirSync(`src/content/${folder}`)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const text = readFileSync(`src/content/${folder}/${name}`, 'utf8');
      const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Omit<
        SourcePiece,
        'kind' | 'href' | 'words'
      > & { description: string };
      return {
        kind,
        href: `${base}/${name.replace(/\.mdx?$/, '')}`,
        title: frontmatter.title,
        published: frontmatter.published,
        updated: frontmatter.updated,
        tags: frontmatter.tags ?? [],
        services: frontmatter.services,
        draft: frontmatter.draft === true,
        words: [
          frontmatter.description,
          ...[...text.matchAll(/^#{2,3} (.+)$/gm)].map((heading) => heading[1]?.trim() ?? ''),
        ],
      };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));

const all = [
  ...read('insight', 'insights', '/insights'),
  ...read('case-study', 'case-studies', '/case-studies'),
];
/** What production shows, newest first within each collection. */
export const published = all.filter((piece) => !piece.draft);
/** What production must leave out everywhere. */
export const drafts = all.filter((piece) => piece.draft);
if (drafts.length === 0)
  throw new Error('The demo content should keep one draft, so the tests see drafts left out');

const pagesOf = (base: string, count: number) =>
  Array.from({ length: Math.max(1, Math.ceil(count / PAGE_SIZE)) }, (_, index) =>
    index === 0 ? base : `${base}/page/${index + 1}`,
  );
const insights = published.filter((piece) => piece.kind === 'insight');
const caseStudies = published.filter((piece) => piece.kind === 'case-study');

export const insightListPages = pagesOf('/insights', insights.length);
export const caseStudyListPages = pagesOf('/case-studies', caseStudies.length);
export const tagPages = [...new Set(insights.flatMap((piece) => piece.tags))].map(
  (tag) => `/insights/tags/${tag}`,
);
export const listRoutes = [...insightListPages, ...tagPages, ...caseStudyListPages];
export const pieceRoutes = published.map((piece) => piece.href);
/** Every page of the two collections. */
export const publicationRoutes = [...listRoutes, ...pieceRoutes];
