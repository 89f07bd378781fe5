import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Rows of a raw statement (the same shape on PGlite and node-postgres). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A list of integer parameters for `IN (…)`. */
export const intList = (xs: readonly number[]): SQL =>
  sql.join(
    xs.map((x) => sql`${x}::int`),
    sql`, `,
  );

/** Timestamps come back as Date (node-postgres, PGlite) or text; the API speaks ISO. */
export const iso = (v: Date | string): string => new Date(v).toISOString();

/** 0–500 stored ratings as 0–5 with one decimal. */
export const ratingOf = (x100: number): number => Math.round(x100 / 10) / 10;
