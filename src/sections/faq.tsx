import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'waku';
import { contactHref } from '../content/navigation';
import type { FaqItem } from '../content/types';
import { FaqAccordion } from '../islands/faq-accordion';
import { Section, SectionHeader } from './section-header';

/** The questions (a Radix Accordion, hydrated on demand) beside a card inviting a call. */
export function Faq({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <Section id={id} className="section--tinted">
      <SectionHeader id={`${id}-title`} title="Frequently Asked Questions" />
      <div className="faq">
        <FaqAccordion items={items} chevron={<ChevronDown className="faq__chevron" aria-hidden="true" />} />
        <aside className="faq__aside card" aria-labelledby={`${id}-aside`}>
          <span className="icon-badge tone-bg-blue tone-text-blue">
            <MessageCircleQuestion aria-hidden="true" />
          </span>
          <h3 id={`${id}-aside`} className="card__title">
            Still have any other questions?
          </h3>
          <p className="card__description">Book a call and speak to our team.</p>
          <Link to={contactHref} className="button button--primary">
            Book a call
          </Link>
        </aside>
      </div>
    </Section>
  );
}
