import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  brands,
  businesses,
  categories,
  offers,
  products,
  variants,
} from '../../db/schema/index.ts';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { refreshProductSummaries } from './product-summary.service.ts';

let t: TestDatabase;
let db: Db;
let shopA: number; // free shipping from 1.000,00 TL
let shopB: number; // free shipping from 10,00 TL
let shopC: number; // never free
let categoryId: number;
let brandId: number;

beforeAll(async () => {
  t = await openMigratedTestDatabase();
  db = t.database.db;
  const shop = (name: string, threshold: number | null) => ({
    name,
    slug: name.toLowerCase(),
    legalName: `${name} Tic. Ltd. Şti.`,
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy Vergi Dairesi',
    city: 'İstanbul',
    status: 'onaylandi' as const,
    freeShippingThreshold: threshold,
  });
  [shopA, shopB, shopC] = (
    await db
      .insert(businesses)
      .values([shop('A', 100_000), shop('B', 1_000), shop('C', null)])
      .returning({ id: businesses.id })
  ).map((r) => r.id) as [number, number, number];
  [{ id: categoryId }] = (await db
    .insert(categories)
    .values({ name: 'Test', slug: 'test', path: '' })
    .returning({ id: categories.id })) as [{ id: number }];
  [{ id: brandId }] = (await db
    .insert(brands)
    .values({ name: 'Marka', slug: 'marka' })
    .returning({ id: brands.id })) as [{ id: number }];
});
afterAll(async () => t?.close());

interface OfferSpec {
  shop: () => number;
  price: number;
  list?: number | null;
  stock: number;
  active?: boolean;
  variantActive?: boolean;
}

let seq = 0;
/** A product with one variant per offer spec (plus the given stale summary values). */
async function product(
  specs: OfferSpec[],
  stale: Partial<typeof products.$inferInsert> = {},
): Promise<number> {
  seq++;
  const [p] = await db
    .insert(products)
    .values({
      slug: `urun-${seq}`,
      title: `Ürün ${seq}`,
      brandId,
      categoryId,
      status: 'yayinda',
      ...stale,
    })
    .returning({ id: products.id });
  const productId = (p as { id: number }).id;
  for (const [i, spec] of specs.entries()) {
    const [v] = await db
      .insert(variants)
      .values({
        productId,
        sku: `SKU-${seq}-${i}`,
        barcode: null,
        position: i,
        isActive: spec.variantActive ?? true,
      })
      .returning({ id: variants.id });
    await db.insert(offers).values({
      variantId: (v as { id: number }).id,
      businessId: spec.shop(),
      price: spec.price,
      listPrice: spec.list ?? null,
      stock: spec.stock,
      isActive: spec.active ?? true,
    });
  }
  return productId;
}

const summaryOf = async (id: number) => {
  const [row] = await db
    .select({
      minPrice: products.minPrice,
      listPrice: products.listPrice,
      discountPercent: products.discountPercent,
      inStock: products.inStock,
      totalStock: products.totalStock,
      sellerCount: products.sellerCount,
      freeShipping: products.freeShipping,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
};

describe('refreshProductSummaries', () => {
  it('takes the cheapest in-stock offer as the best one, over cheaper sold-out offers', async () => {
    const id = await product([
      { shop: () => shopA, price: 100_000, stock: 0 },
      { shop: () => shopB, price: 120_000, list: 150_000, stock: 5 },
      { shop: () => shopC, price: 130_000, stock: 7 },
    ]);
    await refreshProductSummaries(db);
    expect(await summaryOf(id)).toEqual({
      minPrice: 120_000,
      listPrice: 150_000,
      discountPercent: 20,
      inStock: true,
      totalStock: 12,
      sellerCount: 3,
      freeShipping: true, // shop B ships free from 10 TL
    });
  });

  it('falls back to the cheapest offer when nothing is in stock', async () => {
    const id = await product([
      { shop: () => shopA, price: 90_000, list: 100_000, stock: 0 },
      { shop: () => shopC, price: 80_000, stock: 0 },
    ]);
    await refreshProductSummaries(db, [id]);
    expect(await summaryOf(id)).toEqual({
      minPrice: 80_000,
      listPrice: null,
      discountPercent: 0,
      inStock: false,
      totalStock: 0,
      sellerCount: 2,
      freeShipping: false, // shop C never ships free
    });
  });

  it('ignores inactive offers and offers of inactive variants, and counts businesses once', async () => {
    const id = await product([
      { shop: () => shopA, price: 1_000, stock: 50, active: false },
      { shop: () => shopB, price: 2_000, stock: 50, variantActive: false },
      { shop: () => shopA, price: 299_900, list: 399_900, stock: 2 },
      { shop: () => shopA, price: 310_000, stock: 3 },
    ]);
    await refreshProductSummaries(db, [id]);
    expect(await summaryOf(id)).toEqual({
      minPrice: 299_900,
      listPrice: 399_900,
      discountPercent: 25, // 25.006 % rounds to 25
      inStock: true,
      totalStock: 5,
      sellerCount: 1,
      freeShipping: true, // 2.999,00 TL ≥ shop A's 1.000,00 TL threshold
    });
  });

  it('leaves out the offers of a business on holiday until its last day has passed', async () => {
    const id = await product([
      { shop: () => shopA, price: 50_000, stock: 4 },
      { shop: () => shopC, price: 70_000, stock: 1 },
    ]);
    const istanbulDay = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
        new Date(Date.now() + offsetDays * 86_400_000),
      );
    try {
      await db
        .update(businesses)
        .set({ holidayUntil: istanbulDay(0) })
        .where(eq(businesses.id, shopA));
      await refreshProductSummaries(db, [id]);
      expect(await summaryOf(id)).toMatchObject({ minPrice: 70_000, sellerCount: 1 });
      await db
        .update(businesses)
        .set({ holidayUntil: istanbulDay(-1) })
        .where(eq(businesses.id, shopA));
      await refreshProductSummaries(db, [id]);
      expect(await summaryOf(id)).toMatchObject({ minPrice: 50_000, sellerCount: 2 });
    } finally {
      await db.update(businesses).set({ holidayUntil: null }).where(eq(businesses.id, shopA));
    }
  });

  it('applies the threshold to the best offer only and rounds the discount to whole percent', async () => {
    const id = await product([{ shop: () => shopA, price: 100, list: 300, stock: 1 }]);
    await refreshProductSummaries(db, [id]);
    expect(await summaryOf(id)).toMatchObject({
      minPrice: 100,
      discountPercent: 67,
      freeShipping: false,
    });
  });

  it('treats a list price equal to the price as no discount', async () => {
    const id = await product([{ shop: () => shopC, price: 5_000, list: 5_000, stock: 4 }]);
    await refreshProductSummaries(db, [id]);
    expect(await summaryOf(id)).toMatchObject({
      minPrice: 5_000,
      listPrice: null,
      discountPercent: 0,
    });
  });

  it('clears stale summaries of products without offers', async () => {
    const id = await product([], {
      minPrice: 1_000,
      listPrice: 2_000,
      discountPercent: 50,
      inStock: true,
      totalStock: 9,
      sellerCount: 2,
      freeShipping: true,
    });
    await refreshProductSummaries(db);
    expect(await summaryOf(id)).toEqual({
      minPrice: null,
      listPrice: null,
      discountPercent: 0,
      inStock: false,
      totalStock: 0,
      sellerCount: 0,
      freeShipping: false,
    });
  });

  it('touches only the listed products, and only when something changed', async () => {
    const a = await product([{ shop: () => shopB, price: 4_000, stock: 3 }]);
    const b = await product([{ shop: () => shopB, price: 6_000, stock: 3 }]);
    await refreshProductSummaries(db, []); // no-op
    expect(await summaryOf(a)).toMatchObject({ minPrice: null, inStock: false });
    await refreshProductSummaries(db, [a]);
    expect(await summaryOf(a)).toMatchObject({ minPrice: 4_000, inStock: true, sellerCount: 1 });
    expect(await summaryOf(b)).toMatchObject({ minPrice: null, inStock: false });

    const stamp = async () =>
      (
        await db
          .select({ u: products.updatedAt })
          .from(products)
          .where(inArray(products.id, [a]))
      )[0]?.u.getTime();
    const before = await stamp();
    await new Promise((r) => setTimeout(r, 5));
    await refreshProductSummaries(db, [a, b]);
    expect(await stamp()).toBe(before);
    expect(await summaryOf(b)).toMatchObject({ minPrice: 6_000 });

    // A stock change shows up at the next refresh.
    await db.update(offers).set({ stock: 0 }).where(eq(offers.businessId, shopB));
    await refreshProductSummaries(db, [a]);
    expect(await summaryOf(a)).toMatchObject({ minPrice: 4_000, inStock: false, totalStock: 0 });
  });

  it('keeps the facet arrays: sellers with active offers, values of the product and its active variants', async () => {
    const id = await product([
      { shop: () => shopA, price: 100_000, stock: 3 },
      { shop: () => shopB, price: 90_000, stock: 0, active: false },
      { shop: () => shopC, price: 95_000, stock: 2, variantActive: false },
    ]);
    await db.execute(sql`INSERT INTO attributes (name, slug) VALUES ('Renk', ${`renk-${id}`})`);
    const attrId = (
      (await db.execute(
        sql`SELECT id FROM attributes WHERE slug = ${`renk-${id}`}`,
      )) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows[0]!.id;
    const valueIds = (
      (await db.execute(
        sql`INSERT INTO attribute_values (attribute_id, value, slug) VALUES
              (${attrId}, 'Kırmızı', 'kirmizi'), (${attrId}, 'Mavi', 'mavi'), (${attrId}, 'Pamuk', 'pamuk')
            RETURNING id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows.map((r) => r.id);
    const [red, blue, cotton] = valueIds as [number, number, number];
    const vs = await db
      .select({ id: variants.id, active: variants.isActive })
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(variants.position);
    // Variant 0 (active) is red, variant 2 (inactive) is blue; the product itself is cotton.
    await db.execute(sql`INSERT INTO variant_attribute_values (variant_id, attribute_id, attribute_value_id)
      VALUES (${vs[0]!.id}, ${attrId}, ${red}), (${vs[2]!.id}, ${attrId}, ${blue})`);
    await db.execute(
      sql`INSERT INTO product_attribute_values (product_id, attribute_value_id) VALUES (${id}, ${cotton})`,
    );
    await refreshProductSummaries(db, [id]);
    const arrays = async () =>
      (
        await db
          .select({ facetValues: products.facetValues, sellerIds: products.sellerIds })
          .from(products)
          .where(eq(products.id, id))
      )[0];
    // Shop B's offer is inactive and shop C sells only the inactive variant.
    expect(await arrays()).toEqual({
      facetValues: [red, cotton].sort((a, b) => a - b),
      sellerIds: [shopA],
    });
    await db.update(variants).set({ isActive: true }).where(eq(variants.id, vs[2]!.id));
    await refreshProductSummaries(db, [id]);
    expect(await arrays()).toEqual({
      facetValues: [red, blue, cotton].sort((a, b) => a - b),
      sellerIds: [shopA, shopC].sort((a, b) => a - b),
    });
  });
});
