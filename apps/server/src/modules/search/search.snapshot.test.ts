import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingSorts, type SearchQuery, searchQuerySchema } from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seededRandom as random } from '../../../test/seeded-random.ts';
import { type ListingSnapshot, SnapshotStore } from '../catalog/listing-snapshot.ts';
import { searchProducts } from './search.service.ts';

/**
 * Search answers from a snapshot of its matches (ADR 048) must be exactly what the database's
 * listing answers for the same matches: the page (order included), the count and every facet.
 * Both are asked for many filter sets built from the facets themselves, on the whole demo
 * catalogue, and compared whole.
 */

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({ products: 'all' });
  // Ties in the sort keys are where two engines would part: give many products equal sales.
  await t.database.db.execute(sql`UPDATE products SET sold_count = id % 3`);
}, 120_000);
afterAll(() => t?.close());

const both = async (params: Record<string, unknown>) => {
  const q: SearchQuery = searchQuerySchema.parse(params);
  const fromSql = await searchProducts(t.database.db, t.app.cache, q, 'sql');
  const fromSnapshot = await searchProducts(t.database.db, t.app.cache, q, 'snapshot');
  return { fromSql, fromSnapshot };
};

describe('search from a snapshot of its matches', () => {
  it('answers every filter set, sort and page exactly as the database listing does', async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const query of [
      'kırmızı',
      'ayakkabı',
      'telefon',
      'sweatshirt',
      'nike',
      'kadın',
      'çanta',
    ]) {
      const { fromSql: base } = await both({ q: query });
      expect(base.count, query).toBeGreaterThan(0);
      const next = random(query.length * 7919);
      const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(next() * xs.length)];
      const categories = base.facets.categories.filter((c) => c.count > 0);
      for (let k = 0; k < 14; k++) {
        const params: Record<string, unknown> = { q: query };
        const category = next() < 0.5 ? pick(categories) : undefined;
        if (category) params.category = String(category.id);
        if (next() < 0.4)
          params.brand = base.facets.brands
            .slice(0, 3)
            .filter(() => next() < 0.6)
            .map((b) => String(b.id));
        if (next() < 0.3) params.seller = base.facets.sellers.slice(0, 2).map((s) => String(s.id));
        const { min, max } = base.facets.price;
        if (min !== null && max !== null && next() < 0.4) {
          params.min_price = String(Math.round(min + (max - min) * next() * 0.5));
          if (next() < 0.5) params.max_price = String(max);
        }
        if (next() < 0.3) params.rating_min = String(1 + Math.floor(next() * 4));
        if (next() < 0.3) params.in_stock = next() < 0.7 ? 'true' : 'false';
        if (next() < 0.3) params.discounted = next() < 0.5 ? 'true' : 'false';
        params.sort = pick(listingSorts);
        params.page_size = String(pick([5, 24, 100]));
        params.page = String(next() < 0.7 ? 1 : 2);
        // Attribute values exist only within a category: take them from its facets.
        if (category) {
          const scoped = await searchProducts(
            t.database.db,
            t.app.cache,
            searchQuerySchema.parse({ q: query, category: String(category.id) }),
            'sql',
          );
          const axis = pick(scoped.facets.attributes.filter((a) => a.values.some((v) => v.count)));
          if (axis && next() < 0.7)
            params.attr = axis.values
              .filter((v) => v.count > 0)
              .slice(0, 2)
              .map((v) => `${axis.slug}:${v.slug}`);
        }
        const { fromSql, fromSnapshot } = await both(params);
        expect(fromSnapshot, JSON.stringify(params)).toEqual(fromSql);
        compared++;
        if (fromSql.count > 0) nonEmpty++;
      }
    }
    expect(compared).toBe(98);
    // Most filter sets find something, so the comparison is not of empty answers.
    expect(nonEmpty).toBeGreaterThan(60);
  }, 120_000);

  it('keeps selected brands and sellers that match nothing, with 0 and their names', async () => {
    const { fromSql: base } = await both({ q: 'telefon' });
    const [brand] = await t.database.db
      .execute<{ id: number }>(
        sql`SELECT id FROM brands WHERE id <> ALL(${`{${base.facets.brands.map((b) => b.id).join(',')}}`}::int[]) LIMIT 1`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const { fromSql, fromSnapshot } = await both({ q: 'telefon', brand: [String(brand!.id)] });
    expect(fromSql.count).toBe(0);
    expect(fromSnapshot.facets.brands.find((b) => b.id === brand!.id)?.count).toBe(0);
    expect(fromSnapshot).toEqual(fromSql);
  });

  it('answers 404 for an unknown or inactive category, as the listing does', async () => {
    const q = searchQuerySchema.parse({ q: 'telefon', category: '999999' });
    await expect(searchProducts(t.database.db, t.app.cache, q)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('reads a snapshot once for concurrent requests, again after its lifetime', async () => {
    const store = new SnapshotStore();
    let reads = 0;
    const load = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 20));
      return fakeSnapshot(10);
    };
    const [a, b] = await Promise.all([store.get('q', 0.1, load), store.get('q', 0.1, load)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    expect(await store.get('q', 0.1, load)).toBe(a);
    await new Promise((r) => setTimeout(r, 150));
    expect(await store.get('q', 0.1, load)).not.toBe(a);
    expect(reads).toBe(2);
  });

  it('forgets the least recently used snapshots beyond its row budget', async () => {
    const store = new SnapshotStore(100);
    let reads = 0;
    const load = (size: number) => async () => {
      reads++;
      return fakeSnapshot(size);
    };
    await store.get('a', 30, load(40));
    await store.get('b', 30, load(40));
    await store.get('a', 30, load(40)); // a is now the most recently used
    await store.get('c', 30, load(40)); // 120 rows: b goes
    expect(reads).toBe(3);
    await store.get('a', 30, load(40));
    expect(reads).toBe(3);
    await store.get('b', 30, load(40));
    expect(reads).toBe(4);
  });

  it('keeps at most its number of entries, however small they are', async () => {
    const store = new SnapshotStore(1_000_000, 2);
    let reads = 0;
    const load = async () => {
      reads++;
      return fakeSnapshot(0);
    };
    for (const key of ['a', 'b', 'c']) await store.get(key, 30, load);
    await store.get('c', 30, load);
    await store.get('b', 30, load);
    expect(reads).toBe(3);
    await store.get('a', 30, load);
    expect(reads).toBe(4);
  });
});

const fakeSnapshot = (size: number) => ({ size }) as unknown as ListingSnapshot;
