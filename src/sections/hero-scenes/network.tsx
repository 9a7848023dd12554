import type { NetworkScene } from '../../content/types';
import { SceneWindow } from './scene-window';

/** Where the n-th of `count` systems sits around the hub, in percent of the map. */
const placeOnRing = (index: number, count: number) => {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return { x: 50 + 38 * Math.cos(angle), y: 50 + 36 * Math.sin(angle) };
};

/** Systems around one hub, each joined to it by a line data flows along. */
export function Network({ scene }: { scene: NetworkScene }) {
  const places = scene.systems.map((_, index) => placeOnRing(index, scene.systems.length));
  return (
    <SceneWindow kind="network" title={scene.title} badge={scene.badge}>
      <div className="scene-network">
        <svg
          className="scene-network__lines"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {places.map(({ x, y }) => (
            <line key={`${x}-${y}`} x1="50" y1="50" x2={x} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <span className="scene-network__hub">{scene.hub}</span>
        {scene.systems.map((system, index) => (
          <span
            key={system}
            className="scene-network__system"
            style={{ left: `${places[index]?.x}%`, top: `${places[index]?.y}%` }}
          >
            {system}
          </span>
        ))}
      </div>
      <p className="scene__footnote">{scene.caption}</p>
    </SceneWindow>
  );
}
