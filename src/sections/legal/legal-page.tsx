import type { ComponentType, CSSProperties } from 'react';
import type { DataFacts } from '../../content/data-facts';
import type { LegalPage as LegalPageData } from '../../content/legal/pages';
import { sectionCopy } from '../../content/section-copy';
import { site } from '../../content/site';
import { siteDataFacts } from '../../content/site-facts';
import { FirstScreenEnd } from '../../layout/first-screen-end';
import { Seo } from '../../layout/seo';
import { formatDate } from '../../lib/publications';
import { breadcrumbs } from '../../lib/structured-data';
import { mdxComponents } from '../publication/mdx-components';
import { factComponents } from './facts';

/** What an .mdx file compiles to: its text, given the components it names. */
type LegalText = ComponentType<{ components?: Record<string, ComponentType<never>> }>;

/**
 * A notice (privacy, terms, trust, accessibility): long prose set like an
 * insight, with the facts it states put in by the components it uses.
 */
export function LegalPage({
  page,
  Text,
  facts = siteDataFacts,
}: {
  page: LegalPageData;
  Text: LegalText;
  facts?: DataFacts;
}) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.href}
        structuredData={[
          breadcrumbs([
            { name: sectionCopy.homeCrumb, path: '/' },
            { name: page.title, path: page.href },
          ]),
        ]}
      />
      <article
        className="reading"
        aria-labelledby="reading-title"
        // Printed, links within the site show their full address (styles/publications.css).
        style={{ '--site-origin': `"${site.url}"` } as CSSProperties}
      >
        <header className="reading__header">
          <h1 id="reading-title">{page.title}</h1>
          <p className="lead">{page.description}</p>
          <p className="reading__byline">
            Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
          <FirstScreenEnd />
        </header>
        <div className="reading__body">
          <Text components={{ ...mdxComponents, ...factComponents(facts) }} />
        </div>
      </article>
    </>
  );
}
