import type { ProcessStep } from '../content/types';
import { Reveal } from '../islands/reveal';
import { Section, SectionHeader } from './section-header';

/**
 * Numbered steps, each animating in once as it scrolls into view: the home
 * page's "How We Work" and the service pages' "Our Approach".
 */
export function Timeline({
  id,
  title,
  subtitle,
  steps,
}: {
  id: string;
  title: string;
  subtitle?: string;
  steps: readonly ProcessStep[];
}) {
  return (
    <Section id={id}>
      <SectionHeader id={`${id}-title`} title={title} subtitle={subtitle} />
      <ol className="timeline">
        {steps.map((step, index) => (
          <li key={step.title} className="timeline__step">
            <Reveal className="timeline__card">
              <span className="timeline__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="card__title">{step.title}</h3>
              <p className="card__description">{step.description}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
