import { sql } from 'drizzle-orm';
import type { OrderItemStatus } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * A business's package count per status: the sum of its delta rows in package_status_counts,
 * which triggers on order_packages append (migration 0016). A handful of rows instead of a
 * scan of every package: the desk's tab counts stay fast for a seller with 100,000 packages.
 */
export function packageCounts(
  db: DbOrTx,
  businessId: number,
): Promise<{ status: OrderItemStatus; n: number }[]> {
  return queryRows(
    db,
    sql`SELECT status, sum(n)::int AS n FROM package_status_counts
         WHERE business_id = ${businessId} GROUP BY status HAVING sum(n) <> 0`,
  );
}

/**
 * Folds each business's deltas into one row per status (jobs 'compact-package-counts'). One
 * statement: rows appended meanwhile are not in its snapshot and stay for the next run, and a
 * second run at once waits on the rows this one deletes, then skips them. Returns the rows
 * written.
 */
export async function compactPackageCounts(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM package_status_counts
           WHERE business_id IN (SELECT business_id FROM package_status_counts
                                  GROUP BY business_id HAVING count(*) > count(DISTINCT status))
          RETURNING business_id, status, n),
        folded AS (
          INSERT INTO package_status_counts (business_id, status, n)
          SELECT business_id, status, sum(n) FROM gone GROUP BY 1, 2 HAVING sum(n) <> 0
          RETURNING 1)
        SELECT count(*)::int AS n FROM folded`,
  );
  return rows[0]?.n ?? 0;
}
