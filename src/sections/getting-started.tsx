import { Link } from 'waku';
import { sectionCopy } from '../content/section-copy';
import type { Step } from '../content/types';
import { Section, SectionHeader } from './section-header';

/** "Getting started is straightforward": three numbered steps, the first with a call to action. */
export function GettingStarted({ id, steps }: { id: string; steps: readonly Step[] }) {
  return (
    <Section id={id}>
      <SectionHeader id={`${id}-title`} title={sectionCopy.gettingStarted.title} />
      <ol className="card-grid card-grid--3 steps">
        {steps.map((step) => (
          <li key={step.number} className="card step">
            <span className="step__number" aria-hidden="true">
              {step.number}
            </span>
            <h3 className="card__title">{step.title}</h3>
            <p className="card__description">{step.description}</p>
            {step.cta && (
              <Link to={step.cta.href} className="button button--primary">
                {step.cta.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
