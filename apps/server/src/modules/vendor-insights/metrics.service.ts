import { sql } from 'drizzle-orm';
import type { VendorMetrics } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRows, ratingOf } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import {
  dayStart,
  dispatchDeadline,
  istanbulDay,
  istanbulToday,
  percent,
  shiftDate,
  withoutJit,
} from '../../lib/istanbul-days.ts';

/** Hours a seller has to answer a question before it counts as late (shown as its deadline). */
export const QUESTION_ANSWER_HOURS = 48;
export { LOW_STOCK } from '../../lib/stock.ts';
import { LOW_STOCK } from '../../lib/stock.ts';

/**
 * The lists behind the overview's figures (web paths of the dashboard). The orders and products
 * pages read these queries; `sevk` is the dispatch filter (bugun = due today, geciken = late).
 */
export const METRIC_LINKS = {
  sales7: '/dashboard/analytics?period=7',
  sales30: '/dashboard/analytics?period=30',
  toConfirm: '/dashboard/orders?status=onay_bekliyor',
  toShipToday: '/dashboard/orders?status=hazirlaniyor&sevk=bugun',
  late: '/dashboard/orders?sevk=geciken',
  returns: '/dashboard/orders?status=iade_talep_edildi',
  questions: '/dashboard/questions?durum=yanitsiz',
  lowStock: '/dashboard/products?stok=az',
  outOfStock: '/dashboard/products?stok=yok',
} as const;

const SOLD = sql`i.status NOT IN ('iptal_edildi', 'iade_edildi')`;
const OPEN = sql`i.status IN ('onay_bekliyor', 'hazirlaniyor')`;

/** The overview of the active business, at `now` (Istanbul days). */
export function loadMetrics(
  db: Db,
  ctx: BusinessContext,
  now = new Date(),
): Promise<VendorMetrics> {
  return withoutJit(db, (tx) => metricsOf(tx, ctx, now));
}

async function metricsOf(db: DbOrTx, ctx: BusinessContext, now: Date): Promise<VendorMetrics> {
  const businessId = ctx.business.id;
  const today = istanbulToday(now);
  const todayStart = dayStart(sql`${today}::date`);
  const from30 = dayStart(sql`${today}::date - 29`);
  const from7 = sql`${today}::date - 6`;
  const deadline = dispatchDeadline(sql`i.created_at`, sql`b.dispatch_days`);

  const [recent] = await queryRows<{
    sales_today: number;
    orders_today: number;
    sales_7: number;
    orders_7: number;
    sales_30: number;
    orders_30: number;
    items_30: number;
    cancelled_30: number;
    shipped_due_30: number;
    shipped_late_30: number;
  }>(
    db,
    sql`SELECT
          coalesce(sum(i.line_total) FILTER (WHERE ${SOLD} AND i.created_at >= ${todayStart}), 0)::float8 AS sales_today,
          count(DISTINCT i.order_id) FILTER (WHERE ${SOLD} AND i.created_at >= ${todayStart})::int AS orders_today,
          coalesce(sum(i.line_total) FILTER (WHERE ${SOLD} AND i.created_at >= ${dayStart(from7)}), 0)::float8 AS sales_7,
          count(DISTINCT i.order_id) FILTER (WHERE ${SOLD} AND i.created_at >= ${dayStart(from7)})::int AS orders_7,
          coalesce(sum(i.line_total) FILTER (WHERE ${SOLD}), 0)::float8 AS sales_30,
          count(DISTINCT i.order_id) FILTER (WHERE ${SOLD})::int AS orders_30,
          count(*)::int AS items_30,
          count(*) FILTER (WHERE i.status = 'iptal_edildi')::int AS cancelled_30,
          count(*) FILTER (WHERE p.shipped_at IS NOT NULL
                              OR (${OPEN} AND ${deadline} < ${today}::date))::int AS shipped_due_30,
          count(*) FILTER (WHERE (p.shipped_at IS NOT NULL AND ${istanbulDay(sql`p.shipped_at`)} > ${deadline})
                              OR (p.shipped_at IS NULL AND ${OPEN} AND ${deadline} < ${today}::date))::int AS shipped_late_30
        FROM order_items i
        JOIN order_packages p ON p.id = i.package_id
        JOIN businesses b ON b.id = i.business_id
       WHERE i.business_id = ${businessId} AND i.created_at >= ${from30}`,
  );

  // Open items may be older than 30 days (a forgotten order is the latest of all).
  const [open] = await queryRows<{
    to_confirm: number;
    to_ship_today: number;
    late: number;
    returns: number;
  }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE i.status = 'onay_bekliyor')::int AS to_confirm,
          count(*) FILTER (WHERE i.status = 'hazirlaniyor' AND ${deadline} = ${today}::date)::int AS to_ship_today,
          count(*) FILTER (WHERE ${OPEN} AND ${deadline} < ${today}::date)::int AS late,
          count(*) FILTER (WHERE i.status = 'iade_talep_edildi')::int AS returns
        FROM order_items i
        JOIN businesses b ON b.id = i.business_id
       WHERE i.business_id = ${businessId}
         AND i.status IN ('onay_bekliyor', 'hazirlaniyor', 'iade_talep_edildi')`,
  );

  const [rest] = await queryRows<{
    questions: number;
    oldest_question: Date | string | null;
    late_questions: number;
    low_stock: number;
    out_of_stock: number;
    rating_avg_x100: number;
    rating_count: number;
    slug: string;
  }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM product_questions q
            WHERE q.business_id = ${businessId} AND q.answered_at IS NULL
              AND q.reported_at IS NULL AND q.removed_at IS NULL) AS questions,
          (SELECT min(q.created_at) FROM product_questions q
            WHERE q.business_id = ${businessId} AND q.answered_at IS NULL
              AND q.reported_at IS NULL AND q.removed_at IS NULL) AS oldest_question,
          (SELECT count(*)::int FROM product_questions q
            WHERE q.business_id = ${businessId} AND q.answered_at IS NULL
              AND q.reported_at IS NULL AND q.removed_at IS NULL
              AND q.created_at < now() - make_interval(hours => ${QUESTION_ANSWER_HOURS})) AS late_questions,
          (SELECT count(*)::int FROM offers o
            WHERE o.business_id = ${businessId} AND o.is_active AND o.stock BETWEEN 1 AND ${LOW_STOCK}) AS low_stock,
          (SELECT count(*)::int FROM offers o
            WHERE o.business_id = ${businessId} AND o.is_active AND o.stock = 0) AS out_of_stock,
          b.rating_avg_x100, b.rating_count, b.slug
        FROM businesses b WHERE b.id = ${businessId}`,
  );

  const r = recent!;
  const o = open!;
  const x = rest!;
  const deadlineOf = (asked: Date | string | null) =>
    asked === null
      ? null
      : new Date(new Date(asked).getTime() + QUESTION_ANSWER_HOURS * 3_600_000).toISOString();
  return {
    today,
    sales: {
      today: {
        sales: r.sales_today,
        orders: r.orders_today,
        link: `/dashboard/urun-satis?from=${today}&to=${today}`,
      },
      last_7_days: { sales: r.sales_7, orders: r.orders_7, link: METRIC_LINKS.sales7 },
      last_30_days: { sales: r.sales_30, orders: r.orders_30, link: METRIC_LINKS.sales30 },
    },
    to_confirm: { count: o.to_confirm, link: METRIC_LINKS.toConfirm },
    to_ship_today: { count: o.to_ship_today, link: METRIC_LINKS.toShipToday },
    late: { count: o.late, link: METRIC_LINKS.late },
    returns_waiting: { count: o.returns, link: METRIC_LINKS.returns },
    questions: {
      count: x.questions,
      oldest_deadline: deadlineOf(x.oldest_question),
      late: x.late_questions,
      link: METRIC_LINKS.questions,
    },
    low_stock: { count: x.low_stock, link: METRIC_LINKS.lowStock },
    out_of_stock: { count: x.out_of_stock, link: METRIC_LINKS.outOfStock },
    rating: {
      average: ratingOf(x.rating_avg_x100),
      count: x.rating_count,
      link: `/magaza/${x.slug}`,
    },
    cancellation_rate: {
      percent: percent(r.cancelled_30, r.items_30),
      count: r.cancelled_30,
      total: r.items_30,
      link: `/dashboard/urun-satis?status=iptal_edildi&from=${shiftDate(today, -29)}&to=${today}`,
    },
    late_shipment_rate: {
      percent: percent(r.shipped_late_30, r.shipped_due_30),
      count: r.shipped_late_30,
      total: r.shipped_due_30,
      link: METRIC_LINKS.late,
    },
  };
}
