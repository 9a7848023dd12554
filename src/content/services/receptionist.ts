import {
  CalendarPlus,
  ClipboardCheck,
  Clock3,
  Filter,
  Headphones,
  Mic,
  PhoneForwarded,
  PhoneIncoming,
  PhoneMissed,
  Settings2,
  ShieldCheck,
  Voicemail,
} from 'lucide';
import type { ServiceContent } from '../types';

export const receptionist: ServiceContent = {
  href: '/ai-services/ai-agents/receptionist',
  seo: {
    title: 'AI Receptionist for Calls, Chat and Scheduling',
    description:
      'An AI receptionist that answers every call and chat, qualifies enquiries, books appointments into your calendar and transfers urgent callers to the right person.',
  },
  hero: {
    title: 'AI Receptionist',
    subtitle:
      'Every call answered on the first ring, every enquiry qualified and every appointment booked, day and night, in a natural voice.',
    ctaLabel: 'Book a live demo',
    scene: {
      kind: 'chat',
      title: 'Incoming call · 02:14',
      badge: 'Answered on ring 1',
      messages: [
        { from: 'person', author: 'Caller', text: 'I need advice on a commercial lease dispute.' },
        {
          from: 'ai',
          author: 'Receptionist',
          text: 'I can help with that. When does the landlord expect an answer?',
        },
        { from: 'person', author: 'Caller', text: 'By Friday, ideally sooner.' },
      ],
      outcome: { label: 'Consultation booked', detail: 'Tomorrow, 10:30, property team' },
    },
  },
  problems: {
    title: 'Missed calls are missed clients',
    subtitle: 'Your front desk cannot be everywhere at once.',
    items: [
      {
        icon: PhoneMissed,
        title: 'Calls go unanswered',
        description:
          'Lunch breaks, busy lines and evenings send prospective clients to voicemail, and most never call back.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Voicemail,
        title: 'Enquiries arrive incomplete',
        description:
          'Messages lack the details needed to act, so fee-earners spend time calling back just to find out what is needed.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Clock3,
        title: 'Booking takes too long',
        description:
          'Arranging a consultation means several calls or emails, and a competitor who answers faster wins the work.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'Impact on the front desk',
    subtitle: 'What practices see after switching on an AI receptionist.',
    items: [
      {
        headingOne: 'Calls answered',
        stat: 100,
        headingTwo: 'on the first ring',
        description: 'No more busy tones or voicemail, even when every line is in use.',
      },
      {
        headingOne: 'More consultations booked',
        stat: 200,
        headingTwo: 'from out-of-hours calls',
        description: 'Evening and weekend callers book straight into your calendar instead of hanging up.',
      },
      {
        headingOne: 'Reception workload down',
        stat: 70,
        description:
          'Staff handle the calls that need a person, not directions, opening hours and booking changes.',
      },
    ],
  },
  solutions: {
    title: 'What the receptionist does',
    subtitle: 'A front desk that never puts anyone on hold.',
    items: [
      {
        icon: PhoneIncoming,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Natural phone conversations',
        description:
          'Callers speak normally and are understood, with accents, interruptions and changes of mind handled gracefully.',
      },
      {
        icon: Filter,
        iconBg: 'green',
        iconText: 'green',
        title: 'Qualification and intake',
        description:
          'It asks your intake questions, checks the enquiry fits your services and records the answers in your CRM.',
      },
      {
        icon: CalendarPlus,
        iconBg: 'cyan',
        iconText: 'cyan',
        title: 'Booking and transfers',
        description:
          'Appointments go straight into the right calendar; urgent or existing-client calls are transferred to a person.',
      },
    ],
  },
  approach: {
    subtitle: 'Taking calls within two weeks, on your existing number.',
    steps: [
      {
        title: 'Call flow design',
        description:
          'We agree greetings, intake questions, booking rules and who gets which transfers, based on your real call mix.',
      },
      {
        title: 'Voice and integration set-up',
        description:
          'We choose a voice, connect your phone system, calendars and CRM, and test with recorded sample calls.',
      },
      {
        title: 'Overflow first, then full',
        description:
          'It starts with after-hours and overflow calls. Once you are happy with the transcripts, it can answer first.',
      },
    ],
  },
  whyUs: {
    subtitle: 'The calm, consistent voice of your practice.',
    items: [
      {
        icon: Mic,
        title: 'Natural voice',
        description: 'A warm, clear voice with your practice’s greeting, not a robotic menu.',
      },
      {
        icon: PhoneForwarded,
        title: 'Keeps your number',
        description: 'Works with your existing phone system through call forwarding or SIP.',
      },
      {
        icon: ClipboardCheck,
        title: 'Complete records',
        description: 'Every call transcribed and summarised, with the intake answers in your CRM.',
      },
      {
        icon: ShieldCheck,
        title: 'Confidential handling',
        description: 'Recordings and transcripts stored in your region, with retention you control.',
      },
      {
        icon: Settings2,
        title: 'Easy to change',
        description: 'Update opening hours, availability and questions without calling us.',
      },
      {
        icon: Headphones,
        title: 'Real people behind it',
        description: 'Our team reviews call quality weekly during the first month.',
      },
    ],
  },
  useCases: {
    title: 'Practices that use it',
    subtitle: 'Where every call can be a new client.',
    items: [
      {
        audience: 'Law firms',
        title: 'New enquiry intake',
        description: 'Practice area, urgency and conflict details captured before a lawyer calls back.',
      },
      {
        audience: 'Clinics',
        title: 'Appointment lines',
        description: 'Bookings, reschedules and cancellations handled around the clinic’s live diary.',
      },
      {
        audience: 'Estate agents',
        title: 'Viewing requests',
        description: 'Callers matched to listings and booked into viewing slots, day or night.',
      },
    ],
  },
  faqs: [
    {
      question: 'Will callers know they are talking to an AI?',
      answer:
        'We recommend a short disclosure in the greeting, and most callers simply carry on. The conversation is natural, and a person is always one request away.',
    },
    {
      question: 'Can it transfer calls to my team?',
      answer:
        'Yes. You decide which callers or topics are transferred, to whom, and at what times; if nobody answers, it takes a detailed message.',
    },
    {
      question: 'Does it work with our calendar and CRM?',
      answer:
        'It books into Microsoft 365, Google Calendar and common practice-management and booking systems, and logs intake answers in your CRM.',
    },
    {
      question: 'Do we need a new phone number?',
      answer:
        'No. Keep your number and forward calls to the receptionist at the times you choose, or connect it directly to your phone system.',
    },
  ],
  cta: {
    title: 'Never miss another enquiry',
    description: 'Book a live demo and hear how your practice would sound with an AI receptionist.',
    label: 'Book a call',
  },
};
