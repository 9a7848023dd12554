import { listPageHref, type Publication, paginate } from '../lib/publications';
import { caseStudiesHref, insightsHref } from './navigation';
import { publicationCopy } from './publication-copy';
import { caseStudies, insights } from './publications';
import { type TagId, tags } from './tags';

/**
 * Every list page of the two collections, from the content: /insights and its
 * further pages, a page per tag in use, /case-studies and its further pages.
 * The routes, share cards, sitemap and tests all read this one list.
 */
export type ListPage = {
  path: string;
  kind: Publication['kind'];
  /** The page's h1. */
  heading: string;
  /** Its <title> (before " | site name"). */
  title: string;
  description: string;
  pieces: readonly Publication[];
  page: number;
  pages: number;
  previous?: string;
  next?: string;
  tag?: TagId;
};

/** The tags at least one shown insight carries, in the order of src/content/tags.ts. */
export const tagsInUse: readonly TagId[] = (Object.keys(tags) as TagId[]).filter((tag) =>
  insights.some((piece) => piece.tags.includes(tag)),
);

export const tagHref = (tag: TagId) => `${insightsHref}/tags/${tag}`;

const paginated = (kind: Publication['kind'], base: string, pieces: readonly Publication[]): ListPage[] => {
  const copy = publicationCopy[kind];
  const pages = paginate(pieces);
  return pages.map((onPage, index) => {
    const page = index + 1;
    return {
      path: listPageHref(base, page),
      kind,
      heading: copy.title,
      title: page === 1 ? copy.seoTitle : publicationCopy.pageTitle(copy.title, page, pages.length),
      description: page === 1 ? copy.intro : publicationCopy.pageDescription(copy.intro, page, pages.length),
      pieces: onPage,
      page,
      pages: pages.length,
      previous: page > 1 ? listPageHref(base, page - 1) : undefined,
      next: page < pages.length ? listPageHref(base, page + 1) : undefined,
    };
  });
};

export const listPages: readonly ListPage[] = [
  ...paginated('insight', insightsHref, insights),
  ...tagsInUse.map((tag): ListPage => {
    const title = publicationCopy.insight.tagTitle(tags[tag]);
    return {
      path: tagHref(tag),
      kind: 'insight',
      heading: title,
      title,
      description: publicationCopy.insight.tagIntro(tags[tag]),
      pieces: insights.filter((piece) => piece.tags.includes(tag)),
      page: 1,
      pages: 1,
      tag,
    };
  }),
  ...paginated('case-study', caseStudiesHref, caseStudies),
];

export const findListPage = (path: string) => listPages.find((page) => page.path === path);
