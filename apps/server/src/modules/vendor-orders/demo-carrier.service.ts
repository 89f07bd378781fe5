import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { PaymentLog, PaymentProvider } from '../payments/index.ts';
import { advancePackage } from '../orders/index.ts';

/**
 * The demo carrier (jobs 'demo-carrier'): packages shipped more than `minutes` ago whose items
 * are still on the way are delivered through `advancePackage`, so the demo completes on its own.
 * Idempotent and safe on two processes: `advancePackage` locks the package and moves only items
 * still in kargoya_verildi, so a second run (or process) finds nothing left to move. Returns the
 * number of items delivered. `minutes` 0 = off. Only packages shipped in the last day are picked
 * up: the demo data's history (parcels shipped days ago, still on their way) keeps its states,
 * and a seller can always mark an older parcel delivered on the order page.
 */
export async function runDemoCarrier(
  db: Db,
  provider: PaymentProvider,
  minutes: number,
  log?: PaymentLog,
): Promise<number> {
  if (minutes <= 0) return 0;
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT p.id FROM order_packages p JOIN order_items i ON i.package_id = p.id
         WHERE i.status = 'kargoya_verildi' AND p.shipped_at IS NOT NULL
           AND p.shipped_at <= now() - make_interval(mins => ${minutes})
           AND p.shipped_at > now() - interval '1 day'
         ORDER BY p.id LIMIT 500`,
  );
  let delivered = 0;
  for (const p of due)
    delivered += await advancePackage(db, provider, p.id, 'teslim_edildi', undefined, log);
  return delivered;
}
