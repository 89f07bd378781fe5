import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductCard, StarredDeal } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cardsInOrder } from './cards-by-id.ts';
import { cardColumns, toCards, visibleProduct } from './product-card.query.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';

/**
 * Super deals: the starred, time-boxed deals running now (soonest to end first), and the
 * discounted products by discount depth. Both only show what can be bought: a deal whose offer
 * is inactive or sold out, and a discounted product out of stock, are left out.
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
    sql`SELECT d.id, d.offer_id, b.name AS seller_name, o.price, o.list_price, o.stock,
               d.starts_at, d.ends_at, v.product_id
          FROM deals d
          JOIN offers o ON o.id = d.offer_id
          JOIN variants v ON v.id = o.variant_id
          JOIN businesses b ON b.id = o.business_id
          JOIN ${products} ON ${products.id} = v.product_id
         WHERE d.starts_at <= ${now}::timestamptz AND d.ends_at > ${now}::timestamptz
           AND o.is_active AND v.is_active AND o.stock > 0
           AND ${visibleProduct} AND ${subtree(opts.categoryPath)}
         ORDER BY d.ends_at, d.position, d.id
         LIMIT ${opts.limit ?? STARRED_LIMIT}`,
  );
  const cards = new Map(
    (await cardsInOrder(db, [...new Set(list.map((d) => d.product_id))])).map((c) => [c.id, c]),
  );
  return list.flatMap((d) => {
    const product = cards.get(d.product_id);
    if (!product) return [];
    const listPrice = d.list_price ?? d.price;
    return [
      {
        id: d.id,
        offer_id: d.offer_id,
        seller_name: d.seller_name,
        price: d.price,
        list_price: listPrice,
        discount_percent:
          listPrice > d.price ? Math.round(((listPrice - d.price) * 100) / listPrice) : 0,
        stock: d.stock,
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
