/**
 * What the pricing function knows of promotions (docs/decisions/033): plain rules already
 * filtered to those in force for this basket by their loader (modules/promotions). Money in
 * kuruş, percents as whole numbers 1–90.
 */

/** Who pays for a reduction: the seller (its payout shrinks) or the platform (its commission). */
export type Funder = 'seller' | 'platform';

/** The kinds of reduction an order item records, in the order they are applied. */
export type ReductionKind = 'indirim' | 'firsat' | 'kampanya' | 'kupon';

/** One reduction of one line, for all its units. */
export interface Reduction {
  kind: ReductionKind;
  /** The discount's, campaign's or coupon's id. */
  source_id: number;
  /** What the shopper reads: "%10 indirim", "3 al 2 öde", "Kupon: YAZ50". */
  label: string;
  amount: number;
  funded_by: Funder;
  /** 'firsat': how many of the line's units got the deal price (the deal's cap counts them). */
  units?: number;
}

/** A seller's timed price on a product (all its variants) or one variant. */
export interface DiscountRule {
  id: number;
  seller_id: number;
  product_id: number;
  /** null: every variant of the product. */
  variant_id: number | null;
  /** 'fiyat': the new unit price is `value`; 'yuzde': `value` percent off. */
  kind: 'fiyat' | 'yuzde';
  value: number;
  funded_by: Funder;
}

export type CampaignType = 'x_al_y_ode' | 'sepette_yuzde' | 'ikinci_urun_yuzde' | 'kargo_bedava';

export interface CampaignRule {
  id: number;
  seller_id: number;
  type: CampaignType;
  title: string;
  /** The products it covers; null: all of the seller's products. */
  product_ids: number[] | null;
  /** x_al_y_ode: buy `buy_x`, pay for `pay_y` (pay_y < buy_x). */
  buy_x: number | null;
  pay_y: number | null;
  /** sepette_yuzde, ikinci_urun_yuzde. */
  percent: number | null;
  /** kargo_bedava: the seller's items after reductions reach this → shipping is free. */
  threshold: number | null;
  funded_by: Funder;
}

/** A coupon the shopper applied to one seller's package. */
export interface CouponRule {
  id: number;
  seller_id: number;
  code: string;
  kind: 'yuzde' | 'tutar';
  value: number;
  /** The seller's items (after discounts and campaigns) must reach this. */
  min_basket: number;
  product_ids: number[] | null;
  funded_by: Funder;
  /**
   * Why it cannot be used at all now (expired, limits reached), decided by the loader; the
   * pricing function then applies nothing and passes the reason on.
   */
  blocked: string | null;
}

/**
 * An approved starred deal running now (docs/decisions/038): `price` per unit for at most
 * `remaining` units of the offer (the seller's variant), the rest at the usual price.
 */
export interface DealRule {
  id: number;
  seller_id: number;
  product_id: number;
  variant_id: number;
  price: number;
  /** Units still at the deal price (the cap less the live sales), read by the loader. */
  remaining: number;
  funded_by: Funder;
  /** When it started (the shelf's 30-day rule looks at the 30 days before). */
  starts_at?: Date;
}

export interface Promotions {
  discounts: readonly DiscountRule[];
  /** Starred deals; absent: none. */
  deals?: readonly DealRule[];
  campaigns: readonly CampaignRule[];
  coupons: readonly CouponRule[];
}

export const NO_PROMOTIONS: Promotions = { discounts: [], campaigns: [], coupons: [] };
