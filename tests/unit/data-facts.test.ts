// The privacy notice and the trust centre are written from src/content/data-facts.ts:
// these tests fail the day the code collects, stores, sends or keeps in the browser
// something those facts do not list, or states a setting the worker does not run with.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { EXPORTED_BOOKING_COLUMNS, EXPORTED_COLUMNS } from '../../scripts/operator/data-requests.mjs';
import { BROWSER_STORAGE, dataFacts, inboxData, STORED_COLUMNS } from '../../src/content/data-facts';
import { CALENDAR_FEED_FIELDS, INBOX_FIELDS } from '../../src/content/forms';
import { siteDataFacts } from '../../src/content/site-facts';
import type { BookingDetails } from '../../src/lib/booking-fields';
import { CONTACT_FIELDS, type ContactValues } from '../../src/lib/contact-fields';
import { deliveryPolicy } from '../../src/lib/delivery-policy';
import { SCROLL_TOP_KEY } from '../../src/lib/scroll-memory';
import { CONTACT_DRAFT_KEY, STORAGE_PROBE_KEY } from '../../src/lib/tab-storage';
import { THEME_STORAGE_KEY } from '../../src/lib/theme';
import { workerConfig } from '../../src/lib/worker-config';
import { operatorFeed } from '../../src/server/booking/calendar-file';
import type { BookedCall } from '../../src/server/booking/store';
import { encodeSubmission } from '../../src/server/outbox/forward';
import { openOutbox } from '../support/outbox-db';

/** A source file's code, its comments left out (a comment may name what the code never does). */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Every TypeScript source file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });

describe('what the site stores in D1', () => {
  it('an export of a person’s data holds every personal column of the tables that hold people', () => {
    const exported = { submissions: EXPORTED_COLUMNS, bookings: EXPORTED_BOOKING_COLUMNS };
    for (const [table, columns] of Object.entries(exported)) {
      const personal = Object.entries(STORED_COLUMNS[table as keyof typeof exported])
        .filter(([, column]) => column.personal)
        .map(([name]) => name);
      expect(
        personal.filter((name) => !columns.includes(name)),
        table,
      ).toEqual([]);
    }
  });

  it('lists exactly the tables and columns the migrations make', async () => {
    const { db, dispose } = await openOutbox();
    try {
      const tables = (
        await db
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
          )
          .all<{ name: string }>()
      ).results.map((row) => row.name);
      expect(tables.sort()).toEqual(Object.keys(STORED_COLUMNS).sort());
      for (const table of tables) {
        const columns = (await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>()).results;
        expect(
          columns.map((column) => column.name).sort(),
          `${table}'s columns, against STORED_COLUMNS.${table}`,
        ).toEqual(Object.keys(STORED_COLUMNS[table as keyof typeof STORED_COLUMNS]).sort());
      }
    } finally {
      await dispose();
    }
  });
});

describe('what the form collects and sends on', () => {
  it('explains every field of the form', () => {
    expect(siteDataFacts.formFields.map((field) => field.field)).toEqual([...CONTACT_FIELDS]);
  });

  it('sends the inbox exactly what the notice names, for a message and for a booking’s news', () => {
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'x'])) as ContactValues;
    const details: BookingDetails = {
      event: 'moved',
      booking_id: 'b',
      starts_at: 's',
      ends_at: 'e',
      starts_at_visitor: 'v',
      time_zone: 'z',
      previous_starts_at: 'p',
    };
    const inbox = siteDataFacts.recipients.find((recipient) => recipient.configuredBy === 'FORM_ENDPOINT');
    for (const [form, sentDetails] of [
      ['contact', null],
      ['booking', details],
    ] as const) {
      const sent = [...new URLSearchParams(encodeSubmission({ form, values, details: sentDetails })).keys()];
      expect(sent).toEqual(['form-name', ...INBOX_FIELDS[form].map((field) => field.key)]);
      for (const field of INBOX_FIELDS[form]) expect(inbox?.data, field.key).toContain(field.noun);
    }
    // Every one of a booking's own fields is sent: the type names them all, the declaration each.
    expect(INBOX_FIELDS.booking.flatMap((field) => ('detail' in field ? [field.detail] : []))).toEqual(
      Object.keys(details),
    );
  });

  it('names a field added to what the inbox receives, without a word of the notice changed', () => {
    const added = {
      ...INBOX_FIELDS,
      booking: [
        ...INBOX_FIELDS.booking,
        { key: 'phone', noun: 'your phone number', column: 'company' as const },
      ],
    };
    expect(inboxData(added)).toContain('your phone number');
    expect(inboxData(INBOX_FIELDS)).not.toContain('your phone number');
  });

  it('tells the calendar feed’s reader only what the notice names', () => {
    const feed = siteDataFacts.recipients.find(
      (recipient) => recipient.configuredBy === 'CALENDAR_FEED_SECRET',
    );
    for (const noun of Object.values(CALENDAR_FEED_FIELDS)) expect(feed?.data).toContain(noun);
    const call: BookedCall = {
      id: 'c1',
      startsAt: '2027-01-05T10:00:00.000Z',
      endsAt: '2027-01-05T10:30:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical',
      topic: 'Engines',
      timeZone: 'Pacific/Auckland',
      status: 'confirmed',
      sequence: 0,
      createdAt: '2027-01-01T10:00:00.000Z',
    };
    const ics = operatorFeed([call]);
    for (const shown of ['Ada Lovelace', 'ada@example.com', 'Analytical', 'Engines', 'Pacific/Auckland'])
      expect(ics).toContain(shown);
    // Each shown field is declared; a field not declared is not the feed's to show.
    const declared = Object.keys(CALENDAR_FEED_FIELDS);
    for (const field of ['name', 'email', 'company', 'topic', 'timeZone']) expect(declared).toContain(field);
  });
});

/** Code that reads or writes the browser's storage (not a comment naming it). */
const STORAGE_USE =
  /\b(localStorage|sessionStorage)\s*\.\s*(getItem|setItem|removeItem|clear|key)\b|\bindexedDB\.|\bcookieStore\.|document\.cookie/;

describe('what the site keeps in the browser', () => {
  it('touches browser storage only where the notice’s keys are written, and never sets a cookie', () => {
    const touching = sources('src')
      .filter((file) => STORAGE_USE.test(readFileSync(file, 'utf8')))
      .sort();
    // The theme's key (the boot script), this tab's storage (the contact form's draft).
    expect(touching).toEqual(['src/lib/boot-script.ts', 'src/lib/tab-storage.ts']);
    expect(touching.some((file) => readFileSync(file, 'utf8').includes('document.cookie'))).toBe(false);
  });

  it('names each key the code reads or writes', () => {
    // The keys' constants, by name; the boot script's `k` is THEME_STORAGE_KEY
    // (src/lib/boot-script.ts writes it in), tab storage's `key` its callers'.
    const constants: Record<string, string> = {
      THEME_STORAGE_KEY,
      CONTACT_DRAFT_KEY,
      STORAGE_PROBE_KEY,
      SCROLL_TOP_KEY,
      k: THEME_STORAGE_KEY,
    };
    const keyUses = sources('src').flatMap((file) =>
      [
        ...code(file).matchAll(
          /\b(?:localStorage|sessionStorage|tabStorage)\s*\.\s*(?:getItem|setItem|removeItem)\(\s*([^,)]+)|\batomWithStorage(?:<[^>]*>)?\(\s*([^,)]+)|\[(SCROLL_TOP_KEY)\]/g,
        ),
      ]
        .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim())
        .filter((key) => !(file === 'src/lib/tab-storage.ts' && key === 'key'))
        .map((key) => ({ file, key })),
    );
    expect(keyUses.length).toBeGreaterThan(0);
    const named = BROWSER_STORAGE.map((item) => item.key);
    for (const { file, key } of keyUses) {
      const value = /^['"](.*)['"]$/.exec(key)?.[1] ?? constants[key];
      expect(value, `${file} uses the storage key ${key}`).toBeDefined();
      expect(named, `${file}: ${key}`).toContain(value);
    }
    // The boot script's k really is the theme's key.
    expect(code('src/lib/boot-script.ts')).toMatch(/k=\$\{json\(THEME_STORAGE_KEY\)\}/);
    // A history entry's state is written only with the scroll memory's key added to what was there.
    const historyWrites = sources('src').flatMap((file) =>
      [...code(file).matchAll(/history\.(?:pushState|replaceState)\(\s*([^,]+)/g)].map((match) => match[1]),
    );
    expect(historyWrites).toEqual(['withScrollTop(window.history.state']);
    expect(BROWSER_STORAGE.map((item) => [item.mechanism, item.key])).toEqual([
      ['localStorage', THEME_STORAGE_KEY],
      ['sessionStorage', CONTACT_DRAFT_KEY],
      ['sessionStorage', STORAGE_PROBE_KEY],
      ['history', SCROLL_TOP_KEY],
    ]);
  });
});

describe('the settings the notices state', () => {
  it('are production’s wrangler.toml vars, read as the relay reads them', () => {
    const toml = parse(readFileSync('wrangler.toml', 'utf8')) as { vars: Record<string, string> };
    expect(workerConfig.environment).toBe('production');
    expect(workerConfig.vars).toEqual(toml.vars);
    expect(siteDataFacts.retentionDays).toBe(deliveryPolicy(toml.vars).policy.retentionDays);
    expect(siteDataFacts.retentionDays).toBe(Number(toml.vars.SUBMISSION_RETENTION_DAYS));
  });

  it('follow the configuration: another retention, or none', () => {
    const withRetention = (days: string) =>
      dataFacts({ ...workerConfig, vars: { ...workerConfig.vars, SUBMISSION_RETENTION_DAYS: days } })
        .retentionDays;
    expect(withRetention('30')).toBe(30);
    expect(withRetention('0')).toBeNull();
    // A value the relay refuses keeps its default there, and here.
    expect(withRetention('soon')).toBe(deliveryPolicy({}).policy.retentionDays);
  });
});
