import { sql } from 'drizzle-orm';
import { foldTurkish } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { refreshProductSummaries } from '../../modules/catalog/product-summary.service.ts';
import { emitEvent } from '../../modules/events/index.ts';
import { queryRows } from '../query-rows.ts';

/**
 * Rebuilds `products.search_text` of the given products as the seed does: the folded title,
 * brand name and the names of the category and its ancestors. The tsvector column follows
 * (generated), so search finds the product as soon as the transaction commits.
 */
export async function refreshSearchText(tx: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const ids = productIds.join(',');
  const rows = await queryRows<{ id: number; title: string; brand: string; names: string[] }>(
    tx,
    sql`SELECT p.id, p.title, b.name AS brand,
               (SELECT array_agg(c2.name ORDER BY c2.depth)
                  FROM categories c2
                 WHERE c2.id = ANY(string_to_array(rtrim(c.path, '/'), '/')::int[])) AS names
          FROM products p
          JOIN brands b ON b.id = p.brand_id
          JOIN categories c ON c.id = p.category_id
         WHERE p.id = ANY(string_to_array(${ids}, ',')::int[])`,
  );
  for (const r of rows) {
    const text = foldTurkish([r.title, r.brand, ...(r.names ?? [])].join(' '));
    await tx.execute(
      sql`UPDATE products SET search_text = ${text} WHERE id = ${r.id} AND search_text <> ${text}`,
    );
  }
}

/**
 * Call once after a batch of catalogue writes, inside their transaction: search text, listing
 * summary (price, stock, facets, sellers) and a `product.changed` outbox event.
 */
export async function catalogChanged(
  tx: DbOrTx,
  productIds: readonly number[],
  reason: string,
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await refreshSearchText(tx, ids);
  await refreshProductSummaries(tx, ids);
  await tx.execute(
    sql`UPDATE products SET updated_at = now() WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  await emitEvent(tx, { type: 'product.changed', payload: { productIds: ids, reason } });
}
