import { findShareCard } from '../content/share-cards';
import { site } from '../content/site';
import { COUNT_PATH, VIEW_ATTRIBUTE, VIEW_FIELDS, type ViewKind } from '../lib/audience';
import { SHARE_IMAGE, shareImagePath } from '../lib/share-image';
import { absoluteUrl, jsonLdText } from '../lib/structured-data';

/**
 * Everything a page declares about itself for search engines and link
 * previews. React hoists <title>, <meta> and <link> into <head>.
 */
export function Seo({
  title,
  description,
  path,
  structuredData = [],
  article,
  pagination,
  noindex = false,
  view = 'page',
}: {
  title: string;
  description: string;
  /** The route; pages that are not routes (the 404 page) have no canonical URL. */
  path?: string;
  structuredData?: readonly object[];
  /** An insight or case study: og:type "article", with its dates and topics. */
  article?: { published: string; modified: string; section: string; tags: readonly string[] };
  /** A list page's neighbours. */
  pagination?: { previous?: string; next?: string };
  /** Not for search engines: a draft. */
  noindex?: boolean;
  /** What the page is counted as in the audience figures; null: not counted (a private page). */
  view?: ViewKind | null;
}) {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const fullTitle = `${title} | ${site.name}`;
  // A route shares its own card (scripts/build/share-cards.mjs); anything else the site's.
  const card = path === undefined ? undefined : findShareCard(path);
  const image = absoluteUrl(card ? shareImagePath(card.path) : SHARE_IMAGE.path);
  const imageAlt = card ? `${card.title}: ${card.group}, ${site.name}` : `${site.name}: ${site.tagline}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {pagination?.previous && <link rel="prev" href={absoluteUrl(pagination.previous)} />}
      {pagination?.next && <link rel="next" href={absoluteUrl(pagination.next)} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && (
        <>
          <meta property="article:published_time" content={article.published} />
          <meta property="article:modified_time" content={article.modified} />
          <meta property="article:section" content={article.section} />
          {article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads the title, description and image from the og: tags; only the card kind is its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      {view && <ViewCounter kind={view} />}
      {structuredData.map((data) => (
        <script
          key={JSON.stringify(data).slice(0, 80)}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own content, "<" escaped
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}

/**
 * What counts the page as a view (src/lib/audience.ts). Without JavaScript,
 * the image, asked for with the page's address as its Referer, at the end of
 * what the browser fetches (hidden: it shows nothing). With it, the page's
 * code reads the kind from this element (src/lib/count-views.ts), and the
 * image is never fetched.
 */
function ViewCounter({ kind }: { kind: ViewKind }) {
  const attributes = { [VIEW_ATTRIBUTE]: kind };
  return (
    <noscript {...attributes}>
      <img src={`${COUNT_PATH}?${VIEW_FIELDS.kind}=${kind}`} alt="" hidden />
    </noscript>
  );
}
