import { sql } from 'drizzle-orm';
import { STARRED_DEAL_MESSAGES } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { preparedRows } from '../../lib/query-rows.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type { DealRule } from '../pricing/promotions.ts';

/**
 * Starred deals' units (docs/decisions/038). A unit sold at a deal's price is a `deal_sales`
 * row written in the checkout's intent transaction under the deal's row lock. It counts while
 * its payment is under way or paid, or while its order's item of that offer is neither
 * cancelled nor refunded: a failed payment or a cancelled item gives its units back by itself,
 * with no hook in the payments or orders modules (as coupon uses, docs/decisions/033).
 */
export const liveDealSale = sql`(p.status IN ('baslatildi', 'dogrulama_bekliyor', 'onaylaniyor', 'odendi')
  OR (p.status = 'tamamlandi' AND EXISTS (
        SELECT 1 FROM order_items oi
         WHERE oi.order_id = p.order_id AND oi.offer_id = ds.offer_id
           AND oi.status NOT IN ('iptal_edildi', 'iade_edildi'))))`;

/** Units of deal `d` (in scope) sold and still counted. */
export const dealSoldSql = sql`(SELECT coalesce(sum(ds.quantity), 0)::int FROM deal_sales ds
    JOIN payments p ON p.id = ds.payment_id WHERE ds.deal_id = d.id AND ${liveDealSale})`;

/** Approved, not ended early, within its time box at `now` (deal `d` in scope). */
export const runningDeal = (now: Date) =>
  sql`d.status = 'onaylandi' AND d.ended_at IS NULL AND d.deal_price IS NOT NULL
      AND d.starts_at <= ${now} AND d.ends_at > ${now}`;

/** The running starred deals of some sellers' offers, with their remaining units. */
export async function loadDeals(
  db: DbOrTx,
  sellerIds: readonly number[],
  now: Date,
): Promise<DealRule[]> {
  if (sellerIds.length === 0) return [];
  const rows = await preparedRows<DealRule>(
    db,
    sql`SELECT d.id, d.business_id AS seller_id, v.product_id, o.variant_id,
               d.deal_price AS price,
               GREATEST(0, d.stock_cap - ${dealSoldSql})::int AS remaining,
               'seller' AS funded_by, d.starts_at
          FROM deals d
          JOIN offers o ON o.id = d.offer_id
          JOIN variants v ON v.id = o.variant_id
         WHERE d.business_id = ANY(${intArray([...new Set(sellerIds)])}) AND d.stock_cap IS NOT NULL
           AND ${runningDeal(now)}
         ORDER BY d.id`,
  );
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at!) }));
}

export function dealSoldOut(title: string): AppError {
  return new AppError(
    409,
    'firsat_tukendi',
    `${STARRED_DEAL_MESSAGES.soldOut}: ${title}. Sepetinizi yenileyip yeni tutarı görün; hiçbir ücret alınmadı.`,
  );
}

/**
 * Takes a checkout's units at each deal's price, in the payment's intent transaction: the deal
 * rows are locked in id order, and under the lock each must still run with that many units
 * left (read in a statement after the lock, so it sees every sale committed before). Otherwise
 * 409 and the whole intent rolls back: no payment row, nothing charged, and the shopper sees
 * the new price before paying it.
 */
export async function takeDealUnits(
  tx: DbOrTx,
  userId: number,
  paymentId: string,
  takes: readonly { dealId: number; offerId: number; units: number; title: string }[],
  now = new Date(),
): Promise<void> {
  for (const t of [...takes].sort((a, b) => a.dealId - b.dealId)) {
    await tx.execute(sql`SELECT id FROM deals WHERE id = ${t.dealId} FOR UPDATE`);
    const [d] = await preparedRows<{ remaining: number }>(
      tx,
      sql`SELECT GREATEST(0, d.stock_cap - ${dealSoldSql})::int AS remaining
            FROM deals d WHERE d.id = ${t.dealId} AND d.stock_cap IS NOT NULL
             AND ${runningDeal(now)}`,
    );
    if (!d || d.remaining < t.units) throw dealSoldOut(t.title);
    await tx.execute(sql`
      INSERT INTO deal_sales (deal_id, offer_id, user_id, payment_id, quantity)
      VALUES (${t.dealId}, ${t.offerId}, ${userId}, ${paymentId}, ${t.units})`);
  }
}
