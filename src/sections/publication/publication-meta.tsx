import { publicationCopy } from '../../content/publication-copy';
import { formatDate, type Publication } from '../../lib/publications';

/** A piece's date (and its update, if any) and reading time, in one line. */
export function PublicationMeta({ piece, className }: { piece: Publication; className?: string }) {
  return (
    <p className={className ? `publication-meta ${className}` : 'publication-meta'}>
      <time dateTime={piece.published}>{formatDate(piece.published)}</time>
      {piece.updated && (
        <>
          <span aria-hidden="true"> · </span>
          {publicationCopy.updated} <time dateTime={piece.updated}>{formatDate(piece.updated)}</time>
        </>
      )}
      <span aria-hidden="true"> · </span>
      {publicationCopy.readingTime(piece.readingMinutes)}
    </p>
  );
}
