import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductCard, StarredDeal } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cardsInOrder } from './cards-by-id.ts';
import { cardColumns, toCards, visibleProduct } from './product-card.query.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import { dealSoldSql } from '../promotions/deal-sales.ts';

/**
 * Super deals: the approved starred, time-boxed deals running now (soonest to end first), and
 * the discounted products by discount depth. Both only show what can be bought: a deal whose
 * offer is inactive or sold out, whose cap is reached (docs/decisions/038), and a discounted
 * product out of stock, are left out.
 */

const STARRED_LIMIT = 24;

const subtree = (path: string | undefined): SQL =>
  path === undefined
    ? sql`true`
    : sql`${products.categoryId} IN (SELECT id FROM categories WHERE path LIKE ${path + '%'})`;

/** The active category with this id (its path), or 404. */
export async function categoryPathOf(db: DbOrTx, id: number | undefined) {
  if (id === undefined) return undefined;
  const [row] = await queryRows<{ path: string }>(
    db,
    sql`SELECT path FROM categories WHERE id = ${id} AND is_active`,
  );
  if (!row) throw notFound('Kategori bulunamadı.');
  return row.path;
}

interface DealRow {
  id: number;
  offer_id: number;
  seller_name: string;
  price: number;
  list_price: number | null;
  stock: number;
  deal_price: number | null;
  stock_cap: number | null;
  starts_at: Date | string;
  ends_at: Date | string;
  product_id: number;
}

export async function findStarredDeals(
  db: DbOrTx,
  opts: { categoryPath?: string | undefined; limit?: number; now?: Date } = {},
): Promise<StarredDeal[]> {
  const now = (opts.now ?? new Date()).toISOString();
  const list = await queryRows<DealRow>(
    db,
    sql`SELECT * FROM (
        SELECT d.id, d.offer_id, b.name AS seller_name, o.price, o.list_price,
               d.deal_price, d.stock_cap,
               CASE WHEN d.stock_cap IS NULL THEN o.stock
                    ELSE LEAST(o.stock, GREATEST(0, d.stock_cap - ${dealSoldSql})) END AS stock,
               d.starts_at, d.ends_at, d.position, v.product_id
          FROM deals d
          JOIN offers o ON o.id = d.offer_id
          JOIN variants v ON v.id = o.variant_id
          JOIN businesses b ON b.id = o.business_id
          JOIN ${products} ON ${products.id} = v.product_id
         WHERE d.starts_at <= ${now}::timestamptz AND d.ends_at > ${now}::timestamptz
           AND d.status = 'onaylandi' AND d.ended_at IS NULL
           AND (d.deal_price IS NULL OR d.deal_price < o.price)
           AND o.is_active AND v.is_active AND o.stock > 0
           AND ${visibleProduct} AND ${subtree(opts.categoryPath)}) d
         WHERE d.stock > 0
         ORDER BY d.ends_at, d.position, d.id
         LIMIT ${opts.limit ?? STARRED_LIMIT}`,
  );
  const cards = new Map(
    (await cardsInOrder(db, [...new Set(list.map((d) => d.product_id))])).map((c) => [c.id, c]),
  );
  return list.flatMap((d) => {
    const product = cards.get(d.product_id);
    if (!product) return [];
    // A nominated deal strikes the offer's price; a featured one (no deal price) its list price.
    const price = d.deal_price ?? d.price;
    const listPrice = d.deal_price !== null ? d.price : (d.list_price ?? d.price);
    return [
      {
        id: d.id,
        offer_id: d.offer_id,
        seller_name: d.seller_name,
        price,
        list_price: listPrice,
        discount_percent:
          listPrice > price ? Math.round(((listPrice - price) * 100) / listPrice) : 0,
        stock: d.stock,
        stock_cap: d.stock_cap,
        starts_at: iso(d.starts_at),
        ends_at: iso(d.ends_at),
        product,
      },
    ];
  });
}

/** Discounted, in-stock visible products, deepest discount first (a page of them). */
export async function findDiscounted(
  db: DbOrTx,
  opts: { categoryPath?: string | undefined; limit: number; offset?: number },
): Promise<{ count: number; results: ProductCard[] }> {
  const where = and(
    visibleProduct,
    sql`${products.inStock}`,
    sql`${products.discountPercent} > 0`,
    subtree(opts.categoryPath),
  );
  const [page, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(
        sql`${products.discountPercent} DESC`,
        sql`${products.soldCount} DESC`,
        sql`${products.id} DESC`,
      )
      .limit(opts.limit)
      .offset(opts.offset ?? 0),
    queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM ${products} WHERE ${where}`,
    ),
  ]);
  return { count: total?.count ?? 0, results: await toCards(db, page) };
}

export async function loadSuperDeals(
  db: DbOrTx,
  q: { category?: number | undefined; page: number; page_size: number },
  now = new Date(),
): Promise<{ starred: StarredDeal[]; count: number; results: ProductCard[] }> {
  const categoryPath = await categoryPathOf(db, q.category);
  const [starred, discounted] = await Promise.all([
    findStarredDeals(db, { categoryPath, now }),
    findDiscounted(db, {
      categoryPath,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    }),
  ]);
  return { starred, ...discounted };
}
