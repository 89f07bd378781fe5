import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bestSellersResponseSchema,
  listingResponseSchema,
  type SystemNode,
  superDealsResponseSchema,
  systemTreeSchema,
} from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { refreshProductSummaries } from './product-summary.service.ts';

/**
 * Best sellers, super deals and the compatibility tree, each compared with an oracle computed
 * in JavaScript from the raw tables (product_sales, deals, offers, product_systems).
 */

let t: TestContext;
const DAY = 86_400_000;

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

interface P {
  id: number;
  path: string;
  visible: boolean;
  in_stock: boolean;
  discount_percent: number;
}
let products = new Map<number, P>();
let categories: Array<{ id: number; parent_id: number | null; path: string; name: string }> = [];

async function loadProducts() {
  const list = await q<P>(
    sql`SELECT p.id, c.path, p.in_stock, p.discount_percent,
               (p.status = 'yayinda' AND p.min_price IS NOT NULL) AS visible
          FROM products p JOIN categories c ON c.id = p.category_id`,
  );
  products = new Map(list.map((p) => [p.id, p]));
}

beforeAll(async () => {
  t = await buildTestApp({ products: 'all' });
  // No sale within minutes of the 30-day edge: the server's clock and the oracle's differ by
  // the time between them, and the result must not depend on it.
  await t.database.db.execute(
    sql`DELETE FROM product_sales WHERE sold_at BETWEEN now() - interval '30 days 10 minutes'
                                                     AND now() - interval '29 days 23 hours 50 minutes'`,
  );
  categories = await q(sql`SELECT id, parent_id, path, name FROM categories`);
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/urun/api/best-sellers/', () => {
  let old: { id: number };
  beforeAll(async () => {
    // A big sale 31 days ago for a product that sold little in the window: it must not count.
    const [row] = await q<{ id: number }>(
      sql`SELECT p.id FROM products p WHERE p.status = 'yayinda' AND p.min_price IS NOT NULL
           ORDER BY (SELECT coalesce(sum(quantity), 0) FROM product_sales s
                      WHERE s.product_id = p.id AND s.sold_at >= now() - interval '30 days'), p.id
           LIMIT 1`,
    );
    old = row!;
    await t.database.db.execute(
      sql`INSERT INTO product_sales (product_id, basket_id, quantity, sold_at)
          VALUES (${old.id}, 'eski-sepet', 500, now() - interval '31 days')`,
    );
    await loadProducts();
  });

  async function oracle(categoryPath?: string) {
    const since = Date.now() - 30 * DAY;
    const sales = await q<{ product_id: number; quantity: number; sold_at: Date | string }>(
      sql`SELECT product_id, quantity, sold_at FROM product_sales`,
    );
    const units = new Map<number, number>();
    for (const s of sales) {
      const p = products.get(s.product_id)!;
      if (!p.visible || new Date(s.sold_at).getTime() < since) continue;
      if (categoryPath && !p.path.startsWith(categoryPath)) continue;
      units.set(s.product_id, (units.get(s.product_id) ?? 0) + s.quantity);
    }
    return [...units].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }

  it('ranks products by units sold in the last 30 days', async () => {
    const res = await get('/api/urun/api/best-sellers/');
    expect(res.statusCode, res.body).toBe(200);
    const body = bestSellersResponseSchema.parse(res.json());
    expect(body.period_days).toBe(30);
    expect(body.category).toBeNull();
    const expected = (await oracle()).slice(0, 48);
    expect(body.results.length).toBe(48);
    expect(body.results.map((r) => [r.id, r.units_sold])).toEqual(expected);
    expect(body.results.map((r) => r.rank)).toEqual(expected.map((_, i) => i + 1));
    expect(body.results.map((r) => r.id)).not.toContain(old.id);
    // The tabs: top categories with sales in the period.
    const tops = new Set(
      (await oracle()).map(([id]) => Number(products.get(id)!.path.split('/')[0])),
    );
    expect(new Set(body.categories.map((c) => c.id))).toEqual(tops);
  });

  it('ranks within a category subtree', async () => {
    const top = categories.find((c) => c.parent_id === null && c.name === 'Elektronik')!;
    const sub = categories.find((c) => c.parent_id === top.id)!;
    for (const cat of [top, sub]) {
      const body = bestSellersResponseSchema.parse(
        (await get(`/api/urun/api/best-sellers/?category=${cat.id}`)).json(),
      );
      expect(body.category).toEqual({ id: cat.id, name: cat.name });
      const expected = (await oracle(cat.path)).slice(0, 48);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.results.map((r) => [r.id, r.units_sold])).toEqual(expected);
    }
  });

  it('404 for an unknown category, 400 for a malformed one', async () => {
    const res = await get('/api/urun/api/best-sellers/?category=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Kategori bulunamadı.');
    const bad = await get('/api/urun/api/best-sellers/?category=elektronik');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.category.join(' ')).toContain('Kategori geçerli bir numara');
  });
});

describe('GET /api/urun/api/super-deals/', () => {
  let soldOutDeal: number;
  beforeAll(async () => {
    // A running deal on an offer with no stock, and one on an inactive offer: both left out.
    const [a] = await q<{ id: number }>(
      sql`INSERT INTO deals (offer_id, starts_at, ends_at)
          SELECT o.id, now() - interval '1 hour', now() + interval '1 hour' FROM offers o
           WHERE o.list_price IS NOT NULL ORDER BY o.id LIMIT 1 RETURNING id`,
    );
    soldOutDeal = a!.id;
    await t.database.db.execute(
      sql`UPDATE offers SET stock = 0 WHERE id = (SELECT offer_id FROM deals WHERE id = ${soldOutDeal})`,
    );
    await t.database.db.execute(sql`
      WITH o AS (SELECT o.id FROM offers o WHERE o.list_price IS NOT NULL AND o.stock > 0
                 ORDER BY o.id DESC LIMIT 1)
      INSERT INTO deals (offer_id, starts_at, ends_at)
      SELECT id, now() - interval '1 hour', now() + interval '2 hour' FROM o`);
    await t.database.db.execute(sql`
      UPDATE offers SET is_active = false WHERE id = (SELECT offer_id FROM deals ORDER BY id DESC LIMIT 1)`);
    // Offer writes refresh the listing summary (lib/catalog-write); these raw ones do it here,
    // so the summary the page is ordered by and the cards' live prices agree.
    await refreshProductSummaries(t.database.db);
    await loadProducts();
  });

  it('stars running deals of buyable offers, soonest ending first', async () => {
    const res = await get('/api/urun/api/super-deals/');
    expect(res.statusCode, res.body).toBe(200);
    const body = superDealsResponseSchema.parse(res.json());
    const raw = await q<{
      id: number;
      starts_at: Date | string;
      ends_at: Date | string;
      stock: number;
      offer_active: boolean;
      variant_active: boolean;
      product_id: number;
    }>(
      sql`SELECT d.id, d.starts_at, d.ends_at, o.stock, o.is_active AS offer_active,
                 v.is_active AS variant_active, v.product_id
            FROM deals d JOIN offers o ON o.id = d.offer_id JOIN variants v ON v.id = o.variant_id`,
    );
    const now = Date.now();
    const running = raw.filter(
      (d) => new Date(d.starts_at).getTime() <= now && new Date(d.ends_at).getTime() > now,
    );
    expect(running.length).toBeLessThan(raw.length); // the seed has ended and future deals
    const expected = running
      .filter((d) => d.stock > 0 && d.offer_active && d.variant_active)
      .filter((d) => products.get(d.product_id)!.visible)
      .sort((a, b) => new Date(a.ends_at).getTime() - new Date(b.ends_at).getTime());
    expect(body.starred.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      expected.map((d) => d.id).sort((a, b) => a - b),
    );
    expect(body.starred.map((d) => d.id)).not.toContain(soldOutDeal);
    const ends = body.starred.map((d) => d.ends_at);
    expect(ends).toEqual([...ends].sort());
    for (const d of body.starred) {
      expect(d.stock).toBeGreaterThan(0);
      expect(d.product.id).toBe(raw.find((x) => x.id === d.id)!.product_id);
      expect(new Date(d.ends_at).getTime()).toBeGreaterThan(now);
      expect(d.list_price).toBeGreaterThanOrEqual(d.price);
    }
  });

  it('pages discounted products by discount depth', async () => {
    const expected = [...products.values()].filter(
      (p) => p.visible && p.in_stock && p.discount_percent > 0,
    );
    const ids: number[] = [];
    const percents: number[] = [];
    let url: string | null = '/api/urun/api/super-deals/?page_size=20';
    while (url) {
      const body = superDealsResponseSchema.parse((await get(url)).json());
      expect(body.count).toBe(expected.length);
      ids.push(...body.results.map((r) => r.id));
      percents.push(...body.results.map((r) => r.discount_percent));
      url = body.next;
    }
    expect(ids.sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(percents.every((p) => p > 0)).toBe(true);
  });

  it('filters by category, answers an empty page beyond the end, caps page_size', async () => {
    const top = categories.find((c) => c.parent_id === null && c.name === 'Moda')!;
    const body = superDealsResponseSchema.parse(
      (await get(`/api/urun/api/super-deals/?category=${top.id}&page_size=100`)).json(),
    );
    expect(body.count).toBeGreaterThan(0);
    for (const r of [...body.results, ...body.starred.map((d) => d.product)])
      expect(products.get(r.id)!.path.startsWith(top.path)).toBe(true);

    const beyond = superDealsResponseSchema.parse(
      (await get('/api/urun/api/super-deals/?page=9999')).json(),
    );
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBeGreaterThan(0);
    expect(beyond.next).toBeNull();

    const capped = superDealsResponseSchema.parse(
      (await get('/api/urun/api/super-deals/?page_size=5000')).json(),
    );
    expect(capped.results.length).toBe(Math.min(100, capped.count));
  });

  it('400 with a Turkish message on bad parameters, 404 for an unknown category', async () => {
    for (const [bad, field, message] of [
      ['page=0', 'page', 'Sayfa 1 veya daha büyük'],
      ['page=bir', 'page', 'Sayfa 1 veya daha büyük'],
      ['page_size=-3', 'page_size', 'Sayfa boyutu'],
      ['category=abc', 'category', 'Kategori geçerli'],
    ] as const) {
      const res = await get(`/api/urun/api/super-deals/?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[field].join(' ')).toContain(message);
    }
    const res = await get('/api/urun/api/super-deals/?category=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Kategori bulunamadı.');
  });
});

describe('compatibility systems', () => {
  let systems: Array<{ id: number; path: string; name: string; depth: number }> = [];
  let links: Array<{ product_id: number; path: string }> = [];
  const flatten = (nodes: SystemNode[]): SystemNode[] =>
    nodes.flatMap((n) => [n, ...flatten(n.children)]);
  /** Visible products fitting the system at `path` (linked to it, an ancestor or a descendant). */
  const fitting = (path: string) =>
    new Set(
      links
        .filter((l) => products.get(l.product_id)!.visible)
        .filter((l) => l.path.startsWith(path) || path.startsWith(l.path))
        .map((l) => l.product_id),
    );

  beforeAll(async () => {
    // A hidden product linked to a system: it must not be counted.
    await t.database.db.execute(
      sql`UPDATE products SET status = 'arsiv'
           WHERE id = (SELECT min(product_id) FROM product_systems)`,
    );
    await loadProducts();
    systems = await q(sql`SELECT id, path, name, depth FROM systems`);
    links = await q(
      sql`SELECT ps.product_id, s.path FROM product_systems ps JOIN systems s ON s.id = ps.system_id`,
    );
  });

  it('returns the tree with the products that fit each node', async () => {
    const res = await get('/api/urun/api/systems/');
    expect(res.statusCode, res.body).toBe(200);
    const tree = systemTreeSchema.parse(res.json());
    expect(tree.map((n) => n.name)).toEqual(expect.arrayContaining(['Otomobil', 'Cep Telefonu']));
    const all = flatten(tree);
    expect(all.length).toBe(systems.length);
    for (const n of all) {
      const s = systems.find((x) => x.id === n.id)!;
      expect(n.product_count, s.name).toBe(fitting(s.path).size);
      for (const c of n.children) expect(c.depth).toBe(n.depth + 1);
    }
    expect(all.some((n) => n.level === 'yil')).toBe(true);
    expect(tree.every((n) => n.product_count > 0)).toBe(true);
  });

  it('the listing system filter shows exactly the fitting products, with facets', async () => {
    const tree = systemTreeSchema.parse((await get('/api/urun/api/systems/')).json());
    const all = flatten(tree);
    // A year node (descendant links count for its model), a model, a phone model.
    const picks = [
      all.find((n) => n.level === 'yil' && n.product_count > 0)!,
      all.find((n) => n.level === 'model' && n.children.length > 0 && n.product_count > 0)!,
      all.find((n) => n.level === 'model' && n.children.length === 0 && n.product_count > 0)!,
      tree[0]!,
    ];
    for (const node of picks) {
      const s = systems.find((x) => x.id === node.id)!;
      const expected = fitting(s.path);
      const ids: number[] = [];
      let url: string | null = `/api/urun/api/products/?system=${node.id}&page_size=100`;
      let first = true;
      while (url) {
        const res = await get(url);
        expect(res.statusCode, res.body).toBe(200);
        const body = listingResponseSchema.parse(res.json());
        if (first) {
          expect(body.count, s.name).toBe(expected.size);
          expect(body.count).toBe(node.product_count);
          // Facets are counted within the system: the brands partition its products.
          expect(body.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(expected.size);
          first = false;
        }
        ids.push(...body.results.map((r) => r.id));
        url = body.next;
      }
      expect(new Set(ids)).toEqual(expected);
    }
  });

  it('counts ancestor and descendant links both', async () => {
    // A charger linked to the phone root fits a phone model; a tyre linked to a year fits its model.
    const phoneRoot = systems.find((s) => s.depth === 0 && s.name === 'Cep Telefonu')!;
    const model = systems.find((s) => s.path.startsWith(phoneRoot.path) && s.depth === 2)!;
    const viaRoot = links.find(
      (l) => l.path === phoneRoot.path && products.get(l.product_id)!.visible,
    )!;
    expect(viaRoot).toBeDefined();
    const year = systems.find(
      (s) =>
        s.depth === 3 &&
        links.some((l) => l.path === s.path && products.get(l.product_id)!.visible),
    )!;
    const carModel = systems.find((s) => s.path === year.path.replace(/[^/]+\/$/, ''))!;
    const viaYear = links.find((l) => l.path === year.path && products.get(l.product_id)!.visible)!;
    for (const [node, productId] of [
      [model, viaRoot.product_id],
      [carModel, viaYear.product_id],
    ] as const) {
      const ids: number[] = [];
      let url: string | null = `/api/urun/api/products/?system=${node.id}&page_size=100`;
      while (url) {
        const body = listingResponseSchema.parse((await get(url)).json());
        ids.push(...body.results.map((r) => r.id));
        url = body.next;
      }
      expect(ids, node.name).toContain(productId);
    }
    // A product linked only to one phone model does not fit another model.
    const fits = (productId: number, path: string) =>
      links.some(
        (x) => x.product_id === productId && (x.path.startsWith(path) || path.startsWith(x.path)),
      );
    const caseLink = links.find(
      (l) =>
        l.path.startsWith(phoneRoot.path) &&
        l.path !== phoneRoot.path &&
        products.get(l.product_id)!.visible,
    )!;
    expect(caseLink).toBeDefined();
    const otherModel = systems.find(
      (s) =>
        s.path.startsWith(phoneRoot.path) && s.depth === 2 && !fits(caseLink.product_id, s.path),
    )!;
    const body = listingResponseSchema.parse(
      (await get(`/api/urun/api/products/?system=${otherModel.id}&page_size=100`)).json(),
    );
    expect(body.count).toBeGreaterThan(0);
    expect(body.count).toBeLessThanOrEqual(100);
    expect(body.results.map((r) => r.id)).not.toContain(caseLink.product_id);
  });

  it('404 for an unknown system, 400 for a malformed one', async () => {
    const res = await get('/api/urun/api/products/?system=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Uyumlu sistem bulunamadı.');
    const bad = await get('/api/urun/api/products/?system=clio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.system.join(' ')).toContain('Uyumlu sistem geçerli bir numara');
  });
});
