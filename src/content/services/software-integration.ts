import {
  ArrowLeftRight,
  Blend,
  CircleCheckBig,
  Copy,
  DatabaseZap,
  FileWarning,
  History,
  LayoutDashboard,
  Link2,
  RefreshCw,
  ShieldCheck,
  Workflow,
} from 'lucide';
import type { ServiceContent } from '../types';

export const softwareIntegration: ServiceContent = {
  href: '/integrations/software-integration',
  seo: {
    title: 'Software Integration for Practice Management, CRM and Documents',
    description:
      'Connect your practice management, CRM, accounting and document systems so data is entered once and flows everywhere, with AI features on top.',
  },
  hero: {
    title: 'Software Integration',
    subtitle:
      'Make your practice management, CRM, accounting and document systems work as one, so information is entered once and is right everywhere.',
    ctaLabel: 'Map your systems',
    scene: {
      kind: 'network',
      title: 'Systems map',
      badge: 'In sync',
      hub: 'Sync hub',
      systems: ['Practice management', 'CRM', 'Accounting', 'Documents', 'Email'],
      caption: 'Entered once, right in every system',
    },
  },
  problems: {
    title: 'Disconnected software costs more than it seems',
    subtitle: 'Every gap between systems becomes someone’s manual job.',
    items: [
      {
        icon: Copy,
        title: 'Double data entry',
        description:
          'Client details are typed into the CRM, then the practice system, then billing, with a typo risk each time.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: FileWarning,
        title: 'Conflicting records',
        description:
          'Each system holds a slightly different version of the truth, and reports disagree depending on the source.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: History,
        title: 'Decisions on stale data',
        description:
          'Overnight exports and manual reconciliations mean managers see yesterday’s numbers at best.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What integration changes',
    subtitle: 'Measured in the months after go-live.',
    items: [
      {
        headingOne: 'Re-keying eliminated',
        stat: 90,
        headingTwo: 'across connected systems',
        description: 'Data entered once flows to every system that needs it, in seconds.',
      },
      {
        headingOne: 'Admin hours saved',
        stat: 70,
        headingTwo: 'per person each month',
        description: 'Staff stop reconciling spreadsheets and chasing mismatched records.',
      },
      {
        headingOne: 'Reporting accuracy',
        stat: 100,
        headingTwo: 'from one source',
        description: 'Dashboards read from synchronised data, so every report tells the same story.',
      },
    ],
  },
  solutions: {
    title: 'How we connect your software',
    subtitle: 'Robust integrations that survive upgrades and growth.',
    items: [
      {
        icon: ArrowLeftRight,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Two-way synchronisation',
        description:
          'Clients, matters, contacts and invoices kept in step across systems, with clear rules about which one wins.',
      },
      {
        icon: DatabaseZap,
        iconBg: 'cyan',
        iconText: 'cyan',
        title: 'Event-driven updates',
        description:
          'Changes travel the moment they happen through webhooks and queues, not in nightly batches.',
      },
      {
        icon: LayoutDashboard,
        iconBg: 'green',
        iconText: 'green',
        title: 'Unified reporting',
        description:
          'A single data model feeds dashboards and AI assistants with consistent, current information.',
      },
    ],
  },
  approach: {
    subtitle: 'Integrations delivered in stages, each one useful on its own.',
    steps: [
      {
        title: 'Systems and data mapping',
        description:
          'We document every system, field and owner, and decide which system is the source of truth for each record.',
      },
      {
        title: 'Build the connections',
        description:
          'We build each integration with retries, error queues and alerts, and test with copies of your real data.',
      },
      {
        title: 'Migrate and switch over',
        description:
          'We clean and reconcile existing records, switch on live sync and retire the manual workarounds.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Integration specialists who finish the job.',
    items: [
      {
        icon: Link2,
        title: 'Broad platform experience',
        description: 'Clio, Actionstep, LEAP, Salesforce, HubSpot, Xero, NetSuite and more.',
      },
      {
        icon: ShieldCheck,
        title: 'Secure data flows',
        description: 'Encrypted in transit and at rest, with access scoped to what each flow needs.',
      },
      {
        icon: RefreshCw,
        title: 'Self-healing sync',
        description: 'Failed updates retry automatically and are flagged if they cannot complete.',
      },
      {
        icon: Workflow,
        title: 'Business-first design',
        description: 'We start from your processes, then choose the technology that fits them.',
      },
      {
        icon: Blend,
        title: 'No big-bang risk',
        description: 'Connections go live one by one, so the business keeps running throughout.',
      },
      {
        icon: CircleCheckBig,
        title: 'Documented handover',
        description: 'Data maps, runbooks and monitoring dashboards your team can own.',
      },
    ],
  },
  useCases: {
    title: 'Integrations we deliver',
    subtitle: 'Common combinations, each tailored to the client.',
    items: [
      {
        audience: 'Law firms',
        title: 'Intake to billing',
        description:
          'Web enquiries become CRM contacts, then matters, then billing records, without re-keying.',
      },
      {
        audience: 'Accountancy practices',
        title: 'Client onboarding',
        description: 'Engagement, identity checks and ledger set-up triggered by one signed proposal.',
      },
      {
        audience: 'Growing businesses',
        title: 'Sales to finance',
        description:
          'Closed deals create customers, invoices and projects across finance and delivery tools.',
      },
    ],
  },
  faqs: [
    {
      question: 'Which systems can you integrate?',
      answer:
        'Any system with an API, a database we are allowed to access or a reliable file export. We have connected most mainstream practice management, CRM, accounting and document platforms.',
    },
    {
      question: 'Do you use an integration platform or custom code?',
      answer:
        'Whichever suits the job: a platform such as Make or Workato for simple flows, custom services for high-volume or complex ones. We explain the trade-offs in cost and control.',
    },
    {
      question: 'What happens when a vendor updates their software?',
      answer:
        'Integrations are monitored and versioned, so breaking changes are caught quickly. Support plans include updates for vendor API changes.',
    },
    {
      question: 'Will our work be disrupted during the project?',
      answer:
        'No big-bang switch-over: integrations are built and tested alongside your current processes and go live one at a time, usually outside working hours.',
    },
  ],
  cta: {
    title: 'Enter it once. Use it everywhere.',
    description: 'List the systems your team juggles and we will show you what connecting them saves.',
    label: 'Book a call',
  },
};
