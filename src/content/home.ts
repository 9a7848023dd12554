import {
  BadgeDollarSign,
  BrainCircuit,
  Building2,
  Cloud,
  Combine,
  Headset,
  Rocket,
  ShieldCheck,
  SlidersHorizontal,
  Waypoints,
} from 'lucide';
import { contactHref, findServiceByPath } from './navigation';
import { site } from './site';
import type { Card, HeroScene, ProcessStep } from './types';

/** A home-page service card: title and text of its own, icon and link from the navigation model. */
const serviceCard = (href: string, title: string, description: string): Card => {
  const entry = findServiceByPath(href);
  if (!entry) throw new Error(`Home card links to ${href}, which is not in the navigation`);
  return { title, description, icon: entry.icon, link: { label: 'Learn More', href: entry.href } };
};

export const home = {
  seo: {
    title: 'AI Solutions for Law Firms and Enterprises',
    description:
      'Private AI assistants, AI agents, integrations and software development for law firms and businesses. Secure, tailored and deployed in under two weeks.',
  },
  hero: {
    eyebrow: 'Private AI for law firms and enterprises',
    title: 'Transform Your Business with AI-Powered Solutions',
    subtitle:
      'We design, build and run AI that works inside your walls: private legal assistants, agents that take on real workflows, and software that connects it all.',
    cta: { label: 'Get Started', href: contactHref },
    scene: {
      kind: 'composition',
      scenes: [
        {
          kind: 'chat',
          title: 'Legal Assistant',
          badge: 'Private',
          messages: [
            { from: 'person', author: 'Partner', text: 'Which client contracts renew this quarter?' },
            {
              from: 'ai',
              text: 'Four. Two need notice by 30 November.',
              sources: ['Contract register', 'Harlow MSA §14'],
            },
          ],
        },
        {
          kind: 'run',
          title: 'Agent: renewal notices',
          badge: 'Running',
          steps: [
            { label: 'Found the notice clauses', detail: '4 contracts', state: 'done' },
            { label: 'Drafted two notices', detail: 'In your house style', state: 'done' },
            { label: 'Partner review', detail: 'Waiting for approval', state: 'running' },
          ],
          summary: 'Nothing is sent without a person',
        },
      ],
    } satisfies HeroScene,
  },
  solutions: {
    title: 'Our AI Solutions',
    subtitle: 'Ten ways we put AI to work for legal teams and growing businesses.',
    cards: [
      serviceCard(
        '/ai-services/private-ai-legal-assistant',
        'Private AI Legal Assistant',
        'Cited research, drafting and document review that never leaves your infrastructure.',
      ),
      serviceCard(
        '/ai-services/llm-fine-tuning',
        'LLM Fine-Tuning',
        'Open models trained on your data to speak your terminology and follow your formats.',
      ),
      serviceCard(
        '/ai-services/ai-agents/receptionist',
        'Receptionist Agent',
        'Every call and chat answered, enquiries qualified and appointments booked, day and night.',
      ),
      serviceCard(
        '/ai-services/ai-agents/personal-assistant',
        'Personal AI Assistant',
        'Inbox triage, scheduling, meeting briefs and follow-ups for busy professionals.',
      ),
      serviceCard(
        '/ai-services/ai-agents/customer-support',
        'Customer Support Agent',
        'Instant, accurate answers on chat, email and WhatsApp, with a smooth hand-off to people.',
      ),
      serviceCard(
        '/integrations/custom-api-implementation',
        'Custom API Implementation',
        'Secure, documented APIs that connect AI to the systems holding your data.',
      ),
      serviceCard(
        '/integrations/software-integration',
        'Software Integration',
        'Practice management, CRM, finance and documents kept in sync automatically.',
      ),
      serviceCard(
        '/integrations/workflow-automation',
        'Workflow Automation',
        'Intake, approvals and reporting that run themselves, with people in control.',
      ),
      serviceCard(
        '/development/app',
        'App Development',
        'Web and mobile apps with AI built in, from an MVP in 6 to 16 weeks to production.',
      ),
      serviceCard(
        '/development/no-code',
        'No-Code Development',
        'Internal tools and portals your own team can change without developers.',
      ),
    ],
  },
  howWeWork: {
    title: 'How We Work',
    subtitle: 'A clear path from first conversation to measurable results.',
    steps: [
      {
        title: 'Discovery & Consultation',
        description:
          'We learn how your team works today, where time and money are lost, and what success would look like.',
      },
      {
        title: 'Strategy & Planning',
        description:
          'We recommend the right solution, agree scope, security and hosting, and give you a fixed plan and timeline.',
      },
      {
        title: 'Implementation & Deployment',
        description:
          'We build and deploy in your environment, typically in under two weeks for standard solutions.',
      },
      {
        title: 'Testing & Optimization',
        description:
          'We test on your real cases, measure accuracy and speed, and tune until the results meet the agreed bar.',
      },
      {
        title: 'Support & Continuous Improvement',
        description: 'We monitor, support and improve the solution as your needs and the technology evolve.',
      },
    ] satisfies readonly ProcessStep[],
  },
  whyChoose: {
    title: `Why Choose ${site.name}`,
    subtitle: 'Specialists in private, tailored AI for organisations that cannot compromise on trust.',
    cards: [
      {
        icon: BrainCircuit,
        title: 'AI Expertise',
        description:
          'Engineers and applied AI specialists who have shipped models and agents into production.',
      },
      {
        icon: ShieldCheck,
        title: 'Enterprise Security',
        description:
          'Private deployments, least-privilege access and full audit trails, aligned with your policies.',
      },
      {
        icon: Rocket,
        title: 'Rapid Deployment',
        description: 'Standard solutions live in under two weeks; custom agents in 4 to 8 weeks.',
      },
      {
        icon: BadgeDollarSign,
        title: 'Competitive Pricing',
        description: 'Fixed-price phases and right-sized models keep build and running costs predictable.',
      },
      {
        icon: SlidersHorizontal,
        title: 'Full Customization',
        description:
          'Built around your workflows, data, terminology and house style, not a generic template.',
      },
      {
        icon: Headset,
        title: '24/7 Support',
        description: 'Monitoring around the clock and a team that answers when something needs attention.',
      },
    ] satisfies readonly Card[],
  },
  mission: {
    title: 'Our Mission & Vision',
    blocks: [
      {
        heading: 'Our mission',
        text: 'To give law firms and businesses AI they can trust with their most confidential work: private by design, specialised for their field and customised to the way they already work, so professionals spend their time on judgement rather than administration.',
      },
      {
        heading: 'Our vision',
        text: 'A future in which every organisation, not only the largest, runs its own capable AI, owns its data and models outright, and can prove to clients and regulators exactly how each answer was produced.',
      },
    ],
  },
  deployment: {
    title: 'Flexible Deployment Options',
    subtitle: 'Your data, your rules: we deploy wherever your security and compliance teams need.',
    cards: [
      {
        icon: Cloud,
        title: 'Cloud',
        description: 'Fully managed in a secure, region-locked cloud environment: the fastest way to start.',
      },
      {
        icon: Building2,
        title: 'On-Premise',
        description: 'Installed on your own servers, with no data leaving your building.',
      },
      {
        icon: Combine,
        title: 'Hybrid',
        description: 'Sensitive workloads on premise, elastic workloads in the cloud, managed as one.',
      },
      {
        icon: Waypoints,
        title: 'Private Cloud / VPC',
        description: 'Deployed inside your own cloud account and network, under your keys and policies.',
      },
    ] satisfies readonly Card[],
  },
  contact: {
    title: 'Ready to put private AI to work?',
    description: 'Tell us about your team and your goals. We reply to every message within 24 hours.',
    cta: { label: 'Contact Us', href: contactHref },
    ticks: ['Free Consultation', 'Custom Solutions', '24/7 Support'],
  },
};
