import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { D1Database } from '@cloudflare/workers-types';
import { Miniflare } from 'miniflare';
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler';

const MIGRATIONS = 'migrations';

/**
 * A real D1 database in memory (miniflare runs workerd's D1), with the
 * site's migrations applied as `wrangler d1 migrations apply` would: the
 * outbox's SQL is tested against the engine it runs on, not a stand-in.
 * `upTo` stops after the named migration file.
 */
export const openOutbox = async ({ upTo }: { upTo?: string } = {}) => {
  // A worker that does nothing, for its D1 binding (Miniflare 5's options).
  const miniflare = new Miniflare({
    workers: [
      {
        config: {
          name: 'outbox-test',
          compatibilityDate: '2026-04-01',
          manifest: {
            mainModule: 'worker.mjs',
            modules: { 'worker.mjs': { type: 'esm', contents: 'export default {}' } },
          },
          env: { DB: { type: 'd1', id: 'outbox-test' } },
        },
      },
    ],
  });
  const db = (await miniflare.getD1Database('DB')) as unknown as D1Database;
  const applyMigration = async (file: string) => {
    const statements = splitSqlQuery(readFileSync(join(MIGRATIONS, file), 'utf8'));
    await db.batch(statements.map((statement) => db.prepare(statement)));
  };
  for (const file of readdirSync(MIGRATIONS).sort()) {
    await applyMigration(file);
    if (file === upTo) break;
  }
  return { db, applyMigration, dispose: () => miniflare.dispose() };
};

/** Runs `test` on a database of its own, disposed after it. */
export const withOutbox = async (test: (db: D1Database) => Promise<void>) => {
  const { db, dispose } = await openOutbox();
  try {
    await test(db);
  } finally {
    await dispose();
  }
};
