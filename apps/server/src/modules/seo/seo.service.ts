// The few facts the server-rendered <head> of a product or category page needs, each read with
// one query (the pages are cached for a minute by the caller).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Crumb {
  id: number;
  name: string;
  depth: number;
}

export interface ProductSeo {
  slug: string;
  title: string;
  /** Sanitized HTML. */
  description: string;
  brand: string;
  /** Top category first, the product's own category last. */
  crumbs: Crumb[];
  /** The best offer's price in kuruş; null when nobody offers the product. */
  price: number | null;
  inStock: boolean;
  /** Offers in the best offer's class (in stock, or all when none is), and their top price. */
  offerCount: number;
  highPrice: number | null;
  sellerName: string | null;
  sku: string | null;
  barcode: string | null;
  /** 0–500 (stars × 100) and the number of ratings. */
  ratingAvg: number;
  ratingCount: number;
  image: { key: string; alt: string } | null;
}

// The category ids of a materialised path "1/5/12/".
const pathIds = (path: ReturnType<typeof sql>) =>
  sql`string_to_array(rtrim(${path}, '/'), '/')::int[]`;

/**
 * A published product by slug with its brand, category chain, main image and best offer (the
 * cheapest in stock, else the cheapest — the same rule as the listing summary), or null.
 */
export async function findProductSeo(db: DbOrTx, slug: string): Promise<ProductSeo | null> {
  const [r] = await rows<{
    slug: string;
    title: string;
    description: string;
    brand: string;
    crumbs: Crumb[] | null;
    min_price: number | null;
    in_stock: boolean;
    rating_avg: number;
    rating_count: number;
    image_key: string | null;
    image_alt: string | null;
    sku: string | null;
    barcode: string | null;
    seller_name: string | null;
    in_count: number;
    in_high: number | null;
    all_count: number;
    all_high: number | null;
  }>(
    db,
    sql`
      SELECT p.slug, p.title, p.description, b.name AS brand,
             p.min_price, p.in_stock, p.rating_avg_x100 AS rating_avg, p.rating_count,
             (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'depth', a.depth)
                              ORDER BY a.depth)
                FROM categories a WHERE a.id = ANY(${pathIds(sql`c.path`)})) AS crumbs,
             img.storage_key AS image_key, img.alt AS image_alt,
             best.sku, best.barcode, best.seller_name,
             agg.in_count, agg.in_high, agg.all_count, agg.all_high
        FROM products p
        JOIN brands b ON b.id = p.brand_id
        JOIN categories c ON c.id = p.category_id
        LEFT JOIN LATERAL (
          SELECT i.storage_key, i.alt FROM product_images i
           WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1
        ) img ON true
        LEFT JOIN LATERAL (
          SELECT v.sku, v.barcode, bz.name AS seller_name
            FROM offers o
            JOIN variants v ON v.id = o.variant_id
            JOIN businesses bz ON bz.id = o.business_id
           WHERE v.product_id = p.id AND v.is_active AND o.is_active
           ORDER BY (o.stock > 0) DESC, o.price, o.id
           LIMIT 1
        ) best ON true
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE o.stock > 0)::int AS in_count,
                 max(o.price) FILTER (WHERE o.stock > 0) AS in_high,
                 count(*)::int AS all_count,
                 max(o.price) AS all_high
            FROM offers o
            JOIN variants v ON v.id = o.variant_id
           WHERE v.product_id = p.id AND v.is_active AND o.is_active
        ) agg ON true
       WHERE p.slug = ${slug} AND p.status = 'yayinda'
    `,
  );
  if (!r) return null;
  const inStockClass = r.in_count > 0;
  return {
    slug: r.slug,
    title: r.title,
    description: r.description,
    brand: r.brand,
    crumbs: r.crumbs ?? [],
    price: r.min_price,
    inStock: r.in_stock,
    offerCount: inStockClass ? r.in_count : r.all_count,
    highPrice: inStockClass ? r.in_high : r.all_high,
    sellerName: r.seller_name,
    sku: r.sku,
    barcode: r.barcode,
    ratingAvg: r.rating_avg,
    ratingCount: r.rating_count,
    image: r.image_key ? { key: r.image_key, alt: r.image_alt ?? '' } : null,
  };
}

export interface CategorySeo {
  id: number;
  name: string;
  description: string | null;
  depth: number;
  /** Top category first, this category last. */
  crumbs: Crumb[];
}

/** A category that is active along its whole chain of ancestors, or null. */
export async function findCategorySeo(db: DbOrTx, id: number): Promise<CategorySeo | null> {
  const [r] = await rows<{
    id: number;
    name: string;
    description: string | null;
    depth: number;
    crumbs: Crumb[] | null;
    chain_active: boolean | null;
  }>(
    db,
    sql`
      SELECT c.id, c.name, c.description, c.depth, chain.crumbs, chain.active AS chain_active
        FROM categories c
        CROSS JOIN LATERAL (
          SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'depth', a.depth)
                          ORDER BY a.depth) AS crumbs,
                 bool_and(a.is_active) AS active
            FROM categories a WHERE a.id = ANY(${pathIds(sql`c.path`)})
        ) chain
       WHERE c.id = ${id}
    `,
  );
  if (!r || r.chain_active !== true) return null;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    depth: r.depth,
    crumbs: r.crumbs ?? [],
  };
}
