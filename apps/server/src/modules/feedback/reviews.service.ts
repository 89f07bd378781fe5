import { sql } from 'drizzle-orm';
import type { ReviewCreated } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { imageUrl } from '../media/media.urls.ts';
import { iso, queryRows, ratingOf } from '../../lib/query-rows.ts';
import { authorNameOf } from './author-name.ts';

/**
 * A buyer's review of a delivered order item: once per item (the unique index on
 * reviews.order_item_id holds it under concurrency), with the shopper's own unused photos, and
 * the product's (and seller's) rating updated in the same transaction.
 */

export const ITEM_NOT_FOUND = 'Sipariş ürünü bulunamadı.';
export const NOT_DELIVERED = 'Yalnızca teslim edilen ürünleri değerlendirebilirsiniz.';
export const ALREADY_REVIEWED = 'Bu ürünü zaten değerlendirdiniz.';
export const PHOTO_NOT_YOURS = 'Fotoğraflardan biri bulunamadı. Lütfen yeniden yükleyin.';
export const PHOTO_USED =
  'Bu fotoğraf başka bir yerde kullanılmış. Lütfen yeni bir fotoğraf yükleyin.';

/** Statuses that prove the item reached the shopper (the return ones only after delivery). */
const REVIEWABLE = new Set(['teslim_edildi', 'iade_talep_edildi', 'iade_reddedildi']);

export interface ReviewInput {
  rating: number;
  body: string;
  photos: string[];
}

interface ItemRow {
  id: number;
  status: string;
  delivered_at: Date | string | null;
  product_id: number | null;
  variant_id: number | null;
  business_id: number;
}

interface RatingStats {
  avg: number;
  count: number;
  table_count: number;
  table_sum: number;
}

/**
 * The rating after one more review of `rating` stars. Stored ratings may include ratings that
 * have no row in `reviews` (the demo's imported history: rating_count can exceed the rows);
 * those are kept as they are and the rows are counted exactly, so a catalogue whose ratings all
 * come from reviews gets exactly the average of its reviews table.
 */
export function nextRating(s: RatingStats, rating: number): { avg: number; count: number } {
  const offCount = Math.max(0, s.count - s.table_count);
  const offSum =
    offCount === 0
      ? 0
      : Math.min(offCount * 500, Math.max(offCount * 100, s.avg * s.count - s.table_sum * 100));
  const count = offCount + s.table_count + 1;
  const avg = Math.round((offSum + (s.table_sum + rating) * 100) / count);
  return { avg: Math.min(500, Math.max(100, avg)), count };
}

const keyList = (keys: readonly string[]) => sql`string_to_array(${keys.join(',')}, ',')`;

async function lockAndCheckPhotos(tx: DbOrTx, userId: number, keys: string[]) {
  if (keys.length === 0) return new Map<string, { width: number; height: number }>();
  // Locked so that two reviews (or a review and a return) cannot take the same photo at once.
  const own = await queryRows<{ key: string; width: number; height: number }>(
    tx,
    sql`SELECT key, width, height FROM uploads
         WHERE key = ANY(${keyList(keys)}) AND user_id = ${userId}
         ORDER BY key FOR UPDATE`,
  );
  if (own.length !== keys.length) throw badRequest(PHOTO_NOT_YOURS, { photos: [PHOTO_NOT_YOURS] });
  const used = await queryRows<{ key: string }>(
    tx,
    sql`SELECT rp.storage_key AS key FROM review_photos rp
         WHERE rp.storage_key = ANY(${keyList(keys)})
        UNION
        SELECT k AS key FROM order_items oi, unnest(oi.return_photos) AS k
         WHERE oi.return_photos && ${keyList(keys)} AND k = ANY(${keyList(keys)})`,
  );
  if (used.length > 0) throw badRequest(PHOTO_USED, { photos: [PHOTO_USED] });
  return new Map(own.map((u) => [u.key, { width: u.width, height: u.height }]));
}

async function ratingStats(
  tx: DbOrTx,
  target: 'product' | 'business',
  id: number,
): Promise<RatingStats> {
  const [row] = await queryRows<RatingStats>(
    tx,
    target === 'product'
      ? sql`SELECT p.rating_avg_x100 AS avg, p.rating_count AS count,
                   (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)::int AS table_count,
                   (SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.product_id = p.id)::int AS table_sum
              FROM products p WHERE p.id = ${id}`
      : sql`SELECT b.rating_avg_x100 AS avg, b.rating_count AS count,
                   (SELECT count(*) FROM reviews r WHERE r.business_id = b.id)::int AS table_count,
                   (SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.business_id = b.id)::int AS table_sum
              FROM businesses b WHERE b.id = ${id}`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/**
 * Writes the review. Returns it with the product's slug, whose cached page the caller drops.
 * 404 for an item that is not the shopper's, 409 teslim_edilmedi / zaten_degerlendirildi,
 * 400 for photos that are not the shopper's unused uploads.
 */
export async function createReview(
  db: Db,
  userId: number,
  orderItemId: number,
  input: ReviewInput,
): Promise<{ review: ReviewCreated; productSlug: string }> {
  const [item] = await queryRows<ItemRow>(
    db,
    sql`SELECT oi.id, oi.status, oi.delivered_at, oi.product_id, oi.variant_id, oi.business_id
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE oi.id = ${orderItemId} AND o.user_id = ${userId}`,
  );
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const delivered =
    item.status === 'teslim_edildi' || (REVIEWABLE.has(item.status) && item.delivered_at !== null);
  if (!delivered) throw conflict('teslim_edilmedi', NOT_DELIVERED);
  if (item.product_id === null)
    throw new AppError(409, 'urun_yok', 'Bu ürün artık satışta olmadığı için değerlendirilemiyor.');
  const productId = item.product_id;
  const [existing] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM reviews WHERE order_item_id = ${orderItemId}`,
  );
  if (existing) throw conflict('zaten_degerlendirildi', ALREADY_REVIEWED);

  const photos = [...new Set(input.photos)];
  const authorName = await authorNameOf(db, userId);

  return db.transaction(async (tx) => {
    // The product (then the seller) is locked first, always in this order: ratings are read
    // and written one review at a time, and concurrent reviews of one item queue here.
    const [product] = await queryRows<{ slug: string }>(
      tx,
      sql`SELECT slug FROM products WHERE id = ${productId} FOR NO KEY UPDATE`,
    );
    if (!product) throw notFound(ITEM_NOT_FOUND);
    await tx.execute(
      sql`SELECT id FROM businesses WHERE id = ${item.business_id} FOR NO KEY UPDATE`,
    );
    // Once more under the lock, so a concurrent twin answers 409 rather than "photo used".
    const [twin] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM reviews WHERE order_item_id = ${orderItemId}`,
    );
    if (twin) throw conflict('zaten_degerlendirildi', ALREADY_REVIEWED);
    const photoSizes = await lockAndCheckPhotos(tx, userId, photos);
    // Read after the locks (a new statement sees what the previous holder committed).
    const productStats = await ratingStats(tx, 'product', productId);
    const businessStats = await ratingStats(tx, 'business', item.business_id);

    const [review] = await queryRows<{ id: number; created_at: Date | string }>(
      tx,
      sql`INSERT INTO reviews (product_id, variant_id, business_id, user_id, order_item_id,
                               author_name, rating, body)
          VALUES (${productId}, ${item.variant_id}, ${item.business_id}, ${userId},
                  ${orderItemId}, ${authorName}, ${input.rating}, ${input.body})
          ON CONFLICT (order_item_id) DO NOTHING
          RETURNING id, created_at`,
    );
    if (!review) throw conflict('zaten_degerlendirildi', ALREADY_REVIEWED);

    for (const [position, key] of photos.entries()) {
      const size = photoSizes.get(key)!;
      await tx.execute(
        sql`INSERT INTO review_photos (review_id, storage_key, width, height, position)
            VALUES (${review.id}, ${key}, ${size.width}, ${size.height}, ${position})`,
      );
    }

    const productRating = nextRating(productStats, input.rating);
    await tx.execute(
      sql`UPDATE products SET rating_avg_x100 = ${productRating.avg},
                              rating_count = ${productRating.count}
           WHERE id = ${productId}`,
    );
    const businessRating = nextRating(businessStats, input.rating);
    await tx.execute(
      sql`UPDATE businesses SET rating_avg_x100 = ${businessRating.avg},
                                rating_count = ${businessRating.count}
           WHERE id = ${item.business_id}`,
    );

    return {
      productSlug: product.slug,
      review: {
        id: review.id,
        product_id: productId,
        rating: input.rating,
        body: input.body,
        photos: photos.map((k) => imageUrl(k, 400)),
        author_name: authorName,
        created_at: iso(review.created_at),
        product_rating: { average: ratingOf(productRating.avg), count: productRating.count },
      },
    };
  });
}
