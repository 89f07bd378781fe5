import { z } from 'zod';
import { ORDER_ITEM_STATUSES } from './orders.ts';

/**
 * The seller's figures (issue 12, points 4, 8 and 10; docs/decisions/028):
 * `GET /api/vendor/api/dashboard/metrics/` (the overview), `GET …/dashboard/analytics/`
 * (`?period=7|30|90|365` or `?from=&to=`), `GET …/dashboard/sold-items/` (`?format=csv`), and the
 * public shop page `GET /api/urun/api/shops/{slug}/`. Money is integer kuruş; dates are
 * Europe/Istanbul calendar dates (YYYY-MM-DD). Every figure of the overview carries `link`: the
 * web path (with its query) of the list behind it.
 */

const int = () => z.number().int();
const link = z.string();

const counted = z.object({ count: int(), link });
const sales = z.object({ sales: int(), orders: int(), link });
const rate = z.object({
  /** Percent with one decimal, e.g. 2.5; null when nothing was due in the window. */
  percent: z.number().nullable(),
  count: int(),
  total: int(),
  link,
});

export const vendorMetricsSchema = z.object({
  /** Today's Istanbul date, the day the figures were taken. */
  today: z.string(),
  sales: z.object({ today: sales, last_7_days: sales, last_30_days: sales }),
  to_confirm: counted,
  to_ship_today: counted,
  late: counted,
  returns_waiting: counted,
  questions: counted.extend({
    /** When the oldest unanswered question should be answered by (asked + 2 days), ISO. */
    oldest_deadline: z.string().nullable(),
    /** Unanswered past their 48-hour deadline now (issue 15). */
    late: int().default(0),
  }),
  low_stock: counted,
  out_of_stock: counted,
  rating: z.object({ average: z.number(), count: int(), link }),
  cancellation_rate: rate,
  late_shipment_rate: rate,
});
export type VendorMetrics = z.infer<typeof vendorMetricsSchema>;

export const ANALYTICS_PERIODS = ['7', '30', '90', '365'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The longest custom range, in days. */
export const ANALYTICS_MAX_DAYS = 366;

const isoDate = z
  .string({ error: 'Tarih YYYY-AA-GG biçiminde olmalı.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' })
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: 'Geçerli bir tarih girin.',
    },
  );

export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: 'Dönem 7, 30, 90 veya 365 gün olmalı.' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const dayFigures = z.object({
  sales: int(),
  orders: int(),
  /** sales / orders, kuruş; 0 without orders. */
  average_basket: int(),
  returns: int(),
  cancellations: int(),
});
export type DayFigures = z.infer<typeof dayFigures>;

export const analyticsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: int() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** One row per day of the period, the same day of the previous period beside it. */
  series: z.array(
    dayFigures.extend({ date: z.string(), previous_date: z.string(), previous: dayFigures }),
  ),
  totals: z.object({ current: dayFigures, previous: dayFigures }),
  top_products: z.array(
    z.object({
      product_id: int().nullable(),
      title: z.string(),
      slug: z.string(),
      quantity: int(),
      sales: int(),
    }),
  ),
  top_categories: z.array(
    z.object({ category_id: int(), name: z.string(), quantity: int(), sales: int() }),
  ),
  products: z.array(
    z.object({
      product_id: int(),
      title: z.string(),
      slug: z.string(),
      views: int(),
      add_to_cart: int(),
      quantity: int(),
      orders: int(),
      sales: int(),
      /** Orders per 100 product-page views, one decimal; null without views. */
      conversion: z.number().nullable(),
    }),
  ),
});
export type VendorAnalytics = z.infer<typeof analyticsSchema>;

export const SOLD_ITEMS_PAGE_SIZE = 20;

export const soldItemsQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(ORDER_ITEM_STATUSES, { error: 'Geçersiz sipariş durumu.' }).optional(),
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'Sayfa 1 veya daha büyük bir tam sayı olmalı.' })
    .transform(Number)
    .default(1),
  format: z.enum(['json', 'csv'], { error: 'Biçim json veya csv olmalı.' }).default('json'),
});
export type SoldItemsQuery = z.input<typeof soldItemsQuerySchema>;

export const soldItemSchema = z.object({
  id: int(),
  order_id: int(),
  order_number: z.string(),
  created_at: z.string(),
  product_id: int().nullable(),
  slug: z.string(),
  title: z.string(),
  variant_label: z.string().nullable(),
  quantity: int(),
  unit_price: int(),
  line_total: int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  /** The delivery city (il), all a seller needs at a glance. */
  city: z.string().nullable(),
});
export type SoldItem = z.infer<typeof soldItemSchema>;

export const soldItemsPageSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  /** Sum of line totals over every matching item (all pages), kuruş. */
  total_amount: int(),
  results: z.array(soldItemSchema),
});
export type SoldItemsPage = z.infer<typeof soldItemsPageSchema>;

/** `GET /api/urun/api/shops/{slug}/`: the public shop header. */
export const shopSchema = z.object({
  id: int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  /** 0–5 with one decimal. */
  rating: z.number(),
  rating_count: int(),
  /** Whole years since the shop opened (0 in its first year). */
  years_on_carsi: int(),
  since: z.string(),
  /** Packages handed to the cargo company by their dispatch deadline, last 90 days; null without any. */
  on_time_shipping_percent: int().nullable(),
  product_count: int(),
  /** The seller is on holiday (its offers are hidden until `until`, a yyyy-mm-dd day); its note. */
  holiday: z.object({ until: z.string(), note: z.string().nullable() }).nullable(),
});
export type PublicShop = z.infer<typeof shopSchema>;
