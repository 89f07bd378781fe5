import { sql } from 'drizzle-orm';
import type { VendorVariant, VendorVariantCreate, VendorVariantUpdate } from '@carsi/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  catalogChanged,
  changeOfferTx,
  insertOfferTx,
  deleteVariant as removeVariant,
  insertVariant,
  updateVariant as writeVariant,
} from '../../lib/catalog-write/index.ts';

import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { ownProduct } from './products.service.ts';

const NOT_FOUND = 'Varyant bulunamadı.';

/** 409 for a barcode that is already another variant's: names the product to offer instead. */
export class BarcodeTakenError extends AppError {
  constructor(readonly existing: { id: number; title: string; slug: string }) {
    super(
      409,
      'barcode_taken',
      `Bu barkod Çarşı kataloğunda zaten var: “${existing.title}” (ürün #${existing.id}). Aynı ürünü yeniden oluşturmak yerine bu ürüne teklif ekleyin.`,
      { barcode: ['Bu barkod başka bir üründe kayıtlı.'] },
    );
  }
}

const uniqueViolation = (err: unknown): string | null => {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  if (e.code === '23505') return e.constraint ?? '';
  if (e.cause?.code === '23505') return e.cause.constraint ?? '';
  return null;
};

async function barcodeOwner(db: DbOrTx, barcode: string, exceptVariant = 0) {
  const [r] = await queryRows<{ id: number; title: string; slug: string }>(
    db,
    sql`SELECT p.id, p.title, p.slug FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.barcode = ${barcode} AND v.id <> ${exceptVariant}`,
  );
  return r ?? null;
}

async function skuTaken(db: DbOrTx, sku: string, exceptVariant = 0) {
  const [r] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM variants WHERE sku = ${sku} AND id <> ${exceptVariant}`,
  );
  return r !== undefined;
}

const SKU_TAKEN = () =>
  new AppError(409, 'sku_taken', 'Bu stok kodu (SKU) katalogda zaten kullanılıyor.', {
    sku: ['Bu stok kodu başka bir varyantta kayıtlı; farklı bir kod yazın.'],
  });

/**
 * Runs a variant write; a unique violation that slipped past the checks (two sellers saving the
 * same barcode at once) becomes the same 409 as the check would have given.
 */
async function guarded<T>(
  db: Db,
  barcode: string | null | undefined,
  sku: string | undefined,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (err) {
    const which = uniqueViolation(err);
    if (which === null) throw err;
    if (barcode && (which === '' || which.includes('barcode'))) {
      const owner = await barcodeOwner(db, barcode);
      if (owner) throw new BarcodeTakenError(owner);
    }
    if (sku && (which === '' || which.includes('sku'))) throw SKU_TAKEN();
    throw conflict('conflict', 'Kayıt başka bir işlemle çakıştı; lütfen tekrar deneyin.');
  }
}

/** The category's variant axes (attribute ids) of a product. */
async function axesOf(db: DbOrTx, categoryId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT DISTINCT a.id, a.name FROM categories c
          JOIN category_attributes ca
            ON ca.category_id = ANY(string_to_array(rtrim(c.path, '/'), '/')::int[])
          JOIN attributes a ON a.id = ca.attribute_id
         WHERE c.id = ${categoryId} AND ca.is_variant_axis`,
  );
}

/** Checks axis values: each an axis value of the category, at most one per axis. */
async function axisValues(db: DbOrTx, categoryId: number, valueIds: readonly number[]) {
  if (valueIds.length === 0) return [];
  const axes = await axesOf(db, categoryId);
  const rows = await queryRows<{ id: number; attribute_id: number }>(
    db,
    sql`SELECT id, attribute_id FROM attribute_values
         WHERE id = ANY(string_to_array(${valueIds.join(',')}, ',')::int[])`,
  );
  const axisIds = new Set(axes.map((a) => a.id));
  const out: { attributeId: number; valueId: number }[] = [];
  for (const id of valueIds) {
    const r = rows.find((x) => x.id === id);
    if (!r || !axisIds.has(r.attribute_id))
      throw badRequest('Varyant değeri bu kategorinin varyant özelliklerinden değil.', {
        attribute_value_ids: [`Geçersiz varyant değeri: ${id}.`],
      });
    if (out.some((o) => o.attributeId === r.attribute_id))
      throw badRequest('Her varyant özelliği için tek değer seçin.', {
        attribute_value_ids: ['Her varyant özelliği için tek değer seçin.'],
      });
    out.push({ attributeId: r.attribute_id, valueId: id });
  }
  return out;
}

/** No two variants of a product with the same axis values. */
async function checkCombinationFree(
  db: DbOrTx,
  productId: number,
  axes: { attributeId: number; valueId: number }[],
  exceptVariant = 0,
) {
  const key = axes
    .map((a) => a.valueId)
    .sort((a, b) => a - b)
    .join(',');
  const rows = await queryRows<{ key: string | null }>(
    db,
    sql`SELECT (SELECT string_agg(vav.attribute_value_id::text, ',' ORDER BY vav.attribute_value_id)
                  FROM variant_attribute_values vav WHERE vav.variant_id = v.id) AS key
          FROM variants v WHERE v.product_id = ${productId} AND v.id <> ${exceptVariant}`,
  );
  if (rows.some((r) => (r.key ?? '') === key))
    throw conflict('variant_exists', 'Bu ürünün aynı özelliklerde bir varyantı zaten var.');
}

async function readVariants(db: DbOrTx, businessId: number, where: ReturnType<typeof sql>) {
  const rows = await queryRows<{
    id: number;
    product_id: number;
    sku: string;
    barcode: string | null;
    is_active: boolean;
    axes: VendorVariant['axes'] | null;
    offer_id: number | null;
    price: number | null;
    list_price: number | null;
    stock: number | null;
    offer_active: boolean | null;
  }>(
    db,
    sql`SELECT v.id, v.product_id, v.sku, v.barcode, v.is_active,
               (SELECT json_agg(json_build_object('attribute_id', a.id, 'attribute', a.name,
                                                  'value_id', av.id, 'value', av.value)
                                ORDER BY a.name)
                  FROM variant_attribute_values vav
                  JOIN attributes a ON a.id = vav.attribute_id
                  JOIN attribute_values av ON av.id = vav.attribute_value_id
                 WHERE vav.variant_id = v.id) AS axes,
               o.id AS offer_id, o.price, o.list_price, o.stock, o.is_active AS offer_active
          FROM variants v
          LEFT JOIN offers o ON o.variant_id = v.id AND o.business_id = ${businessId}
         WHERE ${where}
         ORDER BY v.position, v.id`,
  );
  return rows.map((r): VendorVariant => ({
    id: r.id,
    product: r.product_id,
    sku: r.sku,
    barcode: r.barcode,
    is_active: r.is_active,
    axes: r.axes ?? [],
    offer:
      r.offer_id === null
        ? null
        : {
            id: r.offer_id,
            price: r.price!,
            list_price: r.list_price,
            stock: r.stock!,
            is_active: r.offer_active!,
          },
  }));
}

/** The variants of a product this business made or sells (a plain list). */
export async function listVariants(
  db: DbOrTx,
  ctx: BusinessContext,
  productId: number,
): Promise<VendorVariant[]> {
  const b = ctx.business.id;
  const [p] = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.id = ${productId}
          AND (p.created_by_business_id = ${b}
               OR EXISTS (SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
                           WHERE v.product_id = p.id AND o.business_id = ${b}))`,
  );
  if (!p) throw notFound('Ürün bulunamadı.');
  return readVariants(db, b, sql`v.product_id = ${productId}`);
}

async function oneVariant(db: DbOrTx, ctx: BusinessContext, id: number) {
  const [v] = await readVariants(db, ctx.business.id, sql`v.id = ${id}`);
  return v!;
}

/** A variant of a product this business made (locked); another's is 404. */
async function ownVariant(db: DbOrTx, ctx: BusinessContext, id: number) {
  const [v] = await queryRows<{
    id: number;
    product_id: number;
    category_id: number;
    sku: string;
    barcode: string | null;
  }>(
    db,
    sql`SELECT v.id, v.product_id, p.category_id, v.sku, v.barcode
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.id = ${id} AND p.created_by_business_id = ${ctx.business.id}
         FOR UPDATE OF v`,
  );
  if (!v) throw notFound(NOT_FOUND);
  return v;
}

/**
 * Writes this business's own offer on a variant (price, list price, stock) through the one
 * offer writer (lib/catalog-write/offers.ts); the caller's `catalogChanged` refreshes the summary.
 */
async function upsertOwnOffer(
  tx: Tx,
  businessId: number,
  variantId: number,
  productId: number,
  o: { price?: number; list_price?: number | null; stock?: number },
) {
  const [cur] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM offers WHERE variant_id = ${variantId} AND business_id = ${businessId}`,
  );
  if (!cur) {
    if (o.price === undefined) return;
    await insertOfferTx(tx, businessId, variantId, productId, {
      price: o.price,
      list_price: o.list_price ?? null,
      stock: o.stock ?? 0,
    });
    return;
  }
  await changeOfferTx(tx, businessId, cur.id, {
    price: o.price,
    list_price: o.list_price,
    stock: o.stock,
  });
}

export async function createVariant(
  db: Db,
  ctx: BusinessContext,
  input: VendorVariantCreate,
): Promise<VendorVariant> {
  const product = await ownProduct(db, ctx, input.product);
  const axes = await axisValues(db, product.category_id, input.attribute_value_ids);
  if (input.barcode) {
    const owner = await barcodeOwner(db, input.barcode);
    if (owner) throw new BarcodeTakenError(owner);
  }
  if (await skuTaken(db, input.sku)) throw SKU_TAKEN();
  const id = await guarded(db, input.barcode, input.sku, () =>
    db.transaction(async (tx) => {
      await ownProduct(tx, ctx, input.product, true);
      await checkCombinationFree(tx, input.product, axes);
      const id = await insertVariant(tx, input.product, {
        sku: input.sku,
        barcode: input.barcode,
        axes,
      });
      await upsertOwnOffer(tx, ctx.business.id, id, input.product, input);
      await catalogChanged(tx, [input.product], 'variant.created');
      return id;
    }),
  );
  return oneVariant(db, ctx, id);
}

export async function updateVariant(
  db: Db,
  ctx: BusinessContext,
  id: number,
  input: VendorVariantUpdate,
): Promise<VendorVariant> {
  const v = await ownVariant(db, ctx, id);
  const axes =
    input.attribute_value_ids === undefined
      ? undefined
      : await axisValues(db, v.category_id, input.attribute_value_ids);
  if (input.barcode) {
    const owner = await barcodeOwner(db, input.barcode, id);
    if (owner) throw new BarcodeTakenError(owner);
  }
  if (input.sku && (await skuTaken(db, input.sku, id))) throw SKU_TAKEN();
  await guarded(db, input.barcode, input.sku, () =>
    db.transaction(async (tx) => {
      const locked = await ownVariant(tx, ctx, id);
      if (axes) await checkCombinationFree(tx, locked.product_id, axes, id);
      await writeVariant(tx, id, {
        sku: input.sku,
        barcode: input.barcode,
        isActive: input.is_active,
        axes,
      });
      await upsertOwnOffer(tx, ctx.business.id, id, locked.product_id, input);
      await catalogChanged(tx, [locked.product_id], 'variant.updated');
    }),
  );
  return oneVariant(db, ctx, id);
}

/** Deletes a variant never ordered; an ordered one is deactivated (its order lines keep copies). */
export async function deleteVariant(
  db: Db,
  ctx: BusinessContext,
  id: number,
): Promise<{ id: number; deleted: boolean }> {
  return db.transaction(async (tx) => {
    const v = await ownVariant(tx, ctx, id);
    const [r] = await queryRows<{ ordered: boolean; others: number }>(
      tx,
      sql`SELECT EXISTS (SELECT 1 FROM order_items WHERE variant_id = ${id}) AS ordered,
                 (SELECT count(*)::int FROM offers WHERE variant_id = ${id}
                   AND business_id <> ${ctx.business.id} AND is_active) AS others`,
    );
    if (r!.ordered) {
      await writeVariant(tx, id, { isActive: false });
      await catalogChanged(tx, [v.product_id], 'variant.deactivated');
      return { id, deleted: false };
    }
    if (r!.others > 0)
      throw conflict(
        'variant_in_use',
        'Bu varyantı başka satıcılar da satıyor; silinemez, pasif yapabilirsiniz.',
      );
    await removeVariant(tx, id);
    await catalogChanged(tx, [v.product_id], 'variant.deleted');
    return { id, deleted: true };
  });
}
