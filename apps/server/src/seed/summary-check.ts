// Test-only: recomputes product listing summaries in JavaScript from raw offers, as an
// independent check of the SQL in product-summary.service.ts.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from './bulk.ts';

export interface SummaryRow {
  id: number;
  min_price: number | null;
  list_price: number | null;
  discount_percent: number;
  in_stock: boolean;
  total_stock: number;
  seller_count: number;
  free_shipping: boolean;
}

export async function summaryMismatches(
  db: DbOrTx,
): Promise<Array<{ expected: SummaryRow; actual: SummaryRow }>> {
  const offers = await queryRows<{
    id: number;
    product_id: number;
    business_id: number;
    price: number;
    list_price: number | null;
    stock: number;
    threshold: number | null;
  }>(
    db,
    sql`SELECT o.id, v.product_id, o.business_id, o.price, o.list_price, o.stock, b.free_shipping_threshold AS threshold
        FROM offers o JOIN variants v ON v.id = o.variant_id JOIN businesses b ON b.id = o.business_id
        WHERE o.is_active AND v.is_active`,
  );
  const actual = await queryRows<SummaryRow>(
    db,
    sql`SELECT id, min_price, list_price, discount_percent, in_stock, total_stock, seller_count, free_shipping FROM products`,
  );
  const byProduct = new Map<number, typeof offers>();
  for (const o of offers) byProduct.set(o.product_id, [...(byProduct.get(o.product_id) ?? []), o]);
  const out: Array<{ expected: SummaryRow; actual: SummaryRow }> = [];
  for (const row of actual) {
    const list = byProduct.get(row.id) ?? [];
    const sorted = [...list].sort(
      (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price || a.id - b.id,
    );
    const best = sorted[0];
    const discounted = best && best.list_price !== null && best.list_price > best.price;
    const expected: SummaryRow = {
      id: row.id,
      min_price: best?.price ?? null,
      list_price: discounted ? best.list_price : null,
      discount_percent: discounted
        ? Math.round(((best.list_price! - best.price) * 100) / best.list_price!)
        : 0,
      in_stock: list.some((o) => o.stock > 0),
      total_stock: list.reduce((s, o) => s + o.stock, 0),
      seller_count: new Set(list.map((o) => o.business_id)).size,
      free_shipping: !!best && best.threshold !== null && best.threshold <= best.price,
    };
    if (JSON.stringify(expected) !== JSON.stringify({ ...row }))
      out.push({ expected, actual: row });
  }
  return out;
}
