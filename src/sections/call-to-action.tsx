import { Check } from 'lucide';
import { Link } from 'waku';
import { Icon } from '../layout/icon';

/** A closing band that sends the visitor to the contact page. */
export function CallToAction({
  id,
  title,
  description,
  cta,
  ticks,
}: {
  id: string;
  title: string;
  description: string;
  cta: { label: string; href: string };
  ticks?: readonly string[];
}) {
  return (
    <section className="cta" aria-labelledby={`${id}-title`} data-section={id}>
      <div className="cta__inner">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="cta__description">{description}</p>
        <Link to={cta.href} className="button button--inverse button--large">
          {cta.label}
        </Link>
        {ticks && (
          <ul className="cta__ticks">
            {ticks.map((tick) => (
              <li key={tick}>
                <Icon icon={Check} />
                {tick}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
