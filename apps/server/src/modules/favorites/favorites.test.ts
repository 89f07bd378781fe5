import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favoriteListSchema, favoriteSchema, MAX_FAVORITES } from '@carsi/shared';
import { favorites } from '../../db/schema/index.ts';
import { TestClient } from '../../../test/client.ts';
import { buildTestApp, type TestContext, loginAs } from '../../../test/helper.ts';
import { refreshProductSummaries } from '../catalog/product-summary.service.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { favoriteLimits } from './favorites.service.ts';

const URL = '/api/core/favorites/';

let t: TestContext;
let shopper: TestClient;
let other: TestClient;
/** Visible products (published, priced), lowest id first. */
let ids: number[];

const loginClient = (email: string) => loginAs(t.app, email);

async function list(c: TestClient) {
  const res = await c.get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return favoriteListSchema.parse(res.json());
}

async function add(c: TestClient, productId: unknown) {
  return c.post(URL, { product_id: productId });
}

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
  shopper = await loginClient('alici@carsi.test');
  other = await loginClient('yonetici@carsi.test');
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM products WHERE status = 'yayinda' AND min_price IS NOT NULL ORDER BY id LIMIT 20`,
  );
  ids = rows.map((r) => r.id);
  expect(ids.length).toBe(20);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(favorites);
});
afterEach(() => {
  favoriteLimits.max = MAX_FAVORITES;
});

describe('favourites', () => {
  it('asks anonymous visitors to log in', async () => {
    const anon = await new TestClient(t.app).prime();
    const res = await anon.get(URL);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Oturumunuzun süresi doldu veya giriş yapmadınız.');
    expect((await anon.post(URL, { product_id: ids[0] })).statusCode).toBe(401);
    expect((await anon.delete(`${URL}${ids[0]}/`)).statusCode).toBe(401);
  });

  it('adds, lists and removes a favourite with the price it had', async () => {
    const [id] = ids as [number];
    expect(await list(shopper)).toEqual([]);

    const res = await add(shopper, id);
    expect(res.statusCode, res.body).toBe(201);
    const fav = favoriteSchema.parse(res.json());
    const [{ min_price }] = (await queryRows<{ min_price: number }>(
      t.database.db,
      sql`SELECT min_price FROM products WHERE id = ${id}`,
    )) as [{ min_price: number }];
    expect(fav.product.id).toBe(id);
    expect(fav.product.price).toBe(min_price);
    expect(fav.price_at_add).toBe(min_price);
    expect(fav.price_drop).toBe(0);
    expect(Date.now() - Date.parse(fav.added_at)).toBeLessThan(60_000);

    const listed = await shopper.get(URL);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json()).toEqual([fav]);

    const del = await shopper.delete(`${URL}${id}/`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(await list(shopper)).toEqual([]);
    const again = await shopper.delete(`${URL}${id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Favori bulunamadı.');
  });

  it('answers an existing favourite with 200 and keeps its first price', async () => {
    const id = ids[1]!;
    const first = await add(shopper, id);
    expect(first.statusCode).toBe(201);
    await t.database.db.execute(
      sql`UPDATE favorites SET price_at_add = price_at_add + 1000 WHERE product_id = ${id}`,
    );
    const second = await add(shopper, id);
    expect(second.statusCode).toBe(200);
    expect(second.json().price_at_add).toBe(first.json().price_at_add + 1000);
    expect(second.json().added_at).toBe(first.json().added_at);
    expect(await list(shopper)).toHaveLength(1);
  });

  it('lists newest first', async () => {
    for (const id of [ids[2], ids[0], ids[5]])
      expect((await add(shopper, id)).statusCode).toBe(201);
    const listed = await list(shopper);
    expect(listed.map((f) => f.product.id)).toEqual([ids[5], ids[0], ids[2]]);
    const times = listed.map((f) => Date.parse(f.added_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows how much cheaper a product became since it was added', async () => {
    const id = ids[3]!;
    const added = favoriteSchema.parse((await add(shopper, id)).json());
    // Lower every active offer of the product by 50 TL (not below 1 TL).
    await t.database.db.execute(sql`
      UPDATE offers o SET price = greatest(100, o.price - 5000)
        FROM variants v WHERE v.id = o.variant_id AND v.product_id = ${id}`);
    await refreshProductSummaries(t.database.db, [id]);
    const [fav] = await list(shopper);
    expect(fav!.price_at_add).toBe(added.price_at_add);
    expect(fav!.product.price).toBeLessThan(added.price_at_add);
    expect(fav!.price_drop).toBe(added.price_at_add - fav!.product.price);
    expect(fav!.price_drop).toBeGreaterThan(0);

    // Dearer than when added: no negative drop.
    await t.database.db.execute(
      sql`UPDATE favorites SET price_at_add = 100 WHERE product_id = ${id}`,
    );
    expect((await list(shopper))[0]!.price_drop).toBe(0);
  });

  it("keeps shoppers' favourites apart", async () => {
    expect((await add(shopper, ids[4])).statusCode).toBe(201);
    expect((await add(other, ids[6])).statusCode).toBe(201);
    expect((await list(shopper)).map((f) => f.product.id)).toEqual([ids[4]]);
    expect((await list(other)).map((f) => f.product.id)).toEqual([ids[6]]);

    const foreign = await other.delete(`${URL}${ids[4]}/`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Favori bulunamadı.');
    expect((await list(shopper)).map((f) => f.product.id)).toEqual([ids[4]]);
  });

  it('refuses bad and unknown ids in Turkish', async () => {
    for (const bad of [0, -3, 1.5, '7', null, 2 ** 40]) {
      const res = await add(shopper, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.product_id).toEqual(['Ürün numarası bir tam sayı olmalı.']);
    }
    const missing = await shopper.post(URL, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.product_id).toEqual(['Ürün numarası bir tam sayı olmalı.']);

    const unknown = await add(shopper, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Ürün bulunamadı.');

    for (const bad of ['abc', '0', '01', '99999999999', '-1']) {
      const res = await shopper.delete(`${URL}${bad}/`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.product_id).toEqual(['Ürün numarası bir tam sayı olmalı.']);
    }
    const unknownDelete = await shopper.delete(`${URL}2000000000/`);
    expect(unknownDelete.statusCode).toBe(404);
    expect(await list(shopper)).toEqual([]);
  });

  it('refuses hidden products and leaves favourites that became hidden out of the list', async () => {
    const [draft, unpriced, kept] = [ids[7]!, ids[8]!, ids[9]!];
    for (const id of [draft, unpriced, kept]) expect((await add(shopper, id)).statusCode).toBe(201);
    await t.database.db.execute(sql`UPDATE products SET status = 'taslak' WHERE id = ${draft}`);
    await t.database.db.execute(sql`UPDATE products SET min_price = NULL WHERE id = ${unpriced}`);
    try {
      expect((await list(shopper)).map((f) => f.product.id)).toEqual([kept]);
      // Still stored: they come back when the product does.
      const stored = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM favorites`,
      );
      expect(stored[0]!.n).toBe(3);

      await t.database.db.delete(favorites);
      for (const id of [draft, unpriced]) {
        const res = await add(shopper, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe('Ürün bulunamadı.');
      }
      expect(await list(shopper)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`UPDATE products SET status = 'yayinda' WHERE id = ${draft}`);
      await refreshProductSummaries(t.database.db, [unpriced]);
    }
  });

  it('stops at the cap with a Turkish 409 and still answers existing favourites', async () => {
    favoriteLimits.max = 3;
    for (const id of ids.slice(10, 13)) expect((await add(shopper, id)).statusCode).toBe(201);
    const over = await add(shopper, ids[13]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'favorites_limit' });
    expect(over.json().detail).toContain('en fazla 3 ürün');
    // Re-adding one already there is not a new favourite.
    expect((await add(shopper, ids[10])).statusCode).toBe(200);
    // The cap is per shopper.
    expect((await add(other, ids[13])).statusCode).toBe(201);
    // Room again after removing one.
    expect((await shopper.delete(`${URL}${ids[11]}/`)).statusCode).toBe(204);
    expect((await add(shopper, ids[13])).statusCode).toBe(201);
    expect(await list(shopper)).toHaveLength(3);
  });

  it('never lets concurrent adds pass the cap', async () => {
    favoriteLimits.max = 4;
    const results = await Promise.all(ids.slice(0, 12).map((id) => add(shopper, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(8);
    expect(await list(shopper)).toHaveLength(4);
    // The same product added at once from several tabs: one row.
    await t.database.db.delete(favorites);
    const same = await Promise.all([1, 2, 3, 4, 5].map(() => add(shopper, ids[0])));
    expect(same.map((r) => r.statusCode).filter((c) => c === 201)).toHaveLength(1);
    expect(same.every((r) => r.json().product.id === ids[0])).toBe(true);
    expect(await list(shopper)).toHaveLength(1);
  });

  it('refuses writes without the CSRF token', async () => {
    const noCsrf = await shopper.post(URL, { product_id: ids[0] }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    expect(await list(shopper)).toEqual([]);

    expect((await add(shopper, ids[0])).statusCode).toBe(201);
    expect((await shopper.delete(`${URL}${ids[0]}/`, { csrf: false })).statusCode).toBe(403);
    expect(await list(shopper)).toHaveLength(1);
  });
});
