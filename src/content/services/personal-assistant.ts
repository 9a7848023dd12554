import {
  BellRing,
  CalendarCheck,
  CalendarClock,
  Fingerprint,
  Inbox,
  ListTodo,
  Mail,
  MessageCircle,
  NotebookPen,
  Smartphone,
  Sparkles,
  UserCog,
} from 'lucide';
import type { ServiceContent } from '../types';

export const personalAssistant: ServiceContent = {
  href: '/ai-services/ai-agents/personal-assistant',
  seo: {
    title: 'Personal AI Assistant for Busy Professionals',
    description:
      'A private AI assistant that triages your inbox, manages your calendar, prepares you for meetings and chases follow-ups, connected to the tools you already use.',
  },
  hero: {
    title: 'Personal AI Assistant',
    subtitle:
      'An assistant that knows your inbox, calendar and priorities, so partners and executives spend their time on clients instead of admin.',
    ctaLabel: 'Get your assistant',
    scene: {
      kind: 'chat',
      title: 'Morning brief',
      badge: 'Private',
      messages: [
        { from: 'person', author: 'You', text: 'What needs me today?' },
        {
          from: 'ai',
          text: 'Three replies only you can give. I moved the 4 pm call to Thursday so you can prepare for the Mercer hearing.',
          sources: ['Inbox: 3 flagged', 'Calendar: 1 moved'],
        },
      ],
      outcome: { label: 'Drafts ready', detail: '3 replies waiting for your review' },
    },
  },
  problems: {
    title: 'Admin is eating your billable day',
    subtitle: 'Senior people lose hours to coordination work.',
    items: [
      {
        icon: Inbox,
        title: 'An inbox that never empties',
        description:
          'Hundreds of messages a day, and the ones that matter sit between newsletters and reply-all threads.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: CalendarClock,
        title: 'Scheduling ping-pong',
        description:
          'Finding a time for five people across three time zones takes a dozen emails and a week of waiting.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: BellRing,
        title: 'Follow-ups that slip',
        description:
          'Promised documents and next steps get lost after meetings because nobody wrote them down in time.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'Time given back',
    subtitle: 'Reported by professionals after their first month.',
    items: [
      {
        headingOne: 'Email handling time down',
        stat: 50,
        headingTwo: 'each working day',
        description: 'Messages arrive triaged, summarised and with draft replies ready to approve.',
      },
      {
        headingOne: 'Meetings booked without',
        stat: 90,
        headingTwo: 'of the back-and-forth',
        description: 'The assistant proposes times, handles replies and sends invitations on your behalf.',
      },
      {
        headingOne: 'Follow-ups captured',
        stat: 100,
        headingTwo: 'after every meeting',
        description: 'Actions are extracted from notes and tracked until they are done.',
      },
    ],
  },
  solutions: {
    title: 'What your assistant handles',
    subtitle: 'Working inside Microsoft 365 or Google Workspace.',
    items: [
      {
        icon: Mail,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Inbox triage and drafts',
        description:
          'Priority messages surfaced, routine ones filed, and replies drafted in your voice for you to send.',
      },
      {
        icon: CalendarCheck,
        iconBg: 'green',
        iconText: 'green',
        title: 'Calendar management',
        description:
          'Meetings scheduled around your focus time, travel and preferences, with conflicts resolved before they happen.',
      },
      {
        icon: NotebookPen,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Meeting briefs and notes',
        description:
          'A one-page brief before each meeting and a summary with actions after it, filed to the right place.',
      },
    ],
  },
  approach: {
    subtitle: 'Live within two weeks, tuned to how you work.',
    steps: [
      {
        title: 'Preferences interview',
        description:
          'A 45-minute session to learn your priorities, VIP contacts, working hours and the tone of your emails.',
      },
      {
        title: 'Connect and configure',
        description:
          'We connect mail, calendar and notes with read and draft permissions, and set the rules for what needs your approval.',
      },
      {
        title: 'Supervised first weeks',
        description:
          'Everything is proposed before it is sent. As trust builds, you let the assistant act alone on routine items.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Discreet, private and entirely yours.',
    items: [
      {
        icon: Fingerprint,
        title: 'Private by default',
        description: 'Your data stays in your tenancy and is never used to train shared models.',
      },
      {
        icon: UserCog,
        title: 'Learns your style',
        description: 'Drafts match your tone, sign-offs and the way you address each client.',
      },
      {
        icon: ListTodo,
        title: 'You set the limits',
        description: 'Decide exactly what it may send, accept or decline without asking you first.',
      },
      {
        icon: Smartphone,
        title: 'Works on the move',
        description: 'Approve drafts and invitations from your phone in a few taps between meetings.',
      },
      {
        icon: MessageCircle,
        title: 'Ask it anything',
        description: '“What did we agree with Acme last month?” gets an answer with links to the emails.',
      },
      {
        icon: Sparkles,
        title: 'Quick to start',
        description: 'Set-up takes under two weeks, including a supervised trial period.',
      },
    ],
  },
  useCases: {
    title: 'Who relies on it',
    subtitle: 'Built for people whose time is the firm’s most expensive resource.',
    items: [
      {
        audience: 'Law firm partners',
        title: 'Client-ready every morning',
        description:
          'A morning digest of client emails, court dates and deadlines, with drafts waiting for approval.',
      },
      {
        audience: 'Founders and CEOs',
        title: 'Board and investor prep',
        description:
          'Briefs assembled from recent threads and documents before every board or investor call.',
      },
      {
        audience: 'Consultants',
        title: 'Travel-heavy weeks',
        description: 'Meetings rescheduled automatically when flights move, with everyone informed.',
      },
    ],
  },
  faqs: [
    {
      question: 'Will it send emails without my approval?',
      answer:
        'Only if you allow it. By default every draft waits for your approval; you can later permit routine replies, such as scheduling confirmations, to go automatically.',
    },
    {
      question: 'Which tools does it work with?',
      answer:
        'Microsoft 365 and Google Workspace mail and calendars, plus common note-taking and CRM tools. Other systems can be connected as part of the set-up.',
    },
    {
      question: 'Who can see my data?',
      answer:
        'Only you and anyone you delegate to. The assistant runs with your permissions in your organisation’s tenancy, and our engineers have no standing access.',
    },
    {
      question: 'Can my human assistant use it too?',
      answer:
        'Yes. Many clients share it with an executive assistant, who reviews drafts and handles exceptions while the AI does the routine work.',
    },
  ],
  cta: {
    title: 'Get two hours of your day back',
    description: 'Tell us where your time goes and we will show you what the assistant would take over.',
    label: 'Book a call',
  },
};
