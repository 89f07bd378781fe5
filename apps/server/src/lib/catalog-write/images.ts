import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../query-rows.ts';

/** Positions of pending images start here, so the card query (position 0) never shows one. */
export const PENDING_POSITION = 1000;

/** Records an uploaded image (the file is already under DATA_DIR/uploads/<key>). */
export async function insertImage(
  tx: DbOrTx,
  productId: number,
  img: { storageKey: string; width: number; height: number; alt: string; pending: boolean },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO product_images (product_id, storage_key, width, height, alt, position, is_pending)
        VALUES (${productId}, ${img.storageKey}, ${img.width}, ${img.height}, ${img.alt},
                (SELECT coalesce(max(position) + 1, 0) FROM product_images
                  WHERE product_id = ${productId} AND is_pending = ${img.pending})
                  + ${img.pending ? PENDING_POSITION : 0},
                ${img.pending})
        RETURNING id`,
  );
  return row!.id;
}

export async function deleteImage(tx: DbOrTx, imageId: number) {
  await tx.execute(sql`DELETE FROM product_images WHERE id = ${imageId}`);
}

/** Sets the order of the given images of a product (0, 1, 2 … in the order of `ids`). */
export async function setImageOrder(tx: DbOrTx, productId: number, ids: readonly number[]) {
  for (const [i, id] of ids.entries())
    await tx.execute(
      sql`UPDATE product_images SET position = ${i} WHERE id = ${id} AND product_id = ${productId}`,
    );
}

/**
 * Applies an approved image list of a published product: images left out are deleted, the
 * others (pending ones included) become live in the given order.
 */
export async function publishPendingImages(
  tx: DbOrTx,
  productId: number,
  ids: readonly number[],
): Promise<void> {
  const keep = ids.length ? ids.join(',') : '0';
  await tx.execute(
    sql`DELETE FROM product_images WHERE product_id = ${productId}
          AND NOT (id = ANY(string_to_array(${keep}, ',')::int[]))`,
  );
  // Out of the way first: positions are not unique, but keep them tidy.
  await tx.execute(
    sql`UPDATE product_images SET is_pending = false, position = position + 10000
         WHERE product_id = ${productId}`,
  );
  await setImageOrder(tx, productId, ids);
}
