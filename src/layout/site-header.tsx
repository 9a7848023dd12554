import { Link } from 'waku';
import { contactHref } from '../content/navigation';
import { site } from '../content/site';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <Logo />
          <span className="brand__name">{site.name}</span>
        </Link>
        <DesktopNav />
        <div className="site-header__actions">
          <ThemeToggle className="large-only" />
          <Link to={contactHref} className="button button--primary large-only">
            Contact Us
          </Link>
          <div className="small-only">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
