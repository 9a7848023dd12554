import {
  BadgeCheck,
  Coins,
  Database,
  FlaskConical,
  Gauge,
  GitBranch,
  KeyRound,
  Layers,
  MessageSquareWarning,
  Ruler,
  Server,
  Shuffle,
} from 'lucide';
import type { ServiceContent } from '../types';

export const llmFineTuning: ServiceContent = {
  href: '/ai-services/llm-fine-tuning',
  seo: {
    title: 'LLM Fine-Tuning on Your Own Data',
    description:
      'Fine-tuned language models that speak your terminology, follow your formats and run privately, measured against your own evaluation set before go-live.',
  },
  hero: {
    title: 'LLM Fine-Tuning',
    subtitle:
      'Turn an open model into a specialist: trained on your precedents, tickets or reports, evaluated on your own test set and owned by you.',
    ctaLabel: 'Discuss your data',
    scene: {
      kind: 'comparison',
      title: 'Evaluation',
      badge: 'Your test set',
      prompt: 'Summarise the indemnity in clause 9 for the client.',
      answers: [
        {
          label: 'Base model',
          text: 'The clause sets out standard indemnification provisions between the parties.',
          score: '41% correct',
          strong: false,
        },
        {
          label: 'Fine-tuned',
          text: "The supplier covers third-party IP claims with no cap; your liability stops at 12 months' fees.",
          score: '92% correct',
          strong: true,
        },
      ],
    },
  },
  problems: {
    title: 'When prompting is not enough',
    subtitle: 'Off-the-shelf models plateau on specialised work.',
    items: [
      {
        icon: MessageSquareWarning,
        title: 'Inconsistent output',
        description:
          'Long prompts still produce answers in the wrong format, tone or level of detail, so every response needs editing.',
        iconBg: 'amber',
        iconText: 'amber',
      },
      {
        icon: Coins,
        title: 'Rising token bills',
        description:
          'Stuffing instructions and examples into every request makes large hosted models slow and expensive at volume.',
        iconBg: 'red',
        iconText: 'red',
      },
      {
        icon: Shuffle,
        title: 'Domain terms misunderstood',
        description:
          'Industry abbreviations, product codes and internal jargon confuse general models and produce confident mistakes.',
        iconBg: 'violet',
        iconText: 'violet',
      },
    ],
  },
  impact: {
    title: 'What a specialised model changes',
    subtitle: 'Typical results against the base model on the client’s own evaluation set.',
    items: [
      {
        headingOne: 'Task accuracy up to',
        stat: 90,
        headingTwo: 'on held-out examples',
        description: 'Measured on cases the model never saw in training, scored by your own reviewers.',
      },
      {
        headingOne: 'Inference cost down',
        stat: 75,
        headingTwo: 'per thousand requests',
        description: 'A smaller tuned model replaces a large general one and needs far shorter prompts.',
      },
      {
        headingOne: 'Format compliance',
        stat: 100,
        headingTwo: 'on structured outputs',
        description:
          'JSON, clause templates and report layouts come back in the exact shape your systems expect.',
      },
    ],
  },
  solutions: {
    title: 'How we tune models',
    subtitle: 'The right technique for the problem, not the most fashionable one.',
    items: [
      {
        icon: Database,
        iconBg: 'blue',
        iconText: 'blue',
        title: 'Dataset curation',
        description:
          'We turn your documents, emails or tickets into clean instruction pairs, remove personal data and balance rare cases.',
      },
      {
        icon: Layers,
        iconBg: 'violet',
        iconText: 'violet',
        title: 'Parameter-efficient training',
        description:
          'LoRA and QLoRA adapters teach the model your domain at a fraction of the compute of full retraining.',
      },
      {
        icon: FlaskConical,
        iconBg: 'green',
        iconText: 'green',
        title: 'Evaluation you can trust',
        description:
          'A held-out test set and a scoring rubric agreed with your experts, so improvements are measured, not claimed.',
      },
    ],
  },
  approach: {
    subtitle: 'A measurable model in weeks, with checkpoints you sign off.',
    steps: [
      {
        title: 'Data audit and baseline',
        description:
          'We review the data you have, agree the target task and score today’s best prompt-only approach as the baseline to beat.',
      },
      {
        title: 'Training runs',
        description:
          'We train and compare candidate models on private GPUs, reporting accuracy, latency and cost for each.',
      },
      {
        title: 'Deployment and monitoring',
        description:
          'The chosen model ships behind an API in your environment, with drift monitoring and a retraining schedule.',
      },
    ],
  },
  whyUs: {
    subtitle: 'Engineers who publish their numbers.',
    items: [
      {
        icon: Ruler,
        title: 'Baseline first',
        description: 'We only recommend fine-tuning when it beats a well-engineered prompt on your test set.',
      },
      {
        icon: KeyRound,
        title: 'You own the weights',
        description: 'Adapters, datasets and training code are handed over, with no licence tied to us.',
      },
      {
        icon: Server,
        title: 'Private compute',
        description:
          'Training runs in your cloud account or on dedicated hardware, never on shared public endpoints.',
      },
      {
        icon: Gauge,
        title: 'Right-sized models',
        description: 'We pick the smallest model that meets the bar, keeping latency and hosting costs low.',
      },
      {
        icon: GitBranch,
        title: 'Reproducible runs',
        description: 'Every experiment is versioned: data, configuration and results, ready for audit.',
      },
      {
        icon: BadgeCheck,
        title: 'Expert review loop',
        description:
          'Your specialists grade samples during training, and their feedback shapes the next run.',
      },
    ],
  },
  useCases: {
    title: 'Models we have tuned',
    subtitle: 'Narrow tasks with high volume are where tuning pays off.',
    items: [
      {
        audience: 'Law firms',
        title: 'Clause classification',
        description: 'Contracts tagged against a 120-label clause taxonomy, ready for playbook review.',
      },
      {
        audience: 'Insurers',
        title: 'Claims summarisation',
        description:
          'Adjuster notes and reports condensed into the structured summary the claims system needs.',
      },
      {
        audience: 'Software companies',
        title: 'Support ticket routing',
        description: 'Tickets labelled by product area and urgency with accuracy above the human baseline.',
      },
    ],
  },
  faqs: [
    {
      question: 'How much data do we need?',
      answer:
        'For most classification and formatting tasks, a few hundred to a few thousand good examples are enough. We tell you after the data audit whether what you have will work.',
    },
    {
      question: 'Should we fine-tune or use retrieval?',
      answer:
        'Retrieval is best when answers depend on facts that change; fine-tuning is best for style, format and specialist reasoning. Many projects combine both, and we test each on your data.',
    },
    {
      question: 'Where does training happen?',
      answer:
        'In your own cloud account or on dedicated GPUs we provision for you. Training data is deleted from our side once the project closes.',
    },
    {
      question: 'What happens when our data changes?',
      answer:
        'We set up monitoring that flags drift in model accuracy and a retraining pipeline your team can run, or we can run it for you on a schedule.',
    },
  ],
  cta: {
    title: 'Find out what tuning would gain you',
    description: 'Send us a sample of the task and we will share a baseline and an honest estimate.',
    label: 'Book a call',
  },
};
