import { Check, Circle, type IconNode, LoaderCircle } from 'lucide';
import type { RunScene, RunStep } from '../../content/types';
import { SceneSteps } from './scene-steps';
import { SceneWindow } from './scene-window';

const STATE_ICONS: Record<RunStep['state'], IconNode> = {
  done: Check,
  running: LoaderCircle,
  queued: Circle,
};

/** An agent's task run: each step with its state, and where the run stands. */
export function Run({ scene }: { scene: RunScene }) {
  return (
    <SceneWindow kind="run" title={scene.title} badge={scene.badge}>
      <SceneSteps
        className="scene-run"
        steps={scene.steps.map((step) => ({ ...step, variant: step.state, icon: STATE_ICONS[step.state] }))}
      />
      <p className="scene__footnote">{scene.summary}</p>
    </SceneWindow>
  );
}
