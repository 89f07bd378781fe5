// Set-based writes for seeding: one statement per table and chunk, never one per row.
// Rows travel as a single JSON parameter expanded by json_to_recordset, which works the same
// on PGlite and PostgreSQL and avoids the 65 535-parameter limit of multi-row VALUES.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Column name → PostgreSQL type, e.g. { id: 'int', title: 'text', role: 'user_role' }. */
export type Columns = Record<string, string>;
export type Row = Record<string, string | number | boolean | null>;

const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
}

/** Inserts rows (keys = column names) in chunks; returns the number of rows written. */
export async function insertRows(
  db: DbOrTx,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  chunkSize = 5000,
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = Object.keys(columns);
  const list = names.map(ident).join(', ');
  const defs = names.map((n) => `${ident(n)} ${columns[n]}`).join(', ');
  const head = sql.raw(
    `INSERT INTO ${ident(table)} (${list}) SELECT ${list} FROM json_to_recordset(`,
  );
  const tail = sql.raw(`::json) AS x(${defs})`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    await db.execute(sql`${head}${JSON.stringify(chunk)}${tail}`);
  }
  return rows.length;
}

/**
 * Takes `count` ids from a table's identity sequence, so rows can reference each other
 * before they are written. Safe alongside other writers: nextval never hands out an id twice.
 */
export async function reserveIds(db: DbOrTx, table: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const res = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count}::int)`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return res.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Rows of a raw query, the same on both drivers. */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
