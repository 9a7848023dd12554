import { publicationCopy } from '../../content/publication-copy';

/** Above a draft, where drafts are shown (development and the preview). */
export function DraftBanner() {
  return <p className="draft-banner">{publicationCopy.draftBanner}</p>;
}
