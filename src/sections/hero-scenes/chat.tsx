import { Bot, CalendarCheck, FileText, Headset, type IconNode, User } from 'lucide';
import type { ChatMessage, ChatScene } from '../../content/types';
import { Icon } from '../../layout/icon';
import { SceneWindow } from './scene-window';

const AVATARS: Record<ChatMessage['from'], IconNode> = { person: User, ai: Bot, staff: Headset };

/** A conversation: messages, the sources under an answer, and how it ended. */
export function Chat({ scene }: { scene: ChatScene }) {
  return (
    <SceneWindow kind="chat" title={scene.title} badge={scene.badge}>
      <ol className="scene-chat">
        {scene.messages.map((message) => (
          <li key={message.text} className={`scene-chat__message scene-chat__message--${message.from}`}>
            <span className="scene-chat__avatar">
              <Icon icon={AVATARS[message.from]} />
            </span>
            <div className="scene-chat__bubble">
              {message.author && <span className="scene-chat__author">{message.author}</span>}
              <p>{message.text}</p>
              {message.sources && (
                <ul className="scene-chat__sources">
                  {message.sources.map((source) => (
                    <li key={source}>
                      <Icon icon={FileText} />
                      {source}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
      {scene.outcome && (
        <p className="scene__outcome">
          <Icon icon={CalendarCheck} />
          <strong>{scene.outcome.label}</strong>
          <span>{scene.outcome.detail}</span>
        </p>
      )}
    </SceneWindow>
  );
}
