import { Feed } from 'feed';

/** One item of the site's feed. */
export type FeedEntry = {
  title: string;
  description: string;
  /** Absolute. Also the item's guid: a piece's address never changes. */
  url: string;
  /** YYYY-MM-DD. */
  published: string;
  category: string;
};

/**
 * RSS 2.0 for the firm's insights and case studies, newest first, written by
 * the `feed` package (which escapes what it writes). Run at build time
 * (scripts/build/site-files.mjs) into dist/public/rss.xml.
 */
export function rssXml({
  title,
  description,
  siteUrl,
  feedUrl,
  entries,
}: {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  entries: readonly FeedEntry[];
}): string {
  const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const feed = new Feed({
    title,
    description,
    id: siteUrl,
    link: siteUrl,
    language: 'en-GB',
    copyright: title,
    feedLinks: { rss: feedUrl },
    // The newest piece's date: the same content always makes the same feed.
    updated: entries[0] ? dateOf(entries[0].published) : undefined,
    generator: undefined,
  });
  for (const entry of entries) {
    feed.addItem({
      title: entry.title,
      id: entry.url,
      link: entry.url,
      description: entry.description,
      date: dateOf(entry.published),
      category: [{ name: entry.category }],
    });
  }
  return feed.rss2();
}
