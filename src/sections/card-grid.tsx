import { ArrowRight } from 'lucide';
import { Link } from 'waku';
import type { Card } from '../content/types';
import { Icon } from '../layout/icon';
import { Section, SectionHeader } from './section-header';

/**
 * A titled grid of cards: services, problems, solutions, reasons to choose
 * us, use cases, deployment options. Cards with a link end in a button whose
 * accessible name includes the card title.
 */
export function CardGrid({
  id,
  title,
  subtitle,
  cards,
  columns = 3,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  cards: readonly Card[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Section id={id} className={className}>
      <SectionHeader id={`${id}-title`} title={title} subtitle={subtitle} />
      <ul className={`card-grid card-grid--${columns}`}>
        {cards.map((card) => (
          <li key={card.title} className="card">
            {card.icon && (
              <span
                className={`icon-badge tone-bg-${card.iconBg ?? 'blue'} tone-text-${card.iconText ?? 'blue'}`}
              >
                <Icon icon={card.icon} />
              </span>
            )}
            {card.eyebrow && <p className="card__eyebrow">{card.eyebrow}</p>}
            <h3 className="card__title">{card.title}</h3>
            <p className="card__description">{card.description}</p>
            {card.link && (
              <Link to={card.link.href} className="card__link">
                {card.link.label}
                <span className="visually-hidden"> about {card.title}</span>
                <Icon icon={ArrowRight} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
