import { type SQL, sql } from 'drizzle-orm';
import type { BestSellersResponse } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cardsInOrder } from './cards-by-id.ts';
import { visibleProduct } from './product-card.query.ts';
import { intList, queryRows } from '../../lib/query-rows.ts';

/** Best sellers: units sold (sum of product_sales.quantity) in the last 30 days. */

export const BEST_SELLER_DAYS = 30;
const PAGE_LIMIT = 48;
const DAY = 86_400_000;

export const periodStart = (now: Date) => new Date(now.getTime() - BEST_SELLER_DAYS * DAY);

export interface RankOptions {
  /** Only products in this category subtree (a categories.path). */
  categoryPath?: string | undefined;
  inStockOnly?: boolean;
  exclude?: readonly number[];
  limit: number;
  now?: Date;
}

/** Visible products ranked by units sold in the period: ids with their units. */
export async function rankBestSellers(
  db: DbOrTx,
  opts: RankOptions,
): Promise<Array<{ id: number; units: number }>> {
  const since = periodStart(opts.now ?? new Date()).toISOString();
  const conds: SQL[] = [visibleProduct];
  if (opts.categoryPath !== undefined)
    conds.push(
      sql`${products.categoryId} IN (SELECT id FROM categories WHERE path LIKE ${opts.categoryPath + '%'})`,
    );
  if (opts.inStockOnly) conds.push(sql`${products.inStock}`);
  if (opts.exclude?.length) conds.push(sql`${products.id} NOT IN (${intList(opts.exclude)})`);
  const ranked = await queryRows<{ id: number; units: number }>(
    db,
    sql`SELECT s.product_id AS id, sum(s.quantity)::int AS units
          FROM product_sales s JOIN ${products} ON ${products.id} = s.product_id
         WHERE s.sold_at >= ${since}::timestamptz AND ${sql.join(conds, sql` AND `)}
         GROUP BY s.product_id
         ORDER BY units DESC, s.product_id
         LIMIT ${opts.limit}`,
  );
  return ranked;
}

export async function loadBestSellers(
  db: DbOrTx,
  categoryId: number | undefined,
  now = new Date(),
): Promise<BestSellersResponse> {
  let category: { id: number; name: string; path: string } | null = null;
  if (categoryId !== undefined) {
    const [row] = await queryRows<{ id: number; name: string; path: string }>(
      db,
      sql`SELECT id, name, path FROM categories WHERE id = ${categoryId} AND is_active`,
    );
    if (!row) throw notFound('Kategori bulunamadı.');
    category = row;
  }
  const since = periodStart(now).toISOString();
  const [ranked, tops] = await Promise.all([
    rankBestSellers(db, { categoryPath: category?.path, limit: PAGE_LIMIT, now }),
    // Top categories with sales of visible products in the period (for the tabs).
    queryRows<{ id: number; name: string; slug: string }>(
      db,
      sql`SELECT t.id, t.name, t.slug FROM categories t
           WHERE t.parent_id IS NULL AND t.is_active AND EXISTS (
             SELECT 1 FROM product_sales s
               JOIN ${products} ON ${products.id} = s.product_id
               JOIN categories c ON c.id = ${products.categoryId}
              WHERE s.sold_at >= ${since}::timestamptz AND ${visibleProduct}
                AND c.path LIKE t.path || '%')
           ORDER BY t.position, t.name`,
    ),
  ]);
  const cards = await cardsInOrder(
    db,
    ranked.map((r) => r.id),
  );
  const units = new Map(ranked.map((r) => [r.id, r.units]));
  return {
    period_days: BEST_SELLER_DAYS,
    category: category && { id: category.id, name: category.name },
    categories: tops,
    results: cards.map((c, i) => ({ ...c, rank: i + 1, units_sold: units.get(c.id) ?? 0 })),
  };
}
