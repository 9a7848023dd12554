// The privacy notice and the trust centre are written from src/content/data-facts.ts:
// these tests fail the day the code collects, stores, sends or keeps in the browser
// something those facts do not list, or states a setting the worker does not run with.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { EXPORTED_BOOKING_COLUMNS, EXPORTED_COLUMNS } from '../../scripts/operator/data-requests.mjs';
import { BROWSER_STORAGE, dataFacts, inboxData, STORED_COLUMNS } from '../../src/content/data-facts';
import { CALENDAR_FEED_FIELDS, INBOX_FIELDS } from '../../src/content/forms';
import { siteDataFacts } from '../../src/content/site-facts';
import type { BookingDetails } from '../../src/lib/booking-fields';
import { BROWSER_STORAGE as DECLARED_STORAGE } from '../../src/lib/browser-storage';
import { CONTACT_FIELDS, type ContactValues } from '../../src/lib/contact-fields';
import { deliveryPolicy } from '../../src/lib/delivery-policy';
import { workerConfig } from '../../src/lib/worker-config';
import { operatorFeed } from '../../src/server/booking/calendar-file';
import type { BookedCall } from '../../src/server/booking/store';
import { encodeSubmission } from '../../src/server/outbox/forward';
import { browserStorageUses, STORAGE_GLOBALS } from '../support/browser-storage-uses';
import { flaggedBy, lintAs } from '../support/lint-fixture';
import { openOutbox } from '../support/outbox-db';
import { sourceFiles } from '../support/source-files';

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
      sequence: '1',
      changed_at: 'c',
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
      changedAt: '2027-01-01T10:00:00.000Z',
    };
    const ics = operatorFeed([call]);
    for (const shown of ['Ada Lovelace', 'ada@example.com', 'Analytical', 'Engines', 'Pacific/Auckland'])
      expect(ics).toContain(shown);
    // Each shown field is declared; a field not declared is not the feed's to show.
    const declared = Object.keys(CALENDAR_FEED_FIELDS);
    for (const field of ['name', 'email', 'company', 'topic', 'timeZone']) expect(declared).toContain(field);
  });
});

describe('what the site keeps in the browser', () => {
  it('is the declaration the code keeps it through', () => {
    expect(BROWSER_STORAGE).toBe(DECLARED_STORAGE);
  });

  it('is reached only through src/lib/browser-storage.ts, and never by a cookie', () => {
    const uses = sourceFiles('src').flatMap((file) =>
      browserStorageUses(readFileSync(file, 'utf8'), file).map((use) => `${file}: ${use.code}`),
    );
    const elsewhere = uses.filter((use) => !use.startsWith('src/lib/browser-storage.ts: '));
    expect(elsewhere).toEqual([
      // A history entry's state, under the declared key (src/lib/browser-storage.ts says why here).
      'src/islands/scroll-memory.ts: window.history.replaceState',
      'src/islands/scroll-memory.ts: window.history.state',
      'src/islands/scroll-memory.ts: window.history.state',
      // The Workers Cache API, on the server: the edge's cache of /book, never a visitor's browser.
      'src/server/booking/page-cache.ts: globalThis.caches',
    ]);
    // The module's own uses are found as any other's would be.
    expect(uses.length).toBeGreaterThan(elsewhere.length);
    expect(uses.filter((use) => use.includes('cookie'))).toEqual([]);
  });

  it('finds a use written any way, in a fixture, and not a name that only mentions one', () => {
    const drift = [
      "const saved = window.localStorage.getItem('theme');",
      "globalThis['sessionStorage'].clear();",
      "document.cookie = 'visitor=1';",
      'const { indexedDB: database } = self;',
      "window.history.pushState({ step: 2 }, '');",
      "const seen = atomWithStorage('seen', false);",
      'const inline = `try{localStorage.setItem("seen","1")}catch(e){}`;',
      'const area = window[mechanism];',
      'const files = await navigator.storage.getDirectory();',
      'const jar = cookieStore;',
      'const draft = createJSONStorage();',
    ];
    expect(browserStorageUses(drift.join('\n'), 'src/islands/drift.tsx').map((use) => use.line)).toEqual(
      drift.map((_, index) => index + 1),
    );
    const mentions = [
      '// localStorage.getItem is never called here',
      "type Mechanism = 'localStorage' | 'sessionStorage';",
      "const NAMES = { localStorage: 'Local storage', caches: 'Caches' };",
      'const edge: typeof caches | undefined = undefined;',
      'const onNavigation = ({ history }: { history: boolean }) => history;',
    ];
    expect(browserStorageUses(mentions.join('\n'), 'src/islands/mentions.tsx')).toEqual([]);
  });

  it('fails lint where a storage global is written bare, naming the module; the module itself may', () => {
    const uses = `export const uses = [${STORAGE_GLOBALS.join(', ')}];\n`;
    const output = lintAs({ 'src/islands/drift.ts': uses, 'src/lib/browser-storage.ts': uses });
    expect(flaggedBy(output, 'noRestrictedGlobals')).toEqual(
      STORAGE_GLOBALS.map(() => 'src/islands/drift.ts'),
    );
    expect(output).toContain('Only src/lib/browser-storage.ts keeps anything');
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
