import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_MAX_DAYS, type AnalyticsQuery, type VendorAnalytics } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import {
  dayStart,
  daysBetween,
  istanbulDay,
  istanbulToday,
  percent,
  shiftDate,
  withoutJit,
} from '../../lib/istanbul-days.ts';

const TOP = 10;
/** Rows of the per-product table (the busiest products first). */
const PRODUCT_ROWS = 100;
const SOLD = sql`i.status NOT IN ('iptal_edildi', 'iade_edildi')`;

export interface Period {
  from: string;
  to: string;
  days: number;
}

/** The period asked for: the last 7/30/90/365 days up to today (default 30), or a range. */
export function resolvePeriod(q: AnalyticsQuery, now = new Date()): Period {
  const today = istanbulToday(now);
  if (q.from !== undefined || q.to !== undefined) {
    if (q.period !== undefined)
      throw badRequest('Dönem ile tarih aralığı birlikte seçilemez.', {
        period: ['Dönem ile tarih aralığı birlikte seçilemez.'],
      });
    if (q.from === undefined || q.to === undefined)
      throw badRequest('Tarih aralığı için başlangıç ve bitiş tarihi gerekli.', {
        [q.from === undefined ? 'from' : 'to']: ['Bu alan gerekli.'],
      });
    if (q.from > q.to)
      throw badRequest('Başlangıç tarihi bitiş tarihinden sonra olamaz.', {
        from: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
      });
    const days = daysBetween(q.from, q.to);
    if (days > ANALYTICS_MAX_DAYS)
      throw badRequest(`Tarih aralığı en fazla ${ANALYTICS_MAX_DAYS} gün olabilir.`, {
        to: [`Tarih aralığı en fazla ${ANALYTICS_MAX_DAYS} gün olabilir.`],
      });
    return { from: q.from, to: q.to, days };
  }
  const days = Number(q.period ?? '30');
  return { from: shiftDate(today, -(days - 1)), to: today, days };
}

interface DayRow {
  date: string;
  previous_date: string;
  sales: number;
  orders: number;
  returns: number;
  cancellations: number;
  p_sales: number;
  p_orders: number;
  p_returns: number;
  p_cancellations: number;
}

const figures = (sales: number, orders: number, returns: number, cancellations: number) => ({
  sales,
  orders,
  average_basket: orders > 0 ? Math.round(sales / orders) : 0,
  returns,
  cancellations,
});

/**
 * Per-day sales, orders, average basket, returns and cancellations of the period beside the
 * period just before it, top products and categories, and per-product views, add-to-carts,
 * sales and conversion. A day's figures are those of the orders placed that day (Istanbul):
 * its returns and cancellations are the items of those orders that were later returned or
 * cancelled. Everything is aggregated in SQL over order_items (business_id, created_at).
 */
export function loadAnalytics(
  db: Db,
  ctx: BusinessContext,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<VendorAnalytics> {
  const period = resolvePeriod(q, now);
  return withoutJit(db, (tx) => analyticsOf(tx, ctx.business.id, period));
}

async function analyticsOf(
  db: DbOrTx,
  businessId: number,
  period: Period,
): Promise<VendorAnalytics> {
  const prevFrom = shiftDate(period.from, -period.days);
  const prevTo = shiftDate(period.from, -1);
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const inPeriod = sql`i.business_id = ${businessId}
    AND i.created_at >= ${dayStart(from)} AND i.created_at < ${dayStart(sql`${to} + 1`)}`;

  const series = await queryRows<DayRow>(
    db,
    sql`WITH agg AS (
          SELECT ${istanbulDay(sql`i.created_at`)} AS day,
                 coalesce(sum(i.line_total) FILTER (WHERE ${SOLD}), 0)::float8 AS sales,
                 count(DISTINCT i.order_id) FILTER (WHERE ${SOLD})::int AS orders,
                 count(*) FILTER (WHERE i.return_requested_at IS NOT NULL)::int AS returns,
                 count(*) FILTER (WHERE i.status = 'iptal_edildi')::int AS cancellations
            FROM order_items i
           WHERE i.business_id = ${businessId}
             AND i.created_at >= ${dayStart(sql`${prevFrom}::date`)}
             AND i.created_at < ${dayStart(sql`${to} + 1`)}
           GROUP BY 1)
        SELECT d.day::date::text AS date, (d.day::date - ${period.days}::int)::text AS previous_date,
               coalesce(a.sales, 0)::float8 AS sales, coalesce(a.orders, 0) AS orders,
               coalesce(a.returns, 0) AS returns, coalesce(a.cancellations, 0) AS cancellations,
               coalesce(pa.sales, 0)::float8 AS p_sales, coalesce(pa.orders, 0) AS p_orders,
               coalesce(pa.returns, 0) AS p_returns, coalesce(pa.cancellations, 0) AS p_cancellations
          FROM generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') AS d(day)
          LEFT JOIN agg a ON a.day = d.day::date
          LEFT JOIN agg pa ON pa.day = d.day::date - ${period.days}::int
         ORDER BY d.day`,
  );

  // Orders are counted distinct over the whole period (an order spans one day only, so the
  // sum of the days is the same, but this keeps the totals honest if that ever changes).
  const [totals] = await queryRows<{
    sales: number;
    orders: number;
    returns: number;
    cancellations: number;
    p_sales: number;
    p_orders: number;
    p_returns: number;
    p_cancellations: number;
  }>(
    db,
    sql`SELECT
          coalesce(sum(i.line_total) FILTER (WHERE ${SOLD} AND cur), 0)::float8 AS sales,
          count(DISTINCT i.order_id) FILTER (WHERE ${SOLD} AND cur)::int AS orders,
          count(*) FILTER (WHERE i.return_requested_at IS NOT NULL AND cur)::int AS returns,
          count(*) FILTER (WHERE i.status = 'iptal_edildi' AND cur)::int AS cancellations,
          coalesce(sum(i.line_total) FILTER (WHERE ${SOLD} AND NOT cur), 0)::float8 AS p_sales,
          count(DISTINCT i.order_id) FILTER (WHERE ${SOLD} AND NOT cur)::int AS p_orders,
          count(*) FILTER (WHERE i.return_requested_at IS NOT NULL AND NOT cur)::int AS p_returns,
          count(*) FILTER (WHERE i.status = 'iptal_edildi' AND NOT cur)::int AS p_cancellations
        FROM (SELECT i.*, i.created_at >= ${dayStart(from)} AS cur
                FROM order_items i
               WHERE i.business_id = ${businessId}
                 AND i.created_at >= ${dayStart(sql`${prevFrom}::date`)}
                 AND i.created_at < ${dayStart(sql`${to} + 1`)}) i`,
  );

  const topProducts = await queryRows<{
    product_id: number | null;
    title: string;
    slug: string;
    quantity: number;
    sales: number;
  }>(
    db,
    sql`SELECT i.product_id, max(i.title) AS title, max(i.slug) AS slug,
               sum(i.quantity)::int AS quantity, sum(i.line_total)::float8 AS sales
          FROM order_items i
         WHERE ${inPeriod} AND ${SOLD}
         GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.slug END
         ORDER BY sales DESC, quantity DESC, title
         LIMIT ${TOP}`,
  );

  const topCategories = await queryRows<{
    category_id: number;
    name: string;
    quantity: number;
    sales: number;
  }>(
    db,
    sql`SELECT c.id AS category_id, c.name, sum(i.quantity)::int AS quantity,
               sum(i.line_total)::float8 AS sales
          FROM order_items i
          JOIN products p ON p.id = i.product_id
          JOIN categories c ON c.id = p.category_id
         WHERE ${inPeriod} AND ${SOLD}
         GROUP BY c.id, c.name
         ORDER BY sales DESC, quantity DESC, c.name
         LIMIT ${TOP}`,
  );

  const products = await productFigures(db, businessId, period, inPeriod);

  const s = totals!;
  return {
    period,
    previous: { from: prevFrom, to: prevTo },
    series: series.map((r) => ({
      date: r.date,
      previous_date: r.previous_date,
      ...figures(r.sales, r.orders, r.returns, r.cancellations),
      previous: figures(r.p_sales, r.p_orders, r.p_returns, r.p_cancellations),
    })),
    totals: {
      current: figures(s.sales, s.orders, s.returns, s.cancellations),
      previous: figures(s.p_sales, s.p_orders, s.p_returns, s.p_cancellations),
    },
    top_products: topProducts,
    top_categories: topCategories,
    products,
  };
}

/**
 * Per product of this business (the products it offers, and those it sold in the period):
 * product-page views and add-to-carts of the period, units, orders and sales, and conversion =
 * orders per 100 views. Views are the product page's, which every seller of the product shares.
 */
async function productFigures(
  db: DbOrTx,
  businessId: number,
  period: Period,
  inPeriod: SQL,
): Promise<VendorAnalytics['products']> {
  const rows = await queryRows<{
    product_id: number;
    title: string;
    slug: string;
    views: number;
    add_to_cart: number;
    quantity: number;
    orders: number;
    sales: number;
  }>(
    db,
    sql`WITH sold AS (
          SELECT i.product_id, sum(i.quantity)::int AS quantity,
                 count(DISTINCT i.order_id)::int AS orders, sum(i.line_total)::float8 AS sales
            FROM order_items i
           WHERE ${inPeriod} AND ${SOLD} AND i.product_id IS NOT NULL
           GROUP BY i.product_id),
        mine AS (
          SELECT DISTINCT v.product_id FROM offers o JOIN variants v ON v.id = o.variant_id
           WHERE o.business_id = ${businessId}
          UNION SELECT product_id FROM sold),
        seen AS (
          SELECT s.product_id, sum(s.views)::int AS views, sum(s.add_to_cart)::int AS add_to_cart
            FROM product_daily_stats s
           WHERE s.product_id IN (SELECT product_id FROM mine)
             AND s.day BETWEEN ${period.from}::date AND ${period.to}::date
           GROUP BY s.product_id)
        SELECT p.id AS product_id, p.title, p.slug,
               coalesce(seen.views, 0) AS views, coalesce(seen.add_to_cart, 0) AS add_to_cart,
               coalesce(sold.quantity, 0) AS quantity, coalesce(sold.orders, 0) AS orders,
               coalesce(sold.sales, 0)::float8 AS sales
          FROM mine
          JOIN products p ON p.id = mine.product_id
          LEFT JOIN seen ON seen.product_id = p.id
          LEFT JOIN sold ON sold.product_id = p.id
         ORDER BY coalesce(sold.sales, 0) DESC, coalesce(seen.views, 0) DESC, p.id
         LIMIT ${PRODUCT_ROWS}`,
  );
  return rows.map((r) => ({ ...r, conversion: percent(r.orders, r.views) }));
}
