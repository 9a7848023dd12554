import type { ReactNode } from 'react';
import type { HeroScene, SceneFrame } from '../../content/types';

/** The frame every scene sits in: an app window with a title bar, in the page's theme. */
export function SceneWindow({
  title,
  badge,
  kind,
  children,
}: SceneFrame & { kind: HeroScene['kind']; children: ReactNode }) {
  return (
    <div className={`scene scene--${kind}`}>
      <div className="scene__bar">
        <span className="scene__dots" />
        <span className="scene__title">{title}</span>
        {badge && <span className="scene__badge">{badge}</span>}
      </div>
      <div className="scene__body">{children}</div>
    </div>
  );
}
