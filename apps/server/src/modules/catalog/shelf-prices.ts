// Listing cards and the product page take their prices from the one pricing function
// (docs/decisions/037): a running discount shows on the shelf as it will in the cart.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedRows } from '../../lib/query-rows.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import {
  DAY_MS,
  lowestPrice,
  type PriceChange,
  type ShelfOffer,
  type ShelfPrice,
  shelfPrice,
  type TimedDeal,
  type TimedDiscount,
  withThirtyDayRule,
} from '../pricing/index.ts';
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

export type ShelfOfferPrice = ShelfPrice & {
  /** The lowest price of the last 30 days (with `lowest: true`), for "Son 30 günün en düşük fiyatı". */
  lowest_30d?: number | null;
};

/**
 * Prices some offers as the shelf shows them: the one pricing function's price after a running
 * discount, its struck price only under the 30-day rule, and the badges. A few queries for any
 * number of offers; the price history only for offers with a discount (or all with `lowest`).
 */
export async function priceShelfOffers(
  db: DbOrTx,
  offers: readonly ShelfOfferRow[],
  now: Date = new Date(),
  opts: { lowest?: boolean } = {},
): Promise<Map<number, ShelfOfferPrice>> {
  const out = new Map<number, ShelfOfferPrice>();
  if (offers.length === 0) return out;
  const promotions = await loadShelfPromotions(db, {
    sellerIds: offers.map((o) => o.seller_id),
    productIds: offers.map((o) => o.product_id),
    now,
  });
  const shelfOffer = (o: ShelfOfferRow): ShelfOffer => ({
    seller_id: o.seller_id,
    product_id: o.product_id,
    variant_id: o.variant_id,
    unit_price: o.price,
    list_price: o.list_price,
  });
  for (const o of offers) out.set(o.offer_id, shelfPrice(shelfOffer(o), promotions));

  const checked = offers.filter(
    (o) =>
      opts.lowest ||
      out.get(o.offer_id)!.discount_id !== null ||
      (out.get(o.offer_id)!.deal_id ?? null) !== null,
  );
  if (checked.length === 0) return out;
  const since = new Date(now.getTime() - 61 * DAY_MS);
  const [history, discounts, pastDeals] = await Promise.all([
    preparedRows<PriceChange & { offer_id: number }>(
      db,
      sql`SELECT offer_id, price, changed_at FROM offer_price_history
           WHERE offer_id = ANY(${intArray(checked.map((o) => o.offer_id))})
           ORDER BY offer_id, changed_at, id`,
    ),
    preparedRows<TimedDiscount>(
      db,
      sql`SELECT id, business_id AS seller_id, product_id, variant_id, kind, value, funded_by,
                 starts_at, ends_at
            FROM discounts
           WHERE product_id = ANY(${intArray(checked.map((o) => o.product_id))})
             AND business_id = ANY(${intArray(checked.map((o) => o.seller_id))})
             AND ends_at > ${since} AND starts_at <= ${now}`,
    ),
    // Approved starred deals of the period: their price was applied while they ran.
    preparedRows<{
      offer_id: number;
      price: number;
      starts_at: Date | string;
      ends_at: Date | string;
    }>(
      db,
      sql`SELECT offer_id, deal_price AS price, starts_at, LEAST(ends_at, coalesce(ended_at, ends_at)) AS ends_at
            FROM deals
           WHERE offer_id = ANY(${intArray(checked.map((o) => o.offer_id))})
             AND status = 'onaylandi' AND deal_price IS NOT NULL
             AND coalesce(ended_at, ends_at) > ${since} AND starts_at <= ${now}`,
    ),
  ]);
  const dealsOf = new Map<number, TimedDeal[]>();
  for (const d of pastDeals) {
    const list = dealsOf.get(d.offer_id) ?? [];
    list.push({ price: d.price, starts_at: new Date(d.starts_at), ends_at: new Date(d.ends_at) });
    dealsOf.set(d.offer_id, list);
  }
  const historyOf = new Map<number, PriceChange[]>();
  for (const h of history) {
    const list = historyOf.get(h.offer_id) ?? [];
    list.push({ price: h.price, changed_at: new Date(h.changed_at) });
    historyOf.set(h.offer_id, list);
  }
  const timed = discounts.map((d) => ({
    ...d,
    starts_at: new Date(d.starts_at),
    ends_at: new Date(d.ends_at),
  }));
  for (const o of checked) {
    const offer = shelfOffer(o);
    const own = timed.filter(
      (d) =>
        d.seller_id === o.seller_id &&
        d.product_id === o.product_id &&
        (d.variant_id === null || d.variant_id === o.variant_id),
    );
    const hist = historyOf.get(o.offer_id) ?? [];
    let price = out.get(o.offer_id)!;
    const current = own.find((d) => d.id === price.discount_id);
    const deal = (promotions.deals ?? []).find((d) => d.id === price.deal_id);
    if (deal?.starts_at) {
      // A starred deal (docs/decisions/038): the 30 days before it started, discounts included.
      const lowestBefore = lowestPrice({
        offer,
        history: hist,
        discounts: own,
        deals: dealsOf.get(o.offer_id) ?? [],
        from: new Date(deal.starts_at.getTime() - 30 * DAY_MS),
        to: deal.starts_at,
      });
      price = withThirtyDayRule(price, lowestBefore);
    } else if (current) {
      // The 30 days before the running discount started, without it.
      const lowestBefore = lowestPrice({
        offer,
        history: hist,
        discounts: own.filter((d) => d.id !== current.id),
        deals: dealsOf.get(o.offer_id) ?? [],
        from: new Date(current.starts_at.getTime() - 30 * DAY_MS),
        to: current.starts_at,
      });
      price = withThirtyDayRule(price, lowestBefore);
    }
    if (opts.lowest)
      price = {
        ...price,
        lowest_30d: lowestPrice({
          offer,
          history: hist,
          discounts: own,
          deals: dealsOf.get(o.offer_id) ?? [],
          from: new Date(now.getTime() - 30 * DAY_MS),
          to: new Date(now.getTime() + 1),
        }),
      };
    out.set(o.offer_id, price);
  }
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
  const offers = await preparedRows<ShelfOfferRow>(
    db,
    sql`SELECT o.id AS offer_id, o.business_id AS seller_id, v.product_id, o.variant_id, o.price,
               o.list_price, o.stock
          FROM offers o
          JOIN variants v ON v.id = o.variant_id
          JOIN businesses b ON b.id = o.business_id
         WHERE v.product_id = ANY(${intArray([...new Set(productIds)])}) AND o.is_active AND v.is_active
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

/**
 * The offers whose running discount or starred deal may not be presented as a reduction: the
 * price before it is above the lowest of the 30 days before it started (docs/decisions/037), so
 * the shelf shows the reduced price alone. The cart presents such a line the same way
 * (docs/decisions/038): the reduced price as its price, no "indirim" wording, no struck price.
 */
export async function offersWithoutDiscountClaim(
  db: DbOrTx,
  offers: readonly ShelfOfferRow[],
  now: Date = new Date(),
): Promise<Set<number>> {
  const prices = await priceShelfOffers(db, offers, now);
  const out = new Set<number>();
  for (const [offerId, p] of prices)
    if ((p.discount_id !== null || (p.deal_id ?? null) !== null) && p.list_price === null)
      out.add(offerId);
  return out;
}
