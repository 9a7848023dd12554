// The privacy notice and the trust centre are written from src/content/data-facts.ts:
// these tests fail the day the code collects, stores, sends or keeps in the browser
// something those facts do not list, or states a setting the worker does not run with.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { EXPORTED_BOOKING_COLUMNS, EXPORTED_COLUMNS } from '../../scripts/operator/data-requests.mjs';
import { BROWSER_STORAGE, dataFacts, READ_ONLY_SOURCES, STORED_COLUMNS } from '../../src/content/data-facts';
import { siteDataFacts } from '../../src/content/site-facts';
import { BROWSER_STORAGE as DECLARED_STORAGE } from '../../src/lib/browser-storage';
import { CONTACT_FIELDS, type ContactValues } from '../../src/lib/contact-fields';
import { deliveryPolicy } from '../../src/lib/delivery-policy';
import { workerConfig } from '../../src/lib/worker-config';
import { encodeSubmission } from '../../src/server/outbox/forward';
import { browserStorageUses, STORAGE_GLOBALS } from '../support/browser-storage-uses';
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

  it('sends the form endpoint only fields the notice names', () => {
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, 'x'])) as ContactValues;
    const sent = [
      ...new URLSearchParams(encodeSubmission({ form: 'contact', values, details: null })).keys(),
    ].filter((key) => key !== 'form-name');
    expect(sent).toEqual(siteDataFacts.formFields.map((field) => field.field));
  });

  it('sends from the worker only to the form endpoint and the alert webhook', () => {
    // Every call of fetch in the worker's code, with what it is called on; the
    // asset layer's own binding (ASSETS.fetch) stays inside Cloudflare.
    const calls = [...sources('src/server'), 'src/waku.server.tsx'].flatMap((file) =>
      [...code(file).matchAll(/(?<![.\w])(?:fetch|fetchImpl)\(\s*([^,)]+)/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(calls.sort()).toEqual([
      // A GET of the firm's own calendar (env.FIRM_CALENDAR_URL): nothing of the visitor's is sent.
      'src/server/booking/firm-calendar.ts: url',
      // The webhook is env.ALERT_WEBHOOK_URL, the endpoint env.FORM_ENDPOINT (below).
      'src/server/outbox/alerts.ts: webhook',
      'src/server/outbox/forward.ts: endpoint',
      // Not the worker's: the page's own script, in the browser, fetching this page's RSC file.
      'src/server/page-html.mjs: ${JSON.stringify(rscUrl',
    ]);
  });

  it('names a recipient for every address the worker sends data to', () => {
    // The worker reaches other services only at addresses the operator sets as
    // vars or secrets (src/server/env.ts); each one read must be a listed recipient's.
    const read = new Set(
      sources('src/server').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*(?:URL|ENDPOINT))\b/g)].map(
          (match) => match[1],
        ),
      ),
    );
    expect([...read].sort()).toEqual(
      [
        ...siteDataFacts.recipients.map((recipient) => recipient.configuredBy).filter(Boolean),
        ...Object.keys(READ_ONLY_SOURCES),
      ].sort(),
    );
  });
});

describe('what the site keeps in the browser', () => {
  it('is the declaration the code keeps it through', () => {
    expect(BROWSER_STORAGE).toBe(DECLARED_STORAGE);
  });

  it('is reached only through src/lib/browser-storage.ts, and never by a cookie', () => {
    const uses = sources('src').flatMap((file) =>
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
    const project = mkdtempSync(join(tmpdir(), 'storage-lint-'));
    try {
      cpSync('biome.json', join(project, 'biome.json'));
      const uses = `export const uses = [${STORAGE_GLOBALS.join(', ')}];\n`;
      for (const file of ['src/islands/drift.ts', 'src/lib/browser-storage.ts']) {
        mkdirSync(dirname(join(project, file)), { recursive: true });
        writeFileSync(join(project, file), uses);
      }
      const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
      const lint = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', '--colors=off', '.'], {
        cwd: project,
        encoding: 'utf8',
      });
      const output = lint.stdout + lint.stderr;
      expect(lint.status, output).toBe(1);
      expect(output.match(/src\/islands\/drift\.ts:1:\d+ lint\/style\/noRestrictedGlobals/g)).toHaveLength(
        STORAGE_GLOBALS.length,
      );
      expect(output).toContain('Only src/lib/browser-storage.ts keeps anything');
      expect(output).not.toContain('src/lib/browser-storage.ts:1');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
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
