import { sql } from 'drizzle-orm';
import type { ListingFacets, ListingQuery, ListingSort } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { named, type Ragged } from './listing-snapshot.ts';
import { attributeFacetOf, type ListingResult, RATING_STEPS } from './listing.service.ts';
import { cardRowsByIds, toCards } from './product-card.query.ts';

/**
 * The category listing from memory (ADR 052). Each process keeps the listing columns of every
 * visible product in typed arrays, laid out by category (in the order of the category paths, so
 * every subtree is one run of rows), then brand, stock and price. A run of rows of one category,
 * brand and stock state is a block, sorted by price: the count and the brand, category, stock
 * and price facets of a listing filtered by category, brand, stock and price are sums over
 * blocks with two binary searches each, whatever the catalogue's size; the rest (discounted,
 * ratings, sellers, attribute values) counts the rows that pass, and the page walks a sort order
 * kept per snapshot. The snapshot follows the database through `products.listing_changed_at`
 * (a trigger, migration 0028): every few seconds a process reads the rows changed since it last
 * looked and merges them in, in time linear in the catalogue (no re-sort).
 *
 * It answers exactly what `listProducts` answers for the same rows (a test compares the two over
 * many filter sets, and again after changes are merged). Listings with a filter it does not
 * index (rating, seller, discount, attribute values, compatible system) stay on the database.
 */

/** How often a process looks for changed rows (the listing may lag a change by about this). */
export const REFRESH_MS = 5_000;
/** Rows changed this long before the last look are read again: commits that came late. */
const OVERLAP_SECONDS = 10;
/** A whole new read now and then, in case a change was missed (a transaction longer than the overlap). */
const FULL_READ_MS = 15 * 60_000;
/** Brand and business names may lag a rename by this much (the facet cache's 30 s, ADR 011). */
const NAMES_MS = 30_000;
/** Rows read per statement when the whole catalogue is read. */
const BATCH = 20_000;

interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  path: string;
  position: number;
  isActive: boolean;
  /** Index in the categories sorted by path (code units, as `LIKE path%` groups them). */
  pos: number;
  /** The last `pos` of its subtree (every category whose path starts with this one's). */
  end: number;
}

interface Tree {
  byId: Map<number, CategoryNode>;
  byPos: CategoryNode[];
  /** `pos` of each category id (-1 for an unknown id). */
  posOf: Int32Array;
  /** Digest of what the layout depends on: ids, paths (a change means a new layout). */
  digest: string;
}

/** The listing columns of a set of rows, in some order. */
interface Rows {
  size: number;
  id: Int32Array;
  brand: Int32Array;
  category: Int32Array;
  price: Int32Array;
  inStock: Uint8Array;
  discount: Int32Array;
  ratingAvg: Int32Array;
  ratingCount: Int32Array;
  sold: Int32Array;
  created: Float64Array;
  sellers: Ragged;
  facetValues: Ragged;
}

interface SortOrder {
  /** Rows in the sort's order. */
  order: Int32Array;
  /** Position of each row in `order`. */
  pos: Int32Array;
}

export interface Catalogue extends Rows {
  tree: Tree;
  /** Row index + 1 of each product id (0: not in the snapshot). */
  rowOf: Int32Array;
  blockStart: Int32Array;
  blockCategory: Int32Array;
  blockCatPos: Int32Array;
  blockBrand: Int32Array;
  blockStock: Uint8Array;
  maxBrand: number;
  maxSeller: number;
  maxCategory: number;
  /** The largest attribute value id held (size of the value counts). */
  maxValue: number;
  /**
   * Running counts in layout order: `discounted[i]` rows before i have a discount, `rating4[i]`
   * a rating of 4 or more, and so on; a run's count is a difference of two.
   */
  discounted: Int32Array;
  rating4: Int32Array;
  rating3: Int32Array;
  rating2: Int32Array;
  rating1: Int32Array;
  brandNames: Map<number, string>;
  businessNames: Map<number, string>;
  orders: Partial<Record<ListingSort, SortOrder>>;
}

interface ProductRow {
  id: number;
  brand_id: number;
  category_id: number;
  min_price: number | null;
  in_stock: boolean;
  discount_percent: number;
  rating_avg_x100: number;
  rating_count: number;
  sold_count: number;
  created: number;
  seller_ids: number[] | null;
  facet_values: number[] | null;
  visible: boolean;
}

const listingColumns = sql`id, brand_id, category_id, min_price, in_stock, discount_percent,
  rating_avg_x100, rating_count, sold_count, extract(epoch FROM created_at)::float8 AS created,
  seller_ids, facet_values, (status = 'yayinda' AND min_price IS NOT NULL) AS visible`;

// ---------------------------------------------------------------------------------------------
// Rows: building, comparing, gathering

/** The columns of one number per row. */
const SCALARS = [
  'id',
  'brand',
  'category',
  'price',
  'inStock',
  'discount',
  'ratingAvg',
  'ratingCount',
  'sold',
  'created',
] as const;

function emptyRows(n: number, sellerValues: number, facetValues: number): Rows {
  return {
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
    sellers: { start: new Int32Array(n + 1), values: new Int32Array(sellerValues) },
    facetValues: { start: new Int32Array(n + 1), values: new Int32Array(facetValues) },
  };
}

/** Visible rows of `found` as columns, in the given order. */
function rowsOf(found: readonly ProductRow[]): Rows {
  const visible = found.filter((r) => r.visible);
  const sellerCount = visible.reduce((s, r) => s + (r.seller_ids?.length ?? 0), 0);
  const facetCount = visible.reduce((s, r) => s + (r.facet_values?.length ?? 0), 0);
  const out = emptyRows(visible.length, sellerCount, facetCount);
  visible.forEach((r, i) => {
    out.id[i] = r.id;
    out.brand[i] = r.brand_id;
    out.category[i] = r.category_id;
    out.price[i] = r.min_price!;
    out.inStock[i] = r.in_stock ? 1 : 0;
    out.discount[i] = r.discount_percent;
    out.ratingAvg[i] = r.rating_avg_x100;
    out.ratingCount[i] = r.rating_count;
    out.sold[i] = r.sold_count;
    out.created[i] = Number(r.created);
    const s = r.seller_ids ?? [];
    out.sellers.values.set(s, out.sellers.start[i]!);
    out.sellers.start[i + 1] = out.sellers.start[i]! + s.length;
    const f = r.facet_values ?? [];
    out.facetValues.values.set(f, out.facetValues.start[i]!);
    out.facetValues.start[i + 1] = out.facetValues.start[i]! + f.length;
  });
  return out;
}

/**
 * Rows taken from two sets: `from[k] >= 0` is row `from[k]` of `a`, `from[k] < 0` is row
 * `-from[k] - 1` of `b`. One pass per column.
 */
function gather(from: Int32Array, a: Rows, b: Rows): Rows {
  const n = from.length;
  let sellerCount = 0;
  let facetCount = 0;
  const len = (r: Ragged, i: number) => r.start[i + 1]! - r.start[i]!;
  for (let k = 0; k < n; k++) {
    const f = from[k]!;
    sellerCount += f >= 0 ? len(a.sellers, f) : len(b.sellers, -f - 1);
    facetCount += f >= 0 ? len(a.facetValues, f) : len(b.facetValues, -f - 1);
  }
  const out = emptyRows(n, sellerCount, facetCount);
  const copyRagged = (to: Ragged, k: number, src: Ragged, i: number) => {
    let at = to.start[k]!;
    const e = src.start[i + 1]!;
    for (let v = src.start[i]!; v < e; v++) to.values[at++] = src.values[v]!;
    to.start[k + 1] = at;
  };
  for (let k = 0; k < n; k++) {
    const f = from[k]!;
    const src = f >= 0 ? a : b;
    const i = f >= 0 ? f : -f - 1;
    out.id[k] = src.id[i]!;
    out.brand[k] = src.brand[i]!;
    out.category[k] = src.category[i]!;
    out.price[k] = src.price[i]!;
    out.inStock[k] = src.inStock[i]!;
    out.discount[k] = src.discount[i]!;
    out.ratingAvg[k] = src.ratingAvg[i]!;
    out.ratingCount[k] = src.ratingCount[i]!;
    out.sold[k] = src.sold[i]!;
    out.created[k] = src.created[i]!;
    copyRagged(out.sellers, k, src.sellers, i);
    copyRagged(out.facetValues, k, src.facetValues, i);
  }
  return out;
}

/** The rows of `parts` one after the other. */
function concat(parts: readonly Rows[]): Rows {
  const sum = (f: (r: Rows) => number) => parts.reduce((s, r) => s + f(r), 0);
  const out = emptyRows(
    sum((r) => r.size),
    sum((r) => r.sellers.values.length),
    sum((r) => r.facetValues.values.length),
  );
  let at = 0;
  let sAt = 0;
  let fAt = 0;
  for (const r of parts) {
    for (const key of SCALARS) (out[key] as Int32Array).set(r[key] as Int32Array, at);
    out.sellers.values.set(r.sellers.values, sAt);
    out.facetValues.values.set(r.facetValues.values, fAt);
    for (let i = 1; i <= r.size; i++) {
      out.sellers.start[at + i] = sAt + r.sellers.start[i]!;
      out.facetValues.start[at + i] = fAt + r.facetValues.start[i]!;
    }
    at += r.size;
    sAt += r.sellers.values.length;
    fAt += r.facetValues.values.length;
  }
  return out;
}

/** The layout's order: category (by path), brand, stock, price, id. */
function layoutCompare(posOf: Int32Array, a: Rows, i: number, b: Rows, j: number): number {
  return (
    posOf[a.category[i]!]! - posOf[b.category[j]!]! ||
    a.brand[i]! - b.brand[j]! ||
    a.inStock[i]! - b.inStock[j]! ||
    a.price[i]! - b.price[j]! ||
    a.id[i]! - b.id[j]!
  );
}

function sortedIndices(n: number, compare: (a: number, b: number) => number): Int32Array {
  const idx = new Int32Array(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  return idx.sort(compare);
}

/** Each sort as the listing's SQL orders it (`SORTS` in listing.service.ts), across two sets. */
function sortCompareAcross(sort: ListingSort): (a: Rows, i: number, b: Rows, j: number) => number {
  switch (sort) {
    case 'recommended':
      return (a, i, b, j) =>
        b.inStock[j]! - a.inStock[i]! || b.sold[j]! - a.sold[i]! || b.id[j]! - a.id[i]!;
    case 'price_asc':
      return (a, i, b, j) => a.price[i]! - b.price[j]! || a.id[i]! - b.id[j]!;
    case 'price_desc':
      return (a, i, b, j) => b.price[j]! - a.price[i]! || b.id[j]! - a.id[i]!;
    case 'best_selling':
      return (a, i, b, j) => b.sold[j]! - a.sold[i]! || b.id[j]! - a.id[i]!;
    case 'newest':
      return (a, i, b, j) => b.created[j]! - a.created[i]! || b.id[j]! - a.id[i]!;
    case 'most_reviewed':
      return (a, i, b, j) =>
        b.ratingCount[j]! - a.ratingCount[i]! ||
        b.ratingAvg[j]! - a.ratingAvg[i]! ||
        b.id[j]! - a.id[i]!;
  }
}

function sortCompare(r: Rows, sort: ListingSort): (a: number, b: number) => number {
  const across = sortCompareAcross(sort);
  return (i, j) => across(r, i, r, j);
}

function positions(order: Int32Array): Int32Array {
  const pos = new Int32Array(order.length);
  for (let p = 0; p < order.length; p++) pos[order[p]!] = p;
  return pos;
}

// ---------------------------------------------------------------------------------------------
// The catalogue: layout, blocks, orders

async function readTree(db: DbOrTx): Promise<Tree> {
  const cats = await queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    slug: string;
    path: string;
    position: number;
    is_active: boolean;
  }>(db, sql`SELECT id, parent_id, name, slug, path, position, is_active FROM categories`);
  const byPath = [...cats].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : a.id - b.id,
  );
  const byPos: CategoryNode[] = byPath.map((c, pos) => ({
    id: c.id,
    parentId: c.parent_id,
    name: c.name,
    slug: c.slug,
    path: c.path,
    position: c.position,
    isActive: c.is_active,
    pos,
    end: pos,
  }));
  // Paths sorted by code units: those starting with a path follow it without a gap.
  for (const node of byPos) {
    let end = node.pos;
    while (end + 1 < byPos.length && byPos[end + 1]!.path.startsWith(node.path)) end++;
    node.end = end;
  }
  const maxId = cats.reduce((m, c) => Math.max(m, c.id), 0);
  const posOf = new Int32Array(maxId + 1).fill(-1);
  for (const node of byPos) posOf[node.id] = node.pos;
  return {
    byId: new Map(byPos.map((c) => [c.id, c])),
    byPos,
    posOf,
    digest: byPos.map((c) => `${c.id}:${c.path}`).join('|'),
  };
}

/** Blocks, the id index and the counting arrays' sizes of rows already in layout order. */
function finish(
  rows: Rows,
  tree: Tree,
  names: Pick<Catalogue, 'brandNames' | 'businessNames'>,
  orders: Catalogue['orders'],
): Catalogue {
  const n = rows.size;
  const starts: number[] = [];
  const { category, brand, inStock, id, sellers } = rows;
  for (let i = 0; i < n; i++) {
    if (
      i === 0 ||
      category[i] !== category[i - 1] ||
      brand[i] !== brand[i - 1] ||
      inStock[i] !== inStock[i - 1]
    )
      starts.push(i);
  }
  const nb = starts.length;
  const blockStart = new Int32Array(nb + 1);
  const blockCategory = new Int32Array(nb);
  const blockCatPos = new Int32Array(nb);
  const blockBrand = new Int32Array(nb);
  const blockStock = new Uint8Array(nb);
  starts.forEach((s, k) => {
    blockStart[k] = s;
    blockCategory[k] = rows.category[s]!;
    blockCatPos[k] = tree.posOf[rows.category[s]!]!;
    blockBrand[k] = rows.brand[s]!;
    blockStock[k] = rows.inStock[s]!;
  });
  blockStart[nb] = n;
  let maxId = 0;
  let maxBrand = 0;
  let maxSeller = 0;
  for (let i = 0; i < n; i++) {
    if (id[i]! > maxId) maxId = id[i]!;
    if (brand[i]! > maxBrand) maxBrand = brand[i]!;
  }
  const sv = sellers.values;
  for (let k = 0; k < sv.length; k++) if (sv[k]! > maxSeller) maxSeller = sv[k]!;
  let maxValue = 0;
  const fv = rows.facetValues.values;
  for (let k = 0; k < fv.length; k++) if (fv[k]! > maxValue) maxValue = fv[k]!;
  const running = (test: (i: number) => boolean) => {
    const out = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) out[i + 1] = out[i]! + (test(i) ? 1 : 0);
    return out;
  };
  const { discount, ratingAvg } = rows;
  const rowOf = new Int32Array(maxId + 1);
  for (let i = 0; i < n; i++) rowOf[id[i]!] = i + 1;
  return {
    ...rows,
    tree,
    rowOf,
    blockStart,
    blockCategory,
    blockCatPos,
    blockBrand,
    blockStock,
    maxBrand,
    maxSeller,
    maxCategory: tree.posOf.length - 1,
    maxValue,
    discounted: running((i) => discount[i]! > 0),
    rating4: running((i) => ratingAvg[i]! >= 400),
    rating3: running((i) => ratingAvg[i]! >= 300),
    rating2: running((i) => ratingAvg[i]! >= 200),
    rating1: running((i) => ratingAvg[i]! >= 100),
    brandNames: names.brandNames,
    businessNames: names.businessNames,
    orders,
  };
}

/** Rows in layout order (a full sort: the first read, or a changed category tree). */
function layOut(rows: Rows, tree: Tree): Rows {
  const { posOf } = tree;
  const order = sortedIndices(rows.size, (i, j) => layoutCompare(posOf, rows, i, rows, j));
  return gather(order, rows, rows);
}

function orderOf(cat: Catalogue, sort: ListingSort): SortOrder {
  const known = cat.orders[sort];
  if (known) return known;
  const order = sortedIndices(cat.size, sortCompare(cat, sort));
  const made = { order, pos: positions(order) };
  cat.orders[sort] = made;
  return made;
}

async function readNames(db: DbOrTx): Promise<Pick<Catalogue, 'brandNames' | 'businessNames'>> {
  const [b, s] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM brands`),
    queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM businesses`),
  ]);
  return {
    brandNames: new Map(b.map((r) => [r.id, r.name])),
    businessNames: new Map(s.map((r) => [r.id, r.name])),
  };
}

/** The database's clock, minus the overlap: where the next look for changes starts. */
async function watermark(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ at: string }>(
    db,
    sql`SELECT (now() - ${`${OVERLAP_SECONDS} seconds`}::interval)::text AS at`,
  );
  return row!.at;
}

/** Reads every visible product, in batches by id. */
async function readAll(db: DbOrTx): Promise<{ cat: Catalogue; since: string }> {
  const since = await watermark(db);
  const [tree, names] = await Promise.all([readTree(db), readNames(db)]);
  const parts: Rows[] = [];
  let after = 0;
  for (;;) {
    const batch = await queryRows<ProductRow>(
      db,
      sql`SELECT ${listingColumns} FROM products
           WHERE id > ${after} AND status = 'yayinda' AND min_price IS NOT NULL
           ORDER BY id LIMIT ${BATCH}`,
    );
    if (batch.length === 0) break;
    parts.push(rowsOf(batch));
    after = batch[batch.length - 1]!.id;
    if (batch.length < BATCH) break;
  }
  const kept = keepKnownCategories(concat(parts), tree);
  return { cat: finish(layOut(kept, tree), tree, names, {}), since };
}

/** Drops rows whose category the tree does not hold (a category created after it was read). */
function keepKnownCategories(rows: Rows, tree: Tree): Rows {
  const keep: number[] = [];
  for (let i = 0; i < rows.size; i++) if ((tree.posOf[rows.category[i]!] ?? -1) >= 0) keep.push(i);
  return keep.length === rows.size ? rows : gather(Int32Array.from(keep), rows, rows);
}

/** Whether row i of `cat` holds exactly the values of `r` (a change read again in the overlap). */
function same(cat: Catalogue, i: number, r: Rows, j: number): boolean {
  const eqRagged = (a: Ragged, b: Ragged) => {
    const n = a.start[i + 1]! - a.start[i]!;
    if (n !== b.start[j + 1]! - b.start[j]!) return false;
    for (let k = 0; k < n; k++)
      if (a.values[a.start[i]! + k] !== b.values[b.start[j]! + k]) return false;
    return true;
  };
  return (
    cat.brand[i] === r.brand[j] &&
    cat.category[i] === r.category[j] &&
    cat.price[i] === r.price[j] &&
    cat.inStock[i] === r.inStock[j] &&
    cat.discount[i] === r.discount[j] &&
    cat.ratingAvg[i] === r.ratingAvg[j] &&
    cat.ratingCount[i] === r.ratingCount[j] &&
    cat.sold[i] === r.sold[j] &&
    cat.created[i] === r.created[j] &&
    eqRagged(cat.sellers, r.sellers) &&
    eqRagged(cat.facetValues, r.facetValues)
  );
}

/**
 * The catalogue with `changed` merged in (rows read again; invisible ones leave): kept rows stay
 * in order, the changed ones are sorted among themselves and merged in, and so is each sort order
 * already made. Linear in the catalogue; null when nothing differs.
 */
function mergeChanges(
  cat: Catalogue,
  changed: readonly ProductRow[],
  tree: Tree,
  names: Pick<Catalogue, 'brandNames' | 'businessNames'>,
): Catalogue | null {
  if (tree.digest !== cat.tree.digest) {
    // A new category tree changes the layout itself: lay everything out again.
    const ids = new Set(changed.map((r) => r.id));
    const keep: number[] = [];
    for (let i = 0; i < cat.size; i++) if (!ids.has(cat.id[i]!)) keep.push(i);
    const fresh = rowsOf(changed);
    const from = new Int32Array(keep.length + fresh.size);
    keep.forEach((i, k) => (from[k] = i));
    for (let j = 0; j < fresh.size; j++) from[keep.length + j] = -j - 1;
    const all = keepKnownCategories(gather(from, cat, fresh), tree);
    return finish(layOut(all, tree), tree, names, {});
  }
  const fresh = rowsOf(changed);
  const removed = new Uint8Array(cat.size);
  let differs = false;
  // Invisible rows leave; visible ones identical to what is held are skipped.
  const incoming: number[] = [];
  const freshRow = new Map<number, number>();
  for (let j = 0; j < fresh.size; j++) freshRow.set(fresh.id[j]!, j);
  for (const r of changed) {
    const held = r.id < cat.rowOf.length ? cat.rowOf[r.id]! - 1 : -1;
    const j = r.visible ? freshRow.get(r.id) : undefined;
    const known = j !== undefined && (tree.posOf[fresh.category[j]!] ?? -1) >= 0;
    if (held >= 0 && known && same(cat, held, fresh, j)) continue;
    if (held >= 0) {
      removed[held] = 1;
      differs = true;
    }
    if (known) {
      incoming.push(j);
      differs = true;
    }
  }
  if (!differs) {
    return names.brandNames === cat.brandNames ? null : { ...cat, ...names };
  }
  const { posOf } = tree;
  incoming.sort((i, j) => layoutCompare(posOf, fresh, i, fresh, j));
  // Where each incoming row goes among the held ones: a binary search over the old layout (its
  // removed rows still sit where their old values put them, so the sequence is sorted).
  const at = incoming.map((j) =>
    insertionPoint(cat.size, (i) => layoutCompare(posOf, cat, i, fresh, j)),
  );
  const removedCount = removed.reduce((n, x) => n + x, 0);
  const size = cat.size - removedCount + incoming.length;
  const oldToNew = new Int32Array(cat.size).fill(-1);
  const freshToNew = new Int32Array(fresh.size).fill(-1);
  // Segments (source: 0 held, 1 incoming; first row; end), copied column by column.
  const segments: number[] = [];
  let next = 0;
  let held = 0;
  const keepUpTo = (end: number) => {
    let from = held;
    for (let r = held; r < end; r++) {
      if (removed[r]) {
        if (r > from) segments.push(0, from, r);
        from = r + 1;
      } else oldToNew[r] = next++;
    }
    if (end > from) segments.push(0, from, end);
    held = end;
  };
  incoming.forEach((j, q) => {
    keepUpTo(at[q]!);
    segments.push(1, j, j + 1);
    freshToNew[j] = next++;
  });
  keepUpTo(cat.size);
  const rows = gatherSegments(segments, size, cat, fresh);
  // Each sort order already made: kept rows keep their relative order, incoming ones are put
  // in at their binary-searched places.
  const orders: Catalogue['orders'] = {};
  for (const sort of Object.keys(cat.orders) as ListingSort[]) {
    const old = cat.orders[sort]!.order;
    const compare = sortCompareAcross(sort);
    const added = [...incoming].sort((x, y) => compare(fresh, x, fresh, y));
    const places = added.map((j) =>
      insertionPoint(old.length, (p) => compare(cat, old[p]!, fresh, j)),
    );
    const order = new Int32Array(size);
    let w = 0;
    let p = 0;
    const copyUpTo = (end: number) => {
      for (; p < end; p++) {
        const r = oldToNew[old[p]!]!;
        if (r >= 0) order[w++] = r;
      }
    };
    added.forEach((j, q) => {
      copyUpTo(places[q]!);
      order[w++] = freshToNew[j]!;
    });
    copyUpTo(old.length);
    orders[sort] = { order, pos: positions(order) };
  }
  return finish(rows, tree, names, orders);
}

/** The first index in [0, n) whose row sorts after the sought one (`compare(i) > 0`). */
function insertionPoint(n: number, compare: (i: number) => number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(mid) > 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Rows from runs of two sets (triples: 0 for `a` or 1 for `b`, first row, end): bulk copies. */
function gatherSegments(segments: readonly number[], size: number, a: Rows, b: Rows): Rows {
  let sellerCount = 0;
  let facetCount = 0;
  for (let s = 0; s < segments.length; s += 3) {
    const src = segments[s] ? b : a;
    const [first, end] = [segments[s + 1]!, segments[s + 2]!];
    sellerCount += src.sellers.start[end]! - src.sellers.start[first]!;
    facetCount += src.facetValues.start[end]! - src.facetValues.start[first]!;
  }
  const out = emptyRows(size, sellerCount, facetCount);
  const copyRagged = (to: Ragged, from: Ragged, at: number, first: number, end: number) => {
    const base = to.start[at]!;
    to.values.set(from.values.subarray(from.start[first]!, from.start[end]!), base);
    const shift = base - from.start[first]!;
    for (let r = first + 1; r <= end; r++) to.start[at + r - first] = from.start[r]! + shift;
  };
  let at = 0;
  for (let s = 0; s < segments.length; s += 3) {
    const src = segments[s] ? b : a;
    const [first, end] = [segments[s + 1]!, segments[s + 2]!];
    for (const key of SCALARS)
      (out[key] as Int32Array).set((src[key] as Int32Array).subarray(first, end), at);
    copyRagged(out.sellers, src.sellers, at, first, end);
    copyRagged(out.facetValues, src.facetValues, at, first, end);
    at += end - first;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Keeping it current

export class CatalogueIndex {
  private cat: Catalogue | null = null;
  private since = '';
  private reading: Promise<void> | null = null;
  private looking: Promise<void> | null = null;
  private lookedAt = 0;
  private readAt = 0;
  private namesAt = 0;
  private names: Pick<Catalogue, 'brandNames' | 'businessNames'> | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly refreshMs = REFRESH_MS,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /**
   * The snapshot as of at most `refreshMs` ago, or null while the first read runs (the caller
   * answers from the database meanwhile).
   */
  async current(): Promise<Catalogue | null> {
    if (!this.cat) {
      this.reading ??= this.readAll().finally(() => (this.reading = null));
      return null;
    }
    if (Date.now() - this.readAt > FULL_READ_MS && !this.reading)
      this.reading = this.readAll().finally(() => (this.reading = null));
    if (Date.now() - this.lookedAt >= this.refreshMs) {
      this.looking ??= this.lookForChanges().finally(() => (this.looking = null));
      await this.looking;
    }
    return this.cat;
  }

  /** Reads the whole catalogue now (tests, and a warm start). */
  async ready(): Promise<Catalogue> {
    if (!this.cat) {
      this.reading ??= this.readAll().finally(() => (this.reading = null));
      await this.reading;
    }
    return (await this.current())!;
  }

  private async readAll(): Promise<void> {
    try {
      const { cat, since } = await readAll(this.db);
      this.cat = cat;
      this.since = since;
      this.readAt = this.lookedAt = this.namesAt = Date.now();
      this.names = { brandNames: cat.brandNames, businessNames: cat.businessNames };
    } catch (err) {
      this.onError(err);
    }
  }

  private async lookForChanges(): Promise<void> {
    const cat = this.cat!;
    try {
      const namesDue = Date.now() - this.namesAt >= NAMES_MS;
      const next = await watermark(this.db);
      const [changed, tree, names] = await Promise.all([
        queryRows<ProductRow>(
          this.db,
          sql`SELECT ${listingColumns} FROM products
               WHERE listing_changed_at > ${this.since}::timestamptz`,
        ),
        readTree(this.db),
        namesDue ? readNames(this.db) : Promise.resolve(this.names!),
      ]);
      if (namesDue) this.namesAt = Date.now();
      this.names = names;
      // A whole read that finished meanwhile brought its own snapshot and starting point.
      if (this.cat === cat) {
        const merged = mergeChanges(cat, changed, tree, names);
        if (merged) this.cat = merged;
        this.since = next;
      }
      this.lookedAt = Date.now();
    } catch (err) {
      this.onError(err);
      this.lookedAt = Date.now();
    }
  }
}

const indexes = new WeakMap<object, CatalogueIndex>();

/** The catalogue index of a database handle (one per process and database). */
export function catalogueIndexOf(db: DbOrTx, onError?: (err: unknown) => void): CatalogueIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new CatalogueIndex(db, REFRESH_MS, onError)));
  return index;
}

// ---------------------------------------------------------------------------------------------
// Answering a listing

/** Whether the snapshot can answer `q`: only filters it indexes. */
export function servedFromCatalogue(q: ListingQuery): boolean {
  return (
    q.system === undefined &&
    q.rating_min === undefined &&
    q.seller.length === 0 &&
    q.discounted === undefined &&
    q.attr.length === 0
  );
}

/**
 * First index in [lo, hi) of an ascending run whose value is >= `value` (a block's prices, the
 * blocks' category positions).
 */
function lowerBound(values: Int32Array, lo: number, hi: number, value: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Code-unit order, as PostgreSQL's C collation orders names. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The listing of `q` (see `servedFromCatalogue`): the same answer as `listProducts`. */
export async function listFromCatalogue(
  db: DbOrTx,
  cat: Catalogue,
  q: ListingQuery,
): Promise<ListingResult> {
  const { tree } = cat;
  let category: CategoryNode | null = null;
  if (q.category !== undefined) {
    const found = tree.byId.get(q.category);
    if (!found?.isActive) throw notFound('Kategori bulunamadı.');
    category = found;
  }
  const nb = cat.blockCategory.length;
  const b0 = category ? lowerBound(cat.blockCatPos, 0, nb, category.pos) : 0;
  const b1 = category ? lowerBound(cat.blockCatPos, b0, nb, category.end + 1) : nb;

  let brandOk: Uint8Array | null = null;
  if (q.brand.length) {
    brandOk = new Uint8Array(cat.maxBrand + 1);
    for (const b of q.brand) if (b >= 0 && b <= cat.maxBrand) brandOk[b] = 1;
  }
  const stockWant = q.in_stock === undefined ? -1 : q.in_stock ? 1 : 0;
  const hasPrice = q.min_price !== undefined || q.max_price !== undefined;
  const lo = q.min_price ?? -Infinity;
  const hi = q.max_price ?? Infinity;

  const { blockStart, blockBrand, blockStock, blockCategory, price } = cat;
  const brandDense = new Int32Array(cat.maxBrand + 1);
  const categoryDense = new Int32Array(cat.maxCategory + 1);
  // Row runs that pass every filter (start, end pairs), for the counts that need each row.
  const runs: number[] = [];
  let count = 0;
  let inStock = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  for (let k = b0; k < b1; k++) {
    const s = blockStart[k]!;
    const e = blockStart[k + 1]!;
    const a = hasPrice ? lowerBound(price, s, e, lo) : s;
    const z = hasPrice ? lowerBound(price, a, e, Math.floor(hi) + 1) : e;
    const m = z - a;
    const bOk = brandOk === null || brandOk[blockBrand[k]!] === 1;
    const sOk = stockWant < 0 || blockStock[k] === stockWant;
    if (sOk) brandDense[blockBrand[k]!]! += m; // every filter but the brand
    if (bOk && blockStock[k] === 1) inStock += m; // every filter but the stock
    if (bOk && sOk) {
      // Every filter but the price: the block's cheapest and dearest.
      if (price[s]! < priceMin) priceMin = price[s]!;
      if (price[e - 1]! > priceMax) priceMax = price[e - 1]!;
      if (m > 0) {
        count += m;
        categoryDense[blockCategory[k]!]! += m;
        runs.push(a, z);
      }
    }
  }

  // Discounted and ratings: differences of running counts per run; sellers row by row. Every
  // filter applies (none of theirs is set).
  const { sellers } = cat;
  const sellerDense = new Int32Array(cat.maxSeller + 1);
  let discounted = 0;
  let r4 = 0;
  let r3 = 0;
  let r2 = 0;
  let r1 = 0;
  for (let k = 0; k < runs.length; k += 2) {
    const a = runs[k]!;
    const z = runs[k + 1]!;
    discounted += cat.discounted[z]! - cat.discounted[a]!;
    r4 += cat.rating4[z]! - cat.rating4[a]!;
    r3 += cat.rating3[z]! - cat.rating3[a]!;
    r2 += cat.rating2[z]! - cat.rating2[a]!;
    r1 += cat.rating1[z]! - cat.rating1[a]!;
    const sv = sellers.values;
    for (let v = sellers.start[a]!; v < sellers.start[z]!; v++) sellerDense[sv[v]!]!++;
  }

  const pageRows = pickPage(cat, q, runs, count);
  const pageIds = pageRows.map((i) => cat.id[i]!);

  const nonZero = (dense: Int32Array) => {
    const out = new Map<number, number>();
    for (let id = 0; id < dense.length; id++) if (dense[id]) out.set(id, dense[id]!);
    return out;
  };
  const [cardRows, brandFacet, sellerFacet, attributes] = await Promise.all([
    cardRowsByIds(db, pageIds),
    named(db, 'brands', cat.brandNames, nonZero(brandDense), q.brand),
    named(db, 'businesses', cat.businessNames, nonZero(sellerDense), q.seller),
    category
      ? attributeFacetOf(db, category.path, [], async (valueIds) => {
          // Every value of the passing rows (a run's values are one stretch of the array).
          const counts = new Int32Array(cat.maxValue + 1);
          const { start, values } = cat.facetValues;
          for (let k = 0; k < runs.length; k += 2)
            for (let v = start[runs[k]!]!; v < start[runs[k + 1]!]!; v++) counts[values[v]!]!++;
          return valueIds
            .filter((v) => v <= cat.maxValue && counts[v]! > 0)
            .map((value_id) => ({ value_id, count: counts[value_id]! }));
        })
      : Promise.resolve([]),
  ]);
  const position = new Map(pageIds.map((id, k) => [id, k]));
  cardRows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);

  const children = tree.byPos
    .filter((c) => c.isActive && (category ? c.parentId === category.id : c.parentId === null))
    .sort((a, b) => a.position - b.position || byName(a.name, b.name));
  const facets: ListingFacets = {
    categories: children.map((c) => {
      let n = 0;
      for (let p = c.pos; p <= c.end; p++) n += categoryDense[tree.byPos[p]!.id] ?? 0;
      return { id: c.id, name: c.name, slug: c.slug, count: n };
    }),
    brands: brandFacet,
    price: priceMin === Infinity ? { min: null, max: null } : { min: priceMin, max: priceMax },
    attributes,
    rating: RATING_STEPS.map((r, k) => ({ min: r, count: [r4, r3, r2, r1][k]! })),
    sellers: sellerFacet,
    in_stock: inStock,
    discounted,
  };
  return { count, results: await toCards(db, cardRows), facets };
}

/**
 * The rows of the page: the smallest `skip + page` positions in the sort's order among the
 * matching rows, kept in a bounded max-heap while the matches are read in layout order (next to
 * each other in memory), then sorted. Walking the order from its start instead was ~2.5 ms at 1M:
 * its steps jump across the catalogue, and products cluster in it (ids by category).
 */
function pickPage(
  cat: Catalogue,
  q: ListingQuery,
  runs: readonly number[],
  count: number,
): number[] {
  const skip = (q.page - 1) * q.page_size;
  if (skip >= count) return [];
  const { order, pos } = orderOf(cat, q.sort);
  const k = Math.min(count, skip + q.page_size);
  const heap = new Int32Array(k);
  let size = 0;
  for (let r = 0; r < runs.length; r += 2) {
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const p = pos[i]!;
      if (size < k) {
        // Sift up.
        let c = size++;
        while (c > 0) {
          const parent = (c - 1) >> 1;
          if (heap[parent]! >= p) break;
          heap[c] = heap[parent]!;
          c = parent;
        }
        heap[c] = p;
      } else if (p < heap[0]!) {
        // Replace the largest kept and sift down.
        let c = 0;
        for (;;) {
          const l = 2 * c + 1;
          if (l >= k) break;
          const m = l + 1 < k && heap[l + 1]! > heap[l]! ? l + 1 : l;
          if (heap[m]! <= p) break;
          heap[c] = heap[m]!;
          c = m;
        }
        heap[c] = p;
      }
    }
  }
  heap.sort();
  const out: number[] = [];
  for (let j = skip; j < k; j++) out.push(order[heap[j]!]!);
  return out;
}
