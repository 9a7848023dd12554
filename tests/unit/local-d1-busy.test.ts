// The canary of the operator's retry on a busy local database
// (localDatabaseBusy in scripts/operator/submissions-plan.mjs): wrangler does
// not wait for SQLite's lock, so `npm run submissions` on a local database that
// `npm start` or the test server is writing to failed now and then. This shows
// wrangler failing at once, in the words the retry looks for; the day it waits
// for the lock instead, this fails and the retry can go.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, it } from 'vitest';
import { localDatabaseBusy, targetOf } from '../../scripts/operator/submissions-plan.mjs';
import { runWrangler, wranglerErrorText } from '../../scripts/operator/wrangler-calls.mjs';

it('wrangler fails at once on a local database another process is writing to, in words the retry knows', () => {
  const state = mkdtempSync(join(tmpdir(), 'busy-d1-'));
  const execute = (sql: string) =>
    runWrangler(['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', sql], {
      capture: true,
    });
  try {
    expect(execute('CREATE TABLE notes (text TEXT)').ok).toBe(true);
    const databases = join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
    const file = readdirSync(databases).find(
      (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
    );
    // Another writer, as the worker on workerd is while it stores a lead.
    const writer = new DatabaseSync(join(databases, file ?? ''));
    writer.exec('BEGIN IMMEDIATE');
    try {
      const busy = execute("INSERT INTO notes VALUES ('while another writes')");
      expect(busy.ok).toBe(false);
      const local = targetOf({ 'persist-to': state });
      expect(localDatabaseBusy(local, wranglerErrorText(busy)), wranglerErrorText(busy)).toBe(true);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
});
