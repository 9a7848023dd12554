import '../styles/index.css';

import type { ReactNode } from 'react';
import { site } from '../content/site';
import { PageTransition } from '../islands/page-transition';
import { ParticleCanvas } from '../islands/particle-canvas';
import { ContentProblems } from '../layout/content-problems';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { FEED_PATH, feedTitle } from '../lib/site-files';

/** The shared layout of every route: theme, particles, header, animated page content, footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="alternate" type="application/rss+xml" title={feedTitle} href={FEED_PATH} />
      <meta name="application-name" content={site.name} />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ParticleCanvas />
      <SiteHeader />
      <ContentProblems />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <SiteFooter />
    </div>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
