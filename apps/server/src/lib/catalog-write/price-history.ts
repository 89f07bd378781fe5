import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Appends each changed offer price to `offer_price_history` (docs/decisions/037), inside the
 * write's transaction. An offer with no history yet first gets its old price as in effect all
 * along (dated 1970: offers made before the history, or by the seed), so the 30-day lowest
 * price sees it.
 */
export async function recordPriceChanges(
  tx: DbOrTx,
  changes: readonly { offerId: number; oldPrice: number | null; newPrice: number }[],
): Promise<void> {
  const rows = changes.filter((c) => c.oldPrice !== c.newPrice);
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((c) => ({ offer_id: c.offerId, old_price: c.oldPrice, new_price: c.newPrice })),
  );
  await tx.execute(sql`
    WITH x AS (
      SELECT * FROM json_to_recordset(${json}::json)
        AS x(offer_id int, old_price int, new_price int)
    )
    INSERT INTO offer_price_history (offer_id, price, changed_at)
    SELECT x.offer_id, x.old_price, '1970-01-01T00:00:00Z'::timestamptz FROM x
     WHERE x.old_price IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM offer_price_history h WHERE h.offer_id = x.offer_id)
    UNION ALL
    SELECT x.offer_id, x.new_price, now() FROM x`);
}
