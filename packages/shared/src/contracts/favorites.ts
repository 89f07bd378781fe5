import { z } from 'zod';
import { productCardSchema } from './catalog.ts';

/** Favourites (issue 5): `GET/POST /api/core/favorites/`, `DELETE /api/core/favorites/{product_id}/`. */

export const favoriteSchema = z.object({
  product: productCardSchema,
  /** ISO time the shopper added it. */
  added_at: z.string(),
  /** The product's price (kuruş, best offer) when it was added. */
  price_at_add: z.number().int(),
  /** How much cheaper it is now than when added (kuruş); 0 when not cheaper. */
  price_drop: z.number().int().nonnegative(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** `GET /api/core/favorites/`: the shopper's favourites, newest first (SPEC §7: an array). */
export const favoriteListSchema = z.array(favoriteSchema);

export const addFavoriteSchema = z.object({
  product_id: z
    .number({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .int({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .positive({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .max(2_147_483_647, { error: 'Ürün numarası bir tam sayı olmalı.' }),
});
export type AddFavorite = z.infer<typeof addFavoriteSchema>;

/** Most favourites a shopper may keep. */
export const MAX_FAVORITES = 500;
