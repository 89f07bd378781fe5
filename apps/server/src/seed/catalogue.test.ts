import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './bulk.ts';
import { appendProducts, type AppendSummary } from './catalogue.ts';
import { seedDemo } from './demo.ts';
import { summaryMismatches } from './summary-check.ts';
import { openMigratedTestDatabase, type TestDatabase } from '../../test/database.ts';

const now = new Date('2026-03-01T00:00:00Z');
let t: TestDatabase;
let result: AppendSummary;
const progress: string[] = [];

beforeAll(async () => {
  t = await openMigratedTestDatabase();
  await seedDemo(t.database.db, { products: 80, now });
  result = await appendProducts(t.database.db, {
    products: 250,
    batchSize: 100,
    now,
    log: (m) => progress.push(m),
  });
});
afterAll(async () => t?.close());

const titles = (db: TestDatabase) =>
  queryRows<{ title: string }>(
    db.database.db,
    sql`SELECT title FROM products WHERE id > (SELECT min(id) + 79 FROM products) ORDER BY id`,
  );

describe('appendProducts (large catalogue generator)', () => {
  it('appends the requested products in batches, reporting progress', async () => {
    expect(result.products).toBe(250);
    expect(result.variants).toBeGreaterThanOrEqual(250);
    expect(result.offers).toBeGreaterThanOrEqual(result.variants);
    expect(result.rate).toBeGreaterThan(0);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toMatch(/^250 \/ 250 ürün/);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM products`,
    );
    expect(Number(row?.n)).toBe(330);
  });

  it('gives appended products id-suffixed slugs, variants, offers, images and summaries', async () => {
    const db = t.database.db;
    const bad = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*) AS n FROM products p WHERE p.id > (SELECT min(id) + 79 FROM products) AND (
            p.slug NOT LIKE '%-' || p.id
            OR NOT EXISTS (SELECT 1 FROM variants v JOIN offers o ON o.variant_id = v.id WHERE v.product_id = p.id)
            OR NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.position = 0))`,
    );
    expect(Number(bad[0]?.n)).toBe(0);
    expect(await summaryMismatches(db)).toEqual([]);
  });

  it('generates the same products for the same count', async () => {
    const other = await openMigratedTestDatabase();
    try {
      await seedDemo(other.database.db, { products: 80, now });
      await appendProducts(other.database.db, { products: 250, batchSize: 250, now });
      expect(await titles(other)).toEqual(await titles(t));
    } finally {
      await other.close();
    }
  });
});
