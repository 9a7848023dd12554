import { Section, SectionHeader } from './section-header';

/** A titled section of paragraphs, such as the mission and vision. */
export function Prose({
  id,
  title,
  blocks,
}: {
  id: string;
  title: string;
  blocks: readonly { heading: string; text: string }[];
}) {
  return (
    <Section id={id} className="section--tinted">
      <SectionHeader id={`${id}-title`} title={title} />
      <div className="prose">
        {blocks.map((block) => (
          <div key={block.heading} className="card prose__block">
            <h3 className="card__title">{block.heading}</h3>
            <p>{block.text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
