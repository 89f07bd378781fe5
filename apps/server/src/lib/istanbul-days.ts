import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';

/** Every figure is counted in Istanbul days. */
export const TZ = 'Europe/Istanbul';

/** The Istanbul calendar date of a timestamptz expression. */
export const istanbulDay = (ts: SQL): SQL =>
  sql`((${ts}) AT TIME ZONE ${sql.raw(`'${TZ}'`)})::date`;

/** The instant an Istanbul calendar date (a date expression) starts: index-friendly bounds. */
export const dayStart = (day: SQL): SQL =>
  sql`((${day})::timestamp AT TIME ZONE ${sql.raw(`'${TZ}'`)})`;

/**
 * The dispatch deadline of an order placed at `createdAt` by a business that ships within
 * `dispatchDays` working days: the Istanbul date `dispatchDays` days later, Sundays not counted
 * (the convention of catalog/delivery.ts, where the buyer's delivery estimate comes from). The
 * parcel is on time when it is handed to the cargo company on that date or before.
 *
 * Closed form, so it stays one expression per row: with `i` the weekday of the order date
 * (Monday 0 … Saturday 5, Sunday −1, i.e. just before Monday), n working days are
 * `n + floor((i + n) / 6)` calendar days.
 */
export function dispatchDeadline(createdAt: SQL, dispatchDays: SQL): SQL {
  const d = istanbulDay(createdAt);
  return sql`(${d} + CASE WHEN (${dispatchDays}) <= 0 THEN 0 ELSE (${dispatchDays}) + floor(((CASE WHEN extract(isodow FROM ${d}) = 7 THEN -1 ELSE extract(isodow FROM ${d})::int - 1 END) + (${dispatchDays}))::numeric / 6)::int END)`;
}

/** Percent with one decimal, or null when nothing was counted. */
export const percent = (count: number, total: number): number | null =>
  total > 0 ? Math.round((count / total) * 1000) / 10 : null;

/** Today's Istanbul date at `now`, YYYY-MM-DD. */
export function istanbulToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * Runs the figure statements of one answer in one read transaction with JIT compilation off.
 * PostgreSQL's planner over-estimates the day-series joins (generate_series and a GROUP BY on an
 * expression look like millions of rows), passes `jit_above_cost`, and then spends ~1 s
 * compiling a query that runs in milliseconds (seen in bench/vendor.mjs). PGlite has no JIT and
 * accepts the setting.
 */
export function withoutJit<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return work(tx);
  });
}
