import { publicationCopy } from '../../content/publication-copy';
import type { CaseStudy } from '../../lib/publications';

/** A case study's three outcome figures, in the site's statistic style, and its client's words. */
export function CaseOutcomes({ piece }: { piece: CaseStudy }) {
  return (
    <section className="case-outcomes" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title" className="visually-hidden">
        {publicationCopy.outcomesTitle}
      </h2>
      <ul className="card-grid card-grid--3">
        {piece.outcomes.map((outcome) => (
          <li key={outcome.label} className="card impact">
            <p className="impact__stat">{outcome.value}</p>
            <p className="card__description">{outcome.label}</p>
          </li>
        ))}
      </ul>
      {piece.quote && (
        <figure className="case-quote">
          <blockquote>
            <p>{piece.quote.text}</p>
          </blockquote>
          <figcaption>{piece.quote.attribution}</figcaption>
        </figure>
      )}
    </section>
  );
}
