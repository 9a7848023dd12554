import {
  Blocks,
  Clock4,
  Coins,
  FileSpreadsheet,
  GraduationCap,
  Hammer,
  LayoutTemplate,
  MousePointerClick,
  PackageOpen,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide';
import type { ServiceContent } from '../types';

export const noCodeDevelopment: ServiceContent = {
  href: '/development/no-code',
  seo: {
    title: 'No-Code Development of Internal Tools and Automations',
    description:
      'Internal tools, portals and automations built on no-code platforms, secured and documented so your own team can change them without developers.',
  },
  hero: {
    title: 'No-Code Development',
    subtitle:
      'Internal tools, client portals and automations built on proven no-code platforms, properly secured, and easy for your own team to change.',
    ctaLabel: 'Build it without code',
    scene: {
      kind: 'flow',
      title: 'Client portal builder',
      badge: 'No code',
      palette: ['Form', 'Table', 'Approval', 'Email'],
      nodes: [
        { label: 'Client uploads a file', detail: 'Portal form', by: 'trigger' },
        { label: 'Checklist updates', detail: 'Matter table', by: 'system' },
        { label: 'Team is told', detail: 'Email to the owner', by: 'person' },
      ],
      caption: 'Your team changes it, no developer needed',
    },
  },
  problems: {
    title: 'Spreadsheets are running the business',
    subtitle: 'Small teams outgrow their tools long before they can afford custom software.',
    items: [
      {
        icon: FileSpreadsheet,
        title: 'Spreadsheet sprawl',
        description:
          'Critical processes live in shared spreadsheets that break, get overwritten and cannot control who sees what.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Clock4,
        title: 'Waiting for IT',
        description: 'Small tool requests sit in a development backlog for months behind larger projects.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Hammer,
        title: 'DIY tools nobody maintains',
        description:
          'Well-meant no-code experiments grow without structure and stop working when their creator moves on.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What no-code done properly delivers',
    subtitle: 'Results from tools we have built and handed over.',
    items: [
      {
        headingOne: 'Delivered faster',
        stat: 75,
        headingTwo: 'than custom development',
        description: 'Working tools in days or weeks, because the platform handles the plumbing.',
      },
      {
        headingOne: 'Build cost down',
        stat: 50,
        headingTwo: 'on internal tools',
        description: 'Smaller budgets go further without sacrificing security or structure.',
      },
      {
        headingOne: 'Changes made in house',
        stat: 80,
        headingTwo: 'after handover',
        description: 'Your team updates forms, fields and workflows themselves, with no ticket to IT.',
      },
    ],
  },
  solutions: {
    title: 'What we build without code',
    subtitle: 'The right platform for each job.',
    items: [
      {
        icon: LayoutTemplate,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Internal tools and databases',
        description:
          'Trackers, registers and dashboards in Airtable, Softr or Retool that replace fragile spreadsheets.',
      },
      {
        icon: Users,
        iconBg: 'green',
        iconText: 'green',
        title: 'Client and partner portals',
        description:
          'Secure portals where clients submit information and follow progress, connected to your back office.',
      },
      {
        icon: Sparkles,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'AI-powered automations',
        description:
          'Make or Zapier flows with AI steps that classify, summarise and draft as work moves along.',
      },
    ],
  },
  approach: {
    subtitle: 'A working tool in under two weeks, then handover.',
    steps: [
      {
        title: 'Requirements workshop',
        description:
          'One workshop to map the process, the data and the users, and choose the platform that fits.',
      },
      {
        title: 'Build with your team',
        description:
          'We build in short iterations, with your future owners trying each version and learning as we go.',
      },
      {
        title: 'Train and hand over',
        description: 'Training, documentation and governance rules so your team can change the tool safely.',
      },
    ],
  },
  whyUs: {
    subtitle: 'No-code with engineering discipline.',
    items: [
      {
        icon: ShieldCheck,
        title: 'Secure configuration',
        description: 'Roles, permissions and data sharing set up properly from the start.',
      },
      {
        icon: Blocks,
        title: 'Platform-neutral advice',
        description: 'We recommend the platform that fits your needs, with no reseller incentives.',
      },
      {
        icon: GraduationCap,
        title: 'Your team trained',
        description: 'Hands-on training so the people who use the tool can also improve it.',
      },
      {
        icon: PackageOpen,
        title: 'Documented structure',
        description: 'Data models and automations documented so the tool outlives its builder.',
      },
      {
        icon: MousePointerClick,
        title: 'Quick to change',
        description: 'New fields, views and steps in minutes, without waiting for developers.',
      },
      {
        icon: Coins,
        title: 'Predictable cost',
        description: 'Fixed-price builds and clear platform licence costs before you commit.',
      },
    ],
  },
  useCases: {
    title: 'Tools clients run on no-code',
    subtitle: 'Practical tools that replace spreadsheets and email chains.',
    items: [
      {
        audience: 'Law firms',
        title: 'Knowledge and precedent bank',
        description: 'A searchable library of precedents and know-how with owners and review dates.',
      },
      {
        audience: 'Operations teams',
        title: 'Supplier onboarding',
        description: 'Suppliers submit documents in a portal; checks and approvals run automatically.',
      },
      {
        audience: 'Marketing teams',
        title: 'Content calendar',
        description: 'Requests, approvals and publishing in one place, with AI-drafted first versions.',
      },
    ],
  },
  faqs: [
    {
      question: 'Is no-code secure enough for business data?',
      answer:
        'The leading platforms offer strong security when configured properly. We set up roles, permissions and data residency to your requirements and document them for your auditors.',
    },
    {
      question: 'Which platforms do you use?',
      answer:
        'Mainly Airtable, Softr, Retool, Make and Zapier, and Microsoft Power Platform for Microsoft 365 organisations. We choose per project and explain why.',
    },
    {
      question: 'What if we outgrow the no-code tool?',
      answer:
        'We design data structures that can be migrated, and when a tool needs custom development we can rebuild it as a full application without losing your data.',
    },
    {
      question: 'How quickly can we have a working tool?',
      answer:
        'Most internal tools are usable in under two weeks, with refinements over the following sprint as your team starts working with it.',
    },
  ],
  cta: {
    title: 'Replace the spreadsheet this month',
    description: 'Show us the spreadsheet your team depends on and we will show you what it could become.',
    label: 'Book a call',
  },
};
