import { and, desc, eq, sql } from 'drizzle-orm';
import { type Favorite, MAX_FAVORITES } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, favorites, products, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { cardColumns, toCards, visibleProduct } from '../catalog/product-card.query.ts';

/** The cap the service enforces; tests lower it instead of adding hundreds of products. */
export const favoriteLimits = { max: MAX_FAVORITES };

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı.';
export const FAVORITE_NOT_FOUND = 'Favori bulunamadı.';

/**
 * The shopper's favourites as cards, newest first: one query for the rows, one for their images.
 * Products no longer visible (unpublished or without a price) are left out but stay stored, so
 * they come back when the product does.
 */
export async function listFavorites(
  db: DbOrTx,
  userId: number,
  onlyProductId?: number,
): Promise<Favorite[]> {
  const rows = await db
    .select({
      ...cardColumns,
      priceAtAdd: favorites.priceAtAdd,
      addedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(favorites.userId, userId),
        visibleProduct,
        onlyProductId === undefined ? undefined : eq(favorites.productId, onlyProductId),
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  // toCards keeps the order of its rows.
  const cards = await toCards(db, rows);
  return rows.map((row, i) => ({
    product: cards[i]!,
    added_at: row.addedAt.toISOString(),
    price_at_add: row.priceAtAdd,
    price_drop: Math.max(0, row.priceAtAdd - (row.minPrice ?? row.priceAtAdd)),
  }));
}

/**
 * Adds a product at its current best price. Idempotent: an existing favourite is returned as it
 * is (`created: false`, price_at_add unchanged). The cap is checked and the row inserted in one
 * statement, after locking the shopper's row so that concurrent adds are counted one after the
 * other (under READ COMMITTED a lone INSERT … SELECT count(*) could let two of them pass).
 */
export async function addFavorite(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ favorite: Favorite; created: boolean }> {
  const max = favoriteLimits.max;
  const created = await db.transaction(async (tx) => {
    // FOR NO KEY UPDATE: serialises this shopper's adds without blocking rows that reference them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const inserted = await queryRows<{ product_id: number }>(
      tx,
      sql`
      INSERT INTO favorites (user_id, product_id, price_at_add)
      SELECT ${userId}, ${products.id}, ${products.minPrice}
        FROM ${products}
       WHERE ${products.id} = ${productId} AND ${visibleProduct}
         AND (SELECT count(*) FROM favorites f WHERE f.user_id = ${userId}) < ${max}
      ON CONFLICT (user_id, product_id) DO NOTHING
      RETURNING product_id`,
    );
    if (inserted.length > 0) return true;

    // Nothing inserted: tell an invisible product, an existing favourite and the cap apart.
    const [state] = await queryRows<{ visible: boolean; favorite: boolean }>(
      tx,
      sql`SELECT
            EXISTS (SELECT 1 FROM ${products}
                     WHERE ${products.id} = ${productId} AND ${visibleProduct}) AS visible,
            EXISTS (SELECT 1 FROM favorites f
                     WHERE f.user_id = ${userId} AND f.product_id = ${productId}) AS favorite`,
    );
    if (!state?.visible) throw notFound(PRODUCT_NOT_FOUND);
    if (state.favorite) return false;
    throw conflict(
      'favorites_limit',
      `Favorilerinize en fazla ${max} ürün ekleyebilirsiniz. Yeni ürün eklemek için önce bazılarını çıkarın.`,
    );
  });
  const [favorite] = await listFavorites(db, userId, productId);
  // The product could be hidden between the insert and this read; treat it as not found.
  if (!favorite) throw notFound(PRODUCT_NOT_FOUND);
  return { favorite, created };
}

/** Removes one of the shopper's favourites; another shopper's or an unknown one is a 404. */
export async function removeFavorite(db: DbOrTx, userId: number, productId: number) {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ productId: favorites.productId });
  if (deleted.length === 0) throw notFound(FAVORITE_NOT_FOUND);
}
