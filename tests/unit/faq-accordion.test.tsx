// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/islands/faq-accordion';

const renderFaq = () =>
  render(
    <FaqAccordion className="faq__list">
      {['One', 'Two', 'Three', 'Four'].map((question) => (
        <details key={question} name="questions">
          <summary>{question}</summary>
          <p>Answer to {question}</p>
        </details>
      ))}
    </FaqAccordion>,
  );

const question = (name: string) => screen.getByText(name);

describe('FaqAccordion', () => {
  it('moves focus between questions with the arrow keys, Home and End, wrapping around', async () => {
    renderFaq();
    question('One').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question('Two'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(question('Four'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question('One'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(question('Four'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(question('One'));
  });

  it('leaves other keys, and keys pressed elsewhere, to the browser', async () => {
    renderFaq();
    question('Two').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(question('Two'));
    // The open/close itself is the browser's own <details> behaviour: nothing here renders state.
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });
});
