import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { publications } from '../../src/content/publications';
import { site } from '../../src/content/site';
import { feedXml } from '../../src/lib/feed';
import { rssXml } from '../../src/lib/rss';

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml);
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('the feed', () => {
  it('stays valid XML, and says exactly what was written, whatever a title holds', () => {
    const title = `Fees & "flat" pricing: <when> it's fair]]>`;
    const xml = rssXml({
      title: 'Feed & <co>',
      description: 'Insights & "case" studies',
      siteUrl: 'https://example.com/',
      feedUrl: 'https://example.com/rss.xml',
      entries: [
        {
          title,
          description: '<script>alert(1)</script> & more',
          url: 'https://example.com/insights/fees?x=1&y=2',
          published: '2026-03-12',
          category: 'Insight',
        },
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parse(xml).rss.channel.item;
    expect(item.title).toBe(title);
    expect(item.description).toBe('<script>alert(1)</script> & more');
    expect(item.link).toBe('https://example.com/insights/fees?x=1&y=2');
    expect(parse(xml).rss.channel.title).toBe('Feed & <co>');
  });

  it('is RSS 2.0 with every piece, newest first, absolute links, a stable guid, a summary and a date', () => {
    const xml = feedXml();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parse(xml);
    expect(rss['@_version']).toBe('2.0');
    const items = asList(rss.channel.item);
    expect(items.map((item: { link: string }) => item.link)).toEqual(
      publications.map((piece) => `${site.url}${piece.href}`),
    );
    for (const [index, item] of items.entries()) {
      const piece = publications[index];
      expect(item.guid['#text']).toBe(`${site.url}${piece?.href}`);
      expect(item.description).toBe(piece?.description);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(piece?.published);
    }
    // The same content makes the same feed: readers see no change when nothing changed.
    expect(feedXml()).toBe(xml);
  });
});
