import {
  Accessibility,
  AppWindow,
  Cloud,
  Code2,
  Compass,
  Gauge,
  Layers,
  LockKeyhole,
  Rocket,
  Smartphone,
  TriangleAlert,
  Wallet,
} from 'lucide';
import type { ServiceContent } from '../types';

export const appDevelopment: ServiceContent = {
  href: '/development/app',
  seo: {
    title: 'Web and Mobile App Development, from MVP to Production',
    description:
      'Web and mobile apps with AI built in, designed and engineered by one team. MVPs in 6 to 16 weeks, then production hardening, hosting and support.',
  },
  hero: {
    title: 'App Development',
    subtitle:
      'Web and mobile applications with AI built in, from a focused MVP in 6 to 16 weeks to a secure, scalable product your clients rely on.',
    ctaLabel: 'Start your project',
    scene: {
      kind: 'app',
      title: 'Matters',
      badge: 'iOS · Android · Web',
      search: 'Search matters',
      items: [
        { title: 'Harlow v Mercer', meta: 'Litigation · due Friday', status: 'Review', tone: 'amber' },
        { title: 'Okafor Holdings', meta: 'Acquisition · 12 documents', status: 'On track', tone: 'green' },
        { title: 'Lease renewal', meta: 'Real estate · signed today', status: 'Done', tone: 'blue' },
      ],
      action: 'Ask AI about this matter',
    },
  },
  problems: {
    title: 'Why software projects disappoint',
    subtitle: 'Most failures are decided before the first line of code.',
    items: [
      {
        icon: Compass,
        title: 'Unclear scope',
        description:
          'Projects start without a sharp definition of the problem and grow until budget and patience run out.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Wallet,
        title: 'Budgets that balloon',
        description: 'Fixed quotes hide assumptions, and every change becomes an expensive negotiation.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: TriangleAlert,
        title: 'Prototypes that cannot scale',
        description:
          'A demo built quickly without tests or security becomes a liability the moment real users arrive.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What our delivery model achieves',
    subtitle: 'Across apps we have taken from idea to launch.',
    items: [
      {
        headingOne: 'Launched on schedule',
        stat: 90,
        headingTwo: 'of MVPs',
        description: 'Fixed-length phases and weekly demos keep scope, time and budget visible.',
      },
      {
        headingOne: 'Faster to market',
        stat: 50,
        headingTwo: 'than a traditional build',
        description: 'A focused MVP reaches real users in 6 to 16 weeks instead of a year.',
      },
      {
        headingOne: 'Lighthouse scores up to',
        stat: 100,
        description: 'Fast, accessible interfaces measured on every release, not promised in a proposal.',
      },
    ],
  },
  solutions: {
    title: 'What we build',
    subtitle: 'Full-stack products with AI where it adds value.',
    items: [
      {
        icon: AppWindow,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Web applications',
        description:
          'Client portals, internal tools and SaaS products built with modern, fast and accessible web technology.',
      },
      {
        icon: Smartphone,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Mobile apps',
        description:
          'iOS and Android apps from one codebase, with offline support, notifications and secure sign-in.',
      },
      {
        icon: Layers,
        iconBg: 'cyan',
        iconText: 'cyan',
        title: 'AI features, built in',
        description:
          'Search, summarisation, document drafting and assistants integrated into the product, not bolted on.',
      },
    ],
  },
  approach: {
    subtitle: 'From idea to launched MVP in 6 to 16 weeks.',
    steps: [
      {
        title: 'Discovery sprint',
        description:
          'Two weeks of user interviews, clickable prototypes and technical planning produce a scope we can estimate honestly.',
      },
      {
        title: 'Build in short cycles',
        description:
          'We build in two-week cycles with a working demo at the end of each, so you steer with real software in hand.',
      },
      {
        title: 'Launch and grow',
        description:
          'We launch with monitoring and analytics, then iterate on what real users do, or hand over to your team.',
      },
    ],
  },
  whyUs: {
    subtitle: 'One team from design to operations.',
    items: [
      {
        icon: Rocket,
        title: 'MVP in 6 to 16 weeks',
        description: 'A defined first release that real users can adopt, not an endless project.',
      },
      {
        icon: Code2,
        title: 'Senior engineers',
        description: 'Experienced developers who write tested, maintainable code you will own.',
      },
      {
        icon: LockKeyhole,
        title: 'Security built in',
        description: 'Threat modelling, dependency checks and secure defaults from the first sprint.',
      },
      {
        icon: Accessibility,
        title: 'Accessible for all',
        description: 'WCAG 2.2 AA designs and testing, so every user can rely on the product.',
      },
      {
        icon: Gauge,
        title: 'Performance budgets',
        description: 'Page weight and speed measured in CI, so the product stays fast as it grows.',
      },
      {
        icon: Cloud,
        title: 'Hosting and support',
        description: 'We run it on modern cloud or edge infrastructure, with support plans after launch.',
      },
    ],
  },
  useCases: {
    title: 'Products we have shipped',
    subtitle: 'From client portals to AI-first products.',
    items: [
      {
        audience: 'Law firms',
        title: 'Secure client portal',
        description: 'Matter updates, document exchange and e-signatures in one branded app for clients.',
      },
      {
        audience: 'Start-ups',
        title: 'AI-first SaaS MVP',
        description: 'A contract analytics product taken from pitch deck to paying customers in 14 weeks.',
      },
      {
        audience: 'Field services',
        title: 'Technician mobile app',
        description: 'Job lists, offline forms and photo reports that sync when the signal returns.',
      },
    ],
  },
  faqs: [
    {
      question: 'How long does it take to build an app?',
      answer:
        'A focused MVP usually takes 6 to 16 weeks, depending on scope and integrations. The discovery sprint produces an estimate you can plan around.',
    },
    {
      question: 'How do you price projects?',
      answer:
        'A fixed price for the discovery sprint, then a fixed team cost per two-week cycle. You see progress every cycle and can adjust scope as you learn.',
    },
    {
      question: 'Who owns the code?',
      answer:
        'You do. The code lives in your repository from day one, with documentation and deployment pipelines your own team can take over.',
    },
    {
      question: 'Can you add AI to an existing app?',
      answer:
        'Yes. We regularly add AI features such as search, summarisation and assistants to existing products, working with your developers or on our own.',
    },
  ],
  cta: {
    title: 'Turn your idea into a launched product',
    description: 'Share the problem you want to solve and get a realistic plan for your MVP.',
    label: 'Book a call',
  },
};
