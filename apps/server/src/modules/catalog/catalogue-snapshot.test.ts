import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type ListingQuery, listingQuerySchema, listingSorts } from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seededRandom as random } from '../../../test/seeded-random.ts';
import { CatalogueIndex, listFromCatalogue, servedFromCatalogue } from './catalogue-snapshot.ts';
import { listProducts } from './listing.service.ts';

/**
 * The category listing from the in-memory catalogue (ADR 052) must answer exactly what the
 * database's listing answers: page (order included), count and every facet, over many filter
 * sets — on the catalogue as read, and again after changes were merged into it.
 */

let t: TestContext;
let index: CatalogueIndex;

beforeAll(async () => {
  t = await buildTestApp({ products: 'all' });
  // Ties in the sort keys are where two engines would part: many equal sales and prices.
  await t.database.db.execute(sql`UPDATE products SET sold_count = id % 3`);
  await t.database.db.execute(
    sql`UPDATE products SET min_price = (min_price / 10000) * 10000 WHERE id % 4 = 0`,
  );
  index = new CatalogueIndex(t.database.db, 0, (err) => {
    throw err;
  });
}, 120_000);
afterAll(() => t?.close());

const parse = (params: Record<string, unknown>): ListingQuery => listingQuerySchema.parse(params);

async function both(params: Record<string, unknown>) {
  const q = parse(params);
  expect(servedFromCatalogue(q)).toBe(true);
  const fromSql = await listProducts(t.database.db, q);
  const fromMemory = await listFromCatalogue(t.database.db, (await index.current())!, q);
  return { fromSql, fromMemory };
}

/** Filter sets built from the facets themselves, compared whole. */
async function compareMany(seed: number, sets: number) {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(next() * xs.length)];
  const { fromSql: top } = await both({});
  // Categories at every depth: the top ones and their children.
  const categories: number[] = top.facets.categories.map((c) => c.id);
  for (const c of top.facets.categories.slice(0, 4)) {
    const { fromSql } = await both({ category: String(c.id) });
    categories.push(...fromSql.facets.categories.map((x) => x.id));
  }
  let nonEmpty = 0;
  for (let k = 0; k < sets; k++) {
    const params: Record<string, unknown> = {};
    const category = next() < 0.8 ? pick(categories) : undefined;
    if (category !== undefined) params.category = String(category);
    const { fromSql: base } = await both(params);
    if (next() < 0.6)
      params.brand = base.facets.brands
        .slice(0, 4)
        .filter(() => next() < 0.5)
        .map((b) => String(b.id));
    const { min, max } = base.facets.price;
    if (min !== null && max !== null && next() < 0.6) {
      const low = Math.round(min + (max - min) * next() * 0.6);
      if (next() < 0.8) params.min_price = String(low);
      if (next() < 0.4) params.max_price = String(Math.round(low + (max - low) * next()));
    }
    if (next() < 0.5) params.in_stock = next() < 0.7 ? 'true' : 'false';
    params.sort = pick(listingSorts);
    params.page_size = String(pick([5, 24, 100]));
    params.page = String(next() < 0.7 ? 1 : pick([2, 3]));
    const { fromSql, fromMemory } = await both(params);
    expect(fromMemory, JSON.stringify(params)).toEqual(fromSql);
    if (fromSql.count > 0) nonEmpty++;
  }
  return nonEmpty;
}

describe('the category listing from the in-memory catalogue', () => {
  it('answers every filter set, sort and page exactly as the database listing does', async () => {
    await index.ready();
    const nonEmpty = await compareMany(7919, 80);
    expect(nonEmpty).toBeGreaterThan(50);
  }, 120_000);

  it('follows the database: price, stock, sales, category and visibility changes are merged in', async () => {
    const db = t.database.db;
    const before = await index.ready();
    await db.execute(sql`UPDATE products SET min_price = min_price + 777 WHERE id % 7 = 1`);
    await db.execute(sql`UPDATE products SET in_stock = NOT in_stock WHERE id % 11 = 2`);
    await db.execute(sql`UPDATE products SET sold_count = sold_count + 5 WHERE id % 5 = 3`);
    await db.execute(sql`UPDATE products SET status = 'taslak' WHERE id % 13 = 4`);
    await db.execute(
      sql`UPDATE products p SET category_id = (SELECT min(id) FROM categories c WHERE c.parent_id IS NOT NULL AND c.id <> p.category_id)
           WHERE id % 17 = 5`,
    );
    // A change that is then undone is read again but changes nothing.
    await db.execute(
      sql`UPDATE products SET discount_percent = discount_percent WHERE id % 19 = 6`,
    );
    const after = (await index.current())!;
    expect(after).not.toBe(before);
    expect(after.size).toBeLessThan(before.size);
    expect(await compareMany(104729, 60)).toBeGreaterThan(35);

    // Products that come back on sale take their place again.
    await db.execute(sql`UPDATE products SET status = 'yayinda' WHERE id % 13 = 4`);
    expect((await index.current())!.size).toBe(before.size);
    expect(await compareMany(1299709, 30)).toBeGreaterThan(20);
  }, 120_000);

  it('does not change when nothing changed', async () => {
    const a = await index.current();
    const b = await index.current();
    expect(b).toBe(a);
  });

  it('answers 404 for an unknown or inactive category, as the listing does', async () => {
    const cat = (await index.current())!;
    await expect(
      listFromCatalogue(t.database.db, cat, parse({ category: '999999' })),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves filters it does not index to the database', () => {
    expect(servedFromCatalogue(parse({ category: '1', brand: ['2'], in_stock: 'true' }))).toBe(
      true,
    );
    for (const extra of [
      { rating_min: '4' },
      { seller: ['1'] },
      { discounted: 'true' },
      { attr: ['renk:kirmizi'] },
      { system: '1' },
    ])
      expect(servedFromCatalogue(parse({ category: '1', ...extra })), JSON.stringify(extra)).toBe(
        false,
      );
  });
});
