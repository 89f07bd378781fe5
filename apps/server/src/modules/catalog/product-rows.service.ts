import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ProductCard } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { rankBestSellers } from './best-sellers.service.ts';
import { cardsInOrder } from './cards-by-id.ts';
import type { ProductTarget } from './product-detail.service.ts';
import { cardColumns, toCards, visibleProduct } from './product-card.query.ts';
import { queryRows } from '../../lib/query-rows.ts';

/** The product page's rows: "Benzer ürünler" and "Birlikte alınanlar" (12 in-stock cards each). */

export const ROW_SIZE = 12;

const parentPath = (path: string) => path.replace(/[^/]+\/$/, '');

/**
 * Products of the same leaf category first, then of its siblings (the parent's subtree), best
 * sellers first. Never the product itself.
 */
export async function findSimilar(db: DbOrTx, product: ProductTarget): Promise<ProductCard[]> {
  // A top category has no parent: its own subtree is the widest circle.
  const wider = parentPath(product.categoryPath) || product.categoryPath;
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        visibleProduct,
        sql`${products.inStock}`,
        ne(products.id, product.id),
        sql`${products.categoryId} IN (SELECT id FROM categories WHERE path LIKE ${wider + '%'})`,
      ),
    )
    .orderBy(
      desc(sql`${products.categoryId} = ${product.categoryId}`),
      desc(products.soldCount),
      desc(products.id),
    )
    .limit(ROW_SIZE);
  return toCards(db, rows);
}

/**
 * Products found in the same baskets (product_sales.basket_id), most shared baskets first; the
 * row is filled up with the best sellers of the product's top category.
 */
export async function findBoughtTogether(
  db: DbOrTx,
  product: ProductTarget,
  now = new Date(),
): Promise<ProductCard[]> {
  const together = await queryRows<{ id: number }>(
    db,
    sql`SELECT other.product_id AS id
          FROM product_sales mine
          JOIN product_sales other
            ON other.basket_id = mine.basket_id AND other.product_id <> mine.product_id
          JOIN ${products} ON ${products.id} = other.product_id
         WHERE mine.product_id = ${product.id} AND ${visibleProduct} AND ${products.inStock}
         GROUP BY other.product_id
         ORDER BY count(DISTINCT other.basket_id) DESC, sum(other.quantity) DESC, other.product_id
         LIMIT ${ROW_SIZE}`,
  );
  const ids = together.map((r) => r.id);
  if (ids.length < ROW_SIZE) {
    const top = product.categoryPath.slice(0, product.categoryPath.indexOf('/') + 1);
    const fill = await rankBestSellers(db, {
      categoryPath: top,
      inStockOnly: true,
      exclude: [product.id, ...ids],
      limit: ROW_SIZE - ids.length,
      now,
    });
    ids.push(...fill.map((r) => r.id));
  }
  return cardsInOrder(db, ids);
}
