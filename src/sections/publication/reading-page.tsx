import type { CSSProperties } from 'react';
import { publicationCopy } from '../../content/publication-copy';
import { findPublication, publications } from '../../content/publications';
import { sectionCopy } from '../../content/section-copy';
import { findShareCard } from '../../content/share-cards';
import { site } from '../../content/site';
import { tags } from '../../content/tags';
import { Seo } from '../../layout/seo';
import { lastModified, relatedTo } from '../../lib/publications';
import { shareImagePath } from '../../lib/share-image';
import { breadcrumbs, publicationArticle } from '../../lib/structured-data';
import { CallToAction } from '../call-to-action';
import { AuthorNote } from './author-note';
import { CaseOutcomes } from './case-outcomes';
import { DraftBanner } from './draft-banner';
import { mdxComponents } from './mdx-components';
import { ReadingHeader } from './reading-header';
import { RelatedPublications } from './related-publications';

/** Everything a reading route renders (src/pages/insights/[slug], case-studies/[slug]), for its path. */
export function ReadingPage({ path }: { path: string }) {
  const piece = findPublication(path);
  if (!piece) throw new Error(`No insight or case study at ${path}`);
  const collection = publicationCopy[piece.kind];
  const { Content } = piece;
  return (
    <>
      <Seo
        title={piece.title}
        description={piece.description}
        path={piece.href}
        noindex={piece.draft}
        article={{
          published: piece.published,
          modified: lastModified(piece),
          section: collection.title,
          tags: piece.kind === 'insight' ? piece.tags.map((tag) => tags[tag]) : [piece.industry],
        }}
        structuredData={[
          publicationArticle(piece, findShareCard(piece.href) ? shareImagePath(piece.href) : '/og-image.png'),
          breadcrumbs([
            { name: sectionCopy.homeCrumb, path: '/' },
            { name: collection.title, path: piece.href.split('/').slice(0, 2).join('/') },
            { name: piece.title, path: piece.href },
          ]),
        ]}
      />
      {piece.draft && <DraftBanner />}
      <article
        className="reading"
        aria-labelledby="reading-title"
        // Printed, links within the site show their full address (styles/publications.css).
        style={{ '--site-origin': `"${site.url}"` } as CSSProperties}
      >
        <ReadingHeader piece={piece} />
        {piece.kind === 'case-study' && <CaseOutcomes piece={piece} />}
        <div className="reading__body">
          <Content components={mdxComponents} />
        </div>
        {piece.kind === 'insight' && <AuthorNote author={piece.author} />}
      </article>
      <RelatedPublications pieces={relatedTo(piece, publications)} />
      <CallToAction id="cta" {...publicationCopy.cta} />
    </>
  );
}
