import { Bot, Cog, type IconNode, UserCheck, Zap } from 'lucide';
import type { FlowNode, FlowScene } from '../../content/types';
import { SceneSteps } from './scene-steps';
import { SceneWindow } from './scene-window';

const ACTORS: Record<FlowNode['by'], IconNode> = { trigger: Zap, ai: Bot, person: UserCheck, system: Cog };

/** A workflow as a graph of steps; with a palette, the no-code builder it is made in. */
export function Flow({ scene }: { scene: FlowScene }) {
  const graph = (
    <SceneSteps
      className="scene-flow"
      steps={scene.nodes.map((node) => ({ ...node, variant: node.by, icon: ACTORS[node.by] }))}
    />
  );
  return (
    <SceneWindow kind="flow" title={scene.title} badge={scene.badge}>
      {scene.palette ? (
        <div className="scene-flow__builder">
          <ul className="scene-flow__palette">
            {scene.palette.map((block) => (
              <li key={block}>{block}</li>
            ))}
          </ul>
          <div className="scene-flow__canvas">{graph}</div>
        </div>
      ) : (
        graph
      )}
      <p className="scene__footnote">{scene.caption}</p>
    </SceneWindow>
  );
}
