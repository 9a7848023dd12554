import { ArrowLeft, ArrowRight } from 'lucide';
import { Link } from 'waku';
import { publicationCopy } from '../../content/publication-copy';
import type { ListPage } from '../../content/publication-lists';
import { Icon } from '../../layout/icon';
import { listPageHref } from '../../lib/publications';

/** Links between the pages of a list, newer to the left; nothing for a list of one page. */
export function Pagination({ page, base }: { page: ListPage; base: string }) {
  if (page.pages < 2) return null;
  const copy = publicationCopy.pagination;
  return (
    <nav className="pagination" aria-label={copy.label}>
      {page.previous ? (
        <Link to={page.previous} className="pagination__step" rel="prev">
          <Icon icon={ArrowLeft} />
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <ul className="pagination__pages">
        {Array.from({ length: page.pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page.page ? (
              <span className="pagination__page" aria-current="page">
                {number}
              </span>
            ) : (
              <Link to={listPageHref(base, number)} className="pagination__page">
                <span className="visually-hidden">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page.next ? (
        <Link to={page.next} className="pagination__step" rel="next">
          {copy.next}
          <Icon icon={ArrowRight} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
