// "Sell what exists": finds published products by a variant's barcode or by title words, with
// each variant's barcode, axis values, image, best price and this business's own offer on it.
import { sql } from 'drizzle-orm';
import { type CatalogMatch, type CatalogMatchQuery, foldTurkish } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';

const MAX_PRODUCTS = 12;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  brand: string;
  category: string;
  seller_count: number;
  image_key: string | null;
  best_price: number | null;
  best_list: number | null;
  best_seller: string | null;
}

interface VariantRow {
  product_id: number;
  variant_id: number;
  sku: string;
  barcode: string | null;
  image_key: string | null;
  axes: { name: string; value: string }[] | null;
  best_price: number | null;
  offer_id: number | null;
  price: number | null;
  list_price: number | null;
  stock: number | null;
  is_active: boolean | null;
}

/** The words of a title search, folded as `products.search_text` is, LIKE-escaped. */
function words(q: string): string[] {
  return foldTurkish(q)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
}

export async function matchCatalog(
  db: DbOrTx,
  businessId: number,
  query: CatalogMatchQuery,
): Promise<CatalogMatch> {
  let ids: number[];
  let matchedVariant: number | null = null;
  if (query.barcode !== undefined) {
    const [v] = await queryRows<{ id: number; product_id: number }>(
      db,
      sql`SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
           WHERE v.barcode = ${query.barcode} AND v.is_active AND p.status = 'yayinda'`,
    );
    ids = v ? [v.product_id] : [];
    matchedVariant = v?.id ?? null;
  } else {
    const ws = words(query.q ?? '');
    if (ws.length === 0) return { matched_variant_id: null, results: [] };
    // Every word somewhere in the folded title, brand and category text (the trigram index
    // serves the LIKEs); first the most similar to the whole query.
    const conds = ws.map((w) => sql`p.search_text LIKE ${`%${w}%`}`);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM products p
           WHERE p.status = 'yayinda' AND ${sql.join(conds, sql` AND `)}
           ORDER BY similarity(p.search_text, ${ws.join(' ')}) DESC, p.sold_count DESC, p.id
           LIMIT ${MAX_PRODUCTS}`,
    );
    ids = rows.map((r) => r.id);
  }
  if (ids.length === 0) return { matched_variant_id: matchedVariant, results: [] };
  const idList = ids.join(',');
  const inIds = sql`ANY(string_to_array(${idList}, ',')::int[])`;

  const [products, variants] = await Promise.all([
    queryRows<ProductRow>(
      db,
      sql`SELECT p.id, p.slug, p.title, b.name AS brand, c.name AS category, p.seller_count,
                 (SELECT i.storage_key FROM product_images i WHERE i.product_id = p.id
                   ORDER BY i.position, i.id LIMIT 1) AS image_key,
                 best.price AS best_price, best.list_price AS best_list, best.name AS best_seller
            FROM products p
            JOIN brands b ON b.id = p.brand_id
            JOIN categories c ON c.id = p.category_id
            LEFT JOIN LATERAL (
              SELECT o.price, o.list_price, ob.name
                FROM offers o JOIN variants v ON v.id = o.variant_id
                JOIN businesses ob ON ob.id = o.business_id
               WHERE v.product_id = p.id AND v.is_active AND o.is_active
               ORDER BY (o.stock > 0) DESC, o.price, o.id LIMIT 1) best ON true
           WHERE p.id = ${inIds}`,
    ),
    queryRows<VariantRow>(
      db,
      sql`SELECT v.product_id, v.id AS variant_id, v.sku, v.barcode,
                 (SELECT i.storage_key FROM product_images i
                   WHERE i.product_id = v.product_id AND (i.variant_id = v.id OR i.variant_id IS NULL)
                   ORDER BY (i.variant_id = v.id) DESC NULLS LAST, i.position, i.id
                   LIMIT 1) AS image_key,
                 (SELECT json_agg(json_build_object('name', a.name, 'value', av.value)
                                  ORDER BY ca.position, a.id)
                    FROM variant_attribute_values vav
                    JOIN attributes a ON a.id = vav.attribute_id
                    JOIN attribute_values av ON av.id = vav.attribute_value_id
                    JOIN products pp ON pp.id = v.product_id
                    LEFT JOIN category_attributes ca
                      ON ca.category_id = pp.category_id AND ca.attribute_id = a.id
                   WHERE vav.variant_id = v.id) AS axes,
                 (SELECT min(o2.price) FROM offers o2
                   WHERE o2.variant_id = v.id AND o2.is_active) AS best_price,
                 mine.id AS offer_id, mine.price, mine.list_price, mine.stock, mine.is_active
            FROM variants v
            LEFT JOIN offers mine ON mine.variant_id = v.id AND mine.business_id = ${businessId}
           WHERE v.product_id = ${inIds} AND v.is_active
           ORDER BY v.product_id, v.position, v.id`,
    ),
  ]);

  const byId = new Map(products.map((p) => [p.id, p]));
  const results = ids
    .map((id) => byId.get(id))
    .filter((p): p is ProductRow => p !== undefined)
    .map((p) => ({
      product_id: p.id,
      slug: p.slug,
      title: p.title,
      brand: p.brand,
      category: p.category,
      image: p.image_key ? imageUrl(p.image_key, 200) : null,
      best_offer:
        p.best_price === null
          ? null
          : {
              price: p.best_price,
              list_price: p.best_list !== null && p.best_list > p.best_price ? p.best_list : null,
              seller: p.best_seller ?? '',
            },
      seller_count: p.seller_count,
      variants: variants
        .filter((v) => v.product_id === p.id)
        .map((v) => ({
          variant_id: v.variant_id,
          sku: v.sku,
          barcode: v.barcode,
          axes: v.axes ?? [],
          image: v.image_key ? imageUrl(v.image_key, 200) : null,
          best_price: v.best_price,
          mine:
            v.offer_id === null
              ? null
              : {
                  offer_id: v.offer_id,
                  price: v.price!,
                  list_price: v.list_price,
                  stock: v.stock!,
                  is_active: v.is_active!,
                },
        })),
    }));
  return { matched_variant_id: matchedVariant, results };
}
