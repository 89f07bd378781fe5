import type { ListingSort } from '@carsi/shared';

// Every filter of a listing lives in the URL query, so a link reproduces the page. This module
// is the one translation between the URL (what the shopper shares), the page state and the
// API parameters (`listingQuerySchema` / `searchQuerySchema`). Arrays are repeated keys.

/** The sorts in the order of the select; the labels are the shop's Turkish wording. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ListingSort; label: string }> = [
  { value: 'recommended', label: 'Önerilen' },
  { value: 'price_asc', label: 'En düşük fiyat' },
  { value: 'price_desc', label: 'En yüksek fiyat' },
  { value: 'best_selling', label: 'En çok satan' },
  { value: 'newest', label: 'En yeni' },
  { value: 'most_reviewed', label: 'En çok değerlendirilen' },
];
const SORTS = new Set<string>(SORT_OPTIONS.map((o) => o.value));

export interface ListingState {
  /** Search words ('' on category pages and for "all products"). */
  q: string;
  /** A category chosen as a filter on /search (category pages take it from the path). */
  category?: number;
  brand: number[];
  seller: number[];
  /** `axis:value` slugs, e.g. `renk:kirmizi`. */
  attr: string[];
  /** kuruş */
  min_price?: number;
  /** kuruş */
  max_price?: number;
  rating_min?: number;
  in_stock: boolean;
  discounted: boolean;
  /** Absent: the server's default (önerilen, or relevance when searching). */
  sort?: ListingSort;
  page: number;
}

/** What the API receives; undefined keys are dropped by the client, arrays are repeated keys. */
export interface ListingApiParams {
  q?: string;
  category?: number;
  brand?: number[];
  seller?: number[];
  attr?: string[];
  min_price?: number;
  max_price?: number;
  rating_min?: number;
  in_stock?: true;
  discounted?: true;
  sort?: ListingSort;
  page?: number;
  page_size?: number;
}

/** Cards per page; sent explicitly so the page count never depends on a server default. */
export const LISTING_PAGE_SIZE = 24;

export const EMPTY_LISTING_STATE: ListingState = {
  q: '',
  brand: [],
  seller: [],
  attr: [],
  in_stock: false,
  discounted: false,
  page: 1,
};

const ID = /^[1-9]\d{0,9}$/;
const MONEY = /^\d{1,10}$/;
const ATTR = /^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_INT = 2_147_483_647;
const MAX_VALUES = 50;

const id = (s: string | null): number | undefined =>
  s !== null && ID.test(s) && Number(s) <= MAX_INT ? Number(s) : undefined;
const money = (s: string | null): number | undefined =>
  s !== null && MONEY.test(s) && Number(s) <= MAX_INT ? Number(s) : undefined;
const flag = (s: string | null) => s === 'true' || s === '1';

function ids(values: string[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    const n = id(v);
    if (n !== undefined && !out.includes(n)) out.push(n);
  }
  return out.slice(0, MAX_VALUES);
}

/**
 * The page state from the URL query. It is lenient on purpose: a hand-edited or outdated link
 * with a malformed value drops that value (the server would answer 400) instead of breaking
 * the page.
 */
export function parseListingSearch(search: URLSearchParams): ListingState {
  let min_price = money(search.get('min_price'));
  let max_price = money(search.get('max_price'));
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    min_price = undefined;
    max_price = undefined;
  }
  const rating = id(search.get('rating_min'));
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    category: id(search.get('category')),
    brand: ids(search.getAll('brand')),
    seller: ids(search.getAll('seller')),
    attr: [...new Set(search.getAll('attr').filter((a) => ATTR.test(a)))].slice(0, MAX_VALUES),
    min_price,
    max_price,
    rating_min: rating !== undefined && rating <= 5 ? rating : undefined,
    in_stock: flag(search.get('in_stock')),
    discounted: flag(search.get('discounted')),
    sort: sort !== null && SORTS.has(sort) ? (sort as ListingSort) : undefined,
    page: id(search.get('page')) ?? 1,
  };
}

/** The canonical URL query of a state (stable key order; defaults left out). */
export function toSearchParams(state: ListingState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.q) p.set('q', state.q);
  if (state.category !== undefined) p.set('category', String(state.category));
  for (const b of state.brand) p.append('brand', String(b));
  for (const a of state.attr) p.append('attr', a);
  if (state.min_price !== undefined) p.set('min_price', String(state.min_price));
  if (state.max_price !== undefined) p.set('max_price', String(state.max_price));
  if (state.rating_min !== undefined) p.set('rating_min', String(state.rating_min));
  for (const s of state.seller) p.append('seller', String(s));
  if (state.in_stock) p.set('in_stock', 'true');
  if (state.discounted) p.set('discounted', 'true');
  if (state.sort) p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  return p;
}

/** `?…` for a state, or '' when nothing is set (a plain link to the page). */
export function toSearchString(state: ListingState): string {
  const s = toSearchParams(state).toString();
  return s ? `?${s}` : '';
}

/**
 * The API parameters of a state. `category` from the path (category pages) wins over the
 * query's; `q` is only sent to search.
 */
export function toApiParams(
  state: ListingState,
  options: { category?: number; search?: boolean } = {},
): ListingApiParams {
  const params: ListingApiParams = {};
  if (options.search && state.q) params.q = state.q;
  const category = options.category ?? (options.search ? state.category : undefined);
  if (category !== undefined) params.category = category;
  if (state.brand.length) params.brand = state.brand;
  if (state.attr.length) params.attr = state.attr;
  if (state.min_price !== undefined) params.min_price = state.min_price;
  if (state.max_price !== undefined) params.max_price = state.max_price;
  if (state.rating_min !== undefined) params.rating_min = state.rating_min;
  if (state.seller.length) params.seller = state.seller;
  if (state.in_stock) params.in_stock = true;
  if (state.discounted) params.discounted = true;
  if (state.sort) params.sort = state.sort;
  if (state.page > 1) params.page = state.page;
  params.page_size = LISTING_PAGE_SIZE;
  return params;
}

/** A filter change: the patch applied and the page back to 1 (the old page may not exist). */
export function withFilter(state: ListingState, patch: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...patch };
}

/** Adds the value when absent, removes it when present. */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Every filter removed; the words, the chosen sort and (on search) nothing else kept. */
export function clearFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING_STATE, q: state.q, sort: state.sort };
}

/** Number of active filters (a price range counts once), for the "Filtrele (3)" button. */
export function activeFilterCount(state: ListingState): number {
  return (
    (state.category !== undefined ? 1 : 0) +
    state.brand.length +
    state.seller.length +
    state.attr.length +
    (state.min_price !== undefined || state.max_price !== undefined ? 1 : 0) +
    (state.rating_min !== undefined ? 1 : 0) +
    (state.in_stock ? 1 : 0) +
    (state.discounted ? 1 : 0)
  );
}
