import { ArrowRight } from 'lucide';
import { Link } from 'waku';
import { Icon } from '../../layout/icon';
import type { Publication } from '../../lib/publications';
import { Section, SectionHeader } from '../section-header';
import { PublicationCards } from './publication-cards';

/**
 * Pieces where they are read: a service page's case studies and insights
 * (before its FAQ), the home page's latest insights. Nothing when there are none.
 */
export function PublicationProof({
  id,
  title,
  pieces,
  more,
}: {
  id: string;
  title: string;
  pieces: readonly Publication[];
  more?: { label: string; href: string };
}) {
  if (pieces.length === 0) return null;
  return (
    <Section id={id}>
      <SectionHeader id={`${id}-title`} title={title} />
      <PublicationCards pieces={pieces} detail="title" />
      {more && (
        <p className="section__more">
          <Link to={more.href} className="card__link">
            {more.label}
            <Icon icon={ArrowRight} />
          </Link>
        </p>
      )}
    </Section>
  );
}
