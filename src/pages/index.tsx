import { Link } from 'waku';
import { contactHref } from '../content/navigation';
import { site } from '../content/site';
import { PageMeta } from '../layout/page-meta';

export default function HomePage() {
  return (
    <>
      <PageMeta title="AI solutions for law firms and enterprises" description={site.tagline} />
      <section className="page-intro">
        <h1>Transform Your Business with AI-Powered Solutions</h1>
        <p className="lead">{site.tagline}</p>
        <Link to={contactHref} className="button button--primary button--large">
          Get Started
        </Link>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
