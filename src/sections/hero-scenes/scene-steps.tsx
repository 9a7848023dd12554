import type { IconNode } from 'lucide';
import { Icon } from '../../layout/icon';

export type SceneStepView = {
  label: string;
  detail: string;
  /** The step's state or actor, which the list's CSS colours. */
  variant: string;
  icon: IconNode;
};

/**
 * A scene's ordered steps (an agent's run, a workflow's graph): each an icon
 * badge beside a label and its detail. `className` names the list's kind.
 */
export function SceneSteps({ className, steps }: { className: string; steps: readonly SceneStepView[] }) {
  return (
    <ol className={className}>
      {steps.map((step) => (
        <li key={step.label} className={`scene-step scene-step--${step.variant}`}>
          <span className="scene-step__icon">
            <Icon icon={step.icon} />
          </span>
          <span className="scene-step__label">{step.label}</span>
          <span className="scene-step__detail">{step.detail}</span>
        </li>
      ))}
    </ol>
  );
}
