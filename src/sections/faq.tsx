import { ChevronDown, MessageCircleQuestion } from 'lucide';
import { Link } from 'waku';
import { contactHref } from '../content/navigation';
import { sectionCopy } from '../content/section-copy';
import type { FaqItem } from '../content/types';
import { FaqAccordion } from '../islands/faq-accordion';
import { Icon } from '../layout/icon';
import { Section, SectionHeader } from './section-header';

/**
 * The questions beside a card inviting a call. Each question is a native
 * <details>; sharing a `name` makes them one accordion (one open at a time,
 * collapsible) that works from the first paint; the island adds arrow keys.
 */
export function Faq({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <Section id={id} className="section--tinted">
      <SectionHeader id={`${id}-title`} title={sectionCopy.faq.title} />
      <div className="faq">
        <FaqAccordion className="faq__list">
          {items.map((item) => (
            <details key={item.question} name={`${id}-questions`} className="faq__item">
              <summary className="faq__trigger">
                <h3 className="faq__question">{item.question}</h3>
                <Icon icon={ChevronDown} className="faq__chevron" />
              </summary>
              <div className="faq__answer">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </FaqAccordion>
        <aside className="faq__aside card" aria-labelledby={`${id}-aside`}>
          <span className="icon-badge tone-bg-blue tone-text-blue">
            <Icon icon={MessageCircleQuestion} />
          </span>
          <h3 id={`${id}-aside`} className="card__title">
            {sectionCopy.faq.aside.title}
          </h3>
          <p className="card__description">{sectionCopy.faq.aside.description}</p>
          <Link to={contactHref} className="button button--primary">
            {sectionCopy.faq.aside.cta}
          </Link>
        </aside>
      </div>
    </Section>
  );
}
