// What the relay deletes is made from the retention rules (src/lib/retention.ts):
// rows on each side of every boundary, and the rows no rule may touch.
import type { D1Database } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import { STORED_COLUMNS } from '../../src/content/data-facts';
import { siteDataFacts } from '../../src/content/site-facts';
import { DEFAULT_DELIVERY_POLICY } from '../../src/lib/delivery-policy';
import { RETENTION_RULES, SWEEPS } from '../../src/lib/retention';
import { audienceCutoff, deleteExpired } from '../../src/server/retention';
import { withOutbox } from '../support/outbox-db';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const policy = { ...DEFAULT_DELIVERY_POLICY, retentionDays: 90 };
const CUTOFF = NOW.getTime() - 90 * 86_400_000;
/** A second before the cutoff (past it: goes) or after it (within the period: stays). */
const justPast = new Date(CUTOFF - 1000).toISOString();
const justWithin = new Date(CUTOFF + 1000).toISOString();
const longAgo = new Date(CUTOFF - 400 * 86_400_000).toISOString();
const ahead = new Date(NOW.getTime() + 10 * 86_400_000).toISOString();

const message = (db: D1Database, id: string, status: string, createdAt: string) =>
  db
    .prepare(
      `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at)
       VALUES (?1, ?2, 'Ada', 'ada@example.com', '', 'Hello', ?3, 0, ?2)`,
    )
    .bind(id, createdAt, status)
    .run();

const call = (db: D1Database, id: string, status: string, endsAt: string, updatedAt: string) =>
  db
    .prepare(
      `INSERT INTO bookings (id, starts_at, ends_at, name, email, time_zone, status, token_hash, created_at, updated_at)
       VALUES (?1, ?2, ?2, 'Ada', 'ada@example.com', 'UTC', ?3, ?1, ?4, ?4)`,
    )
    .bind(id, endsAt, status, updatedAt)
    .run();

const ids = async (db: D1Database, table: string) =>
  (await db.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map(
    (row) => row.id,
  );

describe('retention, as the rules declare it', () => {
  it('deletes a message in our inbox the period after it was sent, to the second; one not delivered never', () =>
    withOutbox(async (db) => {
      for (const status of ['delivered', 'stored']) {
        await message(db, `${status}-past`, status, justPast);
        await message(db, `${status}-within`, status, justWithin);
      }
      for (const status of ['pending', 'failed', 'undeliverable'])
        await message(db, `${status}-old`, status, longAgo);
      const swept = await deleteExpired(db, NOW, policy);
      expect(await ids(db, 'submissions')).toEqual([
        'delivered-within',
        'failed-old',
        'pending-old',
        'stored-within',
        'undeliverable-old',
      ]);
      expect(swept).toEqual({ deleted: 2, queries: SWEEPS.length });
    }));

  it('deletes a call the period after it ended, a cancelled one the period after it was cancelled', () =>
    withOutbox(async (db) => {
      await call(db, 'ended-past', 'confirmed', justPast, longAgo);
      await call(db, 'ended-within', 'confirmed', justWithin, longAgo);
      await call(db, 'cancelled-past', 'cancelled', ahead, justPast);
      await call(db, 'cancelled-within', 'cancelled', ahead, justWithin);
      await call(db, 'upcoming', 'confirmed', ahead, longAgo);
      expect((await deleteExpired(db, NOW, policy)).deleted).toBe(2);
      expect(await ids(db, 'bookings')).toEqual(['cancelled-within', 'ended-within', 'upcoming']);
    }));

  it('deletes no message or call when the period is 0 (kept until erased); the audience counters still go', () =>
    withOutbox(async (db) => {
      await message(db, 'delivered-old', 'delivered', longAgo);
      await call(db, 'ended-old', 'confirmed', longAgo, longAgo);
      expect(await deleteExpired(db, NOW, { ...policy, retentionDays: 0 })).toEqual({
        deleted: 0,
        queries: SWEEPS.filter((sweep) => sweep.cutoff === 'audience-months').length,
      });
      expect([...(await ids(db, 'submissions')), ...(await ids(db, 'bookings'))]).toEqual([
        'delivered-old',
        'ended-old',
      ]);
    }));

  it('sweeps only tables the notices list, and the notices word every rule', () => {
    for (const sweep of SWEEPS) expect(Object.keys(STORED_COLUMNS)).toContain(sweep.table);
    expect(siteDataFacts.retention.map((entry) => entry.rule)).toEqual(
      Object.keys(RETENTION_RULES).filter(
        (rule) =>
          (rule !== 'rate-limit' || siteDataFacts.rateLimit) && (rule !== 'logs' || siteDataFacts.logs),
      ),
    );
  });

  it('keeps the audience counters 25 months from the day they count, to the day; the lost counts with them', () =>
    withOutbox(async (db) => {
      expect(audienceCutoff(NOW)).toBe('2025-02-01');
      const counter = (day: string) =>
        db
          .prepare(
            `INSERT INTO audience_daily (day, path, source, device, views) VALUES (?1, '/', 'direct', 'desktop', 1)`,
          )
          .bind(day)
          .run();
      const lost = (day: string) =>
        db.prepare('INSERT INTO audience_lost (day, lost) VALUES (?1, 1)').bind(day).run();
      for (const day of ['2025-01-31', '2025-02-01', '2026-11-29']) {
        await counter(day);
        await lost(day);
      }
      expect((await deleteExpired(db, NOW, policy)).deleted).toBe(2);
      const days = async (table: string) =>
        (await db.prepare(`SELECT day FROM ${table} ORDER BY day`).all<{ day: string }>()).results.map(
          (row) => row.day,
        );
      expect(await days('audience_daily')).toEqual(['2025-02-01', '2026-11-29']);
      expect(await days('audience_lost')).toEqual(['2025-02-01', '2026-11-29']);
    }));
});
