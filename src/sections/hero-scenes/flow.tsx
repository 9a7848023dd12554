import { Bot, Cog, UserCheck, Zap } from 'lucide-react';
import type { FlowNode, FlowScene } from '../../content/types';
import { SceneWindow } from './scene-window';

const ACTORS: Record<FlowNode['by'], typeof Bot> = { trigger: Zap, ai: Bot, person: UserCheck, system: Cog };

/** A workflow as a graph of steps; with a palette, the no-code builder it is made in. */
export function Flow({ scene }: { scene: FlowScene }) {
  const graph = (
    <ol className="scene-flow">
      {scene.nodes.map((node) => {
        const Actor = ACTORS[node.by];
        return (
          <li key={node.label} className={`scene-flow__node scene-flow__node--${node.by}`}>
            <span className="scene-flow__icon">
              <Actor />
            </span>
            <span className="scene-flow__label">{node.label}</span>
            <span className="scene-flow__detail">{node.detail}</span>
          </li>
        );
      })}
    </ol>
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
