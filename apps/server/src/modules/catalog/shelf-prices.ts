// Listing cards and the product page take their prices from the one pricing function
// (docs/decisions/037): a running discount shows on the shelf as it will in the cart.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../lib/query-rows.ts';
import { type ShelfPrice, shelfPrice } from '../pricing/index.ts';
import { loadShelfPromotions } from '../promotions/index.ts';

export interface ShelfOfferRow {
  offer_id: number;
  seller_id: number;
  product_id: number;
  variant_id: number;
  price: number;
  list_price: number | null;
  stock: number;
}

/** Prices some offers as the shelf shows them (two or three queries for any number). */
export async function priceShelfOffers(
  db: DbOrTx,
  offers: readonly ShelfOfferRow[],
  now: Date = new Date(),
): Promise<Map<number, ShelfPrice>> {
  const out = new Map<number, ShelfPrice>();
  if (offers.length === 0) return out;
  const promotions = await loadShelfPromotions(db, {
    sellerIds: offers.map((o) => o.seller_id),
    productIds: offers.map((o) => o.product_id),
    now,
  });
  for (const o of offers)
    out.set(
      o.offer_id,
      shelfPrice(
        {
          seller_id: o.seller_id,
          product_id: o.product_id,
          variant_id: o.variant_id,
          unit_price: o.price,
          list_price: o.list_price,
        },
        promotions,
      ),
    );
  return out;
}

/**
 * Each product's best offer as a card shows it: the cheapest in stock after discounts (else the
 * cheapest), the same live offers the listing summary reads (active, of active variants, the
 * seller not on holiday).
 */
export async function bestShelfPrices(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, ShelfPrice>> {
  const out = new Map<number, ShelfPrice>();
  if (productIds.length === 0) return out;
  const offers = await queryRows<ShelfOfferRow>(
    db,
    sql`SELECT o.id AS offer_id, o.business_id AS seller_id, v.product_id, o.variant_id, o.price,
               o.list_price, o.stock
          FROM offers o
          JOIN variants v ON v.id = o.variant_id
          JOIN businesses b ON b.id = o.business_id
         WHERE v.product_id IN (${intList([...new Set(productIds)])}) AND o.is_active AND v.is_active
           AND (b.holiday_until IS NULL
                OR b.holiday_until < (now() AT TIME ZONE 'Europe/Istanbul')::date)`,
  );
  const prices = await priceShelfOffers(db, offers);
  const best = new Map<number, { row: ShelfOfferRow; price: ShelfPrice }>();
  for (const row of offers) {
    const price = prices.get(row.offer_id)!;
    const cur = best.get(row.product_id);
    const better =
      !cur ||
      (row.stock > 0 ? 1 : 0) - (cur.row.stock > 0 ? 1 : 0) > 0 ||
      (row.stock > 0 === cur.row.stock > 0 &&
        (price.price < cur.price.price ||
          (price.price === cur.price.price && row.offer_id < cur.row.offer_id)));
    if (better) best.set(row.product_id, { row, price });
  }
  for (const [productId, b] of best) out.set(productId, b.price);
  return out;
}
