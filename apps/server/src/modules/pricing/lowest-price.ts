import { priceLines } from './price-lines.ts';
import type { DiscountRule } from './promotions.ts';
import type { ShelfOffer } from './shelf-price.ts';

/**
 * The lowest price of an offer over a period (docs/decisions/037), for the 30-day rule of the
 * Ticari Reklam ve Haksız Ticari Uygulamalar Yönetmeliği: a struck "önceki fiyat" may be shown
 * only when it is not above the lowest price applied in the 30 days before the discount.
 *
 * The offer's price history gives its prices over time (each row effective until the next; no
 * rows: its current price all along); every seller discount that ran over part of the period is
 * taken off the prices of that part by the one pricing function, as the cart did then; a
 * starred deal's price counts over the time it ran.
 */

export interface PriceChange {
  price: number;
  changed_at: Date;
}

export interface TimedDiscount extends DiscountRule {
  starts_at: Date;
  ends_at: Date;
}

/** A starred deal's price over the time it ran (docs/decisions/038): a price applied too. */
export interface TimedDeal {
  price: number;
  starts_at: Date;
  ends_at: Date;
}

export const DAY_MS = 86_400_000;

export function lowestPrice(opts: {
  offer: ShelfOffer;
  /** The offer's price changes, oldest first. */
  history: readonly PriceChange[];
  /** The seller's discounts on the offer's product that may overlap the period. */
  discounts: readonly TimedDiscount[];
  /** The offer's approved starred deals that may overlap the period. */
  deals?: readonly TimedDeal[];
  from: Date;
  to: Date;
}): number | null {
  const { offer, from, to } = opts;
  const changes =
    opts.history.length > 0
      ? opts.history
      : [{ price: offer.unit_price, changed_at: new Date(-8.64e15) }];
  let low: number | null = null;
  changes.forEach((c, i) => {
    const start = Math.max(c.changed_at.getTime(), from.getTime());
    const end = Math.min(changes[i + 1]?.changed_at.getTime() ?? Infinity, to.getTime());
    if (start >= end) return;
    // Within this segment the price is c.price; each discount overlapping it may lower it.
    const running = opts.discounts.filter(
      (d) => d.starts_at.getTime() < end && d.ends_at.getTime() > start,
    );
    const prices = [c.price];
    for (const d of running) {
      const line = { ...offer, unit_price: c.price, list_price: null };
      const basket = priceLines(
        [{ ...line, quantity: 1, counted: true, shipping_fee: 0, free_shipping_threshold: null }],
        { discounts: [d], campaigns: [], coupons: [] },
      );
      prices.push(basket.lines[0]!.discounted_unit_price);
    }
    for (const d of opts.deals ?? [])
      if (d.starts_at.getTime() < end && d.ends_at.getTime() > start) prices.push(d.price);
    const m = Math.min(...prices);
    low = low === null ? m : Math.min(low, m);
  });
  return low;
}
