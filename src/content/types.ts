import type { LucideIcon } from 'lucide-react';

/**
 * The content shapes of the spec (section 3). Fixed-length tuples make
 * TypeScript enforce the counts of spec section 9 in every service file.
 */

/** Colour pairs for icon badges; each maps to a Radix colour scale. */
export type Tone = 'blue' | 'violet' | 'amber' | 'green' | 'red' | 'cyan';

/** What a card of a card grid shows; the problem, solution, why-us and use-case shapes all fit it. */
export type Card = {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** Badge colours; blue when not given. */
  iconBg?: Tone;
  iconText?: Tone;
  /** A small label above the title. */
  eyebrow?: string;
  link?: { label: string; href: string };
};

export type Problem = {
  icon: LucideIcon;
  title: string;
  description: string;
  iconBg?: Tone;
  iconText?: Tone;
};

export type Solution = {
  icon?: LucideIcon;
  iconBg: Tone;
  iconText: Tone;
  title: string;
  description: string;
};

/**
 * One industry statistic. A numeric `stat` counts up from zero and is shown
 * with `suffix` ("%" unless given); a text stat such as "24/7" is shown as it is.
 */
export type Impact = {
  headingOne: string;
  stat: number | string;
  suffix?: string;
  headingTwo?: string;
  description: string;
};

export type ProcessStep = { title: string; description: string };

export type WhyUsItem = { title: string; description: string; icon: LucideIcon };

export type FaqItem = { question: string; answer: string };

export type Step = {
  number: number;
  title: string;
  description: string;
  cta?: { label: string; href: string };
};

/** Who uses the service and for what: section seven of the service page. */
export type UseCase = { audience: string; title: string; description: string };

export type Three<T> = readonly [T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];

/** The sections of the service page, in the spec's order. */
export const serviceSectionIds = [
  'hero',
  'problems',
  'impact',
  'solutions',
  'approach',
  'why-us',
  'use-cases',
  'faq',
  'cta',
  'getting-started',
] as const;
export type ServiceSectionId = (typeof serviceSectionIds)[number];

/** Everything one service page shows. */
export type ServiceContent = {
  /** The route, also the key into the navigation model. */
  href: string;
  /** <title> and meta description. */
  seo: { title: string; description: string };
  hero: { title: string; subtitle: string; ctaLabel: string };
  problems: { title: string; subtitle: string; items: Three<Problem> };
  impact: { title: string; subtitle: string; items: Three<Impact> };
  solutions: { title: string; subtitle: string; items: Three<Solution> };
  approach: { subtitle: string; steps: Three<ProcessStep> };
  whyUs: { subtitle: string; items: Six<WhyUsItem> };
  useCases: { title: string; subtitle: string; items: Three<UseCase> };
  faqs: Four<FaqItem>;
  cta: { title: string; description: string; label: string };
};
