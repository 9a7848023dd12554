import { Link } from 'waku';
import { contactHref, findServiceByPath, serviceEntries } from '../content/navigation';
import { PageMeta } from '../layout/page-meta';

/**
 * The one template behind all eleven service routes. The routes come from the
 * navigation model, so a new service needs no new page file; any path not
 * listed there is not a route and gets the 404 page.
 */
export default function ServicePage({ servicePath }: { servicePath: string[] }) {
  const service = findServiceByPath(`/${servicePath.join('/')}`);
  if (!service) throw new Error(`No service at /${servicePath.join('/')}`);
  const Icon = service.icon;
  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <section className="page-intro">
        <span className="page-intro__icon">
          <Icon aria-hidden="true" />
        </span>
        <h1>{service.title}</h1>
        <p className="lead">{service.description}.</p>
        <Link to={contactHref} className="button button--primary button--large">
          Book a consultation
        </Link>
      </section>
    </>
  );
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: serviceEntries.map((entry) => entry.href.split('/').filter(Boolean)),
  }) as const;
