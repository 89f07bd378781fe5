import { sql } from 'drizzle-orm';

/**
 * SQL fragments for an offer's line (cart, checkout): they expect the aliases `v` (variants),
 * `p` (products) and `c` (the product's category) in scope.
 */

/** The variant's first image, else the product's first image: a storage key or null. */
export const lineImageKeySql = sql.raw(`COALESCE(
  (SELECT i.storage_key FROM product_images i
    WHERE i.variant_id = v.id ORDER BY i.position, i.id LIMIT 1),
  (SELECT i.storage_key FROM product_images i
    WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1))`);

/** The variant's axis values in the product page's axis order, e.g. "Kırmızı / M", or null. */
export const variantLabelSql = sql.raw(`(SELECT string_agg(av.value, ' / ' ORDER BY
          COALESCE((SELECT min(ca.position) FROM category_attributes ca
                     WHERE ca.attribute_id = vav.attribute_id
                       AND ca.category_id = ANY(
                         string_to_array(rtrim(c.path, '/'), '/')::int[])),
                   2147483647),
          vav.attribute_id)
   FROM variant_attribute_values vav
   JOIN attribute_values av ON av.id = vav.attribute_value_id
  WHERE vav.variant_id = v.id)`);
