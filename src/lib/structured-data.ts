import { site } from '../content/site';
import type { FaqItem } from '../content/types';

/** schema.org JSON-LD for the pages, built from the same content the pages show. */

export const absoluteUrl = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);

export const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${site.url}/#organization`,
  name: site.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/favicon.svg'),
  description: site.tagline,
  email: site.email,
  telephone: site.phone,
  sameAs: Object.values(site.social).map((social) => social.href),
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'sales',
    email: site.email,
    telephone: site.phone,
    areaServed: 'Worldwide',
    availableLanguage: 'English',
  },
});

export const service = ({
  name,
  description,
  path,
}: {
  name: string;
  description: string;
  path: string;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name,
  description,
  url: absoluteUrl(path),
  serviceType: name,
  areaServed: 'Worldwide',
  provider: {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: absoluteUrl('/'),
  },
});

export const faqPage = (items: readonly FaqItem[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

export const breadcrumbs = (trail: readonly { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
});

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
