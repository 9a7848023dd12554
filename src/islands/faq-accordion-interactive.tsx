'use client';

import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import type { FaqItem } from '../content/types';

/**
 * Questions in a Radix Accordion: one open at a time, collapsible, arrow keys,
 * Home and End between questions. Answers are always in the HTML
 * (forceMount): readable without JavaScript, and matching the FAQPage data.
 */
export default function FaqAccordionInteractive({
  items,
  chevron,
}: {
  items: readonly FaqItem[];
  chevron: ReactNode;
}) {
  return (
    <Accordion.Root type="single" collapsible className="faq__list">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`question-${index + 1}`} className="faq__item">
          <Accordion.Header asChild>
            <h3 className="faq__question">
              <Accordion.Trigger className="faq__trigger">
                {item.question}
                {chevron}
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="faq__answer" forceMount>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
