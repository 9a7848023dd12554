import { Fragment, type ReactNode } from 'react';
import { gettingStartedSteps } from '../content/getting-started';
import { contactHref, findServiceByPath, serviceGroups } from '../content/navigation';
import { publicationCopy } from '../content/publication-copy';
import { proofFor } from '../content/publications';
import { sectionCopy } from '../content/section-copy';
import { findService, services } from '../content/services';
import { type ServiceContent, type ServiceSectionId, serviceSectionIds } from '../content/types';
import { Seo } from '../layout/seo';
import { breadcrumbs, faqPage, service as serviceData } from '../lib/structured-data';
import { CallToAction } from '../sections/call-to-action';
import { CardGrid } from '../sections/card-grid';
import { Faq } from '../sections/faq';
import { GettingStarted } from '../sections/getting-started';
import { Hero } from '../sections/hero';
import { ImpactStats } from '../sections/impact-stats';
import { PublicationProof } from '../sections/publication/publication-proof';
import { Timeline } from '../sections/timeline';

/** The sections of a service page, in the spec's order. */
const sections = (content: ServiceContent): Record<ServiceSectionId, ReactNode> => {
  const group = serviceGroups.find((candidate) =>
    candidate.entries.some((entry) => entry.href === content.href),
  );
  return {
    hero: (
      <Hero
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        icon={findServiceByPath(content.href)?.icon}
        eyebrow={group?.title}
        cta={{ label: content.hero.ctaLabel, href: contactHref }}
        scene={content.hero.scene}
      />
    ),
    problems: <CardGrid id="problems" {...content.problems} cards={content.problems.items} />,
    impact: <ImpactStats id="impact" {...content.impact} />,
    solutions: <CardGrid id="solutions" {...content.solutions} cards={content.solutions.items} />,
    approach: <Timeline id="approach" title={sectionCopy.service.approach} {...content.approach} />,
    'why-us': (
      <CardGrid
        id="why-us"
        title={sectionCopy.service.whyUs}
        subtitle={content.whyUs.subtitle}
        cards={content.whyUs.items}
        className="section--tinted"
      />
    ),
    'use-cases': (
      <CardGrid
        id="use-cases"
        title={content.useCases.title}
        subtitle={content.useCases.subtitle}
        cards={content.useCases.items.map((item) => ({ ...item, eyebrow: item.audience }))}
      />
    ),
    proof: <PublicationProof id="proof" {...publicationCopy.proof} pieces={proofFor(content.href)} />,
    faq: <Faq id="faq" items={content.faqs} />,
    cta: (
      <CallToAction
        id="cta"
        title={content.cta.title}
        description={content.cta.description}
        cta={{ label: content.cta.label, href: contactHref }}
      />
    ),
    'getting-started': <GettingStarted id="getting-started" steps={gettingStartedSteps} />,
  };
};

/**
 * The one template behind every service route. The routes come from the
 * service content files, so a new service needs no new page file; any other
 * path is not a route and gets the 404 page.
 */
export default function ServicePage({ servicePath }: { servicePath: string[] }) {
  const path = `/${servicePath.join('/')}`;
  const content = findService(path);
  if (!content) throw new Error(`No service content for ${path}`);
  const rendered = sections(content);
  return (
    <>
      <Seo
        title={content.seo.title}
        description={content.seo.description}
        path={path}
        structuredData={[
          serviceData({ name: content.hero.title, description: content.seo.description, path }),
          faqPage(content.faqs),
          breadcrumbs([
            { name: sectionCopy.homeCrumb, path: '/' },
            { name: content.hero.title, path },
          ]),
        ]}
      />
      {serviceSectionIds.map((id) => (
        <Fragment key={id}>{rendered[id]}</Fragment>
      ))}
    </>
  );
}

export const getConfig = async () =>
  ({
    render: 'static',
    staticPaths: services.map((service) => service.href.split('/').filter(Boolean)),
  }) as const;
