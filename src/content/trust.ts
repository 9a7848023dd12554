import { MAX_POST_BYTES } from '../lib/contact-fields';
import { listed } from '../lib/listed';
import { SECURITY_HEADERS } from '../server/security-policy.mjs';
import { type DataFacts, retentionOf } from './data-facts';
import { SCHEDULED_WORK, SERVER_ROUTES, scheduleInWords } from './server-routes';

/**
 * The trust centre's facts (the page's prose: src/content/legal/trust.mdx).
 * What it says about the site itself is read from the code that makes it so,
 * and each claim has a check in tests/e2e/legal.spec.ts (keyed by its id, so
 * a new claim without a check does not compile).
 */

/** The HSTS header's max-age, in years. */
const hstsYears = () => {
  const seconds = Number(/max-age=(\d+)/.exec(SECURITY_HEADERS['Strict-Transport-Security'] ?? '')?.[1] ?? 0);
  return Math.floor(seconds / (365 * 24 * 60 * 60));
};

/**
 * "more than 5 messages, or more than 5 bookings and changes to a booking, in 60 seconds (each
 * counted on its own)": the one limit, applied apart to each thing the limiter counts.
 */
const rateLimited = (
  facts: DataFacts,
  { limit, periodSeconds }: { limit: number; periodSeconds: number },
) => {
  const counted = facts.rateLimitCounts.map((what) => `more than ${limit} ${what}`);
  return counted.length > 1
    ? `${counted.join(', or ')}, in ${periodSeconds} seconds (each counted on its own)`
    : `${counted.join('')} in ${periodSeconds} seconds`;
};

export const siteClaims = (facts: DataFacts) =>
  [
    {
      id: 'edge',
      title: 'Served from the edge',
      text: 'The site is one Cloudflare Worker with static assets, served from the Cloudflare data centre nearest you. Every page is built ahead of time, except at these addresses, where our server runs code for each request:',
      list: [
        ...SERVER_ROUTES.map((route) => `${route.address}: ${route.does}.`),
        ...facts.schedules.map(
          (cron) => `On its own, ${scheduleInWords(cron)} (a Cron Trigger): ${SCHEDULED_WORK}.`,
        ),
      ],
    },
    {
      id: 'https',
      title: 'HTTPS only',
      text: `Every response tells browsers to use HTTPS only for ${hstsYears()} years, subdomains included (HSTS).`,
    },
    {
      id: 'csp',
      title: 'A content security policy on every page',
      text: 'Scripts run only from this site or as inline code we wrote and hashed; no page can be framed by another site; forms post only to this site.',
    },
    {
      id: 'first-party',
      title: 'No third parties in your browser',
      text: 'No analytics, advertising, fonts, embeds or scripts from anyone else: every request a page makes goes to this site.',
    },
    {
      id: 'audience',
      title: 'Visits counted, visitors not',
      text: `We count our own audience on our own server: each page view adds one to a total by ${listed(facts.audience.dimensions.map((dimension) => dimension.noun))}. No cookie, no IP address, no identifier of any kind and no record of each view is kept, so no visitor can be told apart or followed. Robots, prefetches and browsers that send Global Privacy Control or Do Not Track are not counted, anyone can object on the privacy notice, and the totals are deleted after ${facts.audience.keptMonths} months.`,
    },
    {
      id: 'no-cookies',
      title: 'No cookies',
      text: `The site sets no cookie. It keeps ${facts.browserStorage.length} small items in your browser, each named in the privacy notice.`,
    },
    {
      id: 'retention',
      title: 'Messages are not kept for ever',
      text: `${retentionOf(facts, 'delivered-message').what}: ${retentionOf(facts, 'delivered-message').kept}. ${retentionOf(facts, 'booked-call').what}: ${retentionOf(facts, 'booked-call').kept}.`,
    },
    {
      id: 'form-abuse',
      title: 'A form that refuses abuse',
      text: [
        `The contact and booking forms refuse posts from other sites and bodies over ${MAX_POST_BYTES / 1024} KB`,
        facts.rateLimit && `, and from one address ${rateLimited(facts, facts.rateLimit)}`,
        '.',
      ]
        .filter(Boolean)
        .join(''),
    },
  ] as const;

export type SiteClaimId = ReturnType<typeof siteClaims>[number]['id'];

export type CertificationStatus = 'Held' | 'In progress' | 'Not held';

/** Certifications, each with an honest status and the date it was last true. */
export const certifications: readonly {
  name: string;
  status: CertificationStatus;
  detail: string;
  asOf: string;
}[] = [
  {
    name: 'Cyber Essentials (UK)',
    status: 'In progress',
    detail: 'Self-assessment submitted; certificate expected in the first quarter of 2027.',
    asOf: '2026-11-26',
  },
  {
    name: 'ISO/IEC 27001',
    status: 'Not held',
    detail:
      'Our controls follow its Annex A. We will say here when a certification audit is booked, not before.',
    asOf: '2026-11-26',
  },
  {
    name: 'SOC 2 Type II',
    status: 'Not held',
    detail: 'We answer your own security questionnaire instead, and share evidence under NDA.',
    asOf: '2026-11-26',
  },
];
