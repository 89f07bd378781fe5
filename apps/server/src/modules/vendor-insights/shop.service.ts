import { sql } from 'drizzle-orm';
import type { PublicShop } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { iso, queryRows, ratingOf } from '../../lib/query-rows.ts';
import { visibleProduct } from '../catalog/product-card.query.ts';
import { dispatchDeadline, istanbulDay } from '../../lib/istanbul-days.ts';

export const SHOP_NOT_FOUND = 'Mağaza bulunamadı.';
/** The window of the on-time shipping rate. */
export const ON_TIME_DAYS = 90;

/**
 * The public header of an approved shop: rating, years on Çarşı, the share of its packages of
 * the last 90 days handed to the cargo company by their dispatch deadline (packages still not
 * shipped after it count as late), and how many visible products it sells. Shops under review,
 * rejected or suspended are not found.
 */
export async function loadShop(db: Db, slug: string, now = new Date()): Promise<PublicShop> {
  const deadline = dispatchDeadline(sql`p.created_at`, sql`b.dispatch_days`);
  const [row] = await queryRows<{
    id: number;
    name: string;
    slug: string;
    city: string;
    rating_avg_x100: number;
    rating_count: number;
    created_at: Date | string;
    years: number;
    product_count: number;
    due: number;
    on_time: number;
    holiday_until: string | null;
    holiday_note: string | null;
  }>(
    db,
    sql`SELECT b.id, b.name, b.slug, b.city, b.rating_avg_x100, b.rating_count, b.created_at,
               extract(year FROM age(${now}::timestamptz, b.created_at))::int AS years,
               (SELECT count(*)::int FROM products
                 WHERE ${visibleProduct} AND products.seller_ids @> ARRAY[b.id]) AS product_count,
               s.due, s.on_time,
               CASE WHEN b.holiday_until >= ${istanbulDay(sql`${now}::timestamptz`)}
                    THEN b.holiday_until::text END AS holiday_until, b.holiday_note
          FROM businesses b
          CROSS JOIN LATERAL (
            SELECT count(*) FILTER (WHERE x.shipped_at IS NOT NULL OR x.overdue)::int AS due,
                   count(*) FILTER (WHERE x.shipped_at IS NOT NULL
                                      AND ${istanbulDay(sql`x.shipped_at`)} <= x.deadline)::int AS on_time
              FROM (SELECT p.shipped_at, ${deadline} AS deadline,
                           -- Not shipped, past its day, and something in it still to send.
                           p.shipped_at IS NULL
                             AND ${deadline} < ${istanbulDay(sql`${now}::timestamptz`)}
                             AND EXISTS (SELECT 1 FROM order_items i WHERE i.package_id = p.id
                                            AND i.status IN ('onay_bekliyor', 'hazirlaniyor')) AS overdue
                      FROM order_packages p
                     WHERE p.business_id = b.id
                       AND p.created_at >= ${now}::timestamptz - ${`${ON_TIME_DAYS} days`}::interval) x
          ) s
         WHERE b.slug = ${slug} AND b.status = 'onaylandi'`,
  );
  if (!row) throw notFound(SHOP_NOT_FOUND);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    rating: ratingOf(row.rating_avg_x100),
    rating_count: row.rating_count,
    years_on_carsi: row.years,
    since: iso(row.created_at),
    on_time_shipping_percent: row.due > 0 ? Math.round((row.on_time / row.due) * 100) : null,
    product_count: row.product_count,
    holiday: row.holiday_until
      ? { until: row.holiday_until, note: row.holiday_note?.trim() || null }
      : null,
  };
}
