import type { IconNode } from 'lucide';

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
  icon?: IconNode;
  /** Badge colours; blue when not given. */
  iconBg?: Tone;
  iconText?: Tone;
  /** A small label above the title. */
  eyebrow?: string;
  link?: { label: string; href: string };
};

export type Problem = {
  icon: IconNode;
  title: string;
  description: string;
  iconBg?: Tone;
  iconText?: Tone;
};

export type Solution = {
  icon?: IconNode;
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

export type WhyUsItem = { title: string; description: string; icon: IconNode };

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

/**
 * A small picture of the service at work beside the hero's words: data for
 * one of a handful of scene components (src/sections/hero-scenes/). Scenes
 * repeat what the page says in words, so assistive technology skips them.
 */
export type HeroScene =
  | ChatScene
  | ComparisonScene
  | RunScene
  | ExchangeScene
  | NetworkScene
  | FlowScene
  | AppScreenScene
  | CompositionScene;

/** The window a scene sits in: its title bar. */
export type SceneFrame = {
  title: string;
  /** A short badge in the title bar, such as "Private". */
  badge?: string;
};

/** A conversation: a question answered with its sources, a call transcript, a chat handed to a person. */
export type ChatScene = SceneFrame & {
  kind: 'chat';
  messages: readonly [ChatMessage, ChatMessage, ...ChatMessage[]];
  /** How it ended: a booked slot, a hand-off. */
  outcome?: { label: string; detail: string };
};
export type ChatMessage = {
  /** The visitor or client, the AI, or a person on the firm's team. */
  from: 'person' | 'ai' | 'staff';
  /** Who speaks, when the scene names them. */
  author?: string;
  text: string;
  /** Sources cited under an answer. */
  sources?: readonly string[];
};

/** One question, two answers side by side: the base model's and the fine-tuned one's. */
export type ComparisonScene = SceneFrame & {
  kind: 'comparison';
  prompt: string;
  answers: readonly [SceneAnswer, SceneAnswer];
};
export type SceneAnswer = { label: string; text: string; score: string; strong: boolean };

/** An agent's task run: steps done, one under way, the rest queued. */
export type RunScene = SceneFrame & {
  kind: 'run';
  steps: readonly [RunStep, RunStep, RunStep, ...RunStep[]];
  summary: string;
};
export type RunStep = { label: string; detail: string; state: 'done' | 'running' | 'queued' };

/** An API call and its answer. */
export type ExchangeScene = SceneFrame & {
  kind: 'exchange';
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; body: readonly SceneField[] };
  response: { status: string; body: readonly SceneField[]; timing: string };
};
export type SceneField = readonly [key: string, value: string];

/** Systems joined through one hub. */
export type NetworkScene = SceneFrame & {
  kind: 'network';
  hub: string;
  systems: readonly [string, string, string, string, ...string[]];
  caption: string;
};

/** A workflow as a graph of steps, or (with a palette) a no-code builder's canvas. */
export type FlowScene = SceneFrame & {
  kind: 'flow';
  nodes: readonly [FlowNode, FlowNode, FlowNode, ...FlowNode[]];
  /** Building blocks in the builder's side panel. */
  palette?: readonly string[];
  caption: string;
};
export type FlowNode = { label: string; detail: string; by: 'trigger' | 'ai' | 'person' | 'system' };

/** An app's screen: a list of records with their status. */
export type AppScreenScene = SceneFrame & {
  kind: 'app';
  search: string;
  items: readonly [AppItem, AppItem, AppItem, ...AppItem[]];
  action: string;
};
export type AppItem = { title: string; meta: string; status: string; tone: Tone };

/** Two scenes layered, as the home page shows several services at once. */
export type CompositionScene = {
  kind: 'composition';
  scenes: readonly [Exclude<HeroScene, CompositionScene>, Exclude<HeroScene, CompositionScene>];
};

/**
 * The sections of the service page, in the spec's order, with the firm's
 * proof (its case studies and insights on the service) before the FAQ: shown
 * only when there is some.
 */
export const serviceSectionIds = [
  'hero',
  'problems',
  'impact',
  'solutions',
  'approach',
  'why-us',
  'use-cases',
  'proof',
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
  hero: { title: string; subtitle: string; ctaLabel: string; scene: HeroScene };
  problems: { title: string; subtitle: string; items: Three<Problem> };
  impact: { title: string; subtitle: string; items: Three<Impact> };
  solutions: { title: string; subtitle: string; items: Three<Solution> };
  approach: { subtitle: string; steps: Three<ProcessStep> };
  whyUs: { subtitle: string; items: Six<WhyUsItem> };
  useCases: { title: string; subtitle: string; items: Three<UseCase> };
  faqs: Four<FaqItem>;
  cta: { title: string; description: string; label: string };
};
