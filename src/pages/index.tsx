import { home } from '../content/home';
import { insightsHref } from '../content/navigation';
import { publicationCopy } from '../content/publication-copy';
import { insights } from '../content/publications';
import { Seo } from '../layout/seo';
import { organization } from '../lib/structured-data';
import { CallToAction } from '../sections/call-to-action';
import { CardGrid } from '../sections/card-grid';
import { Hero } from '../sections/hero';
import { Prose } from '../sections/prose';
import { PublicationProof } from '../sections/publication/publication-proof';
import { Timeline } from '../sections/timeline';

export default function HomePage() {
  return (
    <>
      <Seo
        title={home.seo.title}
        description={home.seo.description}
        path="/"
        structuredData={[organization()]}
      />
      <Hero {...home.hero} />
      <CardGrid id="solutions" {...home.solutions} columns={3} />
      <Timeline id="how-we-work" {...home.howWeWork} />
      <CardGrid id="why-choose" {...home.whyChoose} className="section--tinted" />
      <Prose id="mission" {...home.mission} />
      <CardGrid id="deployment" {...home.deployment} columns={4} />
      <PublicationProof
        id="latest-insights"
        title={publicationCopy.latest.title}
        pieces={insights.slice(0, 3)}
        more={{ label: publicationCopy.latest.all, href: insightsHref }}
      />
      <CallToAction id="contact-us" {...home.contact} />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
