import { sql } from 'drizzle-orm';
import type { vendorDiscountListSchema } from '@carsi/shared';
import { DISCOUNT_MESSAGES, type discountInputSchema, type VendorDiscount } from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catalogChanged } from '../../lib/catalog-write/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { variantLabelSql } from '../../lib/offer-sql.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { promoStatus } from './campaigns.service.ts';

/**
 * A seller's discounts (issue 14 point 3; docs/decisions/033): a new price or a percent on
 * chosen products (every variant the business sells) or variants, for a period. Priced by the
 * one pricing function; scoped by `ctx.business` (foreign id → 404).
 */

export type DiscountInput = z.output<typeof discountInputSchema>;
const PAGE_SIZE = 50;

interface DiscountRow {
  id: number;
  product_id: number;
  product_title: string;
  variant_id: number | null;
  variant_label: string | null;
  kind: 'fiyat' | 'yuzde';
  value: number;
  starts_at: Date | string;
  ends_at: Date | string;
  created_at: Date | string;
}

const select = sql`SELECT d.id, d.product_id, p.title AS product_title, d.variant_id,
       CASE WHEN d.variant_id IS NULL THEN NULL ELSE NULLIF(${variantLabelSql}, '') END
         AS variant_label,
       d.kind, d.value, d.starts_at, d.ends_at, d.created_at
  FROM discounts d
  JOIN products p ON p.id = d.product_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN variants v ON v.id = d.variant_id`;

const toDiscount = (r: DiscountRow): VendorDiscount => ({
  id: r.id,
  product_id: r.product_id,
  product_title: r.product_title,
  variant_id: r.variant_id,
  variant_label: r.variant_label,
  kind: r.kind,
  value: r.value,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  status: promoStatus(r),
  created_at: iso(r.created_at),
});

export async function listDiscounts(
  db: DbOrTx,
  ctx: BusinessContext,
  query: { page: number },
  url: string,
): Promise<z.infer<typeof vendorDiscountListSchema>> {
  const businessId = ctx.business.id;
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM discounts WHERE business_id = ${businessId}`,
  )) as [{ n: number }];
  const rows = await queryRows<DiscountRow>(
    db,
    sql`${select} WHERE d.business_id = ${businessId}
        ORDER BY d.created_at DESC, d.id DESC
        LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
  );
  return { count: n, ...pageLinks(url, query.page, PAGE_SIZE, n), results: rows.map(toDiscount) };
}

/**
 * Creates one discount per chosen product or variant, in one transaction. Each must be sold by
 * this business; a new price must be below the current price of every offer it covers.
 */
export async function createDiscounts(
  db: Db,
  ctx: BusinessContext,
  input: DiscountInput,
): Promise<{ results: VendorDiscount[] }> {
  const businessId = ctx.business.id;
  const items = [
    ...new Map(input.items.map((i) => [`${i.product_id}:${i.variant_id}`, i])).values(),
  ];
  // The lowest price this business sells each chosen item at (null: it sells none of it).
  const found = await queryRows<{ k: number; min_price: number | null }>(
    db,
    sql`SELECT x.k, min(o.price)::int AS min_price
          FROM json_to_recordset(${JSON.stringify(items.map((i, k) => ({ k, ...i })))}::json)
               AS x(k int, product_id int, variant_id int)
          LEFT JOIN variants v ON v.product_id = x.product_id
                              AND (x.variant_id IS NULL OR v.id = x.variant_id)
          LEFT JOIN offers o ON o.variant_id = v.id AND o.business_id = ${businessId}
         GROUP BY x.k`,
  );
  if (found.some((f) => f.min_price === null))
    throw badRequest(DISCOUNT_MESSAGES.unknown, { items: [DISCOUNT_MESSAGES.unknown] });
  if (input.kind === 'fiyat' && found.some((f) => input.value >= f.min_price!))
    throw badRequest(DISCOUNT_MESSAGES.notBelow, { value: [DISCOUNT_MESSAGES.notBelow] });
  return db.transaction(async (tx) => {
    const ids = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO discounts (business_id, product_id, variant_id, kind, value, starts_at, ends_at)
          SELECT ${businessId}, x.product_id, x.variant_id, ${input.kind}, ${input.value},
                 ${input.starts_at}, ${input.ends_at}
            FROM json_to_recordset(${JSON.stringify(items)}::json)
                 AS x(product_id int, variant_id int)
          RETURNING id`,
    );
    const rows = await queryRows<DiscountRow>(
      tx,
      sql`${select} WHERE d.id IN (SELECT unnest(${`{${ids.map((i) => i.id).join(',')}}`}::int[]))
          ORDER BY d.id`,
    );
    // A discount already running changes the shelf price now (listing summary, event); one
    // starting later is picked up by the refresh-discount-prices job (docs/decisions/037).
    await catalogChanged(tx, [...new Set(items.map((i) => i.product_id))], 'indirim');
    return { results: rows.map(toDiscount) };
  });
}

/** DELETE: a discount not started yet is removed; a running one ends now (kept as history). */
export async function deleteDiscount(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<{ deleted: boolean; ended: boolean; product_id: number }> {
  const businessId = ctx.business.id;
  return db.transaction(async (tx) => {
    const [cur] = await queryRows<{ starts_at: Date; ends_at: Date; product_id: number }>(
      tx,
      sql`SELECT starts_at, ends_at, product_id FROM discounts
           WHERE id = ${id} AND business_id = ${businessId} FOR UPDATE`,
    );
    if (!cur) throw notFound(DISCOUNT_MESSAGES.notFound);
    const now = new Date();
    if (now < new Date(cur.starts_at)) {
      await tx.execute(sql`DELETE FROM discounts WHERE id = ${id} AND business_id = ${businessId}`);
      return { deleted: true, ended: false, product_id: cur.product_id };
    }
    await tx.execute(sql`
      UPDATE discounts SET ends_at = LEAST(ends_at, now())
       WHERE id = ${id} AND business_id = ${businessId}`);
    await catalogChanged(tx, [cur.product_id], 'indirim');
    return { deleted: false, ended: true, product_id: cur.product_id };
  });
}

/**
 * The products whose discounts started or ended in the last `windowMinutes` get their shelf
 * price (listing summary) refreshed and a `product.changed` event, in one transaction. The job
 * runs every minute with a window of a few, so a missed tick is covered; running it twice only
 * recomputes the same summary (docs/decisions/037).
 */
export async function refreshDiscountBoundaries(db: Db, windowMinutes = 5): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ product_id: number }>(
      tx,
      sql`SELECT DISTINCT product_id FROM discounts
           WHERE (starts_at > now() - make_interval(mins => ${windowMinutes}) AND starts_at <= now())
              OR (ends_at > now() - make_interval(mins => ${windowMinutes}) AND ends_at <= now())
          UNION
          -- Starred deals' boundaries too (docs/decisions/038), and deals ended early.
          SELECT v.product_id FROM deals d
            JOIN offers o ON o.id = d.offer_id JOIN variants v ON v.id = o.variant_id
           WHERE d.deal_price IS NOT NULL AND d.status = 'onaylandi'
             AND ((d.starts_at > now() - make_interval(mins => ${windowMinutes}) AND d.starts_at <= now())
               OR (d.ends_at > now() - make_interval(mins => ${windowMinutes}) AND d.ends_at <= now())
               OR (d.ended_at > now() - make_interval(mins => ${windowMinutes})))`,
    );
    await catalogChanged(
      tx,
      rows.map((r) => r.product_id),
      'indirim',
    );
    return rows.length;
  });
}

/** The slugs of some products: their cached product pages are dropped after a discount write. */
export async function productSlugs(db: DbOrTx, productIds: readonly number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM products
         WHERE id = ANY(string_to_array(${[...new Set(productIds)].join(',')}, ',')::int[])`,
  );
  return rows.map((r) => r.slug);
}
