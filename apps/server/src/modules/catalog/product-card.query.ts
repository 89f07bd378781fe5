import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductCard } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { imageSrcset, imageUrl } from '../media/media.urls.ts';
import { bestShelfPrices } from './shelf-prices.ts';
import { preparedRows } from '../../lib/query-rows.ts';
import { intArray } from '../../lib/sql-arrays.ts';

export type CardOrder = 'newest' | 'best_selling' | 'discount' | 'rating';

const ORDERS: Record<CardOrder, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  best_selling: [desc(products.soldCount), desc(products.id)],
  discount: [desc(products.discountPercent), desc(products.soldCount), desc(products.id)],
  rating: [desc(sql`${products.ratingAvg} * ln(${products.ratingCount} + 2)`), desc(products.id)],
};

/** Published products with a price: the only ones a shopper may see. */
export const visibleProduct = and(
  eq(products.status, 'yayinda'),
  sql`${products.minPrice} IS NOT NULL`,
)!;

/** The columns `toCards` needs (select them with the products joined to their brands). */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  categoryId: products.categoryId,
  minPrice: products.minPrice,
  listPrice: products.listPrice,
  discountPercent: products.discountPercent,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  sellerCount: products.sellerCount,
  totalStock: products.totalStock,
  inStock: products.inStock,
  freeShipping: products.freeShipping,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
};

/**
 * Product cards for rows and grids: one query for the products, one for their main images
 * (never a query per product).
 */
export async function findProductCards(
  db: DbOrTx,
  opts: { where?: SQL | undefined; order: CardOrder; limit: number },
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(opts.where ? and(visibleProduct, opts.where) : visibleProduct)
    .orderBy(...ORDERS[opts.order])
    .limit(opts.limit);
  return toCards(db, rows);
}

/**
 * The card rows of the visible products among `ids`, in no particular order: one prepared
 * statement (a listing page from memory asks for exactly these).
 */
export async function cardRowsByIds(db: DbOrTx, ids: readonly number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return preparedRows<CardRow>(
    db,
    sql`SELECT p.id, p.slug, p.title, p.category_id AS "categoryId", p.min_price AS "minPrice",
               p.list_price AS "listPrice", p.discount_percent AS "discountPercent",
               p.rating_avg_x100 AS "ratingAvg", p.rating_count AS "ratingCount",
               p.seller_count AS "sellerCount", p.total_stock AS "totalStock",
               p.in_stock AS "inStock", p.free_shipping AS "freeShipping",
               b.id AS "brandId", b.name AS "brandName", b.slug AS "brandSlug"
          FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE p.id = ANY(${intArray(ids)}) AND p.status = 'yayinda' AND p.min_price IS NOT NULL`,
  );
}

export type CardRow = {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  minPrice: number | null;
  listPrice: number | null;
  discountPercent: number;
  ratingAvg: number;
  ratingCount: number;
  sellerCount: number;
  totalStock: number;
  inStock: boolean;
  freeShipping: boolean;
  brandId: number;
  brandName: string;
  brandSlug: string;
};

export async function toCards(db: DbOrTx, rows: CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, shelf] = await Promise.all([
    preparedRows<{ productId: number; key: string; width: number; height: number; alt: string }>(
      db,
      sql`SELECT product_id AS "productId", storage_key AS key, width, height, alt
            FROM product_images
           WHERE product_id = ANY(${intArray(ids)}) AND position = 0
           ORDER BY id`,
    ),
    // The price after a running discount and the promotion badges, by the one pricing function.
    bestShelfPrices(db, ids),
  ]);
  const mainImage = new Map<number, (typeof images)[number]>();
  for (const img of images) if (!mainImage.has(img.productId)) mainImage.set(img.productId, img);

  return rows.map((r) => {
    const img = mainImage.get(r.id);
    const price = shelf.get(r.id);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      brand: { id: r.brandId, name: r.brandName, slug: r.brandSlug },
      category_id: r.categoryId,
      price: price?.price ?? r.minPrice ?? 0,
      list_price: price ? price.list_price : r.listPrice,
      discount_percent: price ? price.discount_percent : r.discountPercent,
      badges: price?.badges ?? [],
      rating: Math.round(r.ratingAvg / 10) / 10,
      review_count: r.ratingCount,
      seller_count: r.sellerCount,
      stock: r.inStock ? r.totalStock : 0,
      free_shipping: r.freeShipping,
      image: img
        ? {
            url: imageUrl(img.key, 400),
            srcset: imageSrcset(img.key),
            width: img.width,
            height: img.height,
            alt: img.alt || r.title,
          }
        : null,
    };
  });
}
