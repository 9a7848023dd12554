import type { D1Database } from '@cloudflare/workers-types';
import {
  type CsvBreakdown,
  csvStatement,
  csvText,
  type Figures,
  figureStatements,
  figuresOf,
  type Period,
  type Statement,
} from '../../lib/audience-figures.mjs';

export type { Figures, Period };

const prepared = (db: D1Database, { sql, params }: Statement) => db.prepare(sql).bind(...params);

/** The period's figures, read from D1 in one batch: one round trip, one consistent reading. */
export const readFigures = async (db: D1Database, period: Period): Promise<Figures> => {
  const statements = Object.entries(figureStatements(period));
  const results = await db.batch<Record<string, unknown>>(
    statements.map(([, statement]) => prepared(db, statement)),
  );
  const byName = Object.fromEntries(statements.map(([name], index) => [name, results[index]?.results ?? []]));
  return figuresOf(period, byName as Parameters<typeof figuresOf>[1]);
};

/** The period's figures as a CSV, a row per day and page (or source, or campaign). */
export const readCsv = async (db: D1Database, period: Period, by: CsvBreakdown) => {
  const { results } = await prepared(db, csvStatement(period, by)).all<Record<string, unknown>>();
  return csvText(by, results);
};
