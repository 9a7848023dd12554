import { home } from '../content/home';
import { contactHref } from '../content/navigation';
import { services } from '../content/services';
import { site } from '../content/site';
import { absoluteUrl } from './structured-data';

/** Every route of the site, in the order of the spec's route table. */
export const sitePaths: readonly string[] = ['/', ...services.map((service) => service.href), contactHref];

export const sitemapXml = (): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

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
    '## Company',
    '',
    `- [Home](${absoluteUrl('/')}): ${home.seo.description}`,
    `- [Contact](${absoluteUrl(contactHref)}): book a call or send a message.`,
    '',
  ].join('\n');
