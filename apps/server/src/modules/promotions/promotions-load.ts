import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedRows } from '../../lib/query-rows.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type {
  CampaignRule,
  CouponRule,
  DiscountRule,
  Funder,
  Promotions,
} from '../pricing/promotions.ts';
import type { ShelfPromotions } from '../pricing/shelf-price.ts';
import { loadDeals } from './deal-sales.ts';

/**
 * Reads the promotions in force for a basket (docs/decisions/033): the sellers' discounts on
 * its products, their running starred deals with the units left (docs/decisions/038), their
 * campaigns, and the coupons the shopper applied, each coupon with its
 * live use counts. Everything is handed to the one pricing function.
 */

export const COUPON_MESSAGES = {
  ended: 'Kupon sona erdi.',
  notStarted: 'Kupon henüz başlamadı.',
  expired: 'Kuponun süresi doldu.',
  limit: 'Kupon kullanım limiti doldu.',
  userLimit: 'Bu kuponu kullanım hakkınız doldu.',
} as const;

/**
 * A coupon use counts (`cu` and its payment `p` in scope) while its payment is under way or
 * paid, or its order's package of the coupon's seller still has an item neither cancelled nor
 * refunded: a failed payment or a wholly cancelled/refunded package gives the use back.
 */
export const liveCouponUse = sql`(p.status IN ('baslatildi', 'dogrulama_bekliyor', 'onaylaniyor', 'odendi')
  OR (p.status = 'tamamlandi' AND EXISTS (
        SELECT 1 FROM order_items oi
         WHERE oi.order_id = p.order_id AND oi.business_id = cu.business_id
           AND oi.status NOT IN ('iptal_edildi', 'iade_edildi'))))`;

/**
 * Live uses of coupon `c` (in scope), and those of `userId`; each counted only when the coupon
 * has that limit (an unlimited coupon's checkout never scans its uses).
 */
export const couponUseCounts = (userId: number | null): SQL =>
  sql`CASE WHEN c.total_limit IS NULL THEN 0 ELSE
        (SELECT count(*)::int FROM coupon_uses cu JOIN payments p ON p.id = cu.payment_id
          WHERE cu.coupon_id = c.id AND ${liveCouponUse}) END AS uses,
      CASE WHEN c.per_user_limit IS NULL THEN 0 ELSE
        (SELECT count(*)::int FROM coupon_uses cu JOIN payments p ON p.id = cu.payment_id
          WHERE cu.coupon_id = c.id AND cu.user_id = ${userId ?? 0} AND ${liveCouponUse}) END
        AS user_uses`;

export interface CouponStateRow {
  id: number;
  business_id: number;
  code: string;
  kind: 'yuzde' | 'tutar';
  value: number;
  min_basket: number;
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  total_limit: number | null;
  per_user_limit: number | null;
  product_ids: number[] | null;
  is_public: boolean;
  funded_by: Funder;
  uses: number;
  user_uses: number;
}

export const couponStateColumns = sql`c.id, c.business_id, c.code, c.kind, c.value, c.min_basket,
  c.starts_at, c.ends_at, c.ended_at, c.total_limit, c.per_user_limit, c.product_ids,
  c.is_public, c.funded_by`;

/** Why a coupon cannot be used by this shopper now, or null. */
export function couponBlock(c: CouponStateRow, now: Date): string | null {
  if (c.ended_at !== null) return COUPON_MESSAGES.ended;
  if (now < new Date(c.starts_at)) return COUPON_MESSAGES.notStarted;
  if (now >= new Date(c.ends_at)) return COUPON_MESSAGES.expired;
  if (c.total_limit !== null && c.uses >= c.total_limit) return COUPON_MESSAGES.limit;
  if (c.per_user_limit !== null && c.user_uses >= c.per_user_limit)
    return COUPON_MESSAGES.userLimit;
  return null;
}

export const couponRuleOf = (c: CouponStateRow, now: Date): CouponRule => ({
  id: c.id,
  seller_id: c.business_id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  min_basket: c.min_basket,
  product_ids: c.product_ids,
  funded_by: c.funded_by,
  blocked: couponBlock(c, now),
});

export async function loadPromotions(
  db: DbOrTx,
  opts: { userId: number | null; sellerIds: number[]; productIds: number[]; now?: Date },
): Promise<Promotions> {
  const sellers = [...new Set(opts.sellerIds)];
  const productIds = [...new Set(opts.productIds)];
  if (sellers.length === 0) return { discounts: [], deals: [], campaigns: [], coupons: [] };
  const now = opts.now ?? new Date();
  const [discounts, deals, campaigns, coupons] = await Promise.all([
    productIds.length === 0
      ? []
      : preparedRows<DiscountRule>(
          db,
          sql`SELECT id, business_id AS seller_id, product_id, variant_id, kind, value, funded_by
                FROM discounts
               WHERE product_id = ANY(${intArray(productIds)})
                 AND business_id = ANY(${intArray(sellers)})
                 AND starts_at <= ${now} AND ends_at > ${now}`,
        ),
    loadDeals(db, sellers, now),
    preparedRows<CampaignRule>(
      db,
      sql`SELECT id, business_id AS seller_id, type, title, product_ids, buy_x, pay_y, percent,
                 threshold, funded_by
            FROM campaigns
           WHERE business_id = ANY(${intArray(sellers)}) AND ended_at IS NULL
             AND starts_at <= ${now} AND ends_at > ${now}`,
    ),
    opts.userId === null
      ? []
      : preparedRows<CouponStateRow>(
          db,
          sql`SELECT ${couponStateColumns}, ${couponUseCounts(opts.userId)}
                FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id
               WHERE cc.user_id = ${opts.userId} AND cc.business_id = ANY(${intArray(sellers)})`,
        ),
  ]);
  return { discounts, deals, campaigns, coupons: coupons.map((c) => couponRuleOf(c, now)) };
}

/**
 * The promotions a shelf (listing cards, the product page) shows for some sellers' products: the
 * running discounts and campaigns (as for any basket) and the public coupons in force with uses
 * left, which become badges (docs/decisions/037).
 */
export async function loadShelfPromotions(
  db: DbOrTx,
  opts: { sellerIds: number[]; productIds: number[]; now?: Date },
): Promise<ShelfPromotions> {
  const sellers = [...new Set(opts.sellerIds)];
  if (sellers.length === 0) return { discounts: [], campaigns: [], coupons: [] };
  const now = opts.now ?? new Date();
  const [base, coupons] = await Promise.all([
    loadPromotions(db, { userId: null, sellerIds: sellers, productIds: opts.productIds, now }),
    preparedRows<CouponStateRow>(
      db,
      sql`SELECT ${couponStateColumns}, ${couponUseCounts(null)}
            FROM coupons c
           WHERE c.business_id = ANY(${intArray(sellers)}) AND c.is_public AND c.ended_at IS NULL
             AND c.starts_at <= ${now} AND c.ends_at > ${now}`,
    ),
  ]);
  return {
    discounts: base.discounts,
    deals: base.deals ?? [],
    campaigns: base.campaigns,
    coupons: coupons
      .filter((c) => c.total_limit === null || c.uses < c.total_limit)
      .map((c) => ({
        id: c.id,
        seller_id: c.business_id,
        kind: c.kind,
        value: c.value,
        product_ids: c.product_ids,
        funded_by: c.funded_by,
      })),
  };
}
