import { people } from '../content/people';
import { site } from '../content/site';
import { tags } from '../content/tags';
import type { FaqItem } from '../content/types';
import { lastModified, type Publication } from './publications';

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

const publisher = () => ({
  '@type': 'Organization',
  '@id': `${site.url}/#organization`,
  name: site.name,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
});

/** An insight is a BlogPosting by its author; a case study an Article by the firm. */
export const publicationArticle = (piece: Publication, image: string) => ({
  '@context': 'https://schema.org',
  '@type': piece.kind === 'insight' ? 'BlogPosting' : 'Article',
  headline: piece.title,
  description: piece.description,
  url: absoluteUrl(piece.href),
  mainEntityOfPage: absoluteUrl(piece.href),
  image: absoluteUrl(image),
  datePublished: piece.published,
  dateModified: lastModified(piece),
  author:
    piece.kind === 'insight'
      ? { '@type': 'Person', name: people[piece.author].name, jobTitle: people[piece.author].role }
      : publisher(),
  publisher: publisher(),
  ...(piece.kind === 'insight'
    ? { keywords: piece.tags.map((tag) => tags[tag]).join(', ') }
    : { about: piece.industry }),
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
