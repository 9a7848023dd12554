import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import { published } from './publication-routes';

/** A statistic's final figure as a visitor reads it ("87%", "24/7"). */
export const finalStats = (service: (typeof services)[number]) =>
  service.impact.items.map((item) =>
    typeof item.stat === 'number' ? `${item.stat}${item.suffix ?? '%'}` : item.stat,
  );

/** The words a route's content file gives its main content: every one must be on the page. */
export const pageWords = (route: string): string[] => {
  if (route === '/') {
    return [
      ...home.solutions.cards.map((card) => card.description),
      ...home.howWeWork.steps.map((step) => step.description),
      ...home.whyChoose.cards.map((card) => card.description),
      ...home.mission.blocks.map((block) => block.text),
      ...home.deployment.cards.map((card) => card.description),
    ];
  }
  const piece = published.find((candidate) => candidate.href === route);
  if (piece) return [...piece.words];
  const service = services.find((candidate) => candidate.href === route);
  if (!service) return [];
  return [
    service.hero.subtitle,
    ...service.problems.items.map((item) => item.description),
    ...finalStats(service),
    ...service.solutions.items.map((item) => item.description),
    ...service.approach.steps.map((step) => step.description),
    ...service.whyUs.items.map((item) => item.description),
    ...service.useCases.items.map((item) => item.description),
    ...service.faqs.flatMap((item) => [item.question, item.answer]),
    service.cta.description,
  ];
};
