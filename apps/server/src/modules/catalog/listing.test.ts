import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type ListingResponse, listingResponseSchema } from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { refreshProductSummaries } from './product-summary.service.ts';

/**
 * The listing is checked against an oracle built in JavaScript from the raw tables (products,
 * category paths, product and active-variant attribute values, active offers), so a wrong SQL
 * condition or facet shows up as a different set of ids or counts.
 */

let t: TestContext;

interface P {
  id: number;
  status: string;
  brandId: number;
  categoryPath: string;
  minPrice: number | null;
  ratingAvg: number;
  ratingCount: number;
  soldCount: number;
  inStock: boolean;
  discountPercent: number;
  createdAt: number;
  values: Set<string>;
  sellers: Set<number>;
  /** Paths of the compatibility systems the product is linked to. */
  systemPaths: string[];
}

interface Filters {
  category?: number;
  brand?: number[];
  min_price?: number;
  max_price?: number;
  attr?: string[];
  rating_min?: number;
  seller?: number[];
  in_stock?: boolean;
  discounted?: boolean;
  system?: number;
}
type Key = keyof Filters;

let all: P[] = [];
let categoryPaths = new Map<number, string>();
let categoryParents = new Map<number, number | null>();
let brandNames = new Map<number, string>();
let systemPaths = new Map<number, string>();

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
  // Hidden products, an inactive variant and an inactive offer: the listing must ignore them.
  await t.database.db.execute(
    sql`UPDATE variants SET is_active = false WHERE id IN (
          SELECT min(v.id) FROM variants v JOIN variant_attribute_values vav ON vav.variant_id = v.id
           GROUP BY v.product_id HAVING count(DISTINCT v.id) > 1)`,
  );
  await t.database.db.execute(
    sql`UPDATE offers SET is_active = false WHERE id IN (
          SELECT max(id) FROM offers GROUP BY business_id LIMIT 5)`,
  );
  // Writers refresh the listing summary (and facet arrays) after changing variants or offers.
  await refreshProductSummaries(t.database.db);
  await t.database.db.execute(
    sql`UPDATE products SET status = 'taslak' WHERE id = (SELECT min(id) FROM products)`,
  );
  await t.database.db.execute(
    sql`UPDATE products SET min_price = NULL WHERE id = (SELECT max(id) FROM products)`,
  );
  const prods = await q<{
    id: number;
    status: string;
    brand_id: number;
    path: string;
    min_price: number | null;
    rating_avg_x100: number;
    rating_count: number;
    sold_count: number;
    in_stock: boolean;
    discount_percent: number;
    created_at: string | Date;
  }>(sql`SELECT p.id, p.status::text AS status, p.brand_id, c.path, p.min_price, p.rating_avg_x100,
                p.rating_count, p.sold_count, p.in_stock, p.discount_percent, p.created_at
           FROM products p JOIN categories c ON c.id = p.category_id`);
  const values = await q<{ product_id: number; v: string }>(
    sql`SELECT x.product_id, a.slug || ':' || av.slug AS v FROM (
          SELECT product_id, attribute_value_id FROM product_attribute_values
          UNION ALL
          SELECT v.product_id, vav.attribute_value_id FROM variant_attribute_values vav
            JOIN variants v ON v.id = vav.variant_id WHERE v.is_active) x
        JOIN attribute_values av ON av.id = x.attribute_value_id
        JOIN attributes a ON a.id = av.attribute_id`,
  );
  const sellers = await q<{ product_id: number; business_id: number }>(
    sql`SELECT v.product_id, o.business_id FROM offers o JOIN variants v ON v.id = o.variant_id
         WHERE o.is_active AND v.is_active`,
  );
  const links = await q<{ product_id: number; path: string }>(
    sql`SELECT ps.product_id, s.path FROM product_systems ps JOIN systems s ON s.id = ps.system_id`,
  );
  const systemRows = await q<{ id: number; path: string }>(sql`SELECT id, path FROM systems`);
  systemPaths = new Map(systemRows.map((r) => [r.id, r.path]));
  all = prods.map((p) => ({
    id: p.id,
    status: p.status,
    brandId: p.brand_id,
    categoryPath: p.path,
    minPrice: p.min_price,
    ratingAvg: p.rating_avg_x100,
    ratingCount: p.rating_count,
    soldCount: p.sold_count,
    inStock: p.in_stock,
    discountPercent: p.discount_percent,
    createdAt: new Date(p.created_at).getTime(),
    values: new Set(values.filter((v) => v.product_id === p.id).map((v) => v.v)),
    sellers: new Set(sellers.filter((s) => s.product_id === p.id).map((s) => s.business_id)),
    systemPaths: links.filter((l) => l.product_id === p.id).map((l) => l.path),
  }));
  const cats = await q<{ id: number; path: string; parent_id: number | null }>(
    sql`SELECT id, path, parent_id FROM categories`,
  );
  categoryPaths = new Map(cats.map((c) => [c.id, c.path]));
  categoryParents = new Map(cats.map((c) => [c.id, c.parent_id]));
  const brandRows = await q<{ id: number; name: string }>(sql`SELECT id, name FROM brands`);
  brandNames = new Map(brandRows.map((b) => [b.id, b.name]));
}, 120_000);
afterAll(async () => t?.close());

const visible = () => all.filter((p) => p.status === 'yayinda' && p.minPrice !== null);

function matches(p: P, f: Filters, except: Array<Key | `attr:${string}`> = []): boolean {
  const skip = (k: Key | `attr:${string}`) => except.includes(k);
  if (p.status !== 'yayinda' || p.minPrice === null) return false;
  if (f.category !== undefined && !skip('category')) {
    if (!p.categoryPath.startsWith(categoryPaths.get(f.category)!)) return false;
  }
  // A product fits a system linked to it, to an ancestor or to a descendant. Never a facet.
  if (f.system !== undefined) {
    const path = systemPaths.get(f.system)!;
    if (!p.systemPaths.some((sp) => sp.startsWith(path) || path.startsWith(sp))) return false;
  }
  if (f.brand?.length && !skip('brand') && !f.brand.includes(p.brandId)) return false;
  if (!skip('min_price') && f.min_price !== undefined && p.minPrice < f.min_price) return false;
  if (!skip('max_price') && f.max_price !== undefined && p.minPrice > f.max_price) return false;
  if (f.rating_min !== undefined && !skip('rating_min') && p.ratingAvg < f.rating_min * 100)
    return false;
  if (f.seller?.length && !skip('seller') && !f.seller.some((s) => p.sellers.has(s))) return false;
  if (f.in_stock !== undefined && !skip('in_stock') && p.inStock !== f.in_stock) return false;
  if (f.discounted !== undefined && !skip('discounted') && p.discountPercent > 0 !== f.discounted)
    return false;
  const byAxis = new Map<string, string[]>();
  for (const a of f.attr ?? []) {
    const axis = a.split(':')[0]!;
    byAxis.set(axis, [...(byAxis.get(axis) ?? []), a]);
  }
  for (const [axis, vals] of byAxis) {
    if (skip(`attr:${axis}`)) continue;
    if (!vals.some((v) => p.values.has(v))) return false;
  }
  return true;
}

function toQuery(f: Filters & { sort?: string; page?: number; page_size?: number }): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) params.append(k, String(x));
    else params.append(k, String(v));
  }
  return params.toString();
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function list(query: string): Promise<ListingResponse> {
  const res = await get(`/api/urun/api/products/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listingResponseSchema.parse(res.json());
}

/** Every page of a listing, following `next`. */
async function allPages(f: Filters, sort = 'recommended') {
  let url: string | null = `/api/urun/api/products/?${toQuery({ ...f, sort, page_size: 50 })}`;
  const ids: number[] = [];
  let first: ListingResponse | null = null;
  const cards: ListingResponse['results'] = [];
  while (url) {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = listingResponseSchema.parse(res.json());
    first ??= body;
    ids.push(...body.results.map((r) => r.id));
    cards.push(...body.results);
    url = body.next;
  }
  return { first: first!, ids, cards };
}

/** Test data picked from the seeded catalogue. */
function pickData() {
  const vis = visible();
  const topIds = [...categoryParents].filter(([, parent]) => parent === null).map(([id]) => id);
  const inTop = (id: number) =>
    vis.filter((p) => p.categoryPath.startsWith(categoryPaths.get(id)!));
  const top = topIds.sort((a, b) => inTop(b).length - inTop(a).length)[0]!;
  const topProducts = inTop(top);
  const brandCounts = new Map<number, number>();
  for (const p of topProducts) brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
  const twoBrands = [...brandCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([id]) => id);
  // A category whose products carry attribute values on at least two axes.
  const leafCounts = new Map<string, P[]>();
  for (const p of vis)
    if (p.values.size)
      leafCounts.set(p.categoryPath, [...(leafCounts.get(p.categoryPath) ?? []), p]);
  const [leafPath, leafProducts] = [...leafCounts].sort((a, b) => b[1].length - a[1].length)[0]!;
  const leafId = [...categoryPaths].find(([, path]) => path === leafPath)![0];
  const valueCounts = new Map<string, number>();
  for (const p of leafProducts)
    for (const v of p.values) valueCounts.set(v, (valueCounts.get(v) ?? 0) + 1);
  const axes = new Map<string, string[]>();
  for (const [v] of [...valueCounts].sort((a, b) => b[1] - a[1])) {
    const axis = v.split(':')[0]!;
    axes.set(axis, [...(axes.get(axis) ?? []), v]);
  }
  const multi = [...axes].filter(([, vs]) => vs.length >= 2);
  const attr = [...multi[0]![1].slice(0, 2), ...(multi[1] ? [multi[1][1][0]!] : [])];
  const sellerCounts = new Map<number, number>();
  for (const p of vis)
    for (const s of p.sellers) sellerCounts.set(s, (sellerCounts.get(s) ?? 0) + 1);
  const seller = [...sellerCounts].sort((a, b) => b[1] - a[1])[0]![0];
  const prices = topProducts.map((p) => p.minPrice!).sort((a, b) => a - b);
  // The compatibility system that the most visible products fit (through any linkage).
  const fitCount = (path: string) =>
    vis.filter((p) => p.systemPaths.some((sp) => sp.startsWith(path) || path.startsWith(sp)))
      .length;
  const system = [...systemPaths].sort(
    (a, b) => fitCount(b[1]) - fitCount(a[1]) || a[0] - b[0],
  )[0]![0];
  return {
    system,
    top,
    twoBrands,
    leafId,
    attr,
    seller,
    priceLo: prices[Math.floor(prices.length * 0.2)]!,
    priceHi: prices[Math.floor(prices.length * 0.8)]!,
  };
}

describe('the answer of the listing route', () => {
  it('is exactly its schema, from memory and from the database (the route does not parse it again)', async () => {
    const d = pickData();
    const queries = [
      '',
      `category=${d.top}`,
      `category=${d.top}&${d.twoBrands.map((b) => `brand=${b}`).join('&')}&in_stock=true&sort=price_desc&page=2`,
      `min_price=${d.priceLo}&sort=newest`,
      'rating_min=3',
      'discounted=true&sort=most_reviewed',
    ];
    // Twice with another page size (another URL, past the page cache): the first requests of a
    // process may go to the database while the catalogue is being read into memory.
    for (const size of [23, 24])
      for (const query of queries) {
        const res = await get(`/api/urun/api/products/?${query}&page_size=${size}`);
        expect(res.statusCode, res.body).toBe(200);
        const body: unknown = res.json();
        expect(listingResponseSchema.parse(body), query).toEqual(body);
      }
  });
});

describe('GET /api/urun/api/products/ filters', () => {
  const cases: Array<[string, () => Filters]> = [
    ['no filters', () => ({})],
    ['a top category (its whole subtree)', () => ({ category: pickData().top })],
    [
      'category + two brands + a price range',
      () => {
        const d = pickData();
        return { category: d.top, brand: d.twoBrands, min_price: d.priceLo, max_price: d.priceHi };
      },
    ],
    [
      'attributes: two values of one axis (OR) and one of another (AND)',
      () => {
        const d = pickData();
        return { category: d.leafId, attr: d.attr };
      },
    ],
    ['a seller, in stock', () => ({ seller: [pickData().seller], in_stock: true })],
    ['discounted with rating ≥ 3', () => ({ discounted: true, rating_min: 3 })],
    [
      'not discounted, min price only',
      () => ({ discounted: false, min_price: pickData().priceLo }),
    ],
    ['out of stock', () => ({ in_stock: false })],
    ['a compatibility system', () => ({ system: pickData().system })],
    [
      'a compatibility system, in stock, rating ≥ 1',
      () => ({ system: pickData().system, in_stock: true, rating_min: 1 }),
    ],
  ];

  it.each(cases)('%s: exactly the matching products, count and facets right', async (_n, make) => {
    const f = make();
    const expected = visible()
      .filter((p) => matches(p, f))
      .map((p) => p.id);
    const { first, ids } = await allPages(f);
    if (!('in_stock' in f && f.in_stock === false)) expect(expected.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(first.count).toBe(expected.length);

    // Facets: each counted with every other filter.
    const facets = first.facets;
    const without = (...keys: Array<Key | `attr:${string}`>) =>
      visible().filter((p) => matches(p, f, keys));
    const brandCounts = new Map<number, number>();
    for (const p of without('brand'))
      brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
    // A selected brand stays listed, with 0 when nothing else matches, so its chip keeps a name.
    for (const id of 'brand' in f ? (f.brand ?? []) : [])
      if (!brandCounts.has(id)) brandCounts.set(id, 0);
    expect(new Map(facets.brands.map((b) => [b.id, b.count]))).toEqual(brandCounts);
    for (const b of facets.brands) expect(b.name).toBe(brandNames.get(b.id));
    const counts = facets.brands.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect(facets.in_stock).toBe(without('in_stock').filter((p) => p.inStock).length);
    expect(facets.discounted).toBe(
      without('discounted').filter((p) => p.discountPercent > 0).length,
    );
    for (const r of facets.rating)
      expect(r.count).toBe(without('rating_min').filter((p) => p.ratingAvg >= r.min * 100).length);
    expect(facets.rating.map((r) => r.min)).toEqual([4, 3, 2, 1]);

    const sellerCounts = new Map<number, number>();
    for (const p of without('seller'))
      for (const s of p.sellers) sellerCounts.set(s, (sellerCounts.get(s) ?? 0) + 1);
    expect(new Map(facets.sellers.map((s) => [s.id, s.count]))).toEqual(sellerCounts);

    const priced = without('min_price', 'max_price').map((p) => p.minPrice!);
    expect(facets.price).toEqual({
      min: priced.length ? Math.min(...priced) : null,
      max: priced.length ? Math.max(...priced) : null,
    });

    const parent = f.category ?? null;
    const children = [...categoryParents].filter(([, p]) => p === parent).map(([id]) => id);
    expect(facets.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      children.sort((a, b) => a - b),
    );
    const matching = visible().filter((p) => matches(p, f));
    for (const c of facets.categories)
      expect(c.count).toBe(
        matching.filter((p) => p.categoryPath.startsWith(categoryPaths.get(c.id)!)).length,
      );

    if (f.category === undefined) expect(facets.attributes).toEqual([]);
    for (const a of facets.attributes)
      for (const v of a.values)
        expect(v.count, `${a.slug}:${v.slug}`).toBe(
          without(`attr:${a.slug}`).filter((p) => p.values.has(`${a.slug}:${v.slug}`)).length,
        );
    if (f.attr?.length) {
      const axis = f.attr[0]!.split(':')[0]!;
      expect(facets.attributes.map((a) => a.slug)).toContain(axis);
    }
  });

  it('shows the other brands when one brand is chosen', async () => {
    const d = pickData();
    const body = await list(toQuery({ category: d.top, brand: [d.twoBrands[0]!] }));
    expect(body.facets.brands.length).toBeGreaterThan(1);
    expect(body.results.every((r) => r.brand.id === d.twoBrands[0])).toBe(true);
  });

  it('a value held only by an inactive variant does not match', async () => {
    const [row] = await q<{ product_id: number; category_id: number; v: string }>(
      sql`SELECT v.product_id, p.category_id, a.slug || ':' || av.slug AS v
            FROM variants v JOIN variant_attribute_values vav ON vav.variant_id = v.id
            JOIN attribute_values av ON av.id = vav.attribute_value_id
            JOIN attributes a ON a.id = av.attribute_id
            JOIN products p ON p.id = v.product_id
           WHERE NOT v.is_active AND p.status = 'yayinda' AND p.min_price IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM variants v2
                  JOIN variant_attribute_values vav2 ON vav2.variant_id = v2.id
                 WHERE v2.product_id = v.product_id AND v2.is_active
                   AND vav2.attribute_value_id = vav.attribute_value_id)
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values pav
                 WHERE pav.product_id = v.product_id AND pav.attribute_value_id = vav.attribute_value_id)
           LIMIT 1`,
    );
    expect(row).toBeDefined();
    const { ids } = await allPages({ category: row!.category_id, attr: [row!.v] });
    expect(ids).not.toContain(row!.product_id);
  });

  it('an unknown attribute value matches nothing', async () => {
    const body = await list(toQuery({ attr: ['renk:yok-boyle-bir-renk'] }));
    expect(body.count).toBe(0);
    expect(body.results).toEqual([]);
  });
});

describe('sorting', () => {
  const byId = () => new Map(all.map((p) => [p.id, p]));
  const sorted = (xs: number[], cmp: (a: number, b: number) => number) =>
    xs.every((x, i) => i === 0 || cmp(xs[i - 1]!, x) <= 0);

  it.each([
    ['price_asc', (p: P) => [p.minPrice!]],
    ['price_desc', (p: P) => [-p.minPrice!]],
    ['best_selling', (p: P) => [-p.soldCount]],
    ['newest', (p: P) => [-p.createdAt]],
    ['most_reviewed', (p: P) => [-p.ratingCount]],
    ['recommended', (p: P) => [p.inStock ? 0 : 1, -p.soldCount]],
  ] as const)('%s orders every page', async (sort, key) => {
    const { ids, cards, first } = await allPages({}, sort);
    expect(ids.length).toBe(first.count);
    const m = byId();
    const keys = ids.map((id) => key(m.get(id)!));
    const lexi = (a: number[], b: number[]) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return 0;
    };
    expect(
      keys.every((k, i) => i === 0 || lexi(keys[i - 1]!, k) <= 0),
      `${sort} is not ordered`,
    ).toBe(true);
    // The keys are not all equal, so a missing ORDER BY would fail.
    expect(new Set(keys.map((k) => k.join(','))).size).toBeGreaterThan(1);
    if (sort === 'price_asc')
      expect(
        sorted(
          cards.map((c) => c.price),
          (a, b) => a - b,
        ),
      ).toBe(true);
  });

  it('defaults to recommended', async () => {
    const a = await list('page_size=30');
    const b = await list('page_size=30&sort=recommended');
    expect(a.results.map((r) => r.id)).toEqual(b.results.map((r) => r.id));
  });
});

describe('selected values', () => {
  it('keeps a selected brand or seller in its facet with 0 when nothing else matches it', async () => {
    const tops = [...categoryParents].filter(([, parent]) => parent === null).map(([id]) => id);
    // A brand that has products, but none under some top category.
    let pick: { top: number; brand: number } | null = null;
    for (const top of tops) {
      const inTop = new Set(
        visible()
          .filter((p) => p.categoryPath.startsWith(`${top}/`))
          .map((p) => p.brandId),
      );
      const outside = visible().find((p) => !inTop.has(p.brandId));
      if (outside) {
        pick = { top, brand: outside.brandId };
        break;
      }
    }
    expect(pick).not.toBeNull();
    const res = await list(`category=${pick!.top}&brand=${pick!.brand}`);
    expect(res.count).toBe(0);
    expect(res.facets.brands).toContainEqual({
      id: pick!.brand,
      name: brandNames.get(pick!.brand),
      count: 0,
    });
    const unknownSeller = await list(`category=${pick!.top}&seller=999999`);
    expect(unknownSeller.facets.sellers.some((s) => s.id === 999999)).toBe(false);
  });

  it('brand counts cached for one brand serve another brand with its own selection', async () => {
    const tops = [...categoryParents].filter(([, parent]) => parent === null).map(([id]) => id);
    let pick: { top: number; inside: number; outside: number } | null = null;
    for (const top of tops) {
      const inTop = visible().filter((p) => p.categoryPath.startsWith(`${top}/`) && p.inStock);
      const brandsIn = new Set(inTop.map((p) => p.brandId));
      const outside = visible().find((p) => !brandsIn.has(p.brandId));
      if (inTop[0] && outside) {
        pick = { top, inside: inTop[0].brandId, outside: outside.brandId };
        break;
      }
    }
    expect(pick).not.toBeNull();
    const { top, inside, outside } = pick!;
    // Same filters but the brand: the second answer reuses the first one's brand counts.
    const a = await list(`category=${top}&in_stock=true&brand=${inside}`);
    const b = await list(`category=${top}&in_stock=true&brand=${outside}`);
    const expected = new Map<number, number>();
    for (const p of visible())
      if (p.categoryPath.startsWith(`${top}/`) && p.inStock)
        expected.set(p.brandId, (expected.get(p.brandId) ?? 0) + 1);
    const counts = (r: ListingResponse) => new Map(r.facets.brands.map((x) => [x.id, x.count]));
    expect(counts(a)).toEqual(expected);
    expect(counts(b)).toEqual(new Map([...expected, [outside, 0]]));
    expect(b.count).toBe(0);
    expect(a.count).toBe(expected.get(inside));
  });
});

describe('pagination', () => {
  it('links next and previous with the same query, and ends cleanly', async () => {
    const total = visible().length;
    const first = await list('page_size=10&in_stock=true');
    const expectedTotal = visible().filter((p) => p.inStock).length;
    expect(first.count).toBe(expectedTotal);
    expect(first.results).toHaveLength(Math.min(10, expectedTotal));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/urun/api/products/?page_size=10&in_stock=true&page=2');
    const second = await list('page_size=10&in_stock=true&page=2');
    expect(second.previous).toBe('/api/urun/api/products/?page_size=10&in_stock=true&page=1');
    expect(second.results.map((r) => r.id)).not.toEqual(first.results.map((r) => r.id));

    const last = Math.ceil(total / 10);
    const lastPage = await list(`page_size=10&page=${last}`);
    expect(lastPage.next).toBeNull();
    expect(lastPage.results).toHaveLength(total - (last - 1) * 10);

    const beyond = await list(`page_size=10&page=${last + 5}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(total);
    expect(beyond.next).toBeNull();
  });

  it('keeps repeated keys in next', async () => {
    const d = pickData();
    const body = await list(`brand=${d.twoBrands[0]}&brand=${d.twoBrands[1]}&page_size=1`);
    expect(body.next).toBe(
      `/api/urun/api/products/?brand=${d.twoBrands[0]}&brand=${d.twoBrands[1]}&page_size=1&page=2`,
    );
  });

  it('caps page_size at 100', async () => {
    expect(visible().length).toBeGreaterThan(100);
    const body = await list('page_size=500');
    expect(body.results).toHaveLength(100);
    expect(body.next).toContain('page=2');
    const def = await list('');
    expect(def.results).toHaveLength(24);
  });
});

describe('bad input', () => {
  it.each([
    ['min_price=-1', 'min_price', /fiyat/],
    ['min_price=abc', 'min_price', /fiyat/],
    ['min_price=500&max_price=100', 'min_price', /büyük olamaz/],
    ['sort=cheapest', 'sort', /Sıralama/],
    ['attr=renk', 'attr.0', /özellik:değer/],
    ['attr=renk:', 'attr.0', /özellik:değer/],
    ['brand=x', 'brand.0', /Marka/],
    ['brand=1&brand=zz', 'brand.1', /Marka/],
    ['rating_min=6', 'rating_min', /puan/],
    ['in_stock=belki', 'in_stock', /Stokta/],
    ['page=0', 'page', /Sayfa/],
    ['page_size=0', 'page_size', /Sayfa boyutu/],
    ['category=abc', 'category', /Kategori/],
    ['system=clio', 'system', /Uyumlu sistem/],
  ])('%s → 400 with a Turkish detail', async (query, field, message) => {
    const res = await get(`/api/urun/api/products/?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { detail: string; code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('invalid');
    expect(body.detail).toBe('Gönderilen bilgiler geçersiz.');
    expect(body.errors[field]?.join(' ')).toMatch(message);
  });

  it('an unknown compatibility system → 404', async () => {
    const res = await get('/api/urun/api/products/?system=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Uyumlu sistem bulunamadı.', code: 'not_found' });
  });

  it('an unknown category → 404', async () => {
    const res = await get('/api/urun/api/products/?category=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Kategori bulunamadı.', code: 'not_found' });
  });
});
