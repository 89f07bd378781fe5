import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListingFacets, ListingQuery, ListingSort, ProductCard } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, categories, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Cache } from '../../plugins/cache.plugin.ts';
import { cardColumns, toCards, visibleProduct } from './product-card.query.ts';
import { fitsSystem, systemPathOf } from './systems.service.ts';
import { intArray as arrayParam } from '../../lib/sql-arrays.ts';
import { preparedRows } from '../../lib/query-rows.ts';

/**
 * The product listing: filters, sort, a page of cards and facets.
 *
 * Facets follow the usual rule: each is counted with every filter except its own, so picking a
 * brand still shows the other brands' counts. Facet keys live on the product (ADR 011:
 * `facet_values`, `seller_ids`), so every facet is one aggregate over the filtered products —
 * an index-only scan of `products_facets_cover_idx` when the filters allow — and never a join
 * through variants and offers. About eight set-based queries whatever the page size; the count
 * and facets can be cached per filter set, the page never is. The brand and seller counts leave
 * out their own filter, so they are cached on their own too: picking another brand reuses them.
 */

type FilterKey =
  | 'category'
  | 'brand'
  | 'price'
  | 'rating'
  | 'seller'
  | 'in_stock'
  | 'discounted'
  // A base filter like the category, but never a facet: no facet query leaves it out.
  | 'system';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ids = (xs: readonly number[]) =>
  sql.join(
    xs.map((x) => sql`${x}::int`),
    sql`, `,
  );
const intArray = (xs: readonly number[]) => sql`ARRAY[${ids(xs)}]::int[]`;

const SORTS: Record<ListingSort, SQL[]> = {
  recommended: [desc(products.inStock), desc(products.soldCount), desc(products.id)],
  price_asc: [asc(products.minPrice), asc(products.id)],
  price_desc: [desc(products.minPrice), desc(products.id)],
  best_selling: [desc(products.soldCount), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  most_reviewed: [desc(products.ratingCount), desc(products.ratingAvg), desc(products.id)],
};

export const RATING_STEPS = [4, 3, 2, 1] as const;

export interface AttrAxis {
  id: number;
  slug: string;
  /** Value ids of the selected values; empty when none of the slugs exist (matches nothing). */
  valueIds: number[];
}

export interface ListingResult {
  count: number;
  results: ProductCard[];
  facets: ListingFacets;
}

/**
 * What a caller may add to a listing. Search passes the products that match its words and
 * their relevance: the condition narrows the page, the count and every facet alike.
 */
export interface ListingScope {
  /** An extra condition on `products` (it may not refer to other tables). */
  where?: SQL | undefined;
  /** The order of the `recommended` sort instead of the default one (e.g. by relevance). */
  recommendedOrder?: SQL[] | undefined;
  /**
   * Cache the count and facets (not the page) under this key plus the filters, for `ttl`
   * seconds (DESIGN §7). The key must name everything `where` depends on (e.g. the query).
   */
  facetCache?: { cache: Cache; key: string; ttl: number } | undefined;
}

interface CountAndFacets {
  count: number;
  facets: ListingFacets;
}

/** The filters that shape count and facets, in a stable order (no page, size or sort). */
export function filterKey(q: ListingQuery): string {
  const sorted = (xs: readonly (number | string)[]) => [...xs].map(String).sort().join(',');
  return [
    `c${q.category ?? ''}`,
    `s${q.system ?? ''}`,
    `b${sorted(q.brand)}`,
    `p${q.min_price ?? ''}-${q.max_price ?? ''}`,
    `a${sorted(q.attr.map((a) => `${a.axis}:${a.value}`))}`,
    `r${q.rating_min ?? ''}`,
    `v${sorted(q.seller)}`,
    `i${q.in_stock ?? ''}`,
    `d${q.discounted ?? ''}`,
  ].join('|');
}

export async function listProducts(
  db: DbOrTx,
  q: ListingQuery,
  scope: ListingScope = {},
): Promise<ListingResult> {
  // The selected category (404 when unknown or inactive).
  let category: { id: number; path: string } | null = null;
  if (q.category !== undefined) {
    const [row] = await db
      .select({ id: categories.id, path: categories.path })
      .from(categories)
      .where(and(eq(categories.id, q.category), eq(categories.isActive, true)));
    if (!row) throw notFound('Kategori bulunamadı.');
    category = row;
  }
  // The compatibility system (404 when unknown): products that fit it.
  const systemPath = q.system === undefined ? null : await systemPathOf(db, q.system);

  // attr=axis:value → value ids, grouped by axis (same axis OR, different axes AND).
  const axes = await resolveAttrs(db, q.attr);

  const conds: Partial<Record<FilterKey, SQL>> = {};
  if (category)
    conds.category = sql`${products.categoryId} IN (SELECT c.id FROM categories c WHERE c.path LIKE ${category.path + '%'})`;
  if (systemPath !== null) conds.system = fitsSystem(systemPath);
  if (q.brand.length) conds.brand = sql`${products.brandId} IN (${ids(q.brand)})`;
  if (q.min_price !== undefined || q.max_price !== undefined)
    conds.price = and(
      q.min_price !== undefined ? sql`${products.minPrice} >= ${q.min_price}` : undefined,
      q.max_price !== undefined ? sql`${products.minPrice} <= ${q.max_price}` : undefined,
    )!;
  if (q.rating_min !== undefined)
    conds.rating = sql`${products.ratingAvg} >= ${q.rating_min * 100}`;
  if (q.seller.length) conds.seller = sql`${products.sellerIds} && ${intArray(q.seller)}`;
  if (q.in_stock !== undefined)
    conds.in_stock = q.in_stock ? sql`${products.inStock}` : sql`NOT ${products.inStock}`;
  if (q.discounted !== undefined)
    conds.discounted = q.discounted
      ? sql`${products.discountPercent} > 0`
      : sql`${products.discountPercent} = 0`;
  const attrConds = new Map<string, SQL>(
    axes.map((a) => [
      a.slug,
      a.valueIds.length ? sql`${products.facetValues} && ${intArray(a.valueIds)}` : sql`false`,
    ]),
  );

  /** Every filter except the named ones (a filter key or an attribute axis slug). */
  const where = (...except: string[]): SQL =>
    and(
      visibleProduct,
      scope.where,
      ...Object.entries(conds)
        .filter(([k]) => !except.includes(k))
        .map(([, c]) => c),
      ...[...attrConds].filter(([k]) => !except.includes(`attr:${k}`)).map(([, c]) => c),
    )!;

  // The page's ids first, from filter and sort columns only (an index-only scan of
  // products_facets_cover_idx for category listings), then just those rows for the cards.
  const order =
    q.sort === 'recommended' && scope.recommendedOrder?.length
      ? scope.recommendedOrder
      : SORTS[q.sort];
  const pageIds = sql`SELECT ${products.id} FROM ${products} WHERE ${where()}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`;
  const page = db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.id} IN (${pageIds})`)
    .orderBy(...order);
  const cacheSpec = scope.facetCache;
  const counted = () => countAndFacets(db, q, category, axes, conds, where, cacheSpec);
  const [pageRows, summary] = await Promise.all([
    page,
    cacheSpec
      ? cacheSpec.cache.wrap(`${cacheSpec.key}|${filterKey(q)}`, cacheSpec.ttl, counted)
      : counted(),
  ]);
  return { count: summary.count, results: await toCards(db, pageRows), facets: summary.facets };
}

async function countAndFacets(
  db: DbOrTx,
  q: ListingQuery,
  category: { id: number; path: string } | null,
  axes: AttrAxis[],
  conds: Partial<Record<FilterKey, SQL>>,
  where: (...except: string[]) => SQL,
  facetCache: ListingScope['facetCache'],
): Promise<CountAndFacets> {
  /** A facet's counts, cached under the filters it depends on (those of `q` minus `without`). */
  const shared = <T>(facet: string, without: Partial<ListingQuery>, compute: () => Promise<T>) =>
    facetCache
      ? facetCache.cache.wrap(
          `${facetCache.key}|${facet}|${filterKey({ ...q, ...without })}`,
          facetCache.ttl,
          compute,
        )
      : compute();
  const TRUE = sql`true`;
  const cond = (k: FilterKey) => conds[k] ?? TRUE;
  // The scalar query applies everything but price, rating, in_stock and discounted in WHERE and
  // each of those four in FILTER clauses, so one scan yields the count and four facets.
  const except4 = ['price', 'rating', 'in_stock', 'discounted'] as const;
  const allBut = (k: (typeof except4)[number]) =>
    sql.join(
      except4.filter((x) => x !== k).map((x) => sql`(${cond(x)})`),
      sql` AND `,
    );

  const [[scalars], brandFacet, sellerFacet, categoryFacet, attributeFacet] = await Promise.all([
    rows<{
      count: number;
      price_min: number | null;
      price_max: number | null;
      in_stock: number;
      discounted: number;
      r4: number;
      r3: number;
      r2: number;
      r1: number;
    }>(
      db,
      sql`SELECT
          count(*) FILTER (WHERE ${allBut('price')} AND (${cond('price')}))::int AS count,
          min(${products.minPrice}) FILTER (WHERE ${allBut('price')})::int AS price_min,
          max(${products.minPrice}) FILTER (WHERE ${allBut('price')})::int AS price_max,
          count(*) FILTER (WHERE ${allBut('in_stock')} AND ${products.inStock})::int AS in_stock,
          count(*) FILTER (WHERE ${allBut('discounted')} AND ${products.discountPercent} > 0)::int AS discounted,
          ${sql.join(
            RATING_STEPS.map(
              (r) =>
                sql`count(*) FILTER (WHERE ${allBut('rating')} AND ${products.ratingAvg} >= ${r * 100})::int AS ${sql.raw(`r${r}`)}`,
            ),
            sql`, `,
          )}
        FROM ${products} WHERE ${where(...except4)}`,
    ),
    // Brands and sellers: the counts leave out their own filter, so they are shared (cached on
    // their own) by every filter set that differs only in the brands or sellers picked.
    namedCounts(
      db,
      'brands',
      shared('brands', { brand: [] }, () =>
        rows<NamedCount>(
          db,
          sql`SELECT ${products.brandId} AS id, count(*)::int AS count
                FROM ${products} WHERE ${where('brand')} GROUP BY ${products.brandId}`,
        ),
      ),
      q.brand,
    ),
    namedCounts(
      db,
      'businesses',
      shared('sellers', { seller: [] }, () =>
        rows<NamedCount>(
          db,
          sql`SELECT s.id, count(*)::int AS count
                FROM ${products}, unnest(${products.sellerIds}) AS s(id)
               WHERE ${where('seller')} GROUP BY s.id`,
        ),
      ),
      q.seller,
    ),
    categoryFacetOf(db, category, where()),
    category
      ? attributeFacetOf(db, category.path, axes, (valueIds, except) =>
          rows<{ value_id: number; count: number }>(
            db,
            sql`SELECT v.id AS value_id, count(*)::int AS count
                  FROM ${products}, unnest(${products.facetValues}) AS v(id)
                 WHERE ${except ? where(except) : where()} AND v.id = ANY(${intArray(valueIds)})
                 GROUP BY v.id`,
          ),
        )
      : Promise.resolve([]),
  ]);

  return {
    count: scalars?.count ?? 0,
    facets: {
      categories: categoryFacet,
      // Selected brands and sellers stay listed (with 0) so their chips keep a name.
      brands: brandFacet,
      price: { min: scalars?.price_min ?? null, max: scalars?.price_max ?? null },
      attributes: attributeFacet,
      rating: RATING_STEPS.map((r) => ({ min: r, count: scalars?.[`r${r}`] ?? 0 })),
      sellers: sellerFacet,
      in_stock: scalars?.in_stock ?? 0,
      discounted: scalars?.discounted ?? 0,
    },
  };
}

interface NamedCount {
  id: number;
  count: number;
}

/**
 * Counts per brand or business with their names, most first; the selected ones stay listed
 * (with 0) so their chips keep a name. One small query on the named table.
 */
async function namedCounts(
  db: DbOrTx,
  table: 'brands' | 'businesses',
  counts: Promise<NamedCount[]>,
  selected: readonly number[],
): Promise<Array<{ id: number; name: string; count: number }>> {
  const found = await counts;
  return rows<{ id: number; name: string; count: number }>(
    db,
    sql`SELECT t.id, t.name, coalesce(x.count, 0)::int AS count
          FROM unnest(${arrayParam(found.map((f) => f.id))}, ${arrayParam(found.map((f) => f.count))})
               AS x(id, count)
          FULL JOIN unnest(${arrayParam([0, ...selected])}) AS sel(id) ON sel.id = x.id
          JOIN ${sql.raw(table)} t ON t.id = coalesce(x.id, sel.id)
         ORDER BY count DESC, t.name, t.id`,
  );
}

export async function resolveAttrs(
  db: DbOrTx,
  attrs: ReadonlyArray<{ axis: string; value: string }>,
): Promise<AttrAxis[]> {
  if (attrs.length === 0) return [];
  const axisSlugs = [...new Set(attrs.map((a) => a.axis))];
  const found = await rows<{ attribute_id: number; axis: string; value: string; id: number }>(
    db,
    sql`SELECT a.id AS attribute_id, a.slug AS axis, av.slug AS value, av.id
          FROM attributes a JOIN attribute_values av ON av.attribute_id = a.id
         WHERE a.slug IN (${sql.join(
           axisSlugs.map((s) => sql`${s}`),
           sql`, `,
         )})`,
  );
  return axisSlugs.map((axis) => {
    const wanted = new Set(attrs.filter((a) => a.axis === axis).map((a) => a.value));
    const ofAxis = found.filter((f) => f.axis === axis);
    return {
      id: ofAxis[0]?.attribute_id ?? 0,
      slug: axis,
      valueIds: ofAxis.filter((f) => wanted.has(f.value)).map((f) => f.id),
    };
  });
}

/**
 * Children of the selected category (or the top categories) with the number of matching
 * products in each subtree. The category filter itself stays applied: the children partition it.
 */
async function categoryFacetOf(
  db: DbOrTx,
  category: { id: number; path: string } | null,
  filtered: SQL,
): Promise<ListingFacets['categories']> {
  const [children, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        path: categories.path,
      })
      .from(categories)
      .where(
        and(
          category ? eq(categories.parentId, category.id) : sql`${categories.parentId} IS NULL`,
          eq(categories.isActive, true),
        ),
      )
      .orderBy(asc(categories.position), asc(categories.name)),
    rows<{ path: string; count: number }>(
      db,
      sql`SELECT c.path, x.count::int AS count
            FROM (SELECT ${products.categoryId} AS category_id, count(*) AS count
                    FROM ${products} WHERE ${filtered} GROUP BY ${products.categoryId}) x
            JOIN categories c ON c.id = x.category_id`,
    ),
  ]);
  return children.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    count: counts.filter((n) => n.path.startsWith(c.path)).reduce((s, n) => s + n.count, 0),
  }));
}

/**
 * The filterable attributes of the selected category (declared on it, an ancestor or a
 * descendant) with product counts per value. Axes with a selection are counted without their own
 * selection (one query each); all the others share one query with every filter applied.
 */
/** Counts of the given attribute values over the listing, every filter applied but `except`. */
export type ValueCounter = (
  valueIds: number[],
  except: string | null,
) => Promise<Array<{ value_id: number; count: number }>>;

export async function attributeFacetOf(
  db: DbOrTx,
  path: string,
  axes: AttrAxis[],
  countValues: ValueCounter,
): Promise<ListingFacets['attributes']> {
  // One prepared statement (every listing of a category asks for it, ADR 049): the filterable
  // attributes with their values as JSON, in place of two round trips one after the other.
  const found = await preparedRows<{
    id: number;
    slug: string;
    name: string;
    vals: Array<{ id: number; slug: string; value: string; hex: string | null }> | string | null;
  }>(
    db,
    sql`WITH a AS (
          SELECT a.id, a.slug, a.name, min(ca.position) AS pos
            FROM category_attributes ca
            JOIN categories c ON c.id = ca.category_id
            JOIN attributes a ON a.id = ca.attribute_id
           WHERE ca.is_filterable AND c.is_active
             AND (c.path LIKE ${path + '%'} OR ${path} LIKE c.path || '%')
           GROUP BY a.id, a.slug, a.name)
        SELECT a.id, a.slug, a.name,
               (SELECT json_agg(json_build_object('id', av.id, 'slug', av.slug, 'value', av.value,
                                                  'hex', av.hex) ORDER BY av.position, av.id)
                  FROM attribute_values av WHERE av.attribute_id = a.id) AS vals
          FROM a ORDER BY a.pos, a.name`,
  );
  if (found.length === 0) return [];
  const attrs = found.map(({ id, slug, name }) => ({ id, slug, name }));
  const values = found.flatMap((a) =>
    (typeof a.vals === 'string'
      ? (JSON.parse(a.vals) as Exclude<typeof a.vals, string | null>)
      : (a.vals ?? [])
    ).map((v) => ({ ...v, attribute_id: a.id })),
  );

  const selected = new Set(axes.map((a) => a.id));
  const valuesOf = (attributeIds: number[]) =>
    values.filter((v) => attributeIds.includes(v.attribute_id)).map((v) => v.id);
  const unselected = attrs.filter((a) => !selected.has(a.id)).map((a) => a.id);
  const batches = await Promise.all([
    unselected.length ? countValues(valuesOf(unselected), null) : Promise.resolve([]),
    ...axes
      .filter((a) => attrs.some((x) => x.id === a.id))
      .map((a) => countValues(valuesOf([a.id]), `attr:${a.slug}`)),
  ]);
  const counts = new Map<number, number>();
  for (const batch of batches) for (const r of batch) counts.set(r.value_id, r.count);

  return attrs.map((a) => ({
    slug: a.slug,
    name: a.name,
    values: values
      .filter((v) => v.attribute_id === a.id)
      .map((v) => ({ slug: v.slug, value: v.value, hex: v.hex, count: counts.get(v.id) ?? 0 })),
  }));
}
