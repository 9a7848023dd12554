import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import type { HeroScene } from '../../src/content/types';

/** Every page with a hero scene: the home page and the eleven services, each with its scene from the content. */
export const heroes: { route: string; scene: HeroScene }[] = [
  { route: '/', scene: home.hero.scene },
  ...services.map((service) => ({ route: service.href, scene: service.hero.scene })),
];

/** The window titles a scene shows: one, or one per layer of a composition. */
export const windowTitles = (scene: HeroScene): string[] =>
  scene.kind === 'composition' ? scene.scenes.flatMap(windowTitles) : [scene.title];

/**
 * The spec's routes as other engines need them: the eleven services share one
 * template and differ, for an engine, only by their hero's kind of scene (each
 * kind its own markup and animations). The home page, the first service of each
 * kind of scene, and contact.
 */
export const routePerTemplateAndScene: readonly string[] = [
  ...heroes
    .filter(({ scene }, index) => heroes.findIndex((hero) => hero.scene.kind === scene.kind) === index)
    .map(({ route }) => route),
  '/contact',
];
