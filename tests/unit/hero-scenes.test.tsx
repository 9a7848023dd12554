// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import type { HeroScene as HeroSceneContent } from '../../src/content/types';
import { HeroScene } from '../../src/sections/hero-scenes';

/** Every word a scene's content holds, which its picture must show. */
const wordsOf = (scene: HeroSceneContent): string[] => {
  switch (scene.kind) {
    case 'composition':
      return scene.scenes.flatMap(wordsOf);
    case 'chat':
      return [
        scene.title,
        ...scene.messages.flatMap((message) => [message.text, ...(message.sources ?? [])]),
        ...(scene.outcome ? [scene.outcome.label, scene.outcome.detail] : []),
      ];
    case 'comparison':
      return [scene.prompt, ...scene.answers.flatMap((answer) => [answer.label, answer.text, answer.score])];
    case 'run':
      return [scene.title, scene.summary, ...scene.steps.flatMap((step) => [step.label, step.detail])];
    case 'exchange':
      return [scene.request.path, scene.response.status, ...scene.response.body.map(([key]) => `"${key}"`)];
    case 'network':
      return [scene.hub, scene.caption, ...scene.systems];
    case 'flow':
      return [scene.caption, ...(scene.palette ?? []), ...scene.nodes.map((node) => node.label)];
    case 'app':
      return [scene.search, scene.action, ...scene.items.flatMap((item) => [item.title, item.status])];
  }
};

const scenes = [
  ['/', home.hero.scene] as const,
  ...services.map((service) => [service.href, service.hero.scene] as const),
];

describe('hero scenes', () => {
  it.each(scenes)('%s renders every word of its scene, hidden from assistive technology', (_, scene) => {
    const { container } = render(<HeroScene scene={scene} />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.getAttribute('data-scene')).toBe(scene.kind);
    for (const word of wordsOf(scene)) expect(root?.textContent).toContain(word);
    expect(container.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('puts the systems of a network around its hub, inside the map', () => {
    const network = services.map((service) => service.hero.scene).find((scene) => scene.kind === 'network');
    if (!network) throw new Error('no network scene in the content');
    const { container } = render(<HeroScene scene={network} />);
    const places = [...container.querySelectorAll<HTMLElement>('.scene-network__system')].map((node) => [
      Number.parseFloat(node.style.left),
      Number.parseFloat(node.style.top),
    ]);
    expect(places).toHaveLength(network.systems.length);
    for (const [left, top] of places) {
      expect(left).toBeGreaterThanOrEqual(10);
      expect(left).toBeLessThanOrEqual(90);
      expect(top).toBeGreaterThanOrEqual(10);
      expect(top).toBeLessThanOrEqual(90);
    }
    // One line from the hub to each system.
    expect(container.querySelectorAll('.scene-network__lines line')).toHaveLength(network.systems.length);
  });

  it('uses every kind of scene the content knows, so none is left unused', () => {
    const kinds = new Set(
      scenes.flatMap(([, scene]) => [
        scene.kind,
        ...(scene.kind === 'composition' ? scene.scenes.map((layer) => layer.kind) : []),
      ]),
    );
    expect([...kinds].sort()).toEqual([
      'app',
      'chat',
      'comparison',
      'composition',
      'exchange',
      'flow',
      'network',
      'run',
    ]);
  });
});
