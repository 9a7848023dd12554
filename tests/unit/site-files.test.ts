import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { legalPageList, legalPages } from '../../src/content/legal/pages';
import { DISCLOSURE_POLICY_ID, SECURITY_TXT_PATH } from '../../src/content/legal/paths.mjs';
import { listPages } from '../../src/content/publication-lists';
import { caseStudies, draftsLeftOut, insights, publications } from '../../src/content/publications';
import { services } from '../../src/content/services';
import { site } from '../../src/content/site';
import { BRAND_MARK } from '../../src/layout/brand-mark';
import { securityTxtExpires } from '../../src/lib/security-txt';
import {
  faviconSvg,
  llmsTxt,
  robotsTxt,
  SECURITY_TXT_DAYS,
  securityTxt,
  sitemapXml,
  sitePaths,
} from '../../src/lib/site-files';
import {
  breadcrumbs,
  faqPage,
  jsonLdText,
  organization,
  publicationArticle,
  service,
} from '../../src/lib/structured-data';

describe('site files', () => {
  it('the sitemap lists the 13 routes of the spec, booking, every list page, every piece and the four notices, as absolute URLs', () => {
    const locs = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(13 + 1 + listPages.length + publications.length + 4);
    expect(locs).toContain(`${site.url}/book`);
    for (const page of legalPageList) {
      expect(sitemapXml()).toContain(`<loc>${site.url}${page.href}</loc><lastmod>${page.updated}</lastmod>`);
      expect(llmsTxt()).toContain(`[${page.title}](${site.url}${page.href})`);
    }
    expect(locs).toEqual(sitePaths.map((path) => (path === '/' ? `${site.url}/` : `${site.url}${path}`)));
    expect(locs).toContain(`${site.url}/insights/page/2`);
    expect(sitemapXml()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('gives each piece its last change as <lastmod>, and no draft an entry', () => {
    for (const piece of publications) {
      expect(sitemapXml()).toContain(
        `<loc>${site.url}${piece.href}</loc><lastmod>${piece.updated ?? piece.published}</lastmod>`,
      );
    }
    expect(draftsLeftOut.length).toBeGreaterThan(0);
    for (const file of draftsLeftOut) {
      const slug = file.replace(/^.*\/|\.mdx?$/g, '');
      expect(sitemapXml()).not.toContain(slug);
      expect(llmsTxt()).not.toContain(slug);
    }
  });

  it('security.txt has the fields RFC 9116 asks for, and expires in the future, under a year ahead', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const text = securityTxt(now);
    const fields = text
      .trim()
      .split('\n')
      .map((line) => line.split(': '));
    const values = (name: string) =>
      fields.filter(([field]) => field === name).map(([, value]) => value ?? '');
    expect(values('Contact')).toEqual([`mailto:${site.legal.securityEmail}`]);
    expect(values('Expires')).toHaveLength(1);
    const expires = new Date(values('Expires')[0] ?? '');
    expect(values('Expires')[0]).toBe(expires.toISOString());
    expect(expires.getTime() - now.getTime()).toBe(SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000);
    expect(SECURITY_TXT_DAYS).toBeGreaterThan(0);
    expect(SECURITY_TXT_DAYS).toBeLessThan(365);
    expect(values('Preferred-Languages')).toEqual(['en']);
    expect(values('Canonical')).toEqual([`${site.url}${SECURITY_TXT_PATH}`]);
    expect(values('Policy')).toEqual([`${site.url}${legalPages.trust.href}#${DISCLOSURE_POLICY_ID}`]);
    expect(text.endsWith('\n')).toBe(true);
    // The worker reads the deployed file's Expires back with this reader (its expiry alert).
    expect(securityTxtExpires(text)).toEqual(expires);
    expect(securityTxtExpires(text.replace(/^Expires: .*$/m, ''))).toBeNull();
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    expect(robotsTxt()).toContain('User-agent: *\nAllow: /');
    expect(robotsTxt()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it("the favicon is the brand mark in the brand's colour, titled with its name, from the configuration", () => {
    const favicon = faviconSvg({ name: 'A & B <C>', brand: { solid: '#0b6e4f', hover: '#08543c' } });
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32"><title>/);
    expect(favicon).toContain('<title>A &amp; B &lt;C&gt;</title>');
    expect(favicon).toContain(
      `<rect width="32" height="32" rx="${BRAND_MARK.cornerRadius}" fill="#0b6e4f"/>`,
    );
    expect(favicon).toContain(`<path d="${BRAND_MARK.beam}"`);
    expect(XMLValidator.validate(favicon)).toBe(true);
    expect(favicon).not.toContain(site.name);
    expect(favicon).not.toContain(site.brand.solid);
    // The site's own, as the build writes it.
    expect(faviconSvg()).toContain(`<title>${site.name}</title>`);
    expect(faviconSvg()).toContain(`fill="${site.brand.solid}"`);
  });

  it('llms.txt names the company and links every service', () => {
    const text = llmsTxt();
    expect(text.startsWith(`# ${site.name}\n\n> ${site.tagline}`)).toBe(true);
    for (const entry of services) expect(text).toContain(`[${entry.hero.title}](${site.url}${entry.href})`);
    for (const piece of publications) expect(text).toContain(`[${piece.title}](${site.url}${piece.href})`);
  });
});

describe('structured data', () => {
  it('describes the organisation with its contact details and profiles', () => {
    const data = organization();
    expect(data['@type']).toBe('Organization');
    expect(data.email).toBe(site.email);
    expect(data.sameAs).toEqual(Object.values(site.social).map((s) => s.href));
  });

  it('builds Service, FAQPage and BreadcrumbList objects', () => {
    expect(service({ name: 'X', description: 'Y', path: '/x' })).toMatchObject({
      '@type': 'Service',
      url: `${site.url}/x`,
      provider: { name: site.name },
    });
    expect(faqPage([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
    expect(breadcrumbs([{ name: 'Home', path: '/' }]).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: `${site.url}/`,
    });
  });

  it('describes an insight as a BlogPosting by its author, a case study as an Article by the firm', () => {
    const [insight] = insights;
    const [caseStudy] = caseStudies;
    if (!insight || !caseStudy) throw new Error('no publications');
    expect(publicationArticle(insight, '/cards/x.png')).toMatchObject({
      '@type': 'BlogPosting',
      headline: insight.title,
      url: `${site.url}${insight.href}`,
      image: `${site.url}/cards/x.png`,
      datePublished: insight.published,
      dateModified: insight.updated ?? insight.published,
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject' } },
    });
    expect(publicationArticle(caseStudy, '/cards/y.png')).toMatchObject({
      '@type': 'Article',
      author: { '@type': 'Organization', name: site.name },
      about: caseStudy.industry,
    });
  });

  it('can never close its script element', () => {
    const text = jsonLdText({ answer: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ answer: '</script><script>alert(1)</script>' });
  });
});
