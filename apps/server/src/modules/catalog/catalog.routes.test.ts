import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type CategoryNode, categoryTreeSchema, homeResponseSchema } from '@carsi/shared';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 80 });
  // No sale within minutes of the 30-day edge: the server's clock and the oracle's differ by
  // the time between them, and the result must not depend on it.
  await t.database.db.execute(
    sql`DELETE FROM product_sales WHERE sold_at BETWEEN now() - interval '30 days 10 minutes'
                                                     AND now() - interval '29 days 23 hours 50 minutes'`,
  );
});
afterAll(async () => t?.close());

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /api/urun/api/categories/', () => {
  it('returns the tree with sub-categories, matching the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/urun/api/categories/' });
    expect(res.statusCode).toBe(200);
    const tree = categoryTreeSchema.parse(res.json());
    expect(tree.length).toBeGreaterThanOrEqual(8);
    expect(tree.every((c) => c.parent_id === null && c.depth === 0)).toBe(true);
    const all = flatten(tree);
    expect(all.some((c) => c.depth >= 2)).toBe(true);
    for (const c of all) for (const child of c.children) expect(child.parent_id).toBe(c.id);
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['Elektronik', 'Moda']));
  });

  it('counts published products per subtree', async () => {
    const tree = categoryTreeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/categories/' })).json(),
    );
    const published = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'yayinda'));
    const total = tree.reduce((s, c) => s + c.product_count, 0);
    expect(total).toBe(published.length);
    for (const node of flatten(tree)) {
      if (node.children.length === 0) continue;
      const childSum = node.children.reduce((s, c) => s + c.product_count, 0);
      expect(node.product_count).toBeGreaterThanOrEqual(childSum);
    }
  });
});

describe('GET /api/urun/api/home/', () => {
  it('returns banners, top categories and product rows with real data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' });
    expect(res.statusCode).toBe(200);
    const home = homeResponseSchema.parse(res.json());
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.categories.length).toBeGreaterThanOrEqual(8);
    const keys = home.sections.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['super-deals', 'best-sellers', 'new-arrivals']));
    for (const section of home.sections) {
      expect(section.products.length).toBeGreaterThan(0);
      for (const p of section.products) {
        expect(p.price).toBeGreaterThan(0);
        expect(p.stock).toBeGreaterThan(0);
        expect(p.image?.url).toMatch(/^\/media\/p\/.+\/400\.webp$/);
        expect(p.image?.srcset).toContain('800w');
      }
    }
  });

  it('shows running starred deals first, then the deepest discounts', async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' })).json(),
    );
    const deals = home.sections.find((s) => s.key === 'super-deals')!.products;
    for (const p of deals) {
      expect(p.list_price).not.toBeNull();
      expect(p.list_price!).toBeGreaterThan(p.price);
      expect(p.discount_percent).toBe(
        Math.round(((p.list_price! - p.price) / p.list_price!) * 100),
      );
    }
    // Products with a running deal on a buyable offer, soonest ending first.
    const running = (
      (await t.database.db.execute(
        sql`SELECT v.product_id, min(d.ends_at) AS ends FROM deals d
              JOIN offers o ON o.id = d.offer_id JOIN variants v ON v.id = o.variant_id
              JOIN products p ON p.id = v.product_id
             WHERE d.starts_at <= now() AND d.ends_at > now() AND o.is_active AND v.is_active
               AND o.stock > 0 AND p.status = 'yayinda' AND p.discount_percent > 0
             GROUP BY v.product_id ORDER BY min(d.ends_at), v.product_id`,
      )) as unknown as { rows: { product_id: number }[] }
    ).rows.map((r) => r.product_id);
    expect(running.length).toBeGreaterThan(0);
    const head = deals.slice(0, Math.min(12, running.length)).map((p) => p.id);
    expect(new Set(head)).toEqual(new Set(running.slice(0, head.length)));
    const rest = deals.slice(head.length).map((p) => p.discount_percent);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('ranks best sellers by units sold in the last 30 days', async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' })).json(),
    );
    const row = home.sections.find((s) => s.key === 'best-sellers')!.products;
    const ranked = (
      (await t.database.db.execute(
        sql`SELECT s.product_id, sum(s.quantity)::int AS units FROM product_sales s
              JOIN products p ON p.id = s.product_id
             WHERE s.sold_at >= now() - interval '30 days' AND p.status = 'yayinda'
               AND p.min_price IS NOT NULL AND p.in_stock
             GROUP BY s.product_id ORDER BY units DESC, s.product_id LIMIT 12`,
      )) as unknown as { rows: { product_id: number; units: number }[] }
    ).rows;
    expect(ranked.length).toBe(12);
    expect(row.map((p) => p.id)).toEqual(ranked.map((r) => r.product_id));
  });

  it("shows the best offer's price on a card", async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' })).json(),
    );
    const card = home.sections.find((s) => s.key === 'best-sellers')!.products[0]!;
    const rows = await t.database.db.execute(
      // The lowest price among in-stock offers of the product's variants.
      sql`SELECT min(o.price)::int AS p FROM offers o JOIN variants v ON v.id = o.variant_id
        WHERE v.product_id = ${card.id} AND o.stock > 0 AND o.is_active AND v.is_active`,
    );
    expect(card.price).toBe((rows as unknown as { rows: { p: number }[] }).rows[0]!.p);
  });
});

describe('GET /media/p/…', () => {
  it('renders a product image as cached WebP', async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' })).json(),
    );
    const url = home.sections[0]!.products[0]!.image!.url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('refuses unknown keys, other widths and path tricks with 404', async () => {
    const home = homeResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/urun/api/home/' })).json(),
    );
    const url = home.sections[0]!.products[0]!.image!.url;
    for (const bad of [
      url.replace('/400.webp', '/401.webp'),
      '/media/p/demo/yok-boyle/400.webp',
      '/media/p/../secret/400.webp',
      '/media/p/%2e%2e/secret/400.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().detail).toBeTruthy();
    }
  });
});
