/**
 * Everything that names the business. Operators rebrand the site by editing
 * this one file; pages, metadata, the header and the footer all read it, and
 * the build draws the favicon, the share cards and the CSS's brand colour
 * from it.
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
  /**
   * The brand's colour: `solid` fills the mark, the favicon, the share cards'
   * tiles and the buttons, `hover` is the buttons' hover shade. Both carry
   * white text at 4.5:1 or more (tests/unit/contrast.test.ts checks), and are
   * #rrggbb: the share cards' renderer mixes `solid` into a glow. The CSS
   * reads them as --brand-solid and --brand-solid-hover, which
   * src/styles/tokens.css declares from here (`npm run build` writes it).
   */
  brand: { solid: HexColour; hover: HexColour };
  /** Who the business is in law: the privacy notice, terms and trust centre name it. */
  legal: LegalIdentity;
  /**
   * Who runs the services the worker forwards to, and the calendar service
   * that reads the operator's feed of booked calls. FORM_ENDPOINT,
   * ALERT_WEBHOOK_URL and CALENDAR_FEED_SECRET are secrets the operator sets;
   * name their providers here, and the privacy notice's list of recipients follows.
   */
  providers: Record<'formEndpoint' | 'alertWebhook' | 'calendarFeed', Provider>;
};

/** A colour as "#" and six hex digits: #rrggbb. */
export type HexColour = `#${string}`;

export type LegalIdentity = {
  /** As registered, e.g. "Lexaris AI Ltd". */
  registeredName: string;
  /** Where it is registered ("England and Wales") and its company number there. */
  registration: { register: string; number: string };
  registeredAddress: string;
  /** Where people send data-protection requests: the controller's contact. */
  privacyEmail: string;
  /**
   * The data protection officer (UK GDPR Articles 37 to 39), or null when none
   * is appointed: the privacy notice then says so, and that data-protection
   * questions go to `privacyEmail`. Required, so that every brand says which.
   */
  dataProtectionOfficer: DataProtectionOfficer | null;
  /** Where security researchers report a vulnerability (security.txt's Contact). */
  securityEmail: string;
  /** Where people report an accessibility barrier. */
  accessibilityEmail: string;
  /** The data-protection regulator a visitor may complain to. */
  regulator: { name: string; href: string };
  /** Whose law governs the terms, and whose courts hear disputes. */
  jurisdiction: string;
};

/** An appointed data protection officer, as the privacy notice names them. */
export type DataProtectionOfficer = {
  /** A person, or a firm that provides the service. */
  name: string;
  email: string;
};

/** A company that receives visitors' data on the business's behalf (a processor). */
export type Provider = {
  /** The company, as its contract names it. */
  name: string;
  /** Where it processes the data. */
  location: string;
  /** What protects a transfer outside the UK and EEA; empty when there is none. */
  transferSafeguard: string;
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
  brand: { solid: '#1d4ed8', hover: '#1e40af' },
  legal: {
    registeredName: 'Lexaris AI Ltd',
    registration: { register: 'England and Wales', number: '00000000' },
    registeredAddress: '1 Example Street, London EC1A 1AA, United Kingdom',
    privacyEmail: 'privacy@lexaris.example',
    dataProtectionOfficer: null,
    securityEmail: 'security@lexaris.example',
    accessibilityEmail: 'accessibility@lexaris.example',
    regulator: {
      name: "the Information Commissioner's Office (ICO)",
      href: 'https://ico.org.uk/make-a-complaint/',
    },
    jurisdiction: 'England and Wales',
  },
  providers: {
    formEndpoint: {
      name: 'Formspree, Inc.',
      location: 'United States',
      transferSafeguard:
        "the UK International Data Transfer Addendum to the EU Standard Contractual Clauses, in the provider's data processing agreement",
    },
    alertWebhook: {
      name: 'Slack Technologies, LLC',
      location: 'United States',
      transferSafeguard: '',
    },
    // The calendar service the firm subscribes to /calendar/<CALENDAR_FEED_SECRET>.ics with
    // (docs/booking.md): it reads every upcoming call's details.
    calendarFeed: {
      name: 'Microsoft Corporation (Outlook, in Microsoft 365)',
      location: 'United States and the EU (Microsoft’s EU Data Boundary)',
      transferSafeguard:
        'the EU-US Data Privacy Framework and its UK Extension, and the EU Standard Contractual Clauses with the UK Addendum in Microsoft’s Products and Services Data Protection Addendum',
    },
  },
};
