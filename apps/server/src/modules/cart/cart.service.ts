import { eq, sql } from 'drizzle-orm';
import type { CartCount } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

/** `ItemInCart` counts lines, `SelectedItemInCart` the lines that will be bought. */
export async function countCartItems(db: DbOrTx, userId: number): Promise<CartCount> {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      selected: sql<number>`count(*) FILTER (WHERE ${cartItems.selected})::int`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return { ItemInCart: row?.lines ?? 0, SelectedItemInCart: row?.selected ?? 0 };
}
