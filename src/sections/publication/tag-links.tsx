import { Link } from 'waku';
import { tagHref } from '../../content/publication-lists';
import { type TagId, tags } from '../../content/tags';

/** An insight's tags, each a link to its tag page. */
export function TagLinks({ ids, label }: { ids: readonly TagId[]; label: string }) {
  return (
    <ul className="tag-links" aria-label={label}>
      {ids.map((id) => (
        <li key={id}>
          <Link to={tagHref(id)} className="tag-link">
            {tags[id]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
