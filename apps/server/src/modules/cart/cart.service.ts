import { eq, sql } from 'drizzle-orm';
import {
  type Cart,
  type CartCount,
  type CartLine,
  type CartSellerGroup,
  CART_LINE_LIMIT,
  CART_MAX_LINES,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';
import {
  basketLineColumns,
  basketLineJoins,
  priceLines,
  type BasketLineRow,
  type Promotions,
} from '../pricing/index.ts';
import { loadPromotions } from '../promotions/index.ts';
import { offersWithoutDiscountClaim } from '../catalog/shelf-prices.ts';
import { foldUnclaimedReduction } from '../pricing/unclaimed.ts';

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı.';
export const LINE_NOT_FOUND = 'Sepet satırı bulunamadı.';
export const OUT_OF_STOCK = 'Stok yetersiz.';

/** 409 for a quantity above what may be bought; tells how many are left when any are. */
const outOfStock = (available: number) =>
  new AppError(
    409,
    'out_of_stock',
    available > 0
      ? `${OUT_OF_STOCK} Bu üründen en fazla ${available} adet alabilirsiniz.`
      : OUT_OF_STOCK,
  );

/**
 * How many units of an offer may be in one line: min(stock, CART_LINE_LIMIT), or 0 when the
 * offer, its variant or its product is no longer sold. Expects `o`, `v` and `p` in scope.
 */
const capOf = sql.raw(
  `CASE WHEN o.is_active AND v.is_active AND p.status = 'yayinda'
        THEN LEAST(o.stock, ${CART_LINE_LIMIT}) ELSE 0 END`,
);

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

/** A cart line as the one basket loader reads it (modules/pricing), with the line's own fields. */
interface LineRow extends BasketLineRow {
  id: number;
  price_at_add: number;
  quantity: number;
  selected: boolean;
}

/** The whole cart in one query, lines newest first; grouping and totals in JS. */
export async function loadCart(db: DbOrTx, userId: number): Promise<Cart> {
  const rows = await queryRows<LineRow>(
    db,
    sql`SELECT ci.id, ${basketLineColumns}, ci.price_at_add, ci.quantity, ci.selected
          FROM cart_items ci
          JOIN offers o ON o.id = ci.offer_id
          ${basketLineJoins}
         WHERE ci.user_id = ${userId}
         ORDER BY ci.created_at DESC, ci.id DESC`,
  );
  return withThirtyDayRule(db, rows, toCart(rows, await promotionsFor(db, userId, rows)));
}

/**
 * The 30-day rule in the cart (docs/decisions/037, 038): a line whose discount (or starred
 * deal) the shelf may not present as a reduction — the price before it was not the lowest of
 * the 30 days before it started — shows its reduced price as its price, with no struck price
 * and no "indirim" label, as the card and the product page do. Only the presentation moves:
 * what is paid, the totals and the order's copies stay the pricing function's.
 */
async function withThirtyDayRule(db: DbOrTx, rows: LineRow[], cart: Cart): Promise<Cart> {
  const lines = cart.groups.flatMap((g) => g.lines);
  const reduced = lines.filter((l) =>
    l.reductions.some((r) => r.kind === 'indirim' || r.kind === 'firsat'),
  );
  if (reduced.length === 0) return cart;
  const ids = new Set(reduced.map((l) => l.offer_id));
  const hidden = await offersWithoutDiscountClaim(
    db,
    rows
      .filter((r) => ids.has(r.offer_id))
      .map((r) => ({
        offer_id: r.offer_id,
        seller_id: r.seller_id,
        product_id: r.product_id,
        variant_id: r.variant_id,
        price: r.unit_price,
        list_price: r.list_price,
        stock: r.stock,
      })),
  );
  if (hidden.size === 0) return cart;
  let items = cart.items_total;
  let discount = cart.discount_total;
  let promotion = cart.promotion_total;
  for (const g of cart.groups)
    for (const l of g.lines) {
      if (!hidden.has(l.offer_id)) continue;
      const moved = foldUnclaimedReduction(l);
      if (!moved || !(l.selected && l.max_quantity > 0)) continue;
      g.selected_total -= moved.cut;
      g.promotion_total -= moved.cut;
      items -= moved.struck - l.line_total;
      discount -= moved.struck - (l.line_total + moved.cut);
      promotion -= moved.cut;
    }
  return { ...cart, items_total: items, discount_total: discount, promotion_total: promotion };
}

/** The promotions in force for these lines (coupons only for a signed-in shopper). */
const promotionsFor = (db: DbOrTx, userId: number | null, rows: LineRow[]) =>
  loadPromotions(db, {
    userId,
    sellerIds: rows.map((r) => r.seller_id),
    productIds: rows.map((r) => r.product_id),
  });

/**
 * Prices an anonymous cart (lines kept on the device) as `loadCart` prices a stored one: same
 * loader, same pricing function. Repeated offers are summed within the line limit; unknown
 * offers are left out; the lines keep the order they were sent in.
 */
export async function quoteCart(
  db: DbOrTx,
  items: ReadonlyArray<{ offer_id: number; quantity: number; selected: boolean }>,
): Promise<Cart> {
  if (items.length === 0) return toCart([], { discounts: [], campaigns: [], coupons: [] });
  const rows = await queryRows<LineRow>(
    db,
    sql`WITH src AS (
          SELECT x.offer_id, LEAST(sum(x.quantity), ${CART_LINE_LIMIT})::int AS quantity,
                 bool_or(x.selected) AS selected, min(x.n) AS n
            FROM ROWS FROM (json_to_recordset(${JSON.stringify(items)}::json)
                   AS (offer_id int, quantity int, selected boolean))
                 WITH ORDINALITY AS x(offer_id, quantity, selected, n)
           GROUP BY x.offer_id)
        SELECT src.offer_id AS id, ${basketLineColumns},
               o.price AS price_at_add, src.quantity, src.selected
          FROM src
          JOIN offers o ON o.id = src.offer_id
          ${basketLineJoins}
         ORDER BY src.n`,
  );
  return withThirtyDayRule(db, rows, toCart(rows, await promotionsFor(db, null, rows)));
}

/**
 * Groups lines by seller (in the order of each seller's newest line); totals from the one
 * pricing function. A selected line that can no longer be bought stays selected but costs
 * nothing.
 */
function toCart(rows: LineRow[], promotions: Promotions): Cart {
  const priced = priceLines(
    rows.map((r) => ({ ...r, counted: r.selected && Math.max(0, r.max_quantity) > 0 })),
    promotions,
  );
  const groups = new Map<number, CartSellerGroup>();
  rows.forEach((r, i) => {
    const p = priced.lines[i]!;
    const seller = { id: r.seller_id, name: r.seller_name, slug: r.seller_slug };
    const line: CartLine = {
      id: r.id,
      offer_id: r.offer_id,
      product_id: r.product_id,
      slug: r.slug,
      title: r.title,
      brand: r.brand,
      image: r.image_key ? imageUrl(r.image_key, 200) : null,
      variant_label: r.variant_label || null,
      seller,
      unit_price: r.unit_price,
      list_price: r.list_price,
      price_at_add: r.price_at_add,
      quantity: r.quantity,
      stock: r.stock,
      max_quantity: Math.max(0, r.max_quantity),
      selected: r.selected,
      line_total: p.line_total,
      reductions: p.reductions.map(({ kind, label, amount }) => ({ kind, label, amount })),
      paid_total: p.paid_total,
    };
    let group = groups.get(r.seller_id);
    if (!group) {
      const totals = priced.bySeller.get(r.seller_id)!;
      group = {
        seller,
        lines: [],
        selected_total: totals.items_total,
        shipping_fee: totals.shipping_fee,
        free_shipping_threshold: totals.free_shipping_threshold,
        remaining_for_free_shipping: totals.remaining_for_free_shipping,
        promotion_total: totals.promotion_total,
        shipping_discount: totals.shipping_discount,
        coupon: totals.coupon,
      };
      groups.set(r.seller_id, group);
    }
    group.lines.push(line);
  });
  return {
    groups: [...groups.values()],
    ItemInCart: rows.length,
    SelectedItemInCart: rows.filter((r) => r.selected).length,
    total_quantity: priced.total_quantity,
    items_total: priced.items_total,
    discount_total: priced.discount_total,
    promotion_total: priced.promotion_total,
    shipping_total: priced.shipping_total,
    grand_total: priced.grand_total,
  };
}

/** Serialises one shopper's cart writes so the line count is checked one write at a time. */
async function lockShopper(tx: DbOrTx, userId: number) {
  // FOR NO KEY UPDATE: blocks other cart writes of this shopper, not rows referencing them.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Adds units of an offer at its current price (re-adding resets price_at_add). One upsert caps
 * the line at min(stock, CART_LINE_LIMIT) against the row as committed, so concurrent adds of
 * the same offer can never pass the cap.
 */
export async function addCartItem(
  db: DbOrTx,
  userId: number,
  offerId: number,
  quantity: number,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const done = await queryRows<{ id: number }>(
      tx,
      sql`WITH src AS (
            SELECT o.id, o.price, ${capOf} AS cap
              FROM offers o
              JOIN variants v ON v.id = o.variant_id
              JOIN products p ON p.id = v.product_id
             WHERE o.id = ${offerId})
          INSERT INTO cart_items AS ci (user_id, offer_id, quantity, price_at_add)
          SELECT ${userId}, src.id, LEAST(${quantity}::int, src.cap), src.price
            FROM src
           WHERE src.cap > 0
             AND ((SELECT count(*) FROM cart_items x WHERE x.user_id = ${userId}) < ${CART_MAX_LINES}
                  OR EXISTS (SELECT 1 FROM cart_items x
                              WHERE x.user_id = ${userId} AND x.offer_id = src.id))
          ON CONFLICT (user_id, offer_id) DO UPDATE
             SET quantity = LEAST(ci.quantity + ${quantity}::int, (SELECT cap FROM src)),
                 price_at_add = EXCLUDED.price_at_add,
                 updated_at = now()
           WHERE ci.quantity < (SELECT cap FROM src)
          RETURNING ci.id`,
    );
    if (done.length > 0) return;

    // Nothing written: tell an unknown offer, no stock, a full line and a full cart apart.
    const [state] = await queryRows<{ cap: number | null; current: number | null; lines: number }>(
      tx,
      sql`SELECT (SELECT ${capOf} FROM offers o
                    JOIN variants v ON v.id = o.variant_id
                    JOIN products p ON p.id = v.product_id
                   WHERE o.id = ${offerId}
                     AND o.is_active AND v.is_active AND p.status = 'yayinda') AS cap,
                 (SELECT quantity FROM cart_items
                   WHERE user_id = ${userId} AND offer_id = ${offerId}) AS current,
                 (SELECT count(*)::int FROM cart_items WHERE user_id = ${userId}) AS lines`,
    );
    if (state?.cap === null || state?.cap === undefined) throw notFound(PRODUCT_NOT_FOUND);
    if (state.cap <= 0 || state.current !== null) throw outOfStock(state.cap);
    throw conflict('cart_limit', `Sepette en fazla ${CART_MAX_LINES} ürün olabilir.`);
  });
  return loadCart(db, userId);
}

/**
 * Changes a line's quantity and/or selection. The quantity must fit min(stock, limit); the
 * price_at_add is kept so the shopper still sees a price change.
 */
export async function updateCartItem(
  db: DbOrTx,
  userId: number,
  lineId: number,
  patch: { quantity?: number | undefined; selected?: boolean | undefined },
): Promise<Cart> {
  const q = patch.quantity ?? null;
  const s = patch.selected ?? null;
  const done = await queryRows<{ id: number }>(
    db,
    sql`UPDATE cart_items ci
           SET quantity = COALESCE(${q}::int, ci.quantity),
               selected = COALESCE(${s}::boolean, ci.selected),
               updated_at = now()
          FROM offers o
          JOIN variants v ON v.id = o.variant_id
          JOIN products p ON p.id = v.product_id
         WHERE ci.id = ${lineId} AND ci.user_id = ${userId} AND o.id = ci.offer_id
           AND (${q}::int IS NULL OR ${q}::int <= ${capOf})
        RETURNING ci.id`,
  );
  if (done.length === 0) {
    const [line] = await queryRows<{ cap: number }>(
      db,
      sql`SELECT ${capOf} AS cap
            FROM cart_items ci
            JOIN offers o ON o.id = ci.offer_id
            JOIN variants v ON v.id = o.variant_id
            JOIN products p ON p.id = v.product_id
           WHERE ci.id = ${lineId} AND ci.user_id = ${userId}`,
    );
    if (!line) throw notFound(LINE_NOT_FOUND);
    throw outOfStock(line.cap);
  }
  return loadCart(db, userId);
}

/** Removes one of the shopper's lines; another shopper's or an unknown one is a 404. */
export async function removeCartItem(db: DbOrTx, userId: number, lineId: number): Promise<Cart> {
  const deleted = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM cart_items WHERE id = ${lineId} AND user_id = ${userId} RETURNING id`,
  );
  if (deleted.length === 0) throw notFound(LINE_NOT_FOUND);
  return loadCart(db, userId);
}

export async function selectAllCartItems(
  db: DbOrTx,
  userId: number,
  selected: boolean,
): Promise<Cart> {
  await db.execute(
    sql`UPDATE cart_items SET selected = ${selected}::boolean, updated_at = now()
         WHERE user_id = ${userId} AND selected <> ${selected}::boolean`,
  );
  return loadCart(db, userId);
}

/**
 * Merges the anonymous cart at login in one statement: repeated offers are summed, offers that
 * cannot be bought are skipped (absent from the answer), quantities are added to existing lines
 * and capped by min(stock, limit); a new line takes the local selection, an existing one keeps
 * its own OR-ed with it. New lines beyond CART_MAX_LINES are dropped, first ones kept.
 */
export async function mergeCart(
  db: DbOrTx,
  userId: number,
  items: ReadonlyArray<{ offer_id: number; quantity: number; selected: boolean }>,
): Promise<Cart> {
  if (items.length > 0) {
    await db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      await tx.execute(
        sql`WITH src AS (
              SELECT x.offer_id, sum(x.quantity)::int AS quantity, bool_or(x.selected) AS selected,
                     min(x.n) AS n
                FROM ROWS FROM (json_to_recordset(${JSON.stringify(items)}::json)
                       AS (offer_id int, quantity int, selected boolean))
                     WITH ORDINALITY AS x(offer_id, quantity, selected, n)
               GROUP BY x.offer_id),
            ok AS (
              SELECT src.*, o.price, ${capOf} AS cap,
                     EXISTS (SELECT 1 FROM cart_items c
                              WHERE c.user_id = ${userId} AND c.offer_id = src.offer_id) AS present
                FROM src
                JOIN offers o ON o.id = src.offer_id
                JOIN variants v ON v.id = o.variant_id
                JOIN products p ON p.id = v.product_id),
            ranked AS (
              SELECT ok.*, row_number() OVER (PARTITION BY ok.present ORDER BY ok.n) AS rn
                FROM ok WHERE ok.cap > 0)
          INSERT INTO cart_items AS ci (user_id, offer_id, quantity, selected, price_at_add)
          SELECT ${userId}, r.offer_id, LEAST(r.quantity, r.cap), r.selected, r.price
            FROM ranked r
           WHERE r.present
              OR r.rn <= ${CART_MAX_LINES}
                         - (SELECT count(*) FROM cart_items c WHERE c.user_id = ${userId})
           ORDER BY r.n DESC
          ON CONFLICT (user_id, offer_id) DO UPDATE
             SET quantity = LEAST(ci.quantity + EXCLUDED.quantity,
                                  (SELECT r2.cap FROM ranked r2 WHERE r2.offer_id = EXCLUDED.offer_id)),
                 selected = ci.selected OR EXCLUDED.selected,
                 updated_at = now()`,
      );
    });
  }
  return loadCart(db, userId);
}
