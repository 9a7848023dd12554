import { Link } from 'waku';
import { footerGroups, siteLinksId } from '../content/navigation';
import { type SocialNetwork, site } from '../content/site';
import { CurrentYear } from '../islands/current-year';
import { Logo } from './logo';
import { SocialIcon } from './social-icons';
import { ThemeToggle } from './theme-toggle';

export function SiteFooter() {
  const socialNetworks = Object.keys(site.social) as SocialNetwork[];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="brand">
            <Logo />
            <span className="brand__name">{site.name}</span>
          </Link>
          <p className="site-footer__tagline">{site.tagline}</p>
          <div className="site-footer__controls">
            <ThemeToggle />
            <ul className="site-footer__social" aria-label="Social media">
              {socialNetworks.map((network) => (
                <li key={network}>
                  <a
                    className="icon-button"
                    href={site.social[network].href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${site.social[network].label} (opens in a new tab)`}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav id={siteLinksId} className="site-footer__nav" aria-label="Footer" tabIndex={-1}>
          {footerGroups.map((group) => (
            <div key={group.id} className="site-footer__group">
              <h2 className="site-footer__heading">{group.title}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <Link to={entry.href}>{entry.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="site-footer__copyright">
        © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
