import { Link } from 'waku';
import { publicationCopy } from '../../content/publication-copy';
import type { Publication } from '../../lib/publications';
import { PublicationMeta } from './publication-meta';
import { TagLinks } from './tag-links';

/**
 * How much each card says. `list`: a list page's, whose titles are its h2s,
 * with the summary and an insight's topics (links to browse by). `summary`:
 * in related reading under a piece, h3s with the summary. `title`: in a strip
 * of proof on a home or service page, kind and title only: those pages'
 * documents must fit the first round trip (bench/budgets.mjs, about 150 bytes
 * to spare on the fullest), and a piece's title says what it is about.
 */
type CardDetail = 'list' | 'summary' | 'title';

/** A grid of insights and case studies: kind and title (the link), and what `detail` adds. */
export function PublicationCards({ pieces, detail }: { pieces: readonly Publication[]; detail: CardDetail }) {
  const Heading = detail === 'list' ? 'h2' : 'h3';
  return (
    <ul className="card-grid card-grid--3 publication-cards">
      {pieces.map((piece) => (
        <li key={piece.href} className="card publication-card">
          <p className="card__eyebrow">
            {piece.kind === 'case-study'
              ? `${publicationCopy['case-study'].kindLabel} · ${piece.industry}`
              : publicationCopy.insight.kindLabel}
          </p>
          <Heading className="card__title">
            <Link to={piece.href} className="publication-card__link">
              {piece.title}
            </Link>
          </Heading>
          {detail !== 'title' && <p className="card__description">{piece.description}</p>}
          {detail !== 'title' && <PublicationMeta piece={piece} className="publication-card__meta" />}
          {detail === 'list' && piece.kind === 'insight' && (
            <TagLinks ids={piece.tags} label={`Topics of “${piece.title}”`} />
          )}
        </li>
      ))}
    </ul>
  );
}
