import type { HeroScene as HeroSceneContent } from '../../content/types';
import { AppScreen } from './app-screen';
import { Chat } from './chat';
import { Comparison } from './comparison';
import { Exchange } from './exchange';
import { Flow } from './flow';
import { Network } from './network';
import { Run } from './run';

function SceneOfKind({ scene }: { scene: HeroSceneContent }) {
  switch (scene.kind) {
    case 'chat':
      return <Chat scene={scene} />;
    case 'comparison':
      return <Comparison scene={scene} />;
    case 'run':
      return <Run scene={scene} />;
    case 'exchange':
      return <Exchange scene={scene} />;
    case 'network':
      return <Network scene={scene} />;
    case 'flow':
      return <Flow scene={scene} />;
    case 'app':
      return <AppScreen scene={scene} />;
    case 'composition':
      return (
        <div className="scene-composition">
          {scene.scenes.map((layer) => (
            <SceneOfKind key={layer.title} scene={layer} />
          ))}
        </div>
      );
  }
}

/**
 * The hero's picture of the service at work: HTML and inline SVG rendered on
 * the server, no script, no request. It repeats what the hero's words say,
 * so assistive technology skips it.
 */
export function HeroScene({ scene }: { scene: HeroSceneContent }) {
  return (
    <div className="hero__scene" aria-hidden="true" data-scene={scene.kind}>
      <SceneOfKind scene={scene} />
    </div>
  );
}
