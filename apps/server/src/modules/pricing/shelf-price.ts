import { formatMoney } from '@carsi/shared';
import { campaignLabel, listUnitPrice, priceLines } from './price-lines.ts';
import type { CampaignRule, DealRule, DiscountRule, Funder } from './promotions.ts';

/**
 * What a shopper sees before the cart (listing cards, the product page): one offer priced by
 * the one pricing function as a one-unit basket, so the price on the shelf is the price the cart
 * starts from (docs/decisions/037). Campaigns and coupons depend on the basket, so they are not
 * taken off the shelf price; they are shown as badges ("Sepette %10 indirim", "3 al 2 öde",
 * "Kupon: 50 TL").
 */

/** A public coupon in force, as a badge. */
export interface PublicCouponRule {
  id: number;
  seller_id: number;
  kind: 'yuzde' | 'tutar';
  value: number;
  product_ids: number[] | null;
  funded_by: Funder;
}

/** The promotions a shelf shows: those in force, without any shopper's coupons. */
export interface ShelfPromotions {
  discounts: readonly DiscountRule[];
  /** Running starred deals with units left (docs/decisions/038). */
  deals?: readonly DealRule[];
  campaigns: readonly CampaignRule[];
  coupons: readonly PublicCouponRule[];
}

export interface ShelfOffer {
  seller_id: number;
  product_id: number;
  variant_id: number;
  /** The offer's price. */
  unit_price: number;
  list_price: number | null;
}

export interface ShelfPrice {
  /** The price a shopper pays for one unit: the offer price after a running discount. */
  price: number;
  /** The struck price: the offer's list price, or the offer price when a discount runs. */
  list_price: number | null;
  discount_percent: number;
  /** The id of the running discount that set `price`, or null. */
  discount_id: number | null;
  /** The id of the running starred deal that set `price` (docs/decisions/038), or null. */
  deal_id?: number | null;
  /** Campaigns and public coupons of the offer's seller that cover the product. */
  badges: string[];
}

const covers = (ids: readonly number[] | null, productId: number) =>
  ids === null || ids.includes(productId);

/** "Kupon: %10", "Kupon: 50 TL" (whole liras without kuruş), "Kupon: 12,50 TL". */
export const couponBadge = (c: Pick<PublicCouponRule, 'kind' | 'value'>) =>
  c.kind === 'yuzde'
    ? `Kupon: %${c.value}`
    : c.value % 100 === 0
      ? `Kupon: ${(c.value / 100).toLocaleString('tr-TR')} TL`
      : `Kupon: ${formatMoney(c.value)}`;

/** Whole-percent saving of a price against its struck price (0 when none). */
export const percentBelow = (price: number, struck: number | null) =>
  struck !== null && struck > price ? Math.round(((struck - price) * 100) / struck) : 0;

export function shelfPrice(offer: ShelfOffer, promotions: ShelfPromotions): ShelfPrice {
  const basket = priceLines(
    [
      {
        ...offer,
        quantity: 1,
        counted: true,
        shipping_fee: 0,
        free_shipping_threshold: null,
      },
    ],
    {
      discounts: promotions.discounts,
      deals: promotions.deals ?? [],
      campaigns: [],
      coupons: [],
    },
  );
  const line = basket.lines[0]!;
  // One unit, no campaign or coupon: what is paid is the discount's or the deal's price.
  const price = line.paid_total;
  const discount = line.reductions.find((r) => r.kind === 'indirim');
  const deal = line.reductions.find((r) => r.kind === 'firsat');
  // With a running discount or deal the struck price is the price before it (the offer price);
  // the 30-day rule (`withThirtyDayRule`) then decides whether it may be shown at all.
  const struck = discount || deal ? offer.unit_price : listUnitPrice(offer);
  const list_price = struck > price ? struck : null;
  const badges = [
    ...promotions.campaigns
      .filter((c) => c.seller_id === offer.seller_id && covers(c.product_ids, offer.product_id))
      .sort((a, b) => a.id - b.id)
      .map((c) => campaignLabel(c)),
    ...promotions.coupons
      .filter((c) => c.seller_id === offer.seller_id && covers(c.product_ids, offer.product_id))
      .sort((a, b) => b.value - a.value || a.id - b.id)
      .slice(0, 1)
      .map(couponBadge),
  ];
  return {
    price,
    list_price,
    discount_percent: percentBelow(price, list_price),
    discount_id: discount?.source_id ?? null,
    deal_id: deal?.source_id ?? null,
    badges: [...new Set(badges)],
  };
}

/**
 * The 30-day rule (docs/decisions/037): a running discount's (or starred deal's) struck price and percent are shown
 * only when the price before it is not above `lowestBefore`, the lowest price of the 30 days
 * before the discount started (null: no price known then). Otherwise the shopper sees the
 * discounted price alone, with no "önceki fiyat" and no discount badge: raising a price and
 * discounting it back claims nothing.
 */
export function withThirtyDayRule(shelf: ShelfPrice, lowestBefore: number | null): ShelfPrice {
  if (
    (shelf.discount_id === null && (shelf.deal_id ?? null) === null) ||
    shelf.list_price === null ||
    lowestBefore === null
  )
    return shelf;
  if (shelf.list_price <= lowestBefore) return shelf;
  return { ...shelf, list_price: null, discount_percent: 0 };
}
