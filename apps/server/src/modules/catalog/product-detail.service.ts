import { sanitizeDescriptionOnce } from '../../lib/sanitize-html.ts';
import { sql } from 'drizzle-orm';
import type { ProductDetail, ProductOffer, ProductVariant, VariantAxis } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { priceShelfOffers } from './shelf-prices.ts';
import { dealSoldSql } from '../promotions/deal-sales.ts';
import { imageSrcset, imageUrl } from '../media/media.urls.ts';
import { deliveryWindow } from './delivery.ts';
import { findQuestions, findReviews, WRITTEN_REVIEW } from './product-feedback.service.ts';
import { iso, preparedRows, queryRows, ratingOf } from '../../lib/query-rows.ts';

/**
 * The product page in five set-based queries and two round trips: the product with its
 * breadcrumbs, axis order, images, attributes, systems and review/question counts folded in as
 * JSON; then, in parallel, the variants with their values, the offers with sellers and deals,
 * the newest reviews (photos folded in) and the newest answered questions. Never a query per
 * variant or per offer.
 */

const NEWEST = 5;

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı.';

/** A published product, as the product-page calls need it. */
export interface ProductTarget {
  id: number;
  categoryId: number;
  categoryPath: string;
}

/** The published product with this id, or 404. */
export async function findProductTarget(db: DbOrTx, id: number): Promise<ProductTarget> {
  const [row] = await queryRows<{ id: number; category_id: number; path: string }>(
    db,
    sql`SELECT p.id, p.category_id, c.path FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.id = ${id} AND p.status = 'yayinda'`,
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return { id: row.id, categoryId: row.category_id, categoryPath: row.path };
}

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  kdv_rate: number;
  rating_avg_x100: number;
  rating_count: number;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  category_path: string;
}

interface VariantValueRow {
  variant_id: number;
  sku: string;
  attribute_id: number | null;
  axis_slug: string | null;
  axis_name: string | null;
  value_slug: string | null;
  value: string | null;
  hex: string | null;
  value_position: number | null;
  value_id: number | null;
}

interface OfferRow {
  id: number;
  variant_id: number;
  price: number;
  list_price: number | null;
  stock: number;
  business_id: number;
  name: string;
  slug: string;
  city: string;
  rating_avg_x100: number;
  rating_count: number;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  dispatch_days: number;
  deal_ends_at: Date | string | null;
  deal_cap: number | null;
  deal_left: number | null;
}

/** The best of some offers: the cheapest in stock, else the cheapest (offers come sorted). */
function bestOf<T extends { price: number; stock: number; id: number }>(xs: T[]): T | undefined {
  const cmp = (a: T, b: T) => a.price - b.price || a.id - b.id;
  const inStock = xs.filter((o) => o.stock > 0).sort(cmp);
  return inStock[0] ?? [...xs].sort(cmp)[0];
}

/** json / json_agg columns: parsed by node-postgres and PGlite, but be lenient about text. */
const parsed = <T>(v: T | string | null, empty: T): T =>
  v === null ? empty : typeof v === 'string' ? (JSON.parse(v) as T) : v;

interface ProductJson {
  crumbs: Array<{ id: number; name: string; slug: string; depth: number }> | string | null;
  axis_positions: Array<{ attribute_id: number; position: number }> | string | null;
  images:
    | Array<{
        id: number;
        storage_key: string;
        width: number;
        height: number;
        alt: string;
        variant_id: number | null;
      }>
    | string
    | null;
  attributes: Array<{ name: string; value: string }> | string | null;
  systems: Array<{ id: number; names: string[] }> | string | null;
  r5: number;
  r4: number;
  r3: number;
  r2: number;
  r1: number;
  review_count: number;
  question_count: number;
}

export async function loadProductDetail(
  db: DbOrTx,
  slug: string,
  now = new Date(),
): Promise<ProductDetail | null> {
  // Wave 1: the product with its small one-to-many parts folded in as JSON (one round trip).
  const [p] = await preparedRows<ProductRow & ProductJson>(
    db,
    sql`WITH p AS (
          SELECT p.id, p.slug, p.title, p.description, p.kdv_rate, p.rating_avg_x100,
                 p.rating_count, b.id AS brand_id, b.name AS brand_name, b.slug AS brand_slug,
                 c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
                 c.path AS category_path,
                 string_to_array(rtrim(c.path, '/'), '/')::int[] AS chain
            FROM products p
            JOIN brands b ON b.id = p.brand_id
            JOIN categories c ON c.id = p.category_id
           WHERE p.slug = ${slug} AND p.status = 'yayinda')
        SELECT p.*,
          (SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'slug', x.slug,
                                             'depth', x.depth) ORDER BY x.depth)
             FROM categories x WHERE x.id = ANY(p.chain)) AS crumbs,
          -- Attribute order declared on the product's category and its ancestors.
          (SELECT json_agg(json_build_object('attribute_id', g.attribute_id, 'position', g.position))
             FROM (SELECT ca.attribute_id, min(ca.position) AS position FROM category_attributes ca
                    WHERE ca.category_id = ANY(p.chain) GROUP BY ca.attribute_id) g) AS axis_positions,
          (SELECT json_agg(json_build_object('id', i.id, 'storage_key', i.storage_key,
                                             'width', i.width, 'height', i.height, 'alt', i.alt,
                                             'variant_id', i.variant_id) ORDER BY i.position, i.id)
             FROM product_images i WHERE i.product_id = p.id AND NOT i.is_pending) AS images,
          -- Non-axis specs, one line per attribute, in the category's attribute order.
          (SELECT json_agg(json_build_object('name', a.name, 'value', a.value)
                           ORDER BY a.position NULLS LAST, a.name)
             FROM (SELECT at.name, string_agg(av.value, ', ' ORDER BY av.position, av.id) AS value,
                          (SELECT min(ca.position) FROM category_attributes ca
                            WHERE ca.attribute_id = at.id AND ca.category_id = ANY(p.chain)) AS position
                     FROM product_attribute_values pav
                     JOIN attribute_values av ON av.id = pav.attribute_value_id
                     JOIN attributes at ON at.id = av.attribute_id
                    WHERE pav.product_id = p.id
                    GROUP BY at.id, at.name) a) AS attributes,
          -- Each linked system with the names of its chain from the root ("3/17/40/").
          (SELECT json_agg(json_build_object('id', y.id, 'names', y.names) ORDER BY y.label, y.id)
             FROM (SELECT s.id, json_agg(anc.name ORDER BY anc.depth) AS names,
                          string_agg(anc.name, ' / ' ORDER BY anc.depth) AS label
                     FROM product_systems ps
                     JOIN systems s ON s.id = ps.system_id
                     JOIN systems anc ON anc.id = ANY(string_to_array(rtrim(s.path, '/'), '/')::int[])
                    WHERE ps.product_id = p.id
                    GROUP BY s.id) y) AS systems,
          ${sql.join(
            [5, 4, 3, 2, 1].map(
              (n) =>
                sql`(SELECT count(*) FROM reviews r WHERE r.product_id = p.id AND r.rating = ${n}::int)::int AS ${sql.raw(`r${n}`)}`,
            ),
            sql`, `,
          )},
          (SELECT count(*) FROM reviews r
            WHERE r.product_id = p.id AND ${WRITTEN_REVIEW})::int AS review_count,
          (SELECT count(*) FROM product_questions q
            WHERE q.product_id = p.id AND q.answer IS NOT NULL
              AND q.reported_at IS NULL AND q.removed_at IS NULL)::int AS question_count
        FROM p`,
  );
  if (!p) return null;
  const nowIso = now.toISOString();
  const crumbs = parsed(p.crumbs, []);
  const axisOrder = parsed(p.axis_positions, []);
  const images = parsed(p.images, []);
  const attributes = parsed(p.attributes, []);
  const systems = parsed(p.systems, []);

  // Wave 2: the variants, the offers, and the newest reviews and questions.
  const [variantValues, offerRows, reviews, questions] = await Promise.all([
    preparedRows<VariantValueRow>(
      db,
      sql`SELECT v.id AS variant_id, v.sku, a.id AS attribute_id, a.slug AS axis_slug,
                 a.name AS axis_name, av.id AS value_id, av.slug AS value_slug, av.value, av.hex,
                 av.position AS value_position
            FROM variants v
            LEFT JOIN variant_attribute_values vav ON vav.variant_id = v.id
            LEFT JOIN attribute_values av ON av.id = vav.attribute_value_id
            LEFT JOIN attributes a ON a.id = vav.attribute_id
           WHERE v.product_id = ${p.id} AND v.is_active
           ORDER BY v.position, v.id`,
    ),
    preparedRows<OfferRow>(
      db,
      sql`SELECT o.id, o.variant_id, o.price, o.list_price, o.stock, b.id AS business_id, b.name,
                 b.slug, b.city, b.rating_avg_x100, b.rating_count, b.shipping_fee,
                 b.free_shipping_threshold, coalesce(o.dispatch_days, b.dispatch_days) AS dispatch_days,
                 deal.ends_at AS deal_ends_at, deal.stock_cap AS deal_cap, deal.left AS deal_left
            FROM offers o
            JOIN variants v ON v.id = o.variant_id
            JOIN businesses b ON b.id = o.business_id
            -- The running starred deal, with the units left under its cap (docs/decisions/038).
            LEFT JOIN LATERAL (
              SELECT d.ends_at, d.stock_cap,
                     CASE WHEN d.stock_cap IS NULL THEN NULL
                          ELSE GREATEST(0, d.stock_cap - ${dealSoldSql})::int END AS left
                FROM deals d
               WHERE d.offer_id = o.id AND d.status = 'onaylandi' AND d.ended_at IS NULL
                 AND (d.stock_cap IS NULL OR d.stock_cap > ${dealSoldSql})
                 AND d.starts_at <= ${nowIso}::timestamptz
                 AND d.ends_at > ${nowIso}::timestamptz
               ORDER BY d.ends_at DESC LIMIT 1) deal ON true
           WHERE v.product_id = ${p.id} AND v.is_active AND o.is_active
             AND (b.holiday_until IS NULL
                  OR b.holiday_until < (now() AT TIME ZONE 'Europe/Istanbul')::date)
           ORDER BY v.position, v.id, o.price, o.id`,
    ),
    findReviews(db, { id: p.id, categoryPath: p.category_path }, { limit: NEWEST }),
    findQuestions(db, p.id, { limit: NEWEST }),
  ]);
  const counts = p;

  // --- Axes and variants -----------------------------------------------------------------
  const axisPos = new Map(axisOrder.map((a) => [a.attribute_id, a.position]));
  const axisMap = new Map<
    number,
    {
      slug: string;
      name: string;
      values: Map<number, { slug: string; value: string; hex: string | null; position: number }>;
    }
  >();
  const variantMap = new Map<number, { sku: string; values: Record<string, string> }>();
  for (const r of variantValues) {
    let v = variantMap.get(r.variant_id);
    if (!v) variantMap.set(r.variant_id, (v = { sku: r.sku, values: {} }));
    if (r.attribute_id === null || r.value_id === null) continue;
    v.values[r.axis_slug!] = r.value_slug!;
    let axis = axisMap.get(r.attribute_id);
    if (!axis)
      axisMap.set(
        r.attribute_id,
        (axis = { slug: r.axis_slug!, name: r.axis_name!, values: new Map() }),
      );
    axis.values.set(r.value_id, {
      slug: r.value_slug!,
      value: r.value!,
      hex: r.hex,
      position: r.value_position ?? 0,
    });
  }
  const axes: VariantAxis[] = [...axisMap]
    .sort(
      ([a, x], [b, y]) =>
        (axisPos.get(a) ?? Number.MAX_SAFE_INTEGER) - (axisPos.get(b) ?? Number.MAX_SAFE_INTEGER) ||
        x.name.localeCompare(y.name, 'tr'),
    )
    .map(([, a]) => ({
      slug: a.slug,
      name: a.name,
      values: [...a.values]
        .sort(([ia, x], [ib, y]) => x.position - y.position || ia - ib)
        .map(([, v]) => ({ slug: v.slug, value: v.value, hex: v.hex })),
    }));

  // --- Offers ----------------------------------------------------------------------------
  // Each offer at the price the cart will start from (a running discount taken off by the one
  // pricing function) with its campaign and coupon badges (docs/decisions/037).
  const shelf = await priceShelfOffers(
    db,
    offerRows.map((o) => ({
      offer_id: o.id,
      seller_id: o.business_id,
      product_id: p.id,
      variant_id: o.variant_id,
      price: o.price,
      list_price: o.list_price,
      stock: o.stock,
    })),
    now,
    { lowest: true },
  );
  const variantOrder = new Map(offerRows.map((o, i) => [o.variant_id, i]));
  const offers: ProductOffer[] = offerRows.map((o) => {
    const sp = shelf.get(o.id)!;
    const free = o.free_shipping_threshold !== null && sp.price >= o.free_shipping_threshold;
    return {
      id: o.id,
      variant_id: o.variant_id,
      seller: {
        id: o.business_id,
        name: o.name,
        slug: o.slug,
        city: o.city,
        rating: ratingOf(o.rating_avg_x100),
        rating_count: o.rating_count,
      },
      price: sp.price,
      list_price: sp.list_price,
      discount_percent: sp.discount_percent,
      badges: sp.badges,
      lowest_price_30d: sp.lowest_30d ?? null,
      stock: o.stock,
      shipping_fee: free ? 0 : o.shipping_fee,
      free_shipping_threshold: o.free_shipping_threshold,
      free_shipping: free,
      dispatch_days: o.dispatch_days,
      delivery: deliveryWindow(now, o.dispatch_days),
      deal_ends_at: o.deal_ends_at === null ? null : iso(o.deal_ends_at),
      deal_cap: o.deal_cap,
      deal_left: o.deal_left,
    };
  });
  // Cheapest first within each variant, at the prices shown.
  offers.sort(
    (a, b) =>
      variantOrder.get(a.variant_id)! - variantOrder.get(b.variant_id)! ||
      a.price - b.price ||
      a.id - b.id,
  );

  const variants: ProductVariant[] = [...variantMap].map(([id, v]) => {
    const own = offers.filter((o) => o.variant_id === id);
    const best = bestOf(own);
    return {
      id,
      sku: v.sku,
      values: v.values,
      best_offer_id: best?.id ?? null,
      price: best?.price ?? null,
      list_price: best?.list_price ?? null,
      in_stock: own.some((o) => o.stock > 0),
    };
  });
  const priced = variants.filter((v) => v.price !== null);
  const byPrice = (a: ProductVariant, b: ProductVariant) => a.price! - b.price! || a.id - b.id;
  const defaultVariant =
    priced.filter((v) => v.in_stock).sort(byPrice)[0] ?? priced.sort(byPrice)[0] ?? variants[0];

  const best = bestOf(offers);
  const distribution = ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: counts[`r${stars}`],
  }));

  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    // Sanitised when saved (lib/catalog-write); again here, so no older row reaches the page raw.
    description: sanitizeDescriptionOnce(p.description),
    kdv_rate: p.kdv_rate,
    brand: { id: p.brand_id, name: p.brand_name, slug: p.brand_slug },
    category: { id: p.category_id, name: p.category_name, slug: p.category_slug },
    breadcrumbs: crumbs,
    price: best?.price ?? null,
    list_price: best?.list_price ?? null,
    discount_percent: best?.discount_percent ?? 0,
    in_stock: offers.some((o) => o.stock > 0),
    seller_count: new Set(offers.map((o) => o.seller.id)).size,
    rating: ratingOf(p.rating_avg_x100),
    rating_count: p.rating_count,
    review_count: counts.review_count,
    rating_distribution: distribution,
    question_count: counts.question_count,
    images: images.map((img) => ({
      id: img.id,
      url: imageUrl(img.storage_key, 400),
      srcset: imageSrcset(img.storage_key),
      zoom_url: imageUrl(img.storage_key, 800),
      width: img.width,
      height: img.height,
      alt: img.alt || p.title,
      variant_id: img.variant_id,
    })),
    axes,
    variants,
    default_variant_id: defaultVariant?.id ?? null,
    offers,
    attributes,
    systems,
    reviews,
    questions,
  };
}
