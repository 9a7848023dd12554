import { legalPages } from './legal/pages';
import { site } from './site';

/** Texts of the contact page. */
export const contactPage = {
  seo: {
    title: 'Contact Us: Book a Call or Send a Message',
    description:
      'Speak to our team about private AI, AI agents, integrations or software development. Book a call or send a message and we reply within 24 hours.',
  },
  title: 'Speak to our team',
  intro:
    'Tell us what you are working on. A specialist, not a salesperson, will reply within 24 hours with next steps or a time to talk.',
  infoTitle: 'Contact information',
  whyChooseTitle: `Why Choose ${site.name}`,
  formTitle: 'Send us a Message',
  /** Beside the form's button: how the message is used, at the moment it is collected (UK GDPR Art. 13). */
  privacyNote: {
    /** `kept`: how long a message is kept, in the retention rule's words (src/content/data-facts.ts). */
    text: (kept: string) =>
      `We use your details to answer you, and the page you came from to learn what brings people to us. Your message is ${kept}`,
    link: { label: legalPages.privacy.title.toLowerCase(), href: legalPages.privacy.href },
    confidential: 'Please do not include confidential client information in a first message.',
  },
  whyChoose: [
    'A reply from a specialist within 24 hours',
    'Confidential from the first message: we sign your NDA on request',
    'Standard solutions deployed in under two weeks',
    'Private deployments: your data stays in your infrastructure',
    'Fixed-price phases, with no commitment after the first call',
  ],
} as const;
