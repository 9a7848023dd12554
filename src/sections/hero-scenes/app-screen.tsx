import { Search, Sparkles } from 'lucide';
import type { AppScreenScene } from '../../content/types';
import { Icon } from '../../layout/icon';
import { SceneWindow } from './scene-window';

/** An app's screen: a search field, records with their status, and the AI action. */
export function AppScreen({ scene }: { scene: AppScreenScene }) {
  return (
    <SceneWindow kind="app" title={scene.title} badge={scene.badge}>
      <p className="scene-app__search">
        <Icon icon={Search} />
        {scene.search}
      </p>
      <ul className="scene-app__list">
        {scene.items.map((item) => (
          <li key={item.title} className="scene-app__item">
            <span className="scene-app__title">{item.title}</span>
            <span className="scene-app__meta">{item.meta}</span>
            <span className={`scene-app__status scene-tone--${item.tone}`}>{item.status}</span>
          </li>
        ))}
      </ul>
      <p className="scene-app__action">
        <Icon icon={Sparkles} />
        {scene.action}
      </p>
    </SceneWindow>
  );
}
