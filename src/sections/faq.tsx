import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'waku';
import { contactHref } from '../content/navigation';
import type { FaqItem } from '../content/types';
import { Section, SectionHeader } from './section-header';

/**
 * Questions in a Radix Accordion (one open at a time, collapsible, arrow keys,
 * Home and End between questions) beside a card inviting a call.
 */
export function Faq({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <Section id={id} className="section--tinted">
      <SectionHeader id={`${id}-title`} title="Frequently Asked Questions" />
      <div className="faq">
        <Accordion.Root type="single" collapsible className="faq__list">
          {items.map((item, index) => (
            <Accordion.Item key={item.question} value={`question-${index + 1}`} className="faq__item">
              <Accordion.Header asChild>
                <h3 className="faq__question">
                  <Accordion.Trigger className="faq__trigger">
                    {item.question}
                    <ChevronDown className="faq__chevron" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              {/* Always in the HTML: readable without JavaScript, and matching the FAQPage data. */}
              <Accordion.Content className="faq__answer" forceMount>
                <p>{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
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
