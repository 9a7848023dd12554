import { Link } from 'waku';
import { caseStudiesHref, insightsHref } from '../../content/navigation';
import { publicationCopy } from '../../content/publication-copy';
import { type ListPage, tagHref, tagsInUse } from '../../content/publication-lists';
import { tags } from '../../content/tags';
import { FirstScreenEnd } from '../../layout/first-screen-end';
import { Pagination } from './pagination';
import { PublicationCards } from './publication-cards';

/** A list page of a collection: its title and introduction, the topics (insights), the cards, the pages. */
export function PublicationList({ page }: { page: ListPage }) {
  const base = page.kind === 'insight' ? insightsHref : caseStudiesHref;
  return (
    <section className="page-intro publication-list" aria-labelledby="list-title">
      <h1 id="list-title">{page.heading}</h1>
      <p className="lead">{page.description}</p>
      {page.kind === 'insight' && (
        <nav className="topics" aria-label={publicationCopy.topicsLabel}>
          <ul className="tag-links">
            <li>
              <Link
                to={insightsHref}
                className="tag-link"
                aria-current={page.tag === undefined && page.page === 1 ? 'page' : undefined}
              >
                {publicationCopy.allTopics}
              </Link>
            </li>
            {tagsInUse.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagHref(tag)}
                  className="tag-link"
                  aria-current={page.tag === tag ? 'page' : undefined}
                >
                  {tags[tag]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <FirstScreenEnd />
      {page.pieces.length > 0 ? (
        <PublicationCards pieces={page.pieces} detail="list" />
      ) : (
        <p>{publicationCopy.empty}</p>
      )}
      <Pagination page={page} base={base} />
    </section>
  );
}
