import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListingFacets, ListingQuery, ListingSort } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import {
  attributeFacetOf,
  type ListingResult,
  resolveAttrs,
  RATING_STEPS,
} from './listing.service.ts';
import { cardColumns, toCards, visibleProduct } from './product-card.query.ts';

/**
 * A listing served from memory (ADR 048). A snapshot holds the listing columns of a set of
 * products (a search's matches) for a few seconds, column by column in typed arrays; the
 * filters, the count, every facet and the page's order are then computed in the process, and
 * the database is asked only for the page's cards. It answers exactly what `listProducts`
 * answers for the same products (a test compares the two over many filter sets), as of the
 * moment the snapshot was read: prices and stock on the cards are always fresh, which products
 * match a filter and their order may lag by the snapshot's lifetime, as a search index does.
 */
export interface ListingSnapshot {
  readonly size: number;
  readonly id: Int32Array;
  readonly brand: Int32Array;
  readonly category: Int32Array;
  readonly price: Int32Array;
  readonly inStock: Uint8Array;
  readonly discount: Int32Array;
  readonly ratingAvg: Int32Array;
  readonly ratingCount: Int32Array;
  readonly sold: Int32Array;
  readonly created: Float64Array;
  /** Relevance tier of each product (0 = best); all 0 when there is no relevance. */
  readonly rank: Int32Array;
  readonly sellers: Ragged;
  readonly facetValues: Ragged;
  readonly categories: Map<number, SnapshotCategory>;
  /** The largest brand, business and category ids present (sizes of the counting arrays). */
  readonly maxBrand: number;
  readonly maxSeller: number;
  readonly maxCategory: number;
  readonly brandNames: Map<number, string>;
  readonly businessNames: Map<number, string>;
  /** Row order of each sort, computed on first use. */
  readonly orders: Partial<Record<ListingSort, Int32Array>>;
}

/** Lists of ints per row in two flat arrays (row i is values[start[i]..start[i+1])). */
export interface Ragged {
  start: Int32Array;
  values: Int32Array;
}

export function ragged(lists: ReadonlyArray<readonly number[] | null>): Ragged {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = start[i]! + (l?.length ?? 0)));
  const values = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => l && values.set(l, start[i]!));
  return { start, values };
}

/** Whether row i of `r` holds a value of `set`. */
function holdsAny(r: Ragged, i: number, set: ReadonlySet<number>): boolean {
  for (let k = r.start[i]!; k < r.start[i + 1]!; k++) if (set.has(r.values[k]!)) return true;
  return false;
}

/** Adds one to `counts` for each value of row i of `r` (of `only`, when given). */
function countInto(r: Ragged, i: number, counts: Map<number, number>, only?: ReadonlySet<number>) {
  for (let k = r.start[i]!; k < r.start[i + 1]!; k++) {
    const v = r.values[k]!;
    if (!only || only.has(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
}

interface SnapshotCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  path: string;
  position: number;
  isActive: boolean;
}

/** Reads the listing columns of the visible products among `ids`, with `rank[i]` for `ids[i]`. */
export async function loadSnapshot(
  db: DbOrTx,
  ids: readonly number[],
  rankOf: ReadonlyMap<number, number>,
): Promise<ListingSnapshot> {
  const [rows, cats] = await Promise.all([
    queryRows<{
      id: number;
      brand_id: number;
      category_id: number;
      min_price: number;
      in_stock: boolean;
      discount_percent: number;
      rating_avg_x100: number;
      rating_count: number;
      sold_count: number;
      created: number;
      seller_ids: number[] | null;
      facet_values: number[] | null;
    }>(
      db,
      sql`SELECT ${products.id} AS id, ${products.brandId} AS brand_id,
                 ${products.categoryId} AS category_id, ${products.minPrice} AS min_price,
                 ${products.inStock} AS in_stock, ${products.discountPercent} AS discount_percent,
                 ${products.ratingAvg} AS rating_avg_x100, ${products.ratingCount} AS rating_count,
                 ${products.soldCount} AS sold_count,
                 extract(epoch FROM ${products.createdAt})::float8 AS created,
                 ${products.sellerIds} AS seller_ids, ${products.facetValues} AS facet_values
            FROM ${products}
           WHERE ${products.id} = ANY(${intArray(ids)}) AND ${visibleProduct}`,
    ),
    queryRows<{
      id: number;
      parent_id: number | null;
      name: string;
      slug: string;
      path: string;
      position: number;
      is_active: boolean;
    }>(db, sql`SELECT id, parent_id, name, slug, path, position, is_active FROM categories`),
  ]);
  const n = rows.length;
  const snap: ListingSnapshot = {
    size: n,
    id: new Int32Array(n),
    brand: new Int32Array(n),
    category: new Int32Array(n),
    price: new Int32Array(n),
    inStock: new Uint8Array(n),
    discount: new Int32Array(n),
    ratingAvg: new Int32Array(n),
    ratingCount: new Int32Array(n),
    sold: new Int32Array(n),
    created: new Float64Array(n),
    rank: new Int32Array(n),
    sellers: ragged(rows.map((r) => r.seller_ids)),
    facetValues: ragged(rows.map((r) => r.facet_values)),
    categories: new Map(
      cats.map((c) => [
        c.id,
        {
          id: c.id,
          parentId: c.parent_id,
          name: c.name,
          slug: c.slug,
          path: c.path,
          position: c.position,
          isActive: c.is_active,
        },
      ]),
    ),
    maxBrand: rows.reduce((m, r) => Math.max(m, r.brand_id), 0),
    maxSeller: rows.reduce((m, r) => Math.max(m, ...(r.seller_ids ?? [])), 0),
    maxCategory: cats.reduce((m, c) => Math.max(m, c.id), 0),
    brandNames: new Map(),
    businessNames: new Map(),
    orders: {},
  };
  const brandIds = new Set<number>();
  const sellerIds = new Set<number>();
  rows.forEach((r, i) => {
    snap.id[i] = r.id;
    snap.brand[i] = r.brand_id;
    snap.category[i] = r.category_id;
    snap.price[i] = r.min_price;
    snap.inStock[i] = r.in_stock ? 1 : 0;
    snap.discount[i] = r.discount_percent;
    snap.ratingAvg[i] = r.rating_avg_x100;
    snap.ratingCount[i] = r.rating_count;
    snap.sold[i] = r.sold_count;
    snap.created[i] = Number(r.created);
    snap.rank[i] = rankOf.get(r.id) ?? 0;
    brandIds.add(r.brand_id);
    for (const s of r.seller_ids ?? []) sellerIds.add(s);
  });
  await Promise.all([
    namesOf(db, 'brands', [...brandIds]).then((m) =>
      m.forEach((v, k) => snap.brandNames.set(k, v)),
    ),
    namesOf(db, 'businesses', [...sellerIds]).then((m) =>
      m.forEach((v, k) => snap.businessNames.set(k, v)),
    ),
  ]);
  return snap;
}

export async function namesOf(
  db: DbOrTx,
  table: 'brands' | 'businesses',
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM ${sql.raw(table)} WHERE id = ANY(${intArray(ids)})`,
  );
  return new Map(found.map((r) => [r.id, r.name]));
}

/** Descending by `key`, then by id descending (ascending for `price_asc`), as the SQL sorts. */
function orderOf(snap: ListingSnapshot, sort: ListingSort): Int32Array {
  const cached = snap.orders[sort];
  if (cached) return cached;
  const { id, rank, inStock, sold, ratingAvg, ratingCount, price, created } = snap;
  const score = (i: number) => ratingAvg[i]! * Math.log(ratingCount[i]! + 2);
  const byIdDesc = (a: number, b: number) => id[b]! - id[a]!;
  const compare: Record<ListingSort, (a: number, b: number) => number> = {
    // Search's relevance order (search.service.ts `scopeOf`).
    recommended: (a, b) =>
      rank[a]! - rank[b]! ||
      inStock[b]! - inStock[a]! ||
      sold[b]! - sold[a]! ||
      score(b) - score(a) ||
      byIdDesc(a, b),
    price_asc: (a, b) => price[a]! - price[b]! || id[a]! - id[b]!,
    price_desc: (a, b) => price[b]! - price[a]! || byIdDesc(a, b),
    best_selling: (a, b) => sold[b]! - sold[a]! || byIdDesc(a, b),
    newest: (a, b) => created[b]! - created[a]! || byIdDesc(a, b),
    most_reviewed: (a, b) =>
      ratingCount[b]! - ratingCount[a]! || ratingAvg[b]! - ratingAvg[a]! || byIdDesc(a, b),
  };
  const order = Int32Array.from({ length: snap.size }, (_, i) => i).sort(compare[sort]);
  snap.orders[sort] = order;
  return order;
}

/** Code-unit order, as PostgreSQL's C collation orders names of equal count. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The listing of `q` over a snapshot: the same answer as `listProducts` with the snapshot's
 * products as its scope (the `system` filter is not served here: callers use SQL for it).
 */
export async function listFromSnapshot(
  db: DbOrTx,
  snap: ListingSnapshot,
  q: ListingQuery,
): Promise<ListingResult> {
  let category: SnapshotCategory | null = null;
  if (q.category !== undefined) {
    const found = snap.categories.get(q.category);
    if (!found?.isActive) throw notFound('Kategori bulunamadı.');
    category = found;
  }
  const axes = await resolveAttrs(db, q.attr);

  // One bit per filter; a row's mask holds the filters it fails, so "every filter but k" is
  // `(mask & ~bit(k)) === 0` and each facet is one pass over the masks. Each filter marks the
  // rows it fails in a loop of its own over typed arrays (no call per row).
  const n = snap.size;
  const mask = new Int32Array(n);
  const bit: Record<string, number> = {};
  const add = (key: string, mark: (b: number) => void) => {
    const b = 1 << Object.keys(bit).length;
    bit[key] = b;
    mark(b);
  };
  /** Marks rows whose id in `column` is not flagged in `wanted`. */
  const markDense = (column: Int32Array, wanted: Uint8Array) => (b: number) => {
    for (let i = 0; i < n; i++) if (!wanted[column[i]!]) mask[i]! |= b;
  };
  const dense = (ids: Iterable<number>, max: number) => {
    const out = new Uint8Array(max + 1);
    for (const id of ids) if (id >= 0 && id <= max) out[id] = 1;
    return out;
  };
  /** Marks rows holding none of `wanted` in a ragged column. */
  const markRagged = (r: Ragged, wanted: ReadonlySet<number>) => (b: number) => {
    for (let i = 0; i < n; i++) if (!holdsAny(r, i, wanted)) mask[i]! |= b;
  };
  if (category) {
    const prefix = category.path;
    const inTree = [...snap.categories.values()]
      .filter((c) => c.path.startsWith(prefix))
      .map((c) => c.id);
    add('category', markDense(snap.category, dense(inTree, snap.maxCategory)));
  }
  if (q.brand.length) add('brand', markDense(snap.brand, dense(q.brand, snap.maxBrand)));
  if (q.min_price !== undefined || q.max_price !== undefined) {
    const lo = q.min_price ?? -Infinity;
    const hi = q.max_price ?? Infinity;
    const price = snap.price;
    add('price', (b) => {
      for (let i = 0; i < n; i++) if (price[i]! < lo || price[i]! > hi) mask[i]! |= b;
    });
  }
  if (q.rating_min !== undefined) {
    const min = q.rating_min * 100;
    const rating = snap.ratingAvg;
    add('rating', (b) => {
      for (let i = 0; i < n; i++) if (rating[i]! < min) mask[i]! |= b;
    });
  }
  if (q.seller.length) add('seller', markRagged(snap.sellers, new Set(q.seller)));
  if (q.in_stock !== undefined) {
    const want = q.in_stock ? 1 : 0;
    const stock = snap.inStock;
    add('in_stock', (b) => {
      for (let i = 0; i < n; i++) if (stock[i] !== want) mask[i]! |= b;
    });
  }
  if (q.discounted !== undefined) {
    const want = q.discounted;
    const discount = snap.discount;
    add('discounted', (b) => {
      for (let i = 0; i < n; i++) if (discount[i]! > 0 !== want) mask[i]! |= b;
    });
  }
  for (const axis of axes)
    add(`attr:${axis.slug}`, markRagged(snap.facetValues, new Set(axis.valueIds)));
  const passes = (i: number, except?: string) =>
    (mask[i]! & ~(except ? (bit[except] ?? 0) : 0)) === 0;

  // The page: walk the sort's order, keep rows that pass every filter.
  const order = orderOf(snap, q.sort);
  const skip = (q.page - 1) * q.page_size;
  const pageIds: number[] = [];
  let seen = 0;
  for (let k = 0; k < n && pageIds.length < q.page_size; k++) {
    const i = order[k]!;
    if (mask[i] !== 0) continue;
    if (seen++ >= skip) pageIds.push(snap.id[i]!);
  }

  const keep = (key: string) => ~(bit[key] ?? 0);
  const {
    count,
    priceMin,
    priceMax,
    inStock,
    discounted,
    ratings,
    brandCounts,
    sellerCounts,
    categoryCounts,
  } = countFacets(snap, mask, {
    price: keep('price'),
    stock: keep('in_stock'),
    discount: keep('discounted'),
    rating: keep('rating'),
    brand: keep('brand'),
    seller: keep('seller'),
  });

  const [cardRows, brandFacet, sellerFacet, attributes] = await Promise.all([
    pageIds.length
      ? db
          .select(cardColumns)
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(and(inArray(products.id, pageIds), visibleProduct))
      : Promise.resolve([]),
    named(db, 'brands', snap.brandNames, brandCounts, q.brand),
    named(db, 'businesses', snap.businessNames, sellerCounts, q.seller),
    category
      ? attributeFacetOf(db, category.path, axes, async (valueIds, except) => {
          const wanted = new Set(valueIds);
          const counts = new Map<number, number>();
          for (let i = 0; i < n; i++) {
            if (passes(i, except ?? undefined)) countInto(snap.facetValues, i, counts, wanted);
          }
          return [...counts].map(([value_id, c]) => ({ value_id, count: c }));
        })
      : Promise.resolve([]),
  ]);
  const position = new Map(pageIds.map((id, k) => [id, k]));
  cardRows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);

  const facets: ListingFacets = {
    categories: categoryFacet(snap, category, categoryCounts),
    brands: brandFacet,
    price: priceMin === Infinity ? { min: null, max: null } : { min: priceMin, max: priceMax },
    attributes,
    rating: RATING_STEPS.map((r, k) => ({ min: r, count: ratings[k]! })),
    sellers: sellerFacet,
    in_stock: inStock,
    discounted,
  };
  return { count, results: await toCards(db, cardRows), facets };
}

/**
 * The count and the scalar facets over the masks; brand, seller and category counts in dense
 * arrays indexed by id (serial ids, so their size is the table's), turned into maps of the
 * non-zero ones. The hot loop of a request over up to hundreds of thousands of rows: a function
 * of its own with no closures or maps inside, so it is compiled as one tight loop.
 */
function countFacets(
  snap: ListingSnapshot,
  mask: Int32Array,
  keep: Record<'price' | 'stock' | 'discount' | 'rating' | 'brand' | 'seller', number>,
) {
  const { price, inStock: stock, discount, ratingAvg, brand, category: cat, sellers } = snap;
  const kPrice = keep.price;
  const kStock = keep.stock;
  const kDiscount = keep.discount;
  const kRating = keep.rating;
  const kBrand = keep.brand;
  const kSeller = keep.seller;
  const brandDense = new Int32Array(snap.maxBrand + 1);
  const sellerDense = new Int32Array(snap.maxSeller + 1);
  const categoryDense = new Int32Array(snap.maxCategory + 1);
  let count = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  let inStock = 0;
  let discounted = 0;
  let r4 = 0;
  let r3 = 0;
  let r2 = 0;
  let r1 = 0;
  const n = snap.size;
  for (let i = 0; i < n; i++) {
    const m = mask[i]!;
    if (m === 0) {
      count++;
      categoryDense[cat[i]!]!++;
    }
    if ((m & kPrice) === 0) {
      const p = price[i]!;
      if (p < priceMin) priceMin = p;
      if (p > priceMax) priceMax = p;
    }
    if (stock[i] && (m & kStock) === 0) inStock++;
    if (discount[i]! > 0 && (m & kDiscount) === 0) discounted++;
    if ((m & kRating) === 0) {
      // RATING_STEPS (4, 3, 2, 1) in hundredths.
      const r = ratingAvg[i]!;
      if (r >= 400) r4++;
      if (r >= 300) r3++;
      if (r >= 200) r2++;
      if (r >= 100) r1++;
    }
    if ((m & kBrand) === 0) brandDense[brand[i]!]!++;
    if ((m & kSeller) === 0)
      for (let k = sellers.start[i]!; k < sellers.start[i + 1]!; k++)
        sellerDense[sellers.values[k]!]!++;
  }
  const nonZero = (dense: Int32Array) => {
    const out = new Map<number, number>();
    for (let id = 0; id < dense.length; id++) if (dense[id]) out.set(id, dense[id]!);
    return out;
  };
  return {
    count,
    priceMin,
    priceMax,
    inStock,
    discounted,
    ratings: [r4, r3, r2, r1],
    brandCounts: nonZero(brandDense),
    sellerCounts: nonZero(sellerDense),
    categoryCounts: nonZero(categoryDense),
  };
}

/**
 * Counts with names, most first, then by name and id; the selected ids stay listed with 0 so
 * their chips keep a name (as `namedCounts` in the listing). A selected id the snapshot does not
 * name is looked up.
 */
export async function named(
  db: DbOrTx,
  table: 'brands' | 'businesses',
  names: ReadonlyMap<number, string>,
  counts: ReadonlyMap<number, number>,
  selected: readonly number[],
): Promise<Array<{ id: number; name: string; count: number }>> {
  const missing = selected.filter((id) => !names.has(id));
  const extra = missing.length ? await namesOf(db, table, missing) : new Map<number, string>();
  const out = new Map<number, { id: number; name: string; count: number }>();
  for (const [id, count] of counts) {
    const name = names.get(id);
    if (name !== undefined) out.set(id, { id, name, count });
  }
  for (const id of selected) {
    const name = names.get(id) ?? extra.get(id);
    if (name !== undefined && !out.has(id)) out.set(id, { id, name, count: 0 });
  }
  return [...out.values()].sort(
    (a, b) => b.count - a.count || byName(a.name, b.name) || a.id - b.id,
  );
}

function categoryFacet(
  snap: ListingSnapshot,
  category: SnapshotCategory | null,
  counts: ReadonlyMap<number, number>,
): ListingFacets['categories'] {
  const children = [...snap.categories.values()]
    .filter((c) => c.isActive && (category ? c.parentId === category.id : c.parentId === null))
    .sort((a, b) => a.position - b.position || byName(a.name, b.name));
  return children.map((c) => {
    let count = 0;
    for (const [id, k] of counts) if (snap.categories.get(id)?.path.startsWith(c.path)) count += k;
    return { id: c.id, name: c.name, slug: c.slug, count };
  });
}

/** Products a store keeps at most over all its snapshots (about 90 bytes each: ~90 MB). */
const MAX_ROWS = 1_000_000;

/** Snapshots a store keeps at most, whatever their size. */
const MAX_ENTRIES = 2_000;

/**
 * Snapshots (or entries holding one) per key for a given number of seconds, in this process: the least recently
 * used go first when they hold more than MAX_ROWS products. Concurrent misses share one read.
 */
export class SnapshotStore<T extends { size: number } = { size: number }> {
  private readonly entries = new Map<string, { snap: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private rows = 0;

  constructor(
    private readonly maxRows = MAX_ROWS,
    // Entries of few or no products (a query that matched nothing) count here.
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  async get(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.snap;
    }
    const running = this.loading.get(key);
    if (running) return running;
    const p = load()
      .then((snap) => {
        this.drop(key);
        this.entries.set(key, { snap, expires: Date.now() + ttlSeconds * 1000 });
        this.rows += snap.size;
        for (const [k] of this.entries) {
          if ((this.rows <= this.maxRows && this.entries.size <= this.maxEntries) || k === key)
            break;
          this.drop(k);
        }
        return snap;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, p);
    return p;
  }

  /** Forgets every snapshot (the next request of each key reads it again). */
  clear(): void {
    this.entries.clear();
    this.rows = 0;
  }

  private drop(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.rows -= e.snap.size;
    this.entries.delete(key);
  }
}
