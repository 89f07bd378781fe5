import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_PRODUCT_IMAGES, MIN_IMAGE_SIDE, type VendorProduct } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  catalogChanged,
  deleteImage as removeImage,
  insertImage,
  setImageOrder,
} from '../../lib/catalog-write/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { type MediaDirs, originalPath } from '../media/media.service.ts';
import {
  getProduct,
  isPublished,
  ownProduct,
  recordRevision,
  type ProductRow,
} from './products.service.ts';

const FORMATS = new Set(['jpeg', 'png', 'webp']);

/** What sharp reads from an upload; refuses what is not a JPEG, PNG or WebP of 500 px and more. */
export async function inspectImage(buf: Buffer): Promise<{ width: number; height: number }> {
  // sharp throws at once (not in its promise) on an empty buffer.
  const meta =
    buf.length === 0
      ? null
      : await Promise.resolve()
          .then(() => sharp(buf, { failOn: 'error' }).metadata())
          .catch(() => null);
  if (!meta || !meta.format || !FORMATS.has(meta.format))
    throw badRequest('Yalnızca JPEG, PNG ya da WebP görseller yüklenebilir.', {
      images: ['Dosya bir JPEG, PNG ya da WebP görsel değil (SVG kabul edilmez).'],
    });
  // EXIF orientation 5–8 swaps the sides.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  if (Math.min(width, height) < MIN_IMAGE_SIDE)
    throw badRequest(`Görselin kısa kenarı en az ${MIN_IMAGE_SIDE} piksel olmalı.`, {
      images: [
        `Görsel ${width}×${height} piksel; kısa kenarı en az ${MIN_IMAGE_SIDE} piksel olmalı.`,
      ],
    });
  return { width, height };
}

/** The image ids of a product as it will be once pending changes apply, in order. */
async function effectiveImageIds(db: DbOrTx, p: ProductRow): Promise<number[]> {
  if (p.pending_revision?.imageIds) return [...p.pending_revision.imageIds];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM product_images WHERE product_id = ${p.id} AND NOT is_pending
         ORDER BY position, id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Adds uploaded images to a product this business made. A published product's new images
 * wait (hidden from shoppers) in its pending revision.
 */
export async function addImages(
  db: Db,
  dirs: MediaDirs,
  ctx: BusinessContext,
  productId: number,
  files: Buffer[],
): Promise<VendorProduct> {
  const p0 = await ownProduct(db, ctx, productId);
  if (files.length === 0) throw badRequest('Bir görsel seçin.', { images: ['Bir görsel seçin.'] });
  const already = (await effectiveImageIds(db, p0)).length;
  if (already + files.length > MAX_PRODUCT_IMAGES)
    throw badRequest(`Bir ürüne en fazla ${MAX_PRODUCT_IMAGES} görsel eklenebilir.`, {
      images: [`En fazla ${MAX_PRODUCT_IMAGES} görsel; şu an ${already} görsel var.`],
    });
  const checked: { buf: Buffer; width: number; height: number }[] = [];
  for (const f of files) checked.push({ buf: f, ...(await inspectImage(f)) });

  const written: string[] = [];
  try {
    const stored: { key: string; width: number; height: number }[] = [];
    for (const c of checked) {
      const key = `s/${randomBytes(2).toString('hex')}/${randomBytes(12).toString('hex')}`;
      const file = originalPath(dirs, key)!;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, c.buf);
      written.push(file);
      stored.push({ key, width: c.width, height: c.height });
    }
    await db.transaction(async (tx) => {
      const p = await ownProduct(tx, ctx, productId, true);
      const pending = isPublished(p);
      const ids = await effectiveImageIds(tx, p);
      if (ids.length + stored.length > MAX_PRODUCT_IMAGES)
        throw badRequest(`Bir ürüne en fazla ${MAX_PRODUCT_IMAGES} görsel eklenebilir.`);
      for (const s of stored)
        ids.push(
          await insertImage(tx, productId, {
            storageKey: s.key,
            width: s.width,
            height: s.height,
            alt: p.title,
            pending,
          }),
        );
      if (pending) await recordRevision(tx, p, { imageIds: ids });
      await catalogChanged(tx, [productId], 'images.added');
    });
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw err;
  }
  return getProduct(db, ctx, productId);
}

/** Sets the order of a product's images (`ids`: every image of the product, once). */
export async function orderImages(
  db: Db,
  ctx: BusinessContext,
  productId: number,
  ids: number[],
): Promise<VendorProduct> {
  await db.transaction(async (tx) => {
    const p = await ownProduct(tx, ctx, productId, true);
    const current = await effectiveImageIds(tx, p);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((i) => current.includes(i));
    if (!same)
      throw badRequest('Görsel sırası ürünün görsellerinin tamamını bir kez içermeli.', {
        ids: ['Görsel sırası ürünün görsellerinin tamamını bir kez içermeli.'],
      });
    if (isPublished(p)) await recordRevision(tx, p, { imageIds: ids });
    else await setImageOrder(tx, productId, ids);
    await catalogChanged(tx, [productId], 'images.ordered');
  });
  return getProduct(db, ctx, productId);
}

/**
 * Removes an image of a product this business made. A published product's live image stays
 * until the change is approved; a pending one goes at once.
 */
export async function deleteImage(
  db: Db,
  dirs: MediaDirs,
  ctx: BusinessContext,
  imageId: number,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [img] = await queryRows<{
      product_id: number;
      storage_key: string;
      is_pending: boolean;
      generator: string | null;
    }>(
      tx,
      sql`SELECT i.product_id, i.storage_key, i.is_pending, i.generator
            FROM product_images i JOIN products p ON p.id = i.product_id
           WHERE i.id = ${imageId} AND p.created_by_business_id = ${ctx.business.id}`,
    );
    if (!img) throw notFound('Görsel bulunamadı.');
    const p = await ownProduct(tx, ctx, img.product_id, true);
    let removed: string | null = null;
    if (isPublished(p)) {
      const ids = (await effectiveImageIds(tx, p)).filter((i) => i !== imageId);
      if (img.is_pending) {
        await removeImage(tx, imageId);
        removed = img.storage_key;
      }
      await recordRevision(tx, { ...p }, { imageIds: ids });
    } else {
      await removeImage(tx, imageId);
      removed = img.storage_key;
    }
    await catalogChanged(tx, [img.product_id], 'images.deleted');
    return img.generator ? null : removed;
  });
  if (key) {
    const file = originalPath(dirs, key);
    if (file) await rm(file, { force: true });
  }
}
