import {
  AlarmClock,
  BellRing,
  Bot,
  CheckCheck,
  FileStack,
  Gauge,
  GitFork,
  Mailbox,
  ScanText,
  Stamp,
  Timer,
  TrendingUp,
} from 'lucide';
import type { ServiceContent } from '../types';

export const workflowAutomation: ServiceContent = {
  href: '/integrations/workflow-automation',
  seo: {
    title: 'AI Workflow Automation for Intake, Approvals and Reporting',
    description:
      'Automate intake, document handling, approvals and reporting with AI that reads documents and follows your rules, while people keep control of every decision that matters.',
  },
  hero: {
    title: 'Workflow Automation',
    subtitle:
      'Intake, approvals, document handling and reporting that run themselves, with AI reading the paperwork and your team deciding what matters.',
    ctaLabel: 'Automate a workflow',
    scene: {
      kind: 'flow',
      title: 'Workflow: contract intake',
      badge: 'Live',
      nodes: [
        { label: 'Contract arrives', detail: 'Email or client portal', by: 'trigger' },
        { label: 'AI reads the key terms', detail: 'Parties, dates, value', by: 'ai' },
        { label: 'Partner approves', detail: 'Only above £50,000', by: 'person' },
        { label: 'Filed and reported', detail: 'Documents, weekly report', by: 'system' },
      ],
      caption: 'Ran 240 times last week',
    },
  },
  problems: {
    title: 'Processes held together by people',
    subtitle: 'Valuable staff spend their days moving work along.',
    items: [
      {
        icon: Mailbox,
        title: 'Manual intake',
        description:
          'Forms, emails and attachments are read, typed up and routed by hand before any real work starts.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: AlarmClock,
        title: 'Approvals that stall',
        description:
          'Requests sit in inboxes waiting for sign-off, and nobody knows where they are until someone complains.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: FileStack,
        title: 'Reports assembled by hand',
        description:
          'Every month someone spends days pulling numbers from five systems into the same spreadsheet.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'Results of automation',
    subtitle: 'Typical outcomes on the first automated workflow.',
    items: [
      {
        headingOne: 'Processing time down',
        stat: 80,
        headingTwo: 'from request to completion',
        description:
          'Work moves to the next step the moment it is ready, not when someone checks their inbox.',
      },
      {
        headingOne: 'Fewer errors',
        stat: 90,
        headingTwo: 'in data entry',
        description: 'Information is extracted and validated automatically instead of being retyped.',
      },
      {
        headingOne: 'Capacity gained',
        stat: 200,
        headingTwo: 'without new hires',
        description: 'The same team handles more volume because routine steps no longer need them.',
      },
    ],
  },
  solutions: {
    title: 'What we automate',
    subtitle: 'AI where judgement is needed, rules where it is not.',
    items: [
      {
        icon: ScanText,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Document understanding',
        description:
          'Forms, contracts, invoices and IDs read by AI, with the data checked and entered into your systems.',
      },
      {
        icon: GitFork,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Routing and approvals',
        description:
          'Requests sent to the right person with everything needed to decide, plus reminders and escalations.',
      },
      {
        icon: TrendingUp,
        iconBg: 'green',
        iconText: 'green',
        title: 'Automated reporting',
        description:
          'Recurring reports generated on schedule from live data, with AI-written commentary on what changed.',
      },
    ],
  },
  approach: {
    subtitle: 'The first automation live in under two weeks.',
    steps: [
      {
        title: 'Process discovery',
        description:
          'We walk through the process with the people who run it, measure volumes and delays, and pick the quickest win.',
      },
      {
        title: 'Automate and validate',
        description:
          'We build the automation, run it on historical cases and compare its output with what your team did.',
      },
      {
        title: 'Go live and expand',
        description:
          'We launch with monitoring and a clear exception queue, then move on to the next process on the list.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Automation that your team trusts.',
    items: [
      {
        icon: CheckCheck,
        title: 'People stay in control',
        description: 'Exceptions and high-value decisions always go to a person, with the context to decide.',
      },
      {
        icon: Bot,
        title: 'AI where it helps',
        description: 'We use models for reading and judgement, and plain rules where rules are enough.',
      },
      {
        icon: Gauge,
        title: 'Measured outcomes',
        description: 'Before-and-after metrics on time, cost and errors for every workflow.',
      },
      {
        icon: BellRing,
        title: 'No silent failures',
        description: 'Every run is logged, and anything unusual raises an alert to a named owner.',
      },
      {
        icon: Stamp,
        title: 'Audit-ready',
        description: 'A full history of who and what touched each case, for compliance and quality reviews.',
      },
      {
        icon: Timer,
        title: 'Fast first results',
        description: 'The first workflow goes live in under two weeks, paying for the next.',
      },
    ],
  },
  useCases: {
    title: 'Workflows clients automated first',
    subtitle: 'Processes with clear steps and high volume.',
    items: [
      {
        audience: 'Law firms',
        title: 'Client onboarding and KYC',
        description:
          'Identity documents checked, risk scored and files opened, with exceptions flagged to compliance.',
      },
      {
        audience: 'Finance teams',
        title: 'Accounts payable',
        description: 'Invoices read, matched to purchase orders and queued for payment or approval.',
      },
      {
        audience: 'HR teams',
        title: 'Employee requests',
        description: 'Leave, expenses and letters handled from request to record, with approvals tracked.',
      },
    ],
  },
  faqs: [
    {
      question: 'How is this different from traditional automation?',
      answer:
        'Traditional tools need perfectly structured inputs. With AI reading documents and messages, we can automate processes that start with emails, scans and free text.',
    },
    {
      question: 'What if the AI gets something wrong?',
      answer:
        'Every extraction has a confidence score. Low-confidence items go to a person for review, and their corrections are used to improve the workflow.',
    },
    {
      question: 'Do we need to replace our current tools?',
      answer:
        'No. Automations work with the systems you already use, through their APIs or integrations, so your team keeps the tools they know.',
    },
    {
      question: 'How do we choose what to automate first?',
      answer:
        'We rank your processes by volume, time spent and error cost in the discovery stage, and start with the one that pays back fastest.',
    },
  ],
  cta: {
    title: 'Let the process run itself',
    description: 'Walk us through one process and we will show you which steps could disappear.',
    label: 'Book a call',
  },
};
