import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Product-page views and add-to-carts per product per Istanbul day, without bots (the seller's
 * per-product analytics, docs/decisions/028). Each process counts in memory and adds its counts
 * every few seconds with one upsert (`views = views + excluded.views`), so many processes add up.
 */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    addToCart: integer('add_to_cart').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check('product_daily_stats_counts_ck', sql`${t.views} >= 0 AND ${t.addToCart} >= 0`),
  ],
);
