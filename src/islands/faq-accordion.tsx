'use client';

import type { KeyboardEvent, ReactNode } from 'react';

/** Arrow keys, Home and End move focus between the questions (spec section 4), wrapping around. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The FAQ list's keyboard behaviour. The accordion itself is the browser's:
 * the server renders each question as a <details> sharing one `name`, so one
 * opens at a time, an open one collapses, Enter and Space toggle, and all of
 * it works before (and without) JavaScript. This island only adds the
 * arrow-key moves between the questions' <summary> elements.
 */
export function FaqAccordion({ className, children }: { className: string; children: ReactNode }) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_MOVES[event.key];
    const questions = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
    const index = questions.indexOf(event.target as HTMLElement);
    if (!move || index < 0) return;
    event.preventDefault();
    questions[move(index, questions.length)]?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys only move focus between the focusable questions inside
    <div className={className} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
