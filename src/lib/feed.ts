import { publicationCopy } from '../content/publication-copy';
import { publications } from '../content/publications';
import { type FeedEntry, rssXml } from './rss';
import { FEED_PATH, feedTitle } from './site-files';
import { absoluteUrl } from './structured-data';

// Build time only (scripts/build/site-files.mjs): the `feed` package stays out of the worker.

/** The feed (RSS 2.0), written at build time to dist/public/rss.xml (scripts/build/site-files.mjs). */
export const feedXml = (): string =>
  rssXml({
    title: feedTitle,
    description: publicationCopy.insight.intro,
    siteUrl: absoluteUrl('/'),
    feedUrl: absoluteUrl(FEED_PATH),
    entries: publications.map(
      (piece): FeedEntry => ({
        title: piece.title,
        description: piece.description,
        url: absoluteUrl(piece.href),
        published: piece.published,
        category: publicationCopy[piece.kind].kindLabel,
      }),
    ),
  });
