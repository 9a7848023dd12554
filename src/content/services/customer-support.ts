import {
  BarChart3,
  BookMarked,
  Frown,
  Globe,
  Hourglass,
  Languages,
  Layers3,
  MessagesSquare,
  Repeat,
  ShieldCheck,
  UserRoundPlus,
  Zap,
} from 'lucide';
import type { ServiceContent } from '../types';

export const customerSupport: ServiceContent = {
  href: '/ai-services/ai-agents/customer-support',
  seo: {
    title: 'AI Customer Support Agent for Chat, Email and WhatsApp',
    description:
      'An AI support agent that answers customers on chat, email and WhatsApp from your own knowledge base, resolves routine requests and hands complex cases to your team.',
  },
  hero: {
    title: 'Customer Support Agent',
    subtitle:
      'Accurate answers on chat, email and WhatsApp in seconds, drawn from your own help content, with a clean hand-off to your team when it matters.',
    ctaLabel: 'See it answer your questions',
    scene: {
      kind: 'chat',
      title: 'Support chat',
      badge: 'Live',
      messages: [
        { from: 'person', author: 'Client', text: 'Can you reissue my last invoice to our new address?' },
        {
          from: 'ai',
          text: 'I have updated your address. Reissuing an invoice needs our billing team, so I am passing you over.',
          sources: ['Help centre: Invoices'],
        },
        { from: 'staff', author: 'Priya, Billing', text: 'Hi, Priya here. Invoice 4471 is on its way.' },
      ],
      outcome: { label: 'Handed to a person', detail: 'with the whole conversation' },
    },
  },
  problems: {
    title: 'Support that cannot keep up',
    subtitle: 'Customers expect instant answers on every channel.',
    items: [
      {
        icon: Hourglass,
        title: 'Long response times',
        description:
          'Customers wait hours for answers that already exist in your help centre, and many give up before they get one.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Repeat,
        title: 'The same questions, again',
        description:
          'Most tickets ask about orders, accounts and policies, keeping skilled agents away from real problems.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Frown,
        title: 'Chatbots that frustrate',
        description:
          'Scripted bots loop on menus, misunderstand questions and make customers repeat themselves to a person.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'Impact on support teams',
    subtitle: 'Averages across our support agent deployments.',
    items: [
      {
        headingOne: 'Conversations resolved',
        stat: 75,
        headingTwo: 'without a human',
        description: 'Routine questions and account requests are answered and closed end to end.',
      },
      {
        headingOne: 'Coverage',
        stat: '24/7',
        headingTwo: 'on every channel',
        description: 'Chat, email and WhatsApp answered at any hour, in the customer’s language.',
      },
      {
        headingOne: 'First response time cut by',
        stat: 90,
        description: 'Customers get a useful reply in seconds instead of waiting in a queue.',
      },
    ],
  },
  solutions: {
    title: 'How the agent supports customers',
    subtitle: 'One agent, every channel, your knowledge.',
    items: [
      {
        icon: MessagesSquare,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Omnichannel conversations',
        description:
          'One agent answers on website chat, email and WhatsApp, keeping the context when a customer switches channel.',
      },
      {
        icon: BookMarked,
        iconBg: 'green',
        iconText: 'green',
        title: 'Grounded in your content',
        description:
          'Answers come only from your help centre, policies and product data, with links so customers can read more.',
      },
      {
        icon: UserRoundPlus,
        iconBg: 'amber',
        iconText: 'amber',
        title: 'Smart hand-off',
        description:
          'Complaints, complex cases and VIPs go to the right person with a summary, so nobody repeats themselves.',
      },
    ],
  },
  approach: {
    subtitle: 'Answering real customers in under two weeks.',
    steps: [
      {
        title: 'Knowledge and ticket review',
        description:
          'We analyse a sample of past tickets to find the questions worth automating and the gaps in your help content.',
      },
      {
        title: 'Connect channels and systems',
        description:
          'We connect your helpdesk, order or account systems and messaging channels, and agree escalation rules.',
      },
      {
        title: 'Launch and improve',
        description:
          'The agent starts on one channel, then expands. Weekly reviews of unresolved conversations keep improving it.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Support automation that protects your brand.',
    items: [
      {
        icon: ShieldCheck,
        title: 'No made-up answers',
        description: 'If the answer is not in your content, the agent hands over instead of guessing.',
      },
      {
        icon: Languages,
        title: 'Multilingual',
        description: 'Customers are answered in their own language from content written in yours.',
      },
      {
        icon: Layers3,
        title: 'Works with your helpdesk',
        description: 'Zendesk, Freshdesk, Intercom, HubSpot and Gorgias, with tickets logged as usual.',
      },
      {
        icon: Zap,
        title: 'Takes real actions',
        description: 'Order lookups, address changes and refunds within limits you set.',
      },
      {
        icon: BarChart3,
        title: 'Clear reporting',
        description: 'Resolution rate, topics and customer satisfaction on one dashboard, per channel.',
      },
      {
        icon: Globe,
        title: 'Your brand voice',
        description: 'Tone and vocabulary tuned to your brand guidelines, consistent on every channel.',
      },
    ],
  },
  useCases: {
    title: 'Where it works best',
    subtitle: 'Businesses with frequent, repeatable customer questions.',
    items: [
      {
        audience: 'E-commerce',
        title: '“Where is my order?” solved',
        description:
          'Tracking, returns and exchanges handled in the conversation, with the order system updated.',
      },
      {
        audience: 'Professional services',
        title: 'Client portal help',
        description:
          'Questions about invoices, documents and appointments answered securely for logged-in clients.',
      },
      {
        audience: 'SaaS companies',
        title: 'Tier-one product support',
        description:
          'How-to questions answered from the docs, bugs captured with the details engineers need.',
      },
    ],
  },
  faqs: [
    {
      question: 'Which channels can the agent answer on?',
      answer:
        'Website chat, email and WhatsApp out of the box. Other messaging platforms and your own app can be added through their APIs.',
    },
    {
      question: 'What happens when it cannot answer?',
      answer:
        'It tells the customer a person will take over, creates or updates the ticket with a summary, and routes it to the right team according to your rules.',
    },
    {
      question: 'Can it access customer accounts safely?',
      answer:
        'Yes, through your own APIs with verification steps you define. It can only perform the actions you enable, within the limits you set.',
    },
    {
      question: 'How quickly can we go live?',
      answer:
        'Most teams answer real customers on the first channel in under two weeks, with further channels added in the following weeks.',
    },
  ],
  cta: {
    title: 'Answer every customer in seconds',
    description: 'Send us your top twenty questions and see the agent answer them from your own content.',
    label: 'Book a call',
  },
};
