import { Check, Circle, LoaderCircle } from 'lucide-react';
import type { RunScene, RunStep } from '../../content/types';
import { SceneWindow } from './scene-window';

const STATE_ICONS: Record<RunStep['state'], typeof Check> = {
  done: Check,
  running: LoaderCircle,
  queued: Circle,
};

/** An agent's task run: each step with its state, and where the run stands. */
export function Run({ scene }: { scene: RunScene }) {
  return (
    <SceneWindow kind="run" title={scene.title} badge={scene.badge}>
      <ol className="scene-run">
        {scene.steps.map((step) => {
          const Icon = STATE_ICONS[step.state];
          return (
            <li key={step.label} className={`scene-run__step scene-run__step--${step.state}`}>
              <span className="scene-run__icon">
                <Icon />
              </span>
              <span className="scene-run__label">{step.label}</span>
              <span className="scene-run__detail">{step.detail}</span>
            </li>
          );
        })}
      </ol>
      <p className="scene__footnote">{scene.summary}</p>
    </SceneWindow>
  );
}
