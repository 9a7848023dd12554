import type { ComparisonScene } from '../../content/types';
import { SceneWindow } from './scene-window';

/** One prompt, the base model's answer beside the fine-tuned model's. */
export function Comparison({ scene }: { scene: ComparisonScene }) {
  return (
    <SceneWindow kind="comparison" title={scene.title} badge={scene.badge}>
      <p className="scene-compare__prompt">{scene.prompt}</p>
      <div className="scene-compare">
        {scene.answers.map((answer) => (
          <div
            key={answer.label}
            className={`scene-compare__answer${answer.strong ? ' scene-compare__answer--strong' : ''}`}
          >
            <span className="scene-compare__label">{answer.label}</span>
            <p>{answer.text}</p>
            <span className="scene-compare__score">{answer.score}</span>
          </div>
        ))}
      </div>
    </SceneWindow>
  );
}
