import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../query-rows.ts';

export interface VariantWrite {
  sku?: string;
  barcode?: string | null;
  isActive?: boolean;
  /** Axis values: attribute id → attribute value id (replaces all). */
  axes?: { attributeId: number; valueId: number }[];
}

async function setAxes(
  tx: DbOrTx,
  variantId: number,
  axes: { attributeId: number; valueId: number }[],
) {
  await tx.execute(sql`DELETE FROM variant_attribute_values WHERE variant_id = ${variantId}`);
  for (const a of axes)
    await tx.execute(
      sql`INSERT INTO variant_attribute_values (variant_id, attribute_id, attribute_value_id)
          VALUES (${variantId}, ${a.attributeId}, ${a.valueId})`,
    );
}

/**
 * A new variant at the end of the product's list. A barcode or SKU already in the catalogue
 * fails on variants_barcode_uq / variants_sku_uq (the caller turns it into a 409).
 */
export async function insertVariant(
  tx: DbOrTx,
  productId: number,
  v: VariantWrite & { sku: string },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO variants (product_id, sku, barcode, position, is_active)
        VALUES (${productId}, ${v.sku}, ${v.barcode ?? null},
                (SELECT coalesce(max(position) + 1, 0) FROM variants WHERE product_id = ${productId}),
                ${v.isActive ?? true})
        RETURNING id`,
  );
  if (v.axes) await setAxes(tx, row!.id, v.axes);
  return row!.id;
}

export async function updateVariant(tx: DbOrTx, variantId: number, v: VariantWrite) {
  const sets = [];
  if (v.sku !== undefined) sets.push(sql`sku = ${v.sku}`);
  if (v.barcode !== undefined) sets.push(sql`barcode = ${v.barcode}`);
  if (v.isActive !== undefined) sets.push(sql`is_active = ${v.isActive}`);
  if (sets.length > 0)
    await tx.execute(sql`UPDATE variants SET ${sql.join(sets, sql`, `)} WHERE id = ${variantId}`);
  if (v.axes) await setAxes(tx, variantId, v.axes);
}

/** Deletes a variant with its offers (never ordered: the caller checks). */
export async function deleteVariant(tx: DbOrTx, variantId: number) {
  await tx.execute(sql`DELETE FROM variants WHERE id = ${variantId}`);
}
