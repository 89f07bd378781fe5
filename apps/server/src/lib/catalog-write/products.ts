import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { slugify } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { ProductRevision, StoredRejection } from '../../db/schema/index.ts';
import { queryRows } from '../query-rows.ts';
import { plainText, sanitizeDescription } from '../sanitize-html.ts';

/** The columns a catalogue write may set on a product (undefined: leave as is). */
export interface ProductWrite {
  title?: string;
  /** Any HTML: sanitised here, whoever writes. */
  description?: string;
  categoryId?: number;
  brandId?: number;
  /** The brand's product line; null removes it. */
  productLineId?: number | null;
  kdvRate?: number;
  status?: 'taslak' | 'onay_bekliyor' | 'yayinda' | 'reddedildi' | 'pasif';
  createdByBusinessId?: number | null;
  submittedAt?: Date | null;
  approvedAt?: Date | null;
  rejection?: StoredRejection | null;
  pendingRevision?: ProductRevision | null;
  reviewStatus?: 'beklemede' | 'onaylandi' | 'reddedildi' | null;
}

const json = (v: unknown) => (v === null ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);

/** A new product card; its slug is the title's plus a short random tail. Returns id and slug. */
export async function insertProduct(
  tx: DbOrTx,
  p: ProductWrite & { title: string; categoryId: number; brandId: number },
): Promise<{ id: number; slug: string }> {
  const title = plainText(p.title);
  const slug = `${slugify(title).slice(0, 80).replace(/-+$/, '')}-${randomBytes(3).toString('hex')}`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO products (slug, title, description, brand_id, category_id,
                              created_by_business_id, kdv_rate, status, product_line_id)
        VALUES (${slug}, ${title}, ${sanitizeDescription(p.description ?? '')}, ${p.brandId},
                ${p.categoryId}, ${p.createdByBusinessId ?? null}, ${p.kdvRate ?? 20},
                ${p.status ?? 'taslak'}, ${p.productLineId ?? null})
        RETURNING id`,
  );
  return { id: row!.id, slug };
}

/** Sets the given columns of a product (descriptions sanitised, titles made plain). */
export async function updateProduct(tx: DbOrTx, id: number, p: ProductWrite): Promise<void> {
  const sets = [];
  if (p.title !== undefined) sets.push(sql`title = ${plainText(p.title)}`);
  if (p.description !== undefined)
    sets.push(sql`description = ${sanitizeDescription(p.description)}`);
  if (p.categoryId !== undefined) sets.push(sql`category_id = ${p.categoryId}`);
  if (p.brandId !== undefined) sets.push(sql`brand_id = ${p.brandId}`);
  if (p.kdvRate !== undefined) sets.push(sql`kdv_rate = ${p.kdvRate}`);
  if (p.productLineId !== undefined) sets.push(sql`product_line_id = ${p.productLineId}`);
  if (p.status !== undefined) sets.push(sql`status = ${p.status}`);
  if (p.createdByBusinessId !== undefined)
    sets.push(sql`created_by_business_id = ${p.createdByBusinessId}`);
  if (p.submittedAt !== undefined) sets.push(sql`submitted_at = ${p.submittedAt}`);
  if (p.approvedAt !== undefined) sets.push(sql`approved_at = ${p.approvedAt}`);
  if (p.rejection !== undefined) sets.push(sql`rejection = ${json(p.rejection)}`);
  if (p.pendingRevision !== undefined)
    sets.push(sql`pending_revision = ${json(p.pendingRevision)}`);
  if (p.reviewStatus !== undefined) sets.push(sql`review_status = ${p.reviewStatus}`);
  if (sets.length === 0) return;
  await tx.execute(sql`UPDATE products SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

/** Replaces the product's non-axis attribute values. */
export async function setProductAttributes(
  tx: DbOrTx,
  productId: number,
  valueIds: readonly number[],
): Promise<void> {
  await tx.execute(sql`DELETE FROM product_attribute_values WHERE product_id = ${productId}`);
  if (valueIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO product_attribute_values (product_id, attribute_value_id)
        SELECT ${productId}, unnest(string_to_array(${[...new Set(valueIds)].join(',')}, ',')::int[])`,
  );
}

/** Deletes a product card with its variants, offers and images (never ordered: the caller checks). */
export async function deleteProduct(tx: DbOrTx, productId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM products WHERE id = ${productId}`);
}
