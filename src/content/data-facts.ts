import { AUDIENCE_DIMENSIONS, AUDIENCE_RETENTION_MONTHS } from '../lib/audience';
import { type BrowserStorageItem, BROWSER_STORAGE as DECLARED_STORAGE } from '../lib/browser-storage';
import { CONTACT_FIELDS, LIMITS } from '../lib/contact-fields';
import { deliveryPolicy, retryWindowSeconds } from '../lib/delivery-policy';
import { duration } from '../lib/duration';
import { listed } from '../lib/listed';
import { RATE_LIMITED } from '../lib/rate-limit';
import { RETENTION_RULES, type RetentionRule } from '../lib/retention';
import { SOURCE_FIELD } from '../lib/source-path';
import { DEFAULT_THEME } from '../lib/theme';
import type { WorkerConfig } from '../lib/worker-config';
import {
  CALENDAR_FEED_FIELDS,
  CONTACT_FIELD_USES,
  INBOX_FIELDS,
  type InboxField,
  type OutboxForm,
} from './forms';
import { type Provider, site } from './site';

/**
 * What the site does with a visitor's data, in one place: what the contact
 * form collects and why, what the worker keeps in D1 and for how long, who
 * receives it, and what the browser keeps. The privacy notice and the trust
 * centre are written from these facts (src/sections/legal/), and
 * tests/unit/data-facts.test.ts fails the day the code collects, stores,
 * sends or keeps something listed nowhere here.
 *
 * Where the code knows a fact, it is read from the code: the fields from the
 * form's own list, the retention from the same wrangler.toml vars the relay
 * reads, the storage keys from the modules that write them. This build's
 * facts: ./site-facts.ts.
 */

/**
 * The columns of each D1 table (migrations/), with what each holds. The keys
 * must be exactly the tables' columns (the test reads them from the migrated
 * database); `personal` marks what identifies or describes a visitor.
 */
export const STORED_COLUMNS = {
  submissions: {
    id: { personal: false, holds: 'a random identifier of the message' },
    created_at: { personal: true, holds: 'when you sent it' },
    name: { personal: true, holds: 'your name' },
    email: { personal: true, holds: 'your email address' },
    company: { personal: true, holds: 'your company, if you gave one' },
    message: { personal: true, holds: 'your message' },
    source_path: { personal: true, holds: 'the page of this site you came to the form from' },
    delivery_status: { personal: false, holds: 'whether it has reached our inbox' },
    upstream_status: { personal: false, holds: "the inbox's last answer" },
    attempts: { personal: false, holds: 'how many times it was sent on' },
    last_error: { personal: false, holds: 'why the last attempt failed, if it did' },
    updated_at: { personal: false, holds: 'when that last changed' },
    next_attempt_at: { personal: false, holds: 'when it will next be sent on' },
    claim_token: { personal: false, holds: 'which server is sending it now' },
    parked_in_outage: { personal: false, holds: 'whether it waits out an outage of our inbox' },
    form_name: { personal: false, holds: 'whether it is a message or news of a booked call' },
    details: {
      personal: true,
      holds: "for news of a booked call: the call's time, on your clock too, and your time zone",
    },
  },
  bookings: {
    id: { personal: false, holds: 'a random identifier of the call' },
    starts_at: { personal: true, holds: 'when the call starts' },
    ends_at: { personal: true, holds: 'when it ends' },
    name: { personal: true, holds: 'your name' },
    email: { personal: true, holds: 'your email address' },
    company: { personal: true, holds: 'your company, if you gave one' },
    topic: { personal: true, holds: 'what the call is about, if you said' },
    time_zone: { personal: true, holds: 'your time zone, as your browser gave it' },
    status: { personal: false, holds: 'whether the call stands or was cancelled' },
    token_hash: {
      personal: false,
      holds: 'a fingerprint of your private link, which cannot be turned back into the link',
    },
    sequence: { personal: false, holds: 'how many times the call has been moved or cancelled' },
    created_at: { personal: true, holds: 'when you booked it' },
    updated_at: { personal: false, holds: 'when that last changed' },
    source_path: { personal: true, holds: 'the page of this site you came to book from' },
  },
  alerts: {
    id: { personal: false, holds: 'which alert' },
    text: {
      personal: false,
      holds: "the alert's words: message identifiers, counts and errors, no personal data",
    },
    created_at: { personal: false, holds: 'when it was raised' },
    sent_at: { personal: false, holds: 'when it reached the operator' },
    attempts: { personal: false, holds: 'how many times it was sent' },
    last_error: { personal: false, holds: 'why the last attempt failed' },
  },
  firm_calendar: {
    id: { personal: false, holds: 'the one row' },
    fetched_at: { personal: false, holds: "when the firm's calendar was last read" },
    busy: { personal: false, holds: "the times the firm's calendar is busy, without what for" },
    failed_at: { personal: false, holds: 'when the last read failed, if it did' },
    last_error: { personal: false, holds: 'why it failed' },
  },
  audience_daily: {
    day: { personal: false, holds: 'the day counted' },
    path: { personal: false, holds: 'a page of this site, or the address the 404 page was shown at' },
    not_found: { personal: false, holds: 'whether it was the 404 page' },
    source: { personal: false, holds: 'the name of the site views came from, or none' },
    utm_source: { personal: false, holds: 'the campaign tags of the address followed: its source' },
    utm_medium: { personal: false, holds: 'its medium' },
    utm_campaign: { personal: false, holds: 'its campaign' },
    country: { personal: false, holds: 'a country' },
    device: { personal: false, holds: 'phone, tablet or computer' },
    views: { personal: false, holds: 'how many views that day had these' },
    entries: { personal: false, holds: 'how many of them came from outside this site' },
    leads: { personal: false, holds: 'how many messages were sent in visits that entered so' },
    bookings: { personal: false, holds: 'how many calls were booked in visits that entered so' },
  },
  audience_lost: {
    day: { personal: false, holds: 'the day' },
    lost: { personal: false, holds: 'how many views could not be counted' },
  },
  endpoint_health: {
    id: { personal: false, holds: 'the one row' },
    failing_since: { personal: false, holds: 'when our inbox stopped answering, if it has' },
    outage_alerted: { personal: false, holds: 'whether the operator has been told' },
  },
} as const satisfies Record<string, Record<string, { personal: boolean; holds: string }>>;

export type { BrowserStorageItem };
/** What the site keeps in the visitor's browser (never a cookie): the declaration its code runs on. */
export const BROWSER_STORAGE: readonly BrowserStorageItem[] = DECLARED_STORAGE;

/** A company that receives personal data from the site, and what for. */
export type Recipient = Provider & {
  /** What it does for us. */
  purpose: string;
  /** What of the visitor's data it receives. */
  data: string;
  /** The worker's setting that sends it data, or lets it read data, where the operator configures it. */
  configuredBy?: 'FORM_ENDPOINT' | 'ALERT_WEBHOOK_URL' | 'CALENDAR_FEED_SECRET';
};

/** What the inbox receives, from the forms' declaration (src/content/forms.ts): one sentence per form. */
export const inboxData = (fields: Record<OutboxForm, readonly InboxField[]>) =>
  [
    `For a message: ${listed(fields.contact.map((field) => field.noun))}.`,
    `For a booked call, and again for each move or cancellation: ${listed(fields.booking.map((field) => field.noun))}.`,
  ].join(' ');

/**
 * Addresses the worker reads from and sends nothing of the visitor's to: not
 * recipients. The firm's own calendar is fetched (a GET) for its busy times.
 */
export const READ_ONLY_SOURCES = {
  FIRM_CALENDAR_URL: "the firm's own calendar, read for the times it is busy",
} as const;

const cloudflare: Recipient = {
  name: 'Cloudflare, Inc.',
  location: 'Worldwide (the data centre nearest you); the D1 database in one region Cloudflare chooses',
  transferSafeguard:
    'the EU-US Data Privacy Framework and its UK Extension, and the EU Standard Contractual Clauses with the UK Addendum in Cloudflare’s data processing addendum',
  purpose:
    'hosts the site, runs the server that receives the forms and counts views, stores messages, booked calls and the audience counters (D1) and keeps logs',
  data: 'every request (with your IP address); everything you send with the contact and booking forms',
};

/** The settings that decide how long things are kept. */
type KeepingFacts = {
  /** Days a delivered message is kept; null: kept until erased (SUBMISSION_RETENTION_DAYS=0). */
  retentionDays: number | null;
  /** How many attempts before a message waits for an operator. */
  maxAttempts: number;
  /** From the first failed attempt to the last, as a person reads it ("6 hours 3 minutes"). */
  retryWindow: string;
  rateLimit: WorkerConfig['contactRateLimit'];
  logs: boolean;
  /** How long the platform keeps the worker's logs (Cloudflare Workers Logs). */
  logRetention: string;
  /** How long D1 Time Travel keeps the database's restorable history (Cloudflare's plans). */
  backupRetention: string;
};

/** What a rule keeps, and how long, in the notices' words. */
export type RetentionEntry = { rule: RetentionRule; what: string; kept: string; note?: string };

/**
 * The notices' words for each retention rule (src/lib/retention.ts), for
 * these settings: the Record makes a new rule unwritable until it is worded;
 * null where the rule does not apply (no rate limit, no logs).
 */
const retentionWords = (facts: KeepingFacts): RetentionEntry[] => {
  const after = (from: string) =>
    facts.retentionDays === null
      ? 'kept until you ask us to erase it'
      : `deleted automatically ${facts.retentionDays} days after ${from}`;
  const words: Record<RetentionRule, Omit<RetentionEntry, 'rule'> | null> = {
    'delivered-message': {
      what: 'A message you send, and the news of a call you book, move or cancel',
      kept: `${after('it was sent')}, once it has reached our inbox`,
      note: 'Our inbox provider keeps its copy while we handle your enquiry, and as long as a business relationship that follows from it needs.',
    },
    'undelivered-message': {
      what: 'A message our inbox has not yet accepted',
      kept: `kept until it is delivered (we try ${
        facts.maxAttempts === 1 ? 'once' : `${facts.maxAttempts} times over ${facts.retryWindow}`
      }), then as above; one that still cannot be delivered is kept until our operator, alerted at once, delivers or erases it by hand`,
    },
    'booked-call': { what: 'A call you book', kept: after('the call') },
    'cancelled-call': { what: 'A call you cancel', kept: after('you cancel it') },
    'rate-limit': facts.rateLimit && {
      what: 'Your IP address, for rate limiting',
      kept: `counted for ${facts.rateLimit.periodSeconds} seconds, to stop more than ${facts.rateLimit.limit} ${RATE_LIMITED.contact}, and apart from them more than ${facts.rateLimit.limit} ${RATE_LIMITED.booking}, in that time from one address; then forgotten`,
    },
    logs: facts.logs
      ? {
          what: 'Server logs (each request to our server: time, address, IP address, outcome)',
          kept: `kept by Cloudflare’s Workers Logs for ${facts.logRetention}, then deleted`,
        }
      : null,
    'audience-counts': {
      what: 'The audience counters (how many views a page had in a day, by source, campaign, country and device)',
      kept: `deleted automatically ${AUDIENCE_RETENTION_MONTHS} months after the day they count`,
    },
    backups: {
      what: 'Backups',
      kept: `a deleted or erased message or call stays in the database’s restorable history (Cloudflare D1 Time Travel) for ${facts.backupRetention}, then is gone`,
    },
  };
  return (Object.keys(RETENTION_RULES) as RetentionRule[]).flatMap((rule) => {
    const entry = words[rule];
    return entry ? [{ rule, ...entry }] : [];
  });
};

/** Everything the privacy notice and the trust centre state, for a given worker configuration. */
export const dataFacts = (config: WorkerConfig) => {
  const { policy } = deliveryPolicy(config.vars);
  const kept: KeepingFacts = {
    retentionDays: policy.retentionDays > 0 ? policy.retentionDays : null,
    maxAttempts: policy.maxAttempts,
    retryWindow: duration(Math.round(retryWindowSeconds(policy) / 60)),
    rateLimit: config.contactRateLimit,
    logs: config.logs,
    logRetention: '3 days on the Free plan and 7 days on paid plans',
    backupRetention: '7 days on the Free plan and 30 days on paid plans',
  };
  const formFields = CONTACT_FIELDS.map((field) => ({
    field,
    ...CONTACT_FIELD_USES[field],
    maxLength: LIMITS[field],
  }));
  return {
    controller: site.legal,
    /** The contact form: each field, why, and its longest length. */
    formFields,
    /** The hidden field that records the page a visitor came from. */
    sourceField: {
      name: SOURCE_FIELD,
      label: 'The page you came to the form from',
      why: 'to know which of our services you were reading about',
    },
    ...kept,
    /** How long each thing is kept, in the notices' words: one entry per rule of src/lib/retention.ts that applies. */
    retention: retentionWords(kept),
    /** When the worker runs on its own (its Cron Triggers). */
    schedules: config.schedules,
    storedColumns: STORED_COLUMNS,
    recipients: [
      cloudflare,
      {
        ...site.providers.formEndpoint,
        purpose:
          'our inbox: receives each message to be answered, and the news of each call booked, moved or cancelled',
        data: inboxData(INBOX_FIELDS),
        configuredBy: 'FORM_ENDPOINT',
      },
      {
        ...site.providers.calendarFeed,
        purpose:
          'our calendar: reads the upcoming booked calls from a private address of this site, to show them to whoever takes the call',
        data: `For each call not yet held: ${listed(Object.values(CALENDAR_FEED_FIELDS))}.`,
        configuredBy: 'CALENDAR_FEED_SECRET',
      },
      {
        ...site.providers.alertWebhook,
        purpose: 'tells our operator when messages cannot be delivered',
        data: 'none: message identifiers, counts and errors only',
        configuredBy: 'ALERT_WEBHOOK_URL',
      },
    ] satisfies Recipient[],
    browserStorage: BROWSER_STORAGE,
    /** How the site counts its audience: what each counter is kept by, and what is never kept. */
    audience: {
      dimensions: Object.values(AUDIENCE_DIMENSIONS),
      keptMonths: AUDIENCE_RETENTION_MONTHS,
    },
    /** The theme shown to a visitor who has chosen none. */
    defaultTheme: DEFAULT_THEME,
    /** What the rate limit counts, each apart for one address (src/lib/rate-limit.ts): "messages", …. */
    rateLimitCounts: Object.values(RATE_LIMITED),
  };
};

export type DataFacts = ReturnType<typeof dataFacts>;

/** What a rule keeps, for these facts (every fact set words the messages' and calls' rules). */
export const retentionOf = (facts: DataFacts, rule: RetentionRule) => {
  const entry = facts.retention.find((candidate) => candidate.rule === rule);
  if (!entry) throw new Error(`No words for the retention rule ${rule}`);
  return entry;
};
