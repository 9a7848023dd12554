import type { ExchangeScene, SceneField } from '../../content/types';
import { SceneWindow } from './scene-window';

/** JSON-like lines for a body: `"key": "value"`. */
function Body({ fields }: { fields: readonly SceneField[] }) {
  return (
    <code className="scene-exchange__body">
      {'{'}
      {fields.map(([key, value], index) => (
        <span key={key} className="scene-exchange__field">
          <span className="scene-exchange__key">"{key}"</span>: "{value}"{index < fields.length - 1 && ','}
        </span>
      ))}
      {'}'}
    </code>
  );
}

/** An API request and the response it got. */
export function Exchange({ scene }: { scene: ExchangeScene }) {
  const { request, response } = scene;
  return (
    <SceneWindow kind="exchange" title={scene.title} badge={scene.badge}>
      <div className="scene-exchange__part">
        <p className="scene-exchange__line">
          <span className="scene-exchange__method">{request.method}</span>
          <code>{request.path}</code>
        </p>
        <Body fields={request.body} />
      </div>
      <div className="scene-exchange__part">
        <p className="scene-exchange__line">
          <span className="scene-exchange__status">{response.status}</span>
          <span className="scene-exchange__timing">{response.timing}</span>
        </p>
        <Body fields={response.body} />
      </div>
    </SceneWindow>
  );
}
