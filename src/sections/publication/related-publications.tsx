import { publicationCopy } from '../../content/publication-copy';
import type { Publication } from '../../lib/publications';
import { Section, SectionHeader } from '../section-header';
import { PublicationCards } from './publication-cards';

/** What to read next after a piece: three, by shared tags and services. */
export function RelatedPublications({ pieces }: { pieces: readonly Publication[] }) {
  if (pieces.length === 0) return null;
  return (
    <Section id="related" className="section--tinted">
      <SectionHeader id="related-title" title={publicationCopy.related} />
      <PublicationCards pieces={pieces} detail="summary" />
    </Section>
  );
}
