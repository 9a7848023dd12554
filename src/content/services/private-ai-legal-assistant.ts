import {
  BookOpen,
  Clock,
  FileQuestion,
  FileSearch,
  FolderSync,
  Landmark,
  Lock,
  PenLine,
  Quote,
  ScrollText,
  ShieldAlert,
  Users,
} from 'lucide';
import type { ServiceContent } from '../types';

export const privateAiLegalAssistant: ServiceContent = {
  href: '/ai-services/private-ai-legal-assistant',
  seo: {
    title: 'Private AI Legal Assistant for Law Firms',
    description:
      'A confidential AI legal assistant deployed in your own infrastructure: cited research, drafting in your house style and document review, live in under two weeks.',
  },
  hero: {
    title: 'Private AI Legal Assistant',
    subtitle:
      'Research, drafting and document review inside your own infrastructure. Client data never leaves your control, and every answer shows its source.',
    ctaLabel: 'Book a private demo',
    scene: {
      kind: 'chat',
      title: 'Legal Assistant',
      badge: 'Private',
      messages: [
        {
          from: 'person',
          author: 'Associate',
          text: 'What notice do we need to end the Harlow supply agreement?',
        },
        {
          from: 'ai',
          text: 'Ninety days in writing, and not before the initial two-year term ends.',
          sources: ['Harlow MSA §14.2', 'Amendment 2 §3', 'Firm memo 117'],
        },
      ],
    },
  },
  problems: {
    title: 'Why public AI tools fail legal teams',
    subtitle: 'Lawyers want the speed of AI without putting privilege or accuracy at risk.',
    items: [
      {
        icon: ShieldAlert,
        title: 'Confidentiality at risk',
        description:
          'Pasting client documents into consumer chatbots can breach privilege, engagement terms and data-protection duties in a single click.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Clock,
        title: 'Evenings lost to first drafts',
        description:
          'Associates rebuild research memos, chronologies and first-pass reviews that follow the same patterns on every matter.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: FileQuestion,
        title: 'Answers nobody can check',
        description:
          "General-purpose models don't know your jurisdiction or precedents, and can't show where an answer came from.",
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'Impact on legal teams',
    subtitle: 'What firms measure after their first quarter with a private assistant.',
    items: [
      {
        headingOne: 'Up to',
        stat: 70,
        headingTwo: 'faster first drafts',
        description:
          'Research notes, letters and clause comparisons start from a cited draft instead of a blank page.',
      },
      {
        headingOne: 'Review time cut by',
        stat: 50,
        headingTwo: 'on document bundles',
        description:
          'Disclosure and due-diligence sets arrive summarised, tagged and cross-referenced before a lawyer opens them.',
      },
      {
        headingOne: 'Data kept in house',
        stat: 100,
        description:
          'Models run in your cloud tenancy or on your own servers. Nothing is sent to a third-party AI provider.',
      },
    ],
  },
  solutions: {
    title: 'What the assistant does',
    subtitle: 'Three jobs it takes off your fee-earners’ desks from the first week.',
    items: [
      {
        icon: BookOpen,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Research with citations',
        description:
          'Ask in plain English. Every answer links to the paragraph in your know-how, case law library or matter file it came from.',
      },
      {
        icon: PenLine,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Drafting in your house style',
        description:
          'Letters, advice notes and clauses drafted from your own precedents, delivered as tracked changes for the fee-earner to accept.',
      },
      {
        icon: FileSearch,
        iconBg: 'cyan',
        iconText: 'cyan',
        title: 'Document review at scale',
        description:
          'Point it at a data room or disclosure bundle and get issue lists, key-date schedules and anomaly flags in minutes.',
      },
    ],
  },
  approach: {
    subtitle: 'From first call to a live, private assistant in under two weeks.',
    steps: [
      {
        title: 'Scoping and security review',
        description:
          'We map the practice areas, document stores and users in scope, and agree hosting, retention and access rules with your IT and risk teams.',
      },
      {
        title: 'Private deployment',
        description:
          'We install the model and search index in your environment, connect your document management system and mirror its permissions.',
      },
      {
        title: 'Pilot, then rollout',
        description:
          'One practice group pilots for two weeks. We tune sources and prompts on their feedback, then train the rest of the firm.',
      },
    ],
  },
  whyUs: {
    subtitle: 'An assistant built around the duty of confidentiality.',
    items: [
      {
        icon: Lock,
        title: 'Privilege-safe by design',
        description:
          'Matter-level permissions mirror your DMS, so nobody sees a document they could not already open.',
      },
      {
        icon: Quote,
        title: 'Every answer cited',
        description: 'If the assistant cannot point to a source, it says so instead of guessing.',
      },
      {
        icon: Landmark,
        title: 'Your jurisdiction',
        description:
          'Grounded in the legislation, case law and regulator guidance you choose, not the open web.',
      },
      {
        icon: ScrollText,
        title: 'Full audit trail',
        description: 'Every question and answer is logged for supervision, file notes and regulatory review.',
      },
      {
        icon: FolderSync,
        title: 'Works with your DMS',
        description:
          'Connectors for iManage, NetDocuments and SharePoint keep the index current as matters change.',
      },
      {
        icon: Users,
        title: 'Lawyers on the team',
        description: 'Former practitioners sit in our delivery team and speak the language of your partners.',
      },
    ],
  },
  useCases: {
    title: 'Where firms use it first',
    subtitle: 'The practice areas that see the quickest return.',
    items: [
      {
        audience: 'Litigation',
        title: 'Chronologies in an afternoon',
        description:
          'Build dated chronologies and witness-statement comparisons across thousands of disclosed documents.',
      },
      {
        audience: 'Corporate and M&A',
        title: 'Due diligence from the data room',
        description:
          'Change-of-control, assignment and termination clauses extracted into a red-flag report your team verifies.',
      },
      {
        audience: 'In-house legal',
        title: 'Contract triage for the business',
        description:
          'Standard NDAs and supplier terms checked against your playbook, with only the exceptions sent to counsel.',
      },
    ],
  },
  faqs: [
    {
      question: 'Does client data ever leave our network?',
      answer:
        'No. The model, the search index and the logs run in your own cloud tenancy or data centre. We never route documents or prompts through a third-party AI service.',
    },
    {
      question: 'Which models do you use?',
      answer:
        'Open-weight models sized to your hardware and workload, evaluated on your own sample matters before go-live. You can swap models later without rebuilding the assistant.',
    },
    {
      question: 'How do you prevent invented citations?',
      answer:
        'Answers are generated only from retrieved passages, and each citation is checked against the source before it is shown. When nothing relevant is found, the assistant says so.',
    },
    {
      question: 'How long does deployment take?',
      answer:
        'A standard deployment is live in under two weeks, including the security review, the DMS connection and training for your pilot group.',
    },
  ],
  cta: {
    title: 'Give every fee-earner a private assistant',
    description: 'See it working on your own sample documents, inside an environment your IT team controls.',
    label: 'Book a call',
  },
};
