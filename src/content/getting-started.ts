import { contactHref } from './navigation';
import type { Step } from './types';

/** The three steps closing every service page. */
export const gettingStartedSteps: readonly [Step, Step, Step] = [
  {
    number: 1,
    title: 'Book a call',
    description: 'A 30-minute conversation about your goals, your systems and what success looks like.',
    cta: { label: 'Talk to our team', href: contactHref },
  },
  {
    number: 2,
    title: 'Work with our experts',
    description: 'We scope the solution with your team and agree a fixed plan, timeline and security model.',
  },
  {
    number: 3,
    title: 'Launch with support',
    description: 'We deploy, train your people and stay on hand to monitor and improve what we built.',
  },
];
