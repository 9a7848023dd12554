/**
 * The words of sections whose wording is the same on every page that has
 * them: headings and the FAQ's invitation to call. Page-specific words live
 * in each page's own content file.
 */
export const sectionCopy = {
  faq: {
    title: 'Frequently Asked Questions',
    aside: {
      title: 'Still have any other questions?',
      description: 'Book a call and speak to our team.',
      cta: 'Book a call',
    },
  },
  gettingStarted: { title: 'Getting started is straightforward' },
  /** Headings of the service template's sections whose content files give no title of their own. */
  service: { approach: 'Our Approach', whyUs: 'Why Choose Us?' },
  /** The first crumb of every page's breadcrumb trail. */
  homeCrumb: 'Home',
} as const;
