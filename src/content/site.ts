/**
 * Everything that names the business. Operators rebrand the site by editing
 * this one file; pages, metadata, the header and the footer all read it.
 * The values shipped here are a made-up demo brand.
 */
export type SocialNetwork = 'linkedin' | 'x' | 'instagram';

export type SiteConfig = {
  name: string;
  tagline: string;
  email: string;
  /** As dialled: used for the tel: link. */
  phone: string;
  /** As shown to people. */
  phoneDisplay: string;
  location: string;
  /** Public origin of the deployed site, no trailing slash. */
  url: string;
  social: Record<SocialNetwork, { label: string; href: string }>;
};

export const site: SiteConfig = {
  name: 'Lexaris AI',
  tagline:
    'Privacy, Specialisation, Customisation. Building tailored AI solutions for law firms and enterprises.',
  email: 'hello@lexaris.example',
  phone: '+442079460958',
  phoneDisplay: '+44 20 7946 0958',
  location: 'Serving clients globally',
  url: 'https://www.lexaris.example',
  social: {
    linkedin: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/lexaris-ai-demo' },
    x: { label: 'X', href: 'https://x.com/lexaris_ai_demo' },
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/lexaris_ai_demo' },
  },
};
