import { sql } from 'drizzle-orm';
import {
  couponCodeKey,
  type couponInputSchema,
  PROMO_MESSAGES,
  type VendorCoupon,
  type VendorCouponList,
} from '@carsi/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { intList, iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { liveCouponUse } from './promotions-load.ts';

/**
 * A seller's coupons (issue 14 point 1; docs/decisions/033). Every read and write is scoped
 * by `ctx.business`: another business's coupon is not found (404).
 */

export type CouponInput = z.output<typeof couponInputSchema>;

const PAGE_SIZE = 20;

interface CouponRow {
  id: number;
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
  created_at: Date | string;
  uses: number;
  revenue: number;
  cost: number;
}

/**
 * Coupon `c` with its figures: live uses (docs/decisions/033), and over the items still sold
 * (neither cancelled nor refunded) of orders that used it, what they were paid and what the
 * coupon took off them.
 */
const couponSelect = sql`SELECT c.id, c.code, c.kind, c.value, c.min_basket, c.starts_at, c.ends_at,
       c.ended_at, c.total_limit, c.per_user_limit, c.product_ids, c.is_public, c.created_at,
       (SELECT count(*)::int FROM coupon_uses cu JOIN payments p ON p.id = cu.payment_id
         WHERE cu.coupon_id = c.id AND ${liveCouponUse}) AS uses,
       f.revenue, f.cost
  FROM coupons c
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(oi.line_total), 0)::int AS revenue,
           coalesce(sum((SELECT sum((r ->> 'amount')::int) FROM jsonb_array_elements(oi.reductions) r
                          WHERE r ->> 'kind' = 'kupon' AND (r ->> 'source_id')::int = c.id)), 0)::int
             AS cost
      FROM coupon_uses cu
      JOIN payments p ON p.id = cu.payment_id AND p.status = 'tamamlandi'
      JOIN order_items oi ON oi.order_id = p.order_id AND oi.business_id = cu.business_id
     WHERE cu.coupon_id = c.id AND oi.status NOT IN ('iptal_edildi', 'iade_edildi')) f`;

function statusOf(r: CouponRow, now: Date): VendorCoupon['status'] {
  if (r.ended_at !== null) return 'sonlandirildi';
  if (now < new Date(r.starts_at)) return 'planlandi';
  if (now >= new Date(r.ends_at)) return 'bitti';
  return 'aktif';
}

const toCoupon = (r: CouponRow, now = new Date()): VendorCoupon => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  value: r.value,
  min_basket: r.min_basket,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  total_limit: r.total_limit,
  per_user_limit: r.per_user_limit,
  product_ids: r.product_ids,
  is_public: r.is_public,
  status: statusOf(r, now),
  uses: r.uses,
  revenue: r.revenue,
  cost: r.cost,
  created_at: iso(r.created_at),
});

export async function listCoupons(
  db: DbOrTx,
  ctx: BusinessContext,
  query: { page: number },
  url: string,
): Promise<VendorCouponList> {
  const businessId = ctx.business.id;
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM coupons WHERE business_id = ${businessId}`,
  )) as [{ n: number }];
  const rows = await queryRows<CouponRow>(
    db,
    sql`${couponSelect} WHERE c.business_id = ${businessId}
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
  );
  return {
    count: n,
    ...pageLinks(url, query.page, PAGE_SIZE, n),
    results: rows.map((r) => toCoupon(r)),
  };
}

async function findCoupon(db: DbOrTx, businessId: number, id: number): Promise<CouponRow> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`${couponSelect} WHERE c.id = ${id} AND c.business_id = ${businessId}`,
  );
  if (!row) throw notFound(PROMO_MESSAGES.notFound);
  return row;
}

export async function getCoupon(db: DbOrTx, ctx: BusinessContext, id: number) {
  return toCoupon(await findCoupon(db, ctx.business.id, id));
}

/** Chosen products must be ones this business sells (has an offer of). */
export async function checkOwnProducts(
  db: DbOrTx,
  businessId: number,
  productIds: readonly number[] | null,
): Promise<void> {
  if (productIds === null) return;
  const ids = [...new Set(productIds)];
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT v.product_id)::int AS n
          FROM offers o JOIN variants v ON v.id = o.variant_id
         WHERE o.business_id = ${businessId} AND v.product_id IN (${intList(ids)})`,
  )) as [{ n: number }];
  if (n !== ids.length)
    throw badRequest(PROMO_MESSAGES.unknownProducts, {
      product_ids: [PROMO_MESSAGES.unknownProducts],
    });
}

const codeTaken = () =>
  new AppError(409, 'kupon_kodu_var', PROMO_MESSAGES.codeTaken, {
    code: [PROMO_MESSAGES.codeTaken],
  });

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const productArray = (ids: number[] | null) =>
  ids === null ? sql`NULL` : sql`ARRAY[${intList([...new Set(ids)])}]::int[]`;

export async function createCoupon(
  db: DbOrTx,
  ctx: BusinessContext,
  input: CouponInput,
): Promise<VendorCoupon> {
  const businessId = ctx.business.id;
  await checkOwnProducts(db, businessId, input.product_ids);
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO coupons (business_id, code, code_key, kind, value, min_basket, starts_at,
                               ends_at, total_limit, per_user_limit, product_ids, is_public)
          VALUES (${businessId}, ${input.code}, ${couponCodeKey(input.code)}, ${input.kind},
                  ${input.value}, ${input.min_basket}, ${input.starts_at}, ${input.ends_at},
                  ${input.total_limit}, ${input.per_user_limit}, ${productArray(input.product_ids)},
                  ${input.is_public})
          ON CONFLICT (business_id, code_key) DO NOTHING
          RETURNING id`,
    );
    if (!row) throw codeTaken();
    return getCoupon(db, ctx, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** Any use that ever reached an order or is still under way: the coupon is history. */
async function hasUses(db: DbOrTx, couponId: number): Promise<boolean> {
  const [r] = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM coupon_uses cu JOIN payments p ON p.id = cu.payment_id
                        WHERE cu.coupon_id = ${couponId} AND p.status <> 'basarisiz') AS used`,
  );
  return r!.used;
}

const USED_EDIT =
  'Kullanılmış bir kuponun kodu, türü ve tutarı değiştirilemez; sonlandırıp yeni bir kupon oluşturun.';
const ENDED_EDIT = 'Sonlandırılmış bir kupon değiştirilemez.';

/** PUT: the whole coupon. A used coupon keeps its code, kind and value (orders refer to them). */
export async function updateCoupon(
  db: DbOrTx,
  ctx: BusinessContext,
  id: number,
  input: CouponInput,
): Promise<VendorCoupon> {
  const businessId = ctx.business.id;
  return db.transaction(async (tx) => {
    const [cur] = await queryRows<{
      code_key: string;
      kind: string;
      value: number;
      ended_at: Date | null;
    }>(
      tx,
      sql`SELECT code_key, kind, value, ended_at FROM coupons
           WHERE id = ${id} AND business_id = ${businessId} FOR UPDATE`,
    );
    if (!cur) throw notFound(PROMO_MESSAGES.notFound);
    if (cur.ended_at !== null) throw new AppError(409, 'kupon_sonlandirildi', ENDED_EDIT);
    const key = couponCodeKey(input.code);
    if (
      (cur.code_key !== key || cur.kind !== input.kind || cur.value !== input.value) &&
      (await hasUses(tx, id))
    )
      throw new AppError(409, 'kupon_kullanildi', USED_EDIT);
    await checkOwnProducts(tx, businessId, input.product_ids);
    const clash = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM coupons WHERE business_id = ${businessId} AND code_key = ${key} AND id <> ${id}`,
    );
    if (clash.length > 0) throw codeTaken();
    await tx.execute(sql`
      UPDATE coupons SET code = ${input.code}, code_key = ${key}, kind = ${input.kind},
             value = ${input.value}, min_basket = ${input.min_basket},
             starts_at = ${input.starts_at}, ends_at = ${input.ends_at},
             total_limit = ${input.total_limit}, per_user_limit = ${input.per_user_limit},
             product_ids = ${productArray(input.product_ids)}, is_public = ${input.is_public},
             updated_at = now()
       WHERE id = ${id} AND business_id = ${businessId}`);
    return toCoupon(await findCoupon(tx, businessId, id));
  });
}

/**
 * DELETE: a coupon never used (and in no shopper's cart) is removed; one with uses, or applied
 * in a cart, is ended instead — kept for its orders' history and figures, and refused at the
 * next checkout with its reason rather than silently dropped from a cart.
 */
export async function deleteCoupon(
  db: DbOrTx,
  ctx: BusinessContext,
  id: number,
): Promise<{ deleted: boolean; ended: boolean }> {
  const businessId = ctx.business.id;
  return db.transaction(async (tx) => {
    const [cur] = await queryRows<{ ended_at: Date | null; in_cart: boolean }>(
      tx,
      sql`SELECT ended_at, EXISTS (SELECT 1 FROM cart_coupons cc WHERE cc.coupon_id = c.id) AS in_cart
            FROM coupons c WHERE id = ${id} AND business_id = ${businessId} FOR UPDATE`,
    );
    if (!cur) throw notFound(PROMO_MESSAGES.notFound);
    if (!cur.in_cart && !(await hasUses(tx, id))) {
      await tx.execute(sql`DELETE FROM coupons WHERE id = ${id} AND business_id = ${businessId}`);
      return { deleted: true, ended: false };
    }
    await tx.execute(sql`
      UPDATE coupons SET ended_at = COALESCE(ended_at, now()), updated_at = now()
       WHERE id = ${id} AND business_id = ${businessId}`);
    return { deleted: false, ended: true };
  });
}
