import type { IconNode } from 'lucide';
import { Link } from 'waku';
import type { HeroScene as HeroSceneContent } from '../content/types';
import { FirstScreenEnd } from '../layout/first-screen-end';
import { Icon } from '../layout/icon';
import { HeroScene } from './hero-scenes';

/** The opening section of a page: the page's only h1, and a picture of the service at work beside it. */
export function Hero({
  title,
  subtitle,
  icon,
  eyebrow,
  cta,
  scene,
}: {
  title: string;
  subtitle: string;
  icon?: IconNode;
  eyebrow?: string;
  cta: { label: string; href: string };
  scene: HeroSceneContent;
}) {
  return (
    <section className="hero" aria-labelledby="hero-title" data-section="hero">
      <div className="hero__inner">
        <div className="hero__text">
          {icon && (
            <span className="hero__icon">
              <Icon icon={icon} />
            </span>
          )}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="hero-title">{title}</h1>
          <p className="hero__subtitle">{subtitle}</p>
          <Link to={cta.href} className="button button--primary button--large">
            {cta.label}
          </Link>
        </div>
        <HeroScene scene={scene} />
      </div>
      <FirstScreenEnd />
    </section>
  );
}
