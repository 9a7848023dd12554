import { Link } from 'waku';
import { navigation } from '../content/navigation';
import { waysBack } from '../content/refusals';
import { Seo } from '../layout/seo';

/** Served with status 404 for every path that is not a route. */
export default function NotFoundPage() {
  return (
    <>
      <Seo
        title="Page not found"
        description="The page you asked for does not exist. Find our services or get in touch."
        view="not-found"
      />
      <meta name="robots" content="noindex" />
      <section className="page-intro not-found">
        <p className="eyebrow">Error 404</p>
        <h1>We couldn't find that page</h1>
        <p className="lead">
          The link may be out of date or the address mistyped. These will get you back on track:
        </p>
        <div className="not-found__actions">
          <Link to={waysBack.home.href} className="button button--primary">
            {waysBack.home.label}
          </Link>
          <Link to={waysBack.contact.href} className="button button--secondary">
            {waysBack.contact.label}
          </Link>
        </div>
        <nav className="not-found__services" aria-label="Our services">
          {navigation.map((group) => (
            <div key={group.id}>
              <h2>{group.title}</h2>
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
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
