import { eq, inArray } from 'drizzle-orm';
import type { ProductCard } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import { cardColumns, toCards } from './product-card.query.ts';

/**
 * Cards of the given products in the given order (two queries: products and main images). The
 * callers already restricted the ids to visible products.
 */
export async function cardsInOrder(db: DbOrTx, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
  const cards = new Map((await toCards(db, rows)).map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}
