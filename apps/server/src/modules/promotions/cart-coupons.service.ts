import { sql } from 'drizzle-orm';
import { type Cart, couponCodeKey, formatMoney, type ShopperCoupon } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { loadCart } from '../cart/cart.service.ts';
import {
  couponBlock,
  couponStateColumns,
  couponUseCounts,
  type CouponStateRow,
} from './promotions-load.ts';

/**
 * The shopper's side of coupons (issue 14 points 1 and 7): the coupons one can use now, and
 * applying a code to the cart (one coupon per seller package) or taking it off. The cart that
 * comes back is priced by the one pricing function with the coupon in it.
 */

const NOT_FOUND = 'Kupon bulunamadı ya da sepetinizdeki satıcılardan birine ait değil.';
const NOT_IN_CART = 'Bu kupon sepetinizde değil.';

/** The 409 code of each reason a coupon cannot be applied now. */
const REFUSAL_CODES: Record<string, string> = {
  'Kupon kullanım limiti doldu.': 'kupon_limiti_doldu',
  'Bu kuponu kullanım hakkınız doldu.': 'kupon_hakki_doldu',
  'Kuponun süresi doldu.': 'kupon_suresi_doldu',
  'Kupon sona erdi.': 'kupon_suresi_doldu',
  'Kupon henüz başlamadı.': 'kupon_baslamadi',
};

export const couponBadge = (c: { kind: 'yuzde' | 'tutar'; value: number }) =>
  c.kind === 'yuzde' ? `Kupon: %${c.value}` : `Kupon: ${formatMoney(c.value)}`;

interface ListedRow extends CouponStateRow {
  seller_name: string;
  seller_slug: string;
  in_cart: boolean;
}

/**
 * Coupons the shopper can use now: the public ones in force with uses left (for this shopper
 * too, when signed in), and those the shopper has applied; optionally of one seller, or of the
 * sellers of one product (a coupon for chosen products only when it covers that product).
 */
export async function listShopperCoupons(
  db: DbOrTx,
  ctx: RequestContext,
  query: { seller?: number | undefined; product?: number | undefined },
): Promise<{ results: ShopperCoupon[] }> {
  const userId = ctx.user?.id ?? null;
  const now = new Date();
  const rows = await queryRows<ListedRow>(
    db,
    sql`SELECT ${couponStateColumns}, ${couponUseCounts(userId)},
               b.name AS seller_name, b.slug AS seller_slug,
               EXISTS (SELECT 1 FROM cart_coupons cc
                        WHERE cc.coupon_id = c.id AND cc.user_id = ${userId ?? 0}) AS in_cart
          FROM coupons c JOIN businesses b ON b.id = c.business_id
         WHERE c.ended_at IS NULL AND c.starts_at <= ${now} AND c.ends_at > ${now}
           AND b.status = 'onaylandi'
           AND (c.is_public OR EXISTS (SELECT 1 FROM cart_coupons cc
                                        WHERE cc.coupon_id = c.id AND cc.user_id = ${userId ?? 0}))
           ${query.seller ? sql`AND c.business_id = ${query.seller}` : sql``}
           ${
             query.product
               ? sql`AND (c.product_ids IS NULL OR ${query.product}::int = ANY(c.product_ids))
                     AND EXISTS (SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
                                  WHERE o.business_id = c.business_id AND o.is_active
                                    AND v.product_id = ${query.product})`
               : sql``
           }
         ORDER BY c.ends_at, c.id
         LIMIT 100`,
  );
  return {
    results: rows
      .filter((r) => couponBlock(r, now) === null)
      .map((r) => ({
        id: r.id,
        code: r.code,
        kind: r.kind,
        value: r.value,
        min_basket: r.min_basket,
        ends_at: iso(r.ends_at),
        seller: { id: r.business_id, name: r.seller_name, slug: r.seller_slug },
        label: couponBadge(r),
        in_cart: r.in_cart,
      })),
  };
}

/**
 * Applies a code to the cart: the seller's coupon with that code (Turkish capitals) among the
 * sellers with lines in the cart. It replaces that seller's earlier coupon. A coupon that
 * cannot be used now (dates, limits) is refused with its reason; one whose minimum basket is
 * not reached yet is applied and the cart tells how much is missing.
 */
export async function applyCartCoupon(db: Db, ctx: UserContext, code: string): Promise<Cart> {
  const userId = ctx.user.id;
  const now = new Date();
  const candidates = await queryRows<CouponStateRow>(
    db,
    sql`SELECT ${couponStateColumns}, ${couponUseCounts(userId)}
          FROM coupons c
         WHERE c.code_key = ${couponCodeKey(code)}
           AND EXISTS (SELECT 1 FROM cart_items ci JOIN offers o ON o.id = ci.offer_id
                        WHERE ci.user_id = ${userId} AND o.business_id = c.business_id)
         ORDER BY c.id`,
  );
  if (candidates.length === 0) throw notFound(NOT_FOUND);
  // The same code at two sellers of the cart: each usable one is applied to its package.
  const usable = candidates.filter((c) => couponBlock(c, now) === null);
  if (usable.length === 0) {
    const reason = couponBlock(candidates[0]!, now)!;
    throw new AppError(409, REFUSAL_CODES[reason] ?? 'kupon_kullanilamaz', reason);
  }
  await db.transaction(async (tx) => {
    for (const c of usable)
      await tx.execute(sql`
        INSERT INTO cart_coupons (user_id, business_id, coupon_id)
        VALUES (${userId}, ${c.business_id}, ${c.id})
        ON CONFLICT (user_id, business_id)
        DO UPDATE SET coupon_id = EXCLUDED.coupon_id, created_at = now()`);
  });
  return loadCart(db, userId);
}

export async function removeCartCoupon(db: Db, ctx: UserContext, code: string): Promise<Cart> {
  const userId = ctx.user.id;
  const gone = await queryRows<{ coupon_id: number }>(
    db,
    sql`DELETE FROM cart_coupons cc USING coupons c
         WHERE cc.coupon_id = c.id AND cc.user_id = ${userId}
           AND c.code_key = ${couponCodeKey(code)}
        RETURNING cc.coupon_id`,
  );
  if (gone.length === 0) throw notFound(NOT_IN_CART);
  return loadCart(db, userId);
}
