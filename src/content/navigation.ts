import {
  AppWindow,
  Blocks,
  Bot,
  BriefcaseBusiness,
  Cable,
  Headset,
  type IconNode,
  Newspaper,
  PhoneCall,
  Scale,
  SlidersHorizontal,
  Sparkles,
  UserRoundCheck,
  Workflow,
} from 'lucide';
import { legalPageList } from './legal/pages';

/**
 * The one navigation model. The desktop dropdowns, the mobile menu, the footer
 * and the home page's service cards all read it, and the service routes are
 * generated from its hrefs.
 */
export type NavEntry = {
  title: string;
  /** One line shown under the title in menus. */
  description: string;
  href: string;
  icon: IconNode;
};

export type NavGroup = {
  id: string;
  /** Label of the desktop dropdown and the footer column. */
  title: string;
  /** Label of the collapsible section in the mobile menu. */
  mobileTitle: string;
  entries: readonly NavEntry[];
};

/** The service pages, in the spec's four groups. */
export const serviceGroups: readonly NavGroup[] = [
  {
    id: 'ai-services',
    title: 'AI Services',
    mobileTitle: 'AI Services',
    entries: [
      {
        title: 'Private AI Legal Assistant',
        description: 'Confidential research, drafting and review inside your own walls',
        href: '/ai-services/private-ai-legal-assistant',
        icon: Scale,
      },
      {
        title: 'LLM Fine-Tuning',
        description: 'Models trained on your precedents, style and terminology',
        href: '/ai-services/llm-fine-tuning',
        icon: SlidersHorizontal,
      },
    ],
  },
  {
    id: 'ai-agents',
    title: 'AI Agents',
    mobileTitle: 'AI Agents',
    entries: [
      {
        title: 'Custom AI Agents',
        description: 'Agents built around one workflow of yours, end to end',
        href: '/ai-services/ai-agents/custom-ai-agents',
        icon: Bot,
      },
      {
        title: 'Personal Assistant',
        description: 'Inbox, calendar and follow-ups handled for busy professionals',
        href: '/ai-services/ai-agents/personal-assistant',
        icon: UserRoundCheck,
      },
      {
        title: 'Customer Support',
        description: 'Answers on chat, email and WhatsApp, with a human hand-off',
        href: '/ai-services/ai-agents/customer-support',
        icon: Headset,
      },
      {
        title: 'Receptionist',
        description: 'Calls answered, enquiries qualified, meetings booked',
        href: '/ai-services/ai-agents/receptionist',
        icon: PhoneCall,
      },
    ],
  },
  {
    id: 'integrations',
    title: 'Integrations',
    mobileTitle: 'Integration Services',
    entries: [
      {
        title: 'Custom API Implementation',
        description: 'Secure APIs that connect AI to the systems you already run',
        href: '/integrations/custom-api-implementation',
        icon: Cable,
      },
      {
        title: 'Software Integration',
        description: 'Practice management, CRM and documents working as one',
        href: '/integrations/software-integration',
        icon: Blocks,
      },
      {
        title: 'Workflow Automation',
        description: 'Intake, approvals and reporting that run themselves',
        href: '/integrations/workflow-automation',
        icon: Workflow,
      },
    ],
  },
  {
    id: 'development',
    title: 'Development',
    mobileTitle: 'Development',
    entries: [
      {
        title: 'App Development',
        description: 'Web and mobile apps, from MVP to production',
        href: '/development/app',
        icon: AppWindow,
      },
      {
        title: 'No-Code Development',
        description: 'Internal tools your team can change without developers',
        href: '/development/no-code',
        icon: Sparkles,
      },
    ],
  },
];

export const insightsHref = '/insights';
export const caseStudiesHref = '/case-studies';

/** What the firm publishes: after the services in the header, the mobile menu and the footer. */
export const publicationsGroup: NavGroup = {
  id: 'resources',
  title: 'Resources',
  mobileTitle: 'Resources',
  entries: [
    {
      title: 'Insights',
      description: 'Articles on AI in legal practice, from the people who build it',
      href: insightsHref,
      icon: Newspaper,
    },
    {
      title: 'Case Studies',
      description: 'What we built for firms and businesses, and what changed',
      href: caseStudiesHref,
      icon: BriefcaseBusiness,
    },
  ],
};

export const navigation: readonly NavGroup[] = [...serviceGroups, publicationsGroup];

/** A group of the footer's links: the navigation's groups, then the notices'. */
export type FooterGroup = Pick<NavGroup, 'id' | 'title'> & {
  entries: readonly Pick<NavEntry, 'href' | 'title'>[];
};

/** The notices a buyer's due diligence reads: in the footer of every page, not in the menus. */
export const legalGroup: FooterGroup = {
  id: 'trust-and-legal',
  title: 'Trust & legal',
  entries: legalPageList.map(({ href, title }) => ({ href, title })),
};

export const footerGroups: readonly FooterGroup[] = [...navigation, legalGroup];

/** The footer's navigation, where every page of the site is linked: the mobile menu's stand-in before the page is live. */
export const siteLinksId = 'site-links';

export const contactHref = '/contact';
/** Booking a call (src/pages/book.tsx): rendered by the worker, its form posted there. */
export const bookHref = '/book';
/** A booked call's private page: /booking/<token> (src/pages/booking/[token].tsx), its forms posted there. */
export const callHref = (token: string) => `/booking/${token}`;

/** Every service page, in navigation order. */
export const serviceEntries: readonly NavEntry[] = serviceGroups.flatMap((group) => group.entries);

export const findServiceByPath = (path: string): NavEntry | undefined =>
  serviceEntries.find((entry) => entry.href === path);
