import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { refreshProductSummaries } from './product-summary.service.ts';

/** Any fixed number: one fold at a time across every process. */
const FOLD_LOCK_KEY = 4_273_118;
/** Orders committed within this window share one fold. */
const FOLD_DELAY_MS = 50;

/**
 * Adds the units sold since the last fold to products.sold_count and refreshes those products'
 * listing summaries (stock, "tükendi"), in one short transaction of its own. The checkout only
 * appends to product_sold_deltas: the product rows — the hottest rows of a sale day — are no
 * longer locked by every order transaction until it commits. Returns the products refreshed.
 */
export async function foldProductSales(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // One fold at a time: a second waits, then finds only what came after the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FOLD_LOCK_KEY})`);
    const folded = await queryRows<{ id: number }>(
      tx,
      sql`WITH d AS (DELETE FROM product_sold_deltas RETURNING product_id, quantity),
               s AS (SELECT product_id, sum(quantity)::int AS q FROM d GROUP BY product_id)
          UPDATE products p SET sold_count = p.sold_count + s.q
            FROM s WHERE p.id = s.product_id
          RETURNING p.id`,
    );
    await refreshProductSummaries(
      tx,
      folded.map((r) => r.id),
    );
    return folded.length;
  });
}

const pending = new WeakMap<Db, Promise<void>>();

/**
 * Folds soon after a checkout commits: calls within FOLD_DELAY_MS share one fold, so a burst
 * of orders costs one short transaction, not one per order. Best effort — the scheduled job
 * 'fold-product-sales' catches whatever a crash leaves.
 */
export function scheduleSalesFold(db: Db, log?: { warn: (o: object, m: string) => void }) {
  if (pending.has(db)) return;
  const run = new Promise<void>((resolve) => setTimeout(resolve, FOLD_DELAY_MS))
    .then(() => {
      pending.delete(db);
      return foldProductSales(db);
    })
    .then(
      () => undefined,
      (err: unknown) => log?.warn({ err }, 'product sales fold failed; the job will retry'),
    );
  pending.set(db, run);
}
