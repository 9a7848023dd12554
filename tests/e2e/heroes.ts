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
