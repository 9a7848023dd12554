import {
  Boxes,
  CalendarRange,
  Eye,
  GitMerge,
  Hand,
  ListChecks,
  Plug,
  RefreshCcw,
  ShieldCheck,
  Split,
  Timer,
  Wrench,
} from 'lucide';
import type { ServiceContent } from '../types';

export const customAiAgents: ServiceContent = {
  href: '/ai-services/ai-agents/custom-ai-agents',
  seo: {
    title: 'Custom AI Agents Built Around Your Workflows',
    description:
      'AI agents designed for one of your real workflows: they use your tools, follow your rules and hand over to people at the right moment. Delivered in 4 to 8 weeks.',
  },
  hero: {
    title: 'Custom AI Agents',
    subtitle:
      'Agents that carry a real workflow from start to finish: reading, deciding, updating your systems and asking a person when judgement is needed.',
    ctaLabel: 'Scope an agent',
    scene: {
      kind: 'run',
      title: 'Agent: new matter intake',
      badge: 'Running',
      steps: [
        { label: 'Read the enquiry email', detail: 'Client, matter, deadline', state: 'done' },
        { label: 'Ran the conflict check', detail: 'No conflicts in 12,400 records', state: 'done' },
        { label: 'Drafting the engagement letter', detail: 'From your template', state: 'running' },
        { label: 'Ask a partner to approve', detail: 'Judgement needed', state: 'queued' },
      ],
      summary: 'Step 3 of 4 · started 2 minutes ago',
    },
  },
  problems: {
    title: 'Work that falls between systems',
    subtitle: 'The tasks nobody automated because they need a little judgement.',
    items: [
      {
        icon: Split,
        title: 'Swivel-chair processes',
        description:
          'Staff copy details from emails into one system, check another, then update a third, all day long.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Timer,
        title: 'Queues that grow overnight',
        description:
          'Requests wait for office hours even when the next step is obvious from the information already provided.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Wrench,
        title: 'Brittle rule-based bots',
        description:
          'Classic automation breaks as soon as a document or message arrives in a format nobody anticipated.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What agents deliver in operations',
    subtitle: 'Measured across agents we have put into production.',
    items: [
      {
        headingOne: 'Manual handling down',
        stat: 80,
        headingTwo: 'on the target workflow',
        description: 'Routine cases are completed end to end; staff review exceptions instead of every item.',
      },
      {
        headingOne: 'Throughput up',
        stat: 300,
        headingTwo: 'with the same team',
        description: 'Agents work through queues continuously, so volume peaks no longer mean backlogs.',
      },
      {
        headingOne: 'Always on',
        stat: '24/7',
        description:
          'Requests that arrive at night are processed at night, and waiting people get answers sooner.',
      },
    ],
  },
  solutions: {
    title: 'What goes into an agent',
    subtitle: 'Reliable agents are engineered, not prompted into existence.',
    items: [
      {
        icon: Plug,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Tools, not screen-scraping',
        description:
          'The agent calls your systems through APIs with scoped permissions, so every action is deliberate and logged.',
      },
      {
        icon: ListChecks,
        iconBg: 'green',
        iconText: 'green',
        title: 'Guardrails and policies',
        description:
          'Business rules, spending limits and approval thresholds are enforced in code, not left to the model.',
      },
      {
        icon: Hand,
        iconBg: 'amber',
        iconText: 'amber',
        title: 'Human in the loop',
        description:
          'Low-confidence or high-stakes steps pause for a person, who approves or corrects in one click.',
      },
    ],
  },
  approach: {
    subtitle: 'A production agent in 4 to 8 weeks, depending on the systems involved.',
    steps: [
      {
        title: 'Workflow mapping',
        description:
          'We sit with the people who do the work today, document every decision point and pick the slice worth automating first.',
      },
      {
        title: 'Build and test on real cases',
        description:
          'We build the agent against a replay of past cases and measure accuracy before it touches anything live.',
      },
      {
        title: 'Shadow mode, then live',
        description:
          'The agent runs alongside your team, proposing actions for review, and takes over case types as they prove reliable.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Agents your operations and risk teams can sign off.',
    items: [
      {
        icon: Eye,
        title: 'Transparent decisions',
        description: 'Every step the agent takes is traced, with the reasoning and data behind it.',
      },
      {
        icon: ShieldCheck,
        title: 'Least privilege',
        description: 'Each tool gets only the permissions the workflow needs, and nothing more.',
      },
      {
        icon: CalendarRange,
        title: 'Fixed delivery window',
        description: 'Scoped agents ship in 4 to 8 weeks, with a clear plan agreed up front.',
      },
      {
        icon: GitMerge,
        title: 'Fits your stack',
        description: 'We integrate with the systems you run today rather than asking you to migrate.',
      },
      {
        icon: Boxes,
        title: 'Model-agnostic',
        description: 'Private open models or hosted APIs, chosen per task for accuracy, cost and data rules.',
      },
      {
        icon: RefreshCcw,
        title: 'Improves with use',
        description: 'Corrections from your reviewers feed the evaluation set, so accuracy keeps rising.',
      },
    ],
  },
  useCases: {
    title: 'Agents in production',
    subtitle: 'Three workflows clients have handed over.',
    items: [
      {
        audience: 'Law firms',
        title: 'New matter intake',
        description:
          'Enquiries read, conflicts searched, engagement letters drafted and files opened for approval.',
      },
      {
        audience: 'Finance teams',
        title: 'Invoice exception handling',
        description:
          'Mismatched invoices investigated against orders and receipts, with a proposed resolution.',
      },
      {
        audience: 'Property managers',
        title: 'Maintenance triage',
        description:
          'Tenant reports classified, contractors booked and tenants kept informed without manual chasing.',
      },
    ],
  },
  faqs: [
    {
      question: 'What makes a workflow a good fit for an agent?',
      answer:
        'High volume, clear inputs, decisions that follow written or unwritten rules, and outcomes you can check. We assess candidate workflows in the first call.',
    },
    {
      question: 'How long does it take to build one?',
      answer:
        'Custom agent projects take 4 to 8 weeks from workflow mapping to live operation, depending on the number of systems and approvals involved.',
    },
    {
      question: 'What stops the agent from making a costly mistake?',
      answer:
        'Hard limits in code, approval steps for high-stakes actions, and a shadow period in which every proposed action is reviewed before the agent acts alone.',
    },
    {
      question: 'Who maintains the agent after launch?',
      answer:
        'We offer a support plan with monitoring and monthly tuning, or we train your team to run it. All code and configuration are yours.',
    },
  ],
  cta: {
    title: 'Pick the workflow. We will build the agent.',
    description: 'Bring one process that eats your team’s week and leave with a delivery plan.',
    label: 'Book a call',
  },
};
