import { home } from '../content/home';
import { legalPageList, legalPages } from '../content/legal/pages';
import { DISCLOSURE_POLICY_ID, SECURITY_TXT_PATH } from '../content/legal/paths.mjs';
import { bookHref, caseStudiesHref, contactHref, insightsHref } from '../content/navigation';
import { publicationCopy } from '../content/publication-copy';
import { listPages } from '../content/publication-lists';
import { caseStudies, insights, publications } from '../content/publications';
import { services } from '../content/services';
import { type SiteConfig, site } from '../content/site';
import { brandMarkSvg } from '../layout/brand-mark';
import { lastModified } from './publications';
import { expiresLine, SECURITY_TXT_DAYS } from './security-txt';
import { SITE_FILE_PATHS } from './site-file-paths.mjs';
import { absoluteUrl } from './structured-data';

/** Every route of the site: the spec's route table and booking, then the list pages, every piece and the notices. */
export const sitePaths: readonly string[] = [
  '/',
  ...services.map((service) => service.href),
  contactHref,
  bookHref,
  ...listPages.map((page) => page.path),
  ...publications.map((piece) => piece.href),
  ...legalPageList.map((page) => page.href),
];

/** When each insight, case study and notice last changed, for the sitemap. */
const lastmods = new Map([
  ...publications.map((piece) => [piece.href, lastModified(piece)] as const),
  ...legalPageList.map((page) => [page.href, page.updated] as const),
]);

export const sitemapXml = (): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitePaths.map((path) => {
      const lastmod = lastmods.get(path);
      return `  <url><loc>${absoluteUrl(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');

/** The feed's address, announced by every page (pages/_layout.tsx), and its title. */
export const FEED_PATH = SITE_FILE_PATHS.feed;
export const feedTitle = `${site.name}: insights and case studies`;

export const robotsTxt = (): string =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');

/** A plain-language summary of the company and its services for AI assistants (llmstxt.org). */
export const llmsTxt = (): string =>
  [
    `# ${site.name}`,
    '',
    `> ${site.tagline}`,
    '',
    home.hero.subtitle,
    '',
    `Contact: ${site.email}, ${site.phoneDisplay}. ${site.location}. Messages are answered within 24 hours.`,
    '',
    '## Services',
    '',
    ...services.map(
      (service) => `- [${service.hero.title}](${absoluteUrl(service.href)}): ${service.seo.description}`,
    ),
    '',
    `## ${publicationCopy.insight.title}`,
    '',
    ...insights.map((piece) => `- [${piece.title}](${absoluteUrl(piece.href)}): ${piece.description}`),
    '',
    `## ${publicationCopy['case-study'].title}`,
    '',
    ...caseStudies.map((piece) => `- [${piece.title}](${absoluteUrl(piece.href)}): ${piece.description}`),
    '',
    '## Company',
    '',
    `- [Home](${absoluteUrl('/')}): ${home.seo.description}`,
    `- [${publicationCopy.insight.title}](${absoluteUrl(insightsHref)}): ${publicationCopy.insight.intro}`,
    `- [${publicationCopy['case-study'].title}](${absoluteUrl(caseStudiesHref)}): ${publicationCopy['case-study'].intro}`,
    `- [Contact](${absoluteUrl(contactHref)}): book a call or send a message.`,
    ...legalPageList.map((page) => `- [${page.title}](${absoluteUrl(page.href)}): ${page.description}`),
    '',
  ].join('\n');

/**
 * The favicon: the brand mark on the brand's colour, titled with its name.
 * Made at build time like the files above, so that a rebrand (src/content/site.ts)
 * leaves no drawing of the old brand behind.
 */
export const faviconSvg = ({ name, brand }: Pick<SiteConfig, 'name' | 'brand'> = site): string =>
  brandMarkSvg(brand.solid, name);

export { SECURITY_TXT_DAYS } from './security-txt';

/** security.txt (RFC 9116), valid for SECURITY_TXT_DAYS from `now`. */
export const securityTxt = (now: Date): string =>
  [
    `Contact: mailto:${site.legal.securityEmail}`,
    expiresLine(new Date(now.getTime() + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000)),
    'Preferred-Languages: en',
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    `Policy: ${absoluteUrl(`${legalPages.trust.href}#${DISCLOSURE_POLICY_ID}`)}`,
    '',
  ].join('\n');
