// Keeps the listing columns of products (min_price, in_stock, seller_count, …) in step with
// their offers, so listings and search read one table instead of aggregating offers per row.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { bestShelfPrices } from './shelf-prices.ts';

/**
 * Recomputes the listing summary of the given products (all products when omitted) from the
 * active offers of their active variants (offers of a business on holiday left out), in one
 * set-based statement:
 * - min_price: the best offer's price — the cheapest in-stock offer, or the cheapest offer of
 *   all when nothing is in stock (null without offers);
 * - list_price / discount_percent: the best offer's struck-through price and the whole-percent
 *   discount (null / 0 when it has no list price above its price);
 * - in_stock, total_stock, seller_count (distinct businesses);
 * - free_shipping: the best offer's business ships free at or below min_price;
 * - for a product with a running seller discount, min_price / list_price / discount_percent are
 *   those of its best offer as the shelf shows it — priced by the one pricing function, so sorting
 *   and price filters agree with the card and the cart (docs/decisions/037). Call this again when
 *   a discount starts or ends (the discounts service does on writes, a job at the boundaries);
 * - facet_values / seller_ids: the attribute values of the product and its active variants, and
 *   the businesses with an active offer (facet counts unnest them). Call this after changing a
 *   product's attribute values or variants too, not only its offers.
 * Rows whose summary did not change are left alone (no dead tuples, updated_at kept).
 */
export async function refreshProductSummaries(
  db: DbOrTx,
  productIds?: readonly number[],
): Promise<void> {
  if (productIds && productIds.length === 0) return;
  // One text parameter instead of one per id: batches can hold thousands of ids.
  const ids = productIds ? productIds.map((id) => Math.trunc(id)).join(',') : null;
  const offerScope =
    ids === null ? sql`` : sql`AND v.product_id = ANY(string_to_array(${ids}, ',')::int[])`;
  const pavScope =
    ids === null ? sql`` : sql`AND pav.product_id = ANY(string_to_array(${ids}, ',')::int[])`;
  const productScope =
    ids === null ? sql`` : sql`WHERE p.id = ANY(string_to_array(${ids}, ',')::int[])`;

  // Products with a running discount or starred deal: their shelf prices, computed in code and handed to the
  // statement as one JSON parameter.
  const discounted = await queryRows<{ product_id: number }>(
    db,
    sql`SELECT DISTINCT d.product_id FROM discounts d
         WHERE d.starts_at <= now() AND d.ends_at > now()
           ${ids === null ? sql`` : sql`AND d.product_id = ANY(string_to_array(${ids}, ',')::int[])`}
        UNION
        -- Running starred deals (docs/decisions/038) price the shelf too.
        SELECT v.product_id FROM deals d
          JOIN offers o ON o.id = d.offer_id JOIN variants v ON v.id = o.variant_id
         WHERE d.status = 'onaylandi' AND d.ended_at IS NULL AND d.deal_price IS NOT NULL
           AND d.starts_at <= now() AND d.ends_at > now()
           ${ids === null ? sql`` : sql`AND v.product_id = ANY(string_to_array(${ids}, ',')::int[])`}`,
  );
  const shelf = await bestShelfPrices(
    db,
    discounted.map((d) => d.product_id),
  );
  const shelfJson = JSON.stringify(
    [...shelf].map(([id, p]) => ({
      id,
      price: p.price,
      list_price: p.list_price,
      discount_percent: p.discount_percent,
    })),
  );

  await db.execute(sql`
    WITH shelf AS (
      SELECT * FROM json_to_recordset(${shelfJson}::json)
        AS x(id int, price int, list_price int, discount_percent int)
    ),
    live AS (
      SELECT v.product_id, o.id AS offer_id, o.business_id, o.price, o.list_price, o.stock
      FROM offers o
      JOIN variants v ON v.id = o.variant_id
      JOIN businesses ob ON ob.id = o.business_id
      WHERE o.is_active AND v.is_active ${offerScope}
        -- A business on holiday (docs/decisions/026) is out of the listings through its last day.
        AND (ob.holiday_until IS NULL
             OR ob.holiday_until < (now() AT TIME ZONE 'Europe/Istanbul')::date)
    ),
    agg AS (
      SELECT product_id,
             sum(stock)::int AS total_stock,
             count(DISTINCT business_id)::int AS seller_count,
             bool_or(stock > 0) AS in_stock
      FROM live
      GROUP BY product_id
    ),
    best AS (
      SELECT DISTINCT ON (product_id) product_id, price, list_price, business_id
      FROM live
      ORDER BY product_id, (stock > 0) DESC, price, offer_id
    ),
    vals AS (
      SELECT x.product_id, array_agg(DISTINCT x.value_id ORDER BY x.value_id) AS facet_values
      FROM (
        SELECT pav.product_id, pav.attribute_value_id AS value_id
        FROM product_attribute_values pav
        WHERE true ${pavScope}
        UNION ALL
        SELECT v.product_id, vav.attribute_value_id
        FROM variant_attribute_values vav
        JOIN variants v ON v.id = vav.variant_id
        WHERE v.is_active ${offerScope}
      ) x
      GROUP BY x.product_id
    ),
    sellers AS (
      SELECT product_id, array_agg(DISTINCT business_id ORDER BY business_id) AS seller_ids
      FROM live
      GROUP BY product_id
    ),
    summary AS (
      SELECT p.id,
             CASE WHEN shelf.id IS NOT NULL THEN shelf.price ELSE best.price END AS min_price,
             CASE WHEN shelf.id IS NOT NULL THEN shelf.list_price
                  WHEN best.list_price > best.price THEN best.list_price END AS list_price,
             CASE WHEN shelf.id IS NOT NULL THEN shelf.discount_percent
                  WHEN best.list_price > best.price
                  THEN round((best.list_price - best.price) * 100.0 / best.list_price)::int
                  ELSE 0 END AS discount_percent,
             coalesce(agg.in_stock, false) AS in_stock,
             coalesce(agg.total_stock, 0) AS total_stock,
             coalesce(agg.seller_count, 0) AS seller_count,
             coalesce(b.free_shipping_threshold <= coalesce(shelf.price, best.price), false)
               AS free_shipping,
             coalesce(vals.facet_values, '{}'::int[]) AS facet_values,
             coalesce(sellers.seller_ids, '{}'::int[]) AS seller_ids
      FROM products p
      LEFT JOIN vals ON vals.product_id = p.id
      LEFT JOIN sellers ON sellers.product_id = p.id
      LEFT JOIN agg ON agg.product_id = p.id
      LEFT JOIN best ON best.product_id = p.id
      LEFT JOIN shelf ON shelf.id = p.id
      LEFT JOIN businesses b ON b.id = best.business_id
      ${productScope}
    )
    UPDATE products p
    SET min_price = s.min_price,
        list_price = s.list_price,
        discount_percent = s.discount_percent,
        in_stock = s.in_stock,
        total_stock = s.total_stock,
        seller_count = s.seller_count,
        free_shipping = s.free_shipping,
        facet_values = s.facet_values,
        seller_ids = s.seller_ids,
        updated_at = now()
    FROM summary s
    WHERE p.id = s.id
      AND (p.min_price IS DISTINCT FROM s.min_price
        OR p.list_price IS DISTINCT FROM s.list_price
        OR p.discount_percent <> s.discount_percent
        OR p.in_stock <> s.in_stock
        OR p.total_stock <> s.total_stock
        OR p.seller_count <> s.seller_count
        OR p.free_shipping <> s.free_shipping
        OR p.facet_values <> s.facet_values
        OR p.seller_ids <> s.seller_ids)
  `);
}
