import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { queryRows } from './bulk.ts';
import { isValidEan13 } from './codes.ts';
import { PHOTO_ITEMS } from './data/photos/index.ts';
import { flattenCategories } from './data/categories.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemo, type SeedSummary } from './demo.ts';
import { summaryMismatches } from './summary-check.ts';
import { openMigratedTestDatabase, type TestDatabase } from '../../test/database.ts';

let t: TestDatabase;
let db: Db;
let summary: SeedSummary;
let dataDir = '';
const now = new Date('2026-03-01T00:00:00Z');

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> =>
  (await queryRows<T>(db, query))[0] as T;
const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  Number((await one<{ n: number }>(query)).n);

beforeAll(async () => {
  t = await openMigratedTestDatabase();
  db = t.database.db;
  expect(await isSeeded(db)).toBe(false);
  dataDir = await mkdtemp(join(tmpdir(), 'carsi-demo-'));
  summary = await seedDemo(db, { now, dataDir });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('writes a full catalogue by default', async () => {
    expect(await isSeeded(db)).toBe(true);
    // Every photographed item and every leaf's generated products.
    const generated = flattenCategories().reduce((n, c) => n + (c.kind ? c.count : 0), 0);
    expect(summary.products).toBe(PHOTO_ITEMS.length + generated);
    expect(
      await count(sql`SELECT count(*) AS n FROM products WHERE status = 'yayinda'`),
    ).toBeGreaterThanOrEqual(450);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM categories WHERE parent_id IS NULL AND icon IS NOT NULL`,
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(await count(sql`SELECT count(*) AS n FROM categories WHERE depth >= 2`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(sql`SELECT count(*) AS n FROM brands WHERE status = 'onaylandi'`),
    ).toBeGreaterThanOrEqual(40);
    expect(
      await count(sql`SELECT count(*) AS n FROM businesses WHERE status = 'onaylandi'`),
    ).toBeGreaterThanOrEqual(6);
    expect(await count(sql`SELECT count(*) AS n FROM banners`)).toBe(4);
  });

  it('keeps materialised paths consistent with parents', async () => {
    const bad = await count(sql`
      SELECT count(*) AS n FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
      WHERE c.path <> coalesce(p.path, '') || c.id || '/' OR c.depth <> coalesce(p.depth + 1, 0)`);
    expect(bad).toBe(0);
  });

  it('gives every leaf category products and every product a variant, offer and main image', async () => {
    expect(
      await count(
        sql`SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM products p WHERE NOT EXISTS (
        SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = p.id)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM products p WHERE NOT EXISTS (
      SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.position = 0)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM categories c WHERE NOT EXISTS (
      SELECT 1 FROM categories k WHERE k.parent_id = c.id) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)`),
    ).toBe(0);
    const variants = await one<{ hi: number }>(
      sql`SELECT max(n) AS hi FROM (SELECT count(*) AS n FROM variants GROUP BY product_id) x`,
    );
    // Three colours in five sizes is the most a product comes in.
    expect(Number(variants.hi)).toBeLessThanOrEqual(15);
    expect(Number(variants.hi)).toBeGreaterThan(4);
  });

  it('builds variants along the category variant axes, one value per axis, no duplicates', async () => {
    // Every variant has exactly the axes of its category.
    const wrong = await count(sql`
      SELECT count(*) AS n FROM variants v JOIN products p ON p.id = v.product_id
      WHERE (SELECT coalesce(array_agg(attribute_id ORDER BY attribute_id), '{}') FROM variant_attribute_values x WHERE x.variant_id = v.id)
         <> (SELECT coalesce(array_agg(attribute_id ORDER BY attribute_id), '{}') FROM category_attributes ca
             WHERE ca.category_id = p.category_id AND ca.is_variant_axis)`);
    expect(wrong).toBe(0);
    const dupCombos = await count(sql`
      SELECT count(*) AS n FROM (
        SELECT product_id, combo FROM (
          SELECT v.product_id, string_agg(x.attribute_value_id::text, ',' ORDER BY x.attribute_id) AS combo
          FROM variants v JOIN variant_attribute_values x ON x.variant_id = v.id GROUP BY v.id, v.product_id
        ) c GROUP BY product_id, combo HAVING count(*) > 1
      ) d`);
    expect(dupCombos).toBe(0);
    const axes = await queryRows<{ name: string }>(
      db,
      sql`
      SELECT DISTINCT a.name FROM category_attributes ca JOIN attributes a ON a.id = ca.attribute_id WHERE ca.is_variant_axis`,
    );
    expect(axes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Renk', 'Beden', 'Hafıza', 'Ayakkabı Numarası', 'Hacim']),
    );
    expect(await count(sql`SELECT count(*) AS n FROM product_attribute_values`)).toBeGreaterThan(
      200,
    );
  });

  it('uses unique SKUs and valid unique EAN-13 barcodes', async () => {
    const rows = await queryRows<{ sku: string; barcode: string }>(
      db,
      sql`SELECT sku, barcode FROM variants`,
    );
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(rows.length);
    for (const r of rows) expect(isValidEan13(r.barcode), r.barcode).toBe(true);
  });

  it('prices in TL ranges, with list prices, multi-seller offers and low or no stock', async () => {
    const offers = await one<{
      n: number;
      listed: number;
      zero: number;
      low: number;
      odd: number;
    }>(sql`
      SELECT count(*) AS n,
             count(*) FILTER (WHERE list_price IS NOT NULL) AS listed,
             count(*) FILTER (WHERE stock = 0) AS zero,
             count(*) FILTER (WHERE stock BETWEEN 1 AND 3) AS low,
             count(*) FILTER (WHERE price % 100 NOT IN (90, 99)) AS odd
      FROM offers`);
    const share = Number(offers.listed) / Number(offers.n);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.55);
    expect(Number(offers.zero)).toBeGreaterThan(0);
    expect(Number(offers.low)).toBeGreaterThan(0);
    expect(Number(offers.odd)).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM products WHERE seller_count > 1`),
    ).toBeGreaterThanOrEqual(20);
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE NOT in_stock`)).toBeGreaterThan(
      0,
    );
    const phones = await one<{ lo: number; hi: number }>(sql`
      SELECT min(p.min_price) AS lo, max(p.min_price) AS hi FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.slug = 'akilli-telefon'`);
    expect(Number(phones.lo)).toBeGreaterThanOrEqual(6_000_00);
    expect(Number(phones.hi)).toBeLessThanOrEqual(110_000_00);
    const books = await one<{ lo: number; hi: number; kdv: number }>(sql`
      SELECT min(p.min_price) AS lo, max(p.min_price) AS hi, max(p.kdv_rate) AS kdv FROM products p
      JOIN categories c ON c.id = p.category_id WHERE c.path LIKE (SELECT path FROM categories WHERE slug = 'kitap') || '%'`);
    expect(Number(books.lo)).toBeGreaterThanOrEqual(40_00);
    expect(Number(books.hi)).toBeLessThanOrEqual(1_000_00);
    expect(Number(books.kdv)).toBe(10);
  });

  it('fills the listing summaries from the offers', async () => {
    expect(await summaryMismatches(db)).toEqual([]);
    expect(await count(sql`SELECT count(*) AS n FROM products WHERE min_price IS NULL`)).toBe(0);
  });

  it('writes folded search text, unique slugs and Turkish HTML descriptions', async () => {
    const rows = await queryRows<{
      title: string;
      slug: string;
      search_text: string;
      description: string;
    }>(db, sql`SELECT title, slug, search_text, description FROM products`);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.search_text).not.toMatch(/[çğıöşüİ]/);
      expect(r.slug).toMatch(/^[a-z0-9-]+$/);
      expect(r.description).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    }
    expect(rows.some((r) => /[çğıöşüİ]/.test(r.title))).toBe(true);
  });

  it('shows each colour variant in its own colour: its photo, or the illustration drawn in it', async () => {
    const rows = await queryRows<{
      generator: string;
      variant_id: number | null;
      storage_key: string;
      colour: string | null;
      hex: string | null;
    }>(
      db,
      sql`SELECT i.generator, i.variant_id, i.storage_key, av.value AS colour, av.hex
            FROM product_images i
            LEFT JOIN variant_attribute_values x ON x.variant_id = i.variant_id
            LEFT JOIN attributes a ON a.id = x.attribute_id AND a.slug = 'renk'
            LEFT JOIN attribute_values av ON av.id = x.attribute_value_id AND a.id IS NOT NULL
           WHERE i.variant_id IS NULL OR a.id IS NOT NULL`,
    );
    let photos = 0;
    for (const r of rows) {
      expect(r.storage_key).toMatch(/^demo\/[a-z0-9-]+-\d+$/);
      const g = JSON.parse(r.generator) as { photo?: string; shape?: string; color?: string };
      if (g.photo) {
        photos++;
        continue;
      }
      expect(g.color).toMatch(/^#[0-9a-f]{6}$/);
      if (r.variant_id !== null) expect(g.color).toBe(r.hex);
    }
    // Most of the catalogue is photographed; colour variants of photographed clothes have photos
    // of that colour.
    expect(photos / rows.length).toBeGreaterThan(0.6);
    expect(rows.filter((r) => r.variant_id !== null).length).toBeGreaterThan(300);
  });

  it('creates the demo accounts with argon2id hashes of the demo password', async () => {
    const users = await queryRows<{
      email: string;
      password_hash: string;
      first_name: string;
      role: string;
      phone: string | null;
      email_verified_at: unknown;
      kvkk_acknowledged_at: unknown;
    }>(
      db,
      sql`SELECT email, password_hash, first_name, role, phone, email_verified_at, kvkk_acknowledged_at FROM users`,
    );
    for (const account of DEMO_ACCOUNTS) {
      const u = users.find((x) => x.email === account.email);
      expect(u, account.email).toBeDefined();
      expect(u?.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(u?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(u?.email_verified_at).not.toBeNull();
    }
    expect(await verify(users[0]?.password_hash ?? '', 'yanlis-parola')).toBe(false);
    const alici = users.find((u) => u.email === 'alici@carsi.test');
    expect(alici).toMatchObject({ first_name: 'Ayşe', role: 'shopper', phone: '+905321234567' });
    expect(alici?.kvkk_acknowledged_at).not.toBeNull();
    // A returning shopper: the address the demo orders went to is saved as the default.
    const address = await one<{ first_name: string; city: string; is_default: boolean }>(sql`
      SELECT a.first_name, a.city, a.is_default FROM addresses a JOIN users u ON u.id = a.user_id
       WHERE u.email = 'alici@carsi.test'`);
    expect(address).toMatchObject({ first_name: 'Ayşe', city: 'İstanbul', is_default: true });
    expect(users.find((u) => u.email === 'yonetici@carsi.test')?.role).toBe('operator');
    expect(DEMO_ACCOUNTS.map((a) => a.label)).toEqual(['Alıcı', 'Satıcı', 'Yönetici']);
  });

  it('makes the demo seller the owner of an electronics shop', async () => {
    const row = await one<{ name: string; role: string; products: number }>(sql`
      SELECT b.name, m.role,
             (SELECT count(*) FROM products p WHERE p.created_by_business_id = b.id) AS products
      FROM users u JOIN business_members m ON m.user_id = u.id JOIN businesses b ON b.id = m.business_id
      WHERE u.email = 'satici@carsi.test'`);
    expect(row).toMatchObject({ name: 'TeknoDünya', role: 'owner' });
    expect(Number(row.products)).toBeGreaterThan(40);
    // Every approved business has an owner.
    expect(
      await count(sql`SELECT count(*) AS n FROM businesses b WHERE b.status = 'onaylandi' AND NOT EXISTS (
      SELECT 1 FROM business_members m WHERE m.business_id = b.id AND m.role = 'owner')`),
    ).toBe(0);
  });

  it('leaves one application waiting for the operator, sent by a shopper with no shop yet', async () => {
    const rows = await queryRows<{ name: string; email: string; members: number }>(
      db,
      sql`SELECT b.name, u.email,
                 (SELECT count(*) FROM business_members m WHERE m.business_id = b.id)::int AS members
            FROM businesses b JOIN users u ON u.id = b.applicant_user_id
           WHERE b.status = 'beklemede'`,
    );
    expect(rows).toEqual([{ name: 'Ege Zeytinlikleri', email: 'basvuru@carsi.test', members: 0 }]);
    // Both documents are there for the operator to open: real PDFs under the data dir.
    const docs = await queryRows<{ kind: string; storage_key: string }>(
      db,
      sql`SELECT d.kind, d.storage_key FROM business_documents d
            JOIN businesses b ON b.id = d.business_id WHERE b.status = 'beklemede' ORDER BY d.kind`,
    );
    expect(docs.map((d) => d.kind).sort()).toEqual(['imza_sirkuleri', 'vergi_levhasi']);
    for (const d of docs) {
      const file = await readFile(join(dataDir, 'business-docs', d.storage_key));
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('is all or nothing: a second run fails and changes nothing', async () => {
    const before = await count(sql`SELECT count(*) AS n FROM products`);
    await expect(seedDemo(db, { products: 5, now })).rejects.toThrow();
    expect(await count(sql`SELECT count(*) AS n FROM products`)).toBe(before);
  });

  it('is deterministic: another database gets the same products and prices', async () => {
    const other = await openMigratedTestDatabase();
    try {
      await seedDemo(other.database.db, { now });
      const q = sql`SELECT p.slug, p.title, p.min_price, p.category_id,
                           (SELECT string_agg(o.price || ':' || o.stock, ',' ORDER BY o.id)
                            FROM offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = p.id) AS offers
                    FROM products p ORDER BY p.id`;
      expect(await queryRows(other.database.db, q)).toEqual(await queryRows(db, q));
    } finally {
      await other.close();
    }
  });

  it('writes the discovery data: systems that products fit, sales, deals, reviews, questions, vocabulary', async () => {
    const d = summary.discovery;
    expect(d.systems).toBeGreaterThan(30);
    expect(d.fits).toBeGreaterThan(10);
    expect(d.sales).toBeGreaterThan(1000);
    expect(d.deals).toBe(12); // room in today's slots for sellers' nominations (ADR 038)
    expect(d.reviews).toBeGreaterThan(5000);
    expect(d.questions).toBeGreaterThan(100);
    // Every phone case names the model it fits, and is linked to exactly that model.
    const mismatched = await queryRows<{ title: string; name: string }>(
      db,
      sql`SELECT p.title, s.name FROM product_systems ps
            JOIN products p ON p.id = ps.product_id JOIN systems s ON s.id = ps.system_id
           WHERE s.level = 'model' AND p.title LIKE '%Uyumlu%' AND p.title NOT LIKE '%' || s.name || ' Uyumlu%'`,
    );
    expect(mismatched).toEqual([]);
    // Deals point at discounted offers in stock; two of them are outside their window.
    const active = await count(
      sql`SELECT count(*) AS n FROM deals d JOIN offers o ON o.id = d.offer_id
           WHERE o.list_price > o.price AND o.stock > 0 AND d.starts_at <= ${now.toISOString()}::timestamptz AND d.ends_at > ${now.toISOString()}::timestamptz`,
    );
    expect(active).toBe(10); // 12 deals, two of them outside their window
    expect(await count(sql`SELECT count(*) AS n FROM search_terms WHERE term = 'telefon'`)).toBe(1);
    // Reviews never claim a rating the product lacks.
    expect(
      await count(
        sql`SELECT count(*) AS n FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.rating_count = 0`,
      ),
    ).toBe(0);
  });
});
