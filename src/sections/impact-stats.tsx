import type { Impact } from '../content/types';
import { StatCounter } from '../islands/stat-counter';
import { Section, SectionHeader } from './section-header';

/** Splits a statistic into what counts up and its suffix; text figures ("24/7") stay as they are. */
export const parseStat = (impact: Impact): { target: number; suffix: string } | { text: string } =>
  typeof impact.stat === 'number'
    ? { target: impact.stat, suffix: impact.suffix ?? '%' }
    : { text: impact.stat };

export function ImpactStats({
  id,
  title,
  subtitle,
  items,
}: {
  id: string;
  title: string;
  subtitle: string;
  items: readonly Impact[];
}) {
  return (
    <Section id={id} className="section--tinted">
      <SectionHeader id={`${id}-title`} title={title} subtitle={subtitle} />
      <ul className="card-grid card-grid--3">
        {items.map((item) => {
          const stat = parseStat(item);
          return (
            <li key={item.description} className="card impact">
              <p className="impact__heading">{item.headingOne}</p>
              <p className="impact__stat">
                {'text' in stat ? stat.text : <StatCounter target={stat.target} suffix={stat.suffix} />}
              </p>
              {item.headingTwo && <p className="impact__heading">{item.headingTwo}</p>}
              <p className="card__description">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
