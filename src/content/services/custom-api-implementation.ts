import {
  Activity,
  Braces,
  FileCode2,
  FileLock2,
  Gauge,
  KeyRound,
  Network,
  PlugZap,
  ServerCog,
  ShieldCheck,
  TestTubes,
  Unlink,
} from 'lucide';
import type { ServiceContent } from '../types';

export const customApiImplementation: ServiceContent = {
  href: '/integrations/custom-api-implementation',
  seo: {
    title: 'Custom API Implementation for AI and Business Systems',
    description:
      'Secure, documented APIs that connect AI models to your practice management, CRM and document systems, with authentication, rate limits and monitoring built in.',
  },
  hero: {
    title: 'Custom API Implementation',
    subtitle:
      'Well-designed, secure APIs that let AI models and your business systems exchange data reliably, documented so your team can build on them.',
    ctaLabel: 'Plan your API',
    scene: {
      kind: 'exchange',
      title: 'API console',
      badge: 'OAuth 2.0',
      request: {
        method: 'POST',
        path: '/v1/matters/4471/summaries',
        body: [
          ['document', 'lease-2024.pdf'],
          ['style', 'client-letter'],
        ],
      },
      response: {
        status: '201 Created',
        timing: '412 ms',
        body: [
          ['id', 'sum_8Kq2'],
          ['pages', '38'],
          ['citations', '6'],
        ],
      },
    },
  },
  problems: {
    title: 'The integration gap',
    subtitle: 'AI is only as useful as the data it can reach.',
    items: [
      {
        icon: Unlink,
        title: 'Systems without APIs',
        description:
          'Older case management and finance systems hold vital data but offer no modern way to reach it.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: FileLock2,
        title: 'Security shortcuts',
        description:
          'Shared passwords, open endpoints and CSV exports on shared drives create risks auditors will find.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Activity,
        title: 'Integrations that fail silently',
        description:
          'Point-to-point scripts break on an upstream change and nobody notices until the data is wrong.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What a proper API layer delivers',
    subtitle: 'Results from API programmes we have delivered.',
    items: [
      {
        headingOne: 'Integration build time down',
        stat: 50,
        headingTwo: 'for each new project',
        description: 'New tools connect to one consistent API instead of each system separately.',
      },
      {
        headingOne: 'Uptime target of',
        stat: 99,
        headingTwo: 'with monitoring',
        description: 'Health checks, alerting and retries keep data flowing and surface problems early.',
      },
      {
        headingOne: 'Endpoints documented',
        stat: 100,
        description: 'Every endpoint described in OpenAPI, with examples your developers can try at once.',
      },
    ],
  },
  solutions: {
    title: 'What we build',
    subtitle: 'Production-grade interfaces, not one-off scripts.',
    items: [
      {
        icon: Braces,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'REST and GraphQL APIs',
        description:
          'Clean, versioned endpoints over your data, designed around the tasks your applications and agents perform.',
      },
      {
        icon: PlugZap,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Legacy system adapters',
        description:
          'Connectors for databases, file drops and older SOAP services that expose them safely through a modern API.',
      },
      {
        icon: ShieldCheck,
        iconBg: 'green',
        iconText: 'green',
        title: 'Security and governance',
        description:
          'OAuth 2.0, scoped keys, rate limits and audit logs, so every call is authorised and traceable.',
      },
    ],
  },
  approach: {
    subtitle: 'Design first, then build, then hand over.',
    steps: [
      {
        title: 'API design',
        description:
          'We model the resources and operations with your team and publish an OpenAPI specification to agree before any code.',
      },
      {
        title: 'Build and test',
        description:
          'We implement the API with automated contract and load tests, deployed to a staging environment you can try.',
      },
      {
        title: 'Launch and hand over',
        description:
          'We go live with monitoring and alerting, and hand over documentation, runbooks and the source code.',
      },
    ],
  },
  whyUs: {
    subtitle: 'APIs your developers will enjoy using.',
    items: [
      {
        icon: FileCode2,
        title: 'Specification first',
        description: 'The OpenAPI contract is agreed before implementation, so nothing is a surprise.',
      },
      {
        icon: KeyRound,
        title: 'Secure by default',
        description: 'Least-privilege access, encrypted transport and secrets kept out of code.',
      },
      {
        icon: TestTubes,
        title: 'Tested thoroughly',
        description: 'Contract, integration and load tests run on every change.',
      },
      {
        icon: Gauge,
        title: 'Built for load',
        description: 'Caching, pagination and rate limits sized for your real traffic.',
      },
      {
        icon: ServerCog,
        title: 'Runs where you want',
        description: 'Your cloud, your data centre or the edge, with infrastructure as code.',
      },
      {
        icon: Network,
        title: 'AI-ready',
        description: 'Endpoints shaped for agents and models, with clear schemas and safe actions.',
      },
    ],
  },
  useCases: {
    title: 'APIs in practice',
    subtitle: 'Connecting the systems that matter most.',
    items: [
      {
        audience: 'Law firms',
        title: 'Matter data for AI tools',
        description: 'A read-only API over the case management system for assistants and dashboards.',
      },
      {
        audience: 'Financial services',
        title: 'Partner integrations',
        description: 'Secure endpoints that let partners submit applications and receive decisions.',
      },
      {
        audience: 'Manufacturers',
        title: 'Order and stock API',
        description: 'Live availability and order status for distributors, replacing emailed spreadsheets.',
      },
    ],
  },
  faqs: [
    {
      question: 'Can you build an API for a system that has none?',
      answer:
        'Usually, yes: through its database, file exports or vendor SDK. We assess access options and their risks during design, before committing to an approach.',
    },
    {
      question: 'How do you secure the API?',
      answer:
        'With OAuth 2.0 or scoped API keys, TLS everywhere, rate limiting, input validation and audit logging, aligned with your security policies.',
    },
    {
      question: 'Who hosts and maintains it?',
      answer:
        'It runs in your environment and you own the code. We offer support and maintenance plans, or hand over to your team with full documentation.',
    },
    {
      question: 'How long does a typical API project take?',
      answer:
        'A focused API over one or two systems typically takes 4 to 8 weeks from design to launch, depending on the systems and the security review.',
    },
  ],
  cta: {
    title: 'Connect AI to the data that matters',
    description: 'Tell us which systems hold your data and we will sketch the API that unlocks it.',
    label: 'Book a call',
  },
};
