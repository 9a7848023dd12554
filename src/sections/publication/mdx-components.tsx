import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'waku';

/**
 * What Markdown and MDX in src/content/insights/ and case-studies/ render
 * with: Markdown's own elements where a phone needs more (tables and code
 * scroll sideways in their own box, links inside the site navigate without a
 * reload), and the components a piece may use by name: <Figure>, <Callout>.
 */

/** An image with its caption. Lazy: figures sit below the fold of a reading page. */
function Figure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
}) {
  return (
    <figure className="reading-figure">
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A point set apart from the text: a note with a short title. */
function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="callout" role="note">
      <p className="callout__title">{title}</p>
      <div className="callout__body">{children}</div>
    </div>
  );
}

/**
 * A table wider than a phone scrolls inside its own box, which the keyboard can
 * reach; `label` names the box for a screen reader (Markdown's tables have none).
 */
export function ScrollTable({ label = 'Table', ...props }: ComponentProps<'table'> & { label?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="scroll-box" aria-label={label} tabIndex={0}>
      <table {...props} />
    </section>
  );
}

function Pre(props: ComponentProps<'pre'>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll; the keyboard must reach them
  return <pre {...props} tabIndex={0} />;
}

/**
 * A link to another site: a new tab that is not handed this page (as every
 * external link of the site), said to a screen reader.
 */
export function ExternalLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Links within the site go through the router (no reload); to other sites, a new tab; the rest (#, mailto:) plain. */
function Anchor({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export const mdxComponents = { Figure, Callout, table: ScrollTable, pre: Pre, a: Anchor };
