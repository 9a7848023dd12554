import { Link } from 'waku';
import { caseStudiesHref, findServiceByPath, insightsHref } from '../../content/navigation';
import { people } from '../../content/people';
import { publicationCopy } from '../../content/publication-copy';
import { FirstScreenEnd } from '../../layout/first-screen-end';
import type { CaseStudy, Publication } from '../../lib/publications';
import { PublicationMeta } from './publication-meta';
import { TagLinks } from './tag-links';

/** A case study's client, industry and the services it used (each a link). */
function CaseFacts({ piece }: { piece: CaseStudy }) {
  return (
    <dl className="case-facts">
      <div>
        <dt>{publicationCopy.client}</dt>
        <dd>{piece.client}</dd>
      </div>
      <div>
        <dt>{publicationCopy.industry}</dt>
        <dd>{piece.industry}</dd>
      </div>
      <div>
        <dt>{publicationCopy.servicesUsed}</dt>
        <dd>
          <ul className="case-facts__services">
            {piece.services.map((href) => (
              <li key={href}>
                <Link to={href}>{findServiceByPath(href)?.title}</Link>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

/** The top of a reading page: the collection it belongs to, title, summary, byline and facts. */
export function ReadingHeader({ piece }: { piece: Publication }) {
  const collection = piece.kind === 'insight' ? insightsHref : caseStudiesHref;
  return (
    <header className="reading__header">
      <p className="reading__collection">
        <Link to={collection}>{publicationCopy[piece.kind].title}</Link>
      </p>
      <h1 id="reading-title">{piece.title}</h1>
      <p className="lead">{piece.description}</p>
      {piece.kind === 'insight' && (
        <p className="reading__byline">
          {publicationCopy.writtenBy} {people[piece.author].name}, {people[piece.author].role}
        </p>
      )}
      <PublicationMeta piece={piece} />
      {piece.kind === 'insight' ? (
        <TagLinks ids={piece.tags} label={publicationCopy.topicsLabel} />
      ) : (
        <CaseFacts piece={piece} />
      )}
      <FirstScreenEnd />
    </header>
  );
}
