import { sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  type Order,
  ORDER_ITEM_STATUS_LABELS,
  type OrderItemStatus,
  type RefundTarget,
  RETURN_REASONS,
  type ReturnReason,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { refreshProductSummaries } from '../catalog/product-summary.service.ts';
import { emitEvent, type ItemRef } from '../events/index.ts';
import {
  type BasketItem,
  type PaymentLog,
  type PaymentProvider,
  recordItemRefundParts,
  runProviderRefunds,
} from '../payments/index.ts';
import { creditWallet } from '../wallet/wallet.service.ts';
import {
  disputeDeadline,
  type ItemRow,
  loadOrder,
  ORDER_NOT_FOUND,
  returnDeadline,
} from './orders.service.ts';

/**
 * What happens to an order after it is placed: the shopper cancels items before they ship or
 * asks for a return within 14 days of delivery; the seller (today: tests and demo data) moves
 * items forward and decides returns. Every change runs in one transaction with the rows locked,
 * writes its outbox event in it, and money goes back once per item (refunds' unique index),
 * never more than was paid. The payment provider is called only after the commit
 * (docs/decisions/022): card refunds are recorded in the transaction and run after it (retried
 * later if the provider refuses), payouts approved after delivery is committed.
 */

const quiet: PaymentLog = { error: () => undefined };

const ITEM_NOT_FOUND = 'Sipariş ürünü bulunamadı.';

interface LockedOrder {
  id: number;
  number: string;
  user_id: number;
  payment_id: string;
  paid_card: number;
  paid_wallet: number;
  provider_payment_id: string | null;
  item_refs: Record<string, string> | null;
  basket: BasketItem[] | null;
}

async function lockOrder(tx: DbOrTx, orderId: number, userId: number | null) {
  const [o] = await queryRows<LockedOrder>(
    tx,
    sql`SELECT o.id, o.number, o.user_id, o.payment_id, o.paid_card, o.paid_wallet,
               p.provider_payment_id, p.provider_data -> 'item_refs' AS item_refs,
               p.provider_data -> 'basket' AS basket
          FROM orders o JOIN payments p ON p.id = o.payment_id
         WHERE o.id = ${orderId} ${userId === null ? sql`` : sql`AND o.user_id = ${userId}`}
           FOR UPDATE OF o`,
  );
  if (!o) throw notFound(ORDER_NOT_FOUND);
  return o;
}

async function lockItems(tx: DbOrTx, orderId: number) {
  return queryRows<ItemRow>(
    tx,
    sql`SELECT * FROM order_items WHERE order_id = ${orderId} ORDER BY id FOR UPDATE`,
  );
}

async function setStatus(
  tx: DbOrTx,
  itemIds: number[],
  status: OrderItemStatus,
  note: string | null,
  extra = sql``,
) {
  if (itemIds.length === 0) return;
  const list = itemIds.join(',');
  await tx.execute(sql`
    UPDATE order_items SET status = ${status}, updated_at = now() ${extra}
     WHERE id = ANY(string_to_array(${list}, ',')::int[])`);
  await tx.execute(sql`
    INSERT INTO order_item_events (order_item_id, status, note)
    SELECT unnest(string_to_array(${list}, ',')::int[]), ${status}, ${note}`);
}

const itemRef = (order: LockedOrder, item: ItemRow): ItemRef => ({
  orderId: order.id,
  orderNumber: order.number,
  orderItemId: item.id,
  userId: order.user_id,
  businessId: item.business_id,
  title: item.title,
});

/**
 * Gives back `itemAmount` (+ `shippingAmount`) for one item, in the caller's transaction: to the
 * card (when the shopper chose it) up to what the card paid and has not had back — and, per
 * provider line, never more than that line's card share not yet given back — the rest to the
 * wallet (credited now). The card parts are only recorded here; returns their ids, to run with
 * `runProviderRefunds` after the commit.
 */
async function refundItem(
  tx: DbOrTx,
  order: LockedOrder,
  item: ItemRow,
  itemAmount: number,
  shippingAmount: number,
  target: RefundTarget,
): Promise<number[]> {
  const [done] = await queryRows<{ card: number; total: number }>(
    tx,
    sql`SELECT COALESCE(sum(card_amount), 0)::int AS card, COALESCE(sum(amount), 0)::int AS total
          FROM refunds WHERE payment_id = ${order.payment_id}`,
  );
  const left = order.paid_card + order.paid_wallet - done!.total;
  const amount = Math.min(itemAmount + shippingAmount, left);
  if (amount <= 0) return [];
  const parts: { itemRef: string; amount: number }[] = [];
  if (target === 'kart' && order.paid_card > done!.card) {
    if (!order.provider_payment_id) throw new Error(`order ${order.id} has no provider payment`);
    let budget = Math.min(amount, order.paid_card - done!.card);
    // What each provider line was charged, and what has been asked back from it already.
    const share = new Map<string, number>();
    for (const b of order.basket ?? []) {
      const ref = order.item_refs?.[b.id];
      if (ref) share.set(ref, b.price);
    }
    const asked = await queryRows<{ ref: string; s: number }>(
      tx,
      sql`SELECT item_ref AS ref, sum(amount)::int AS s FROM provider_refunds
           WHERE payment_id = ${order.payment_id} AND item_ref IS NOT NULL GROUP BY item_ref`,
    );
    const used = new Map(asked.map((a) => [a.ref, a.s]));
    // The item's own money first, then the package's shipping, each against its provider line.
    const itemPart = Math.min(itemAmount, amount);
    const wanted: [number, string | null][] = [
      [itemPart, item.provider_item_ref],
      [amount - itemPart, order.item_refs?.[`s${item.business_id}`] ?? item.provider_item_ref],
    ];
    for (const [value, ref] of wanted) {
      if (!ref || value <= 0 || budget <= 0) continue;
      const room = (share.get(ref) ?? 0) - (used.get(ref) ?? 0);
      const part = Math.min(value, room, budget);
      if (part <= 0) continue;
      const same = parts.find((p) => p.itemRef === ref);
      if (same) same.amount += part;
      else parts.push({ itemRef: ref, amount: part });
      used.set(ref, (used.get(ref) ?? 0) + part);
      budget -= part;
    }
  }
  const cardPart = parts.reduce((a, p) => a + p.amount, 0);
  const walletPart = amount - cardPart;
  const [refund] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO refunds (order_item_id, payment_id, amount, card_amount, wallet_amount)
        VALUES (${item.id}, ${order.payment_id}, ${amount}, ${cardPart}, ${walletPart})
        ON CONFLICT (order_item_id) DO NOTHING
        RETURNING id`,
  );
  if (!refund) throw conflict('zaten_iade_edildi', 'Bu ürünün iadesi zaten yapıldı.');
  if (walletPart > 0)
    await creditWallet(tx, order.user_id, 'iade', walletPart, {
      description: `${order.number} numaralı sipariş iadesi: ${item.title}`,
      orderId: order.id,
      refundId: refund.id,
    });
  return recordItemRefundParts(tx, order.payment_id, refund.id, parts);
}

/**
 * Cancels `targets` (rows of `items`, all locked, all cancellable): status and timeline, stock
 * back, shipping back with a package's last item, the money back once per item, and
 * `order_item.cancelled` per item, in the caller's transaction. Returns the card refunds to run
 * with `runProviderRefunds` after the commit. The one cancel path of shopper and seller.
 */
async function cancelLocked(
  tx: DbOrTx,
  order: LockedOrder,
  items: ItemRow[],
  targets: ItemRow[],
  note: string,
  refundTarget: RefundTarget,
  by: 'shopper' | 'seller',
  reason: string | undefined,
): Promise<number[]> {
  await setStatus(
    tx,
    targets.map((i) => i.id),
    'iptal_edildi',
    note,
  );
  for (const i of [...targets].sort((a, b) => (a.offer_id ?? 0) - (b.offer_id ?? 0)))
    if (i.offer_id !== null)
      await tx.execute(sql`
      UPDATE offers SET stock = stock + ${i.quantity}, updated_at = now() WHERE id = ${i.offer_id}`);
  const productIds = targets.map((i) => i.product_id).filter((x): x is number => x !== null);
  await refreshProductSummaries(tx, [...new Set(productIds)]);

  // A package whose every item is now cancelled gets its shipping fee back (once).
  const cancelled = new Set(targets.map((i) => i.id));
  const shippingFor = new Map<number, number>();
  for (const pkgId of new Set(targets.map((i) => i.package_id))) {
    const all = items.filter((i) => i.package_id === pkgId);
    if (!all.every((i) => cancelled.has(i.id) || i.status === 'iptal_edildi')) continue;
    const [pkg] = await queryRows<{ shipping_fee: number }>(
      tx,
      sql`UPDATE order_packages SET shipping_refunded_at = now()
         WHERE id = ${pkgId} AND shipping_refunded_at IS NULL AND shipping_fee > 0
        RETURNING shipping_fee`,
    );
    if (pkg) {
      const last = targets.filter((i) => i.package_id === pkgId).at(-1)!;
      shippingFor.set(last.id, pkg.shipping_fee);
    }
  }
  const ids: number[] = [];
  for (const i of targets) {
    ids.push(
      ...(await refundItem(tx, order, i, i.line_total, shippingFor.get(i.id) ?? 0, refundTarget)),
    );
    await emitEvent(tx, {
      type: 'order_item.cancelled',
      payload: {
        ...itemRef(order, i),
        by,
        ...(reason ? { reason } : {}),
      },
    });
  }
  return ids;
}

export interface CancelInput {
  item_ids?: number[] | undefined;
  refund_target: RefundTarget;
  reason?: string | undefined;
}

/**
 * Cancels items that have not shipped: stock back, money back, shipping back with the last item;
 * `order_item.cancelled` for each item in the same transaction, the card refund after it.
 */
export async function cancelOrderItems(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  input: CancelInput,
  log: PaymentLog = quiet,
): Promise<Order> {
  const refunds = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    const items = await lockItems(tx, order.id);
    let targets: ItemRow[];
    if (input.item_ids) {
      const wanted = new Set(input.item_ids);
      targets = items.filter((i) => wanted.has(i.id));
      if (targets.length !== wanted.size) throw notFound(ITEM_NOT_FOUND);
    } else targets = items.filter((i) => CANCELLABLE_STATUSES.includes(i.status));
    if (targets.length === 0 || targets.some((i) => !CANCELLABLE_STATUSES.includes(i.status)))
      throw conflict(
        'durum_uygun_degil',
        'Kargoya verilmiş veya iptal edilmiş ürünler iptal edilemez.',
      );
    const note = input.reason ? `İptal nedeni: ${input.reason}` : 'Siparişi iptal ettiniz.';
    return cancelLocked(
      tx,
      order,
      items,
      targets,
      note,
      input.refund_target,
      'shopper',
      input.reason,
    );
  });
  await runProviderRefunds(db, provider, refunds, log);
  return loadOrder(db, userId, orderId);
}

export interface ReturnInput {
  reason: ReturnReason;
  note?: string | undefined;
  photos: string[];
  refund_target: RefundTarget;
}

/** A return request for a delivered item within the 14 days; the seller then decides. */
export async function requestReturn(
  db: Db,
  userId: number,
  itemId: number,
  input: ReturnInput,
): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    const [item] = await queryRows<ItemRow & { order_number: string }>(
      tx,
      sql`SELECT i.*, o.number AS order_number FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE i.id = ${itemId} AND o.user_id = ${userId} FOR UPDATE OF i`,
    );
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status !== 'teslim_edildi')
      throw conflict(
        'durum_uygun_degil',
        item.status === 'iade_talep_edildi'
          ? 'Bu ürün için iade talebiniz zaten alındı.'
          : 'Yalnızca teslim edilen ürünler için iade talebi oluşturulabilir.',
      );
    const deadline = returnDeadline(item.delivered_at);
    if (!deadline || deadline <= new Date())
      throw conflict('iade_suresi_doldu', 'Bu ürünün 14 günlük iade süresi doldu.');
    if (input.photos.length > 0) {
      // The shopper's own uploads, not yet on a review or another return (rows locked so a
      // concurrent review cannot take the same photo).
      const keys = sql`string_to_array(${input.photos.join(',')}, ',')`;
      const own = await queryRows<{ key: string }>(
        tx,
        sql`SELECT u.key FROM uploads u WHERE u.user_id = ${userId} AND u.key = ANY(${keys})
             AND NOT EXISTS (SELECT 1 FROM review_photos rp WHERE rp.storage_key = u.key)
             AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE u.key = ANY(oi.return_photos))
             FOR UPDATE OF u`,
      );
      if (own.length !== new Set(input.photos).size)
        throw badRequest('Fotoğraf bulunamadı. Lütfen yeniden yükleyin.', {
          photos: ['Fotoğraf bulunamadı. Lütfen yeniden yükleyin.'],
        });
    }
    await setStatus(
      tx,
      [item.id],
      'iade_talep_edildi',
      `İade nedeni: ${RETURN_REASONS[input.reason]}`,
      sql`, return_reason = ${input.reason}, return_note = ${input.note ?? null},
          return_photos = string_to_array(${input.photos.join(',')}, ','),
          refund_target = ${input.refund_target}, return_requested_at = now()`,
    );
    await emitEvent(tx, {
      type: 'return.requested',
      payload: {
        orderId: item.order_id,
        orderNumber: item.order_number,
        orderItemId: item.id,
        userId,
        businessId: item.business_id,
        title: item.title,
        reason: RETURN_REASONS[input.reason],
      },
    });
    return item.order_id;
  });
  return loadOrder(db, userId, orderId);
}

/** The seller's decision on a return: accepted → refunded to the shopper's choice. */
export async function resolveReturn(
  db: Db,
  provider: PaymentProvider,
  itemId: number,
  accept: boolean,
  note: string | null = null,
  log: PaymentLog = quiet,
  seller?: SellerRef & { photos?: string[] },
): Promise<void> {
  const refunds = await db.transaction(async (tx): Promise<number[]> => {
    const [ref] = await queryRows<{ order_id: number }>(
      tx,
      sql`SELECT order_id FROM order_items WHERE id = ${itemId}
          ${seller ? sql`AND business_id = ${seller.businessId}` : sql``}`,
    );
    if (!ref) throw notFound(ITEM_NOT_FOUND);
    const order = await lockOrder(tx, ref.order_id, null);
    const item = (await lockItems(tx, order.id)).find((i) => i.id === itemId)!;
    if (item.status !== 'iade_talep_edildi')
      throw conflict(
        'durum_uygun_degil',
        `Bu ürün için bekleyen bir iade talebi yok (durum: ${ORDER_ITEM_STATUS_LABELS[item.status]}).`,
      );
    if (seller) {
      const photos = seller.photos ?? [];
      if (photos.length > 0) {
        const own = await queryRows<{ key: string }>(
          tx,
          sql`SELECT key FROM uploads WHERE user_id = ${seller.userId}
               AND key = ANY(string_to_array(${photos.join(',')}, ','))`,
        );
        if (own.length !== new Set(photos).size)
          throw badRequest('Fotoğraf bulunamadı. Lütfen yeniden yükleyin.', {
            photos: ['Fotoğraf bulunamadı. Lütfen yeniden yükleyin.'],
          });
      }
      await tx.execute(sql`
        INSERT INTO return_decisions (order_item_id, accepted, reason, photos, decided_by)
        VALUES (${item.id}, ${accept}, ${note}, string_to_array(${photos.join(',')}, ','),
                ${seller.userId})
        ON CONFLICT (order_item_id) DO NOTHING`);
    }
    await emitEvent(tx, {
      type: 'return.decided',
      payload: { ...itemRef(order, item), accepted: accept, ...(note ? { reason: note } : {}) },
    });
    if (!accept) {
      await setStatus(
        tx,
        [item.id],
        'iade_reddedildi',
        note ?? 'İade talebi satıcı tarafından reddedildi.',
      );
      return [];
    }
    await setStatus(tx, [item.id], 'iade_edildi', note ?? 'Ürün satıcıya ulaştı, iadeniz yapıldı.');
    return refundItem(tx, order, item, item.line_total, 0, item.refund_target ?? 'kart');
  });
  await runProviderRefunds(db, provider, refunds, log);
}

export interface DisputeInput {
  note: string;
  photos: string[];
}

/**
 * The shopper takes a rejected return to Çarşı: within 7 days of the seller's rejection, once
 * per item, with a note and photos (their own uploads, as a return's). The seller hears of it
 * through `dispute.opened`; an operator decides (modules/operations).
 */
export async function openDispute(
  db: Db,
  userId: number,
  itemId: number,
  input: DisputeInput,
  now = new Date(),
): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    const [item] = await queryRows<ItemRow & { order_number: string }>(
      tx,
      sql`SELECT i.*, o.number AS order_number FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE i.id = ${itemId} AND o.user_id = ${userId} FOR UPDATE OF i`,
    );
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const [existing] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM return_disputes WHERE order_item_id = ${item.id}`,
    );
    if (existing)
      throw conflict('itiraz_var', 'Bu ürün için itirazınız zaten alındı; Çarşı inceliyor.');
    const events = await queryRows<{ status: OrderItemStatus; created_at: Date | string }>(
      tx,
      sql`SELECT status, created_at FROM order_item_events WHERE order_item_id = ${item.id}
           ORDER BY created_at, id`,
    );
    const deadline = disputeDeadline(item.status, events);
    if (!deadline)
      throw conflict(
        'durum_uygun_degil',
        'Yalnızca satıcının reddettiği iadeler için Çarşı’ya itiraz edilebilir.',
      );
    if (deadline <= now)
      throw conflict(
        'itiraz_suresi_doldu',
        'İadenin reddedilmesinin üzerinden 7 gün geçti; itiraz süresi doldu.',
      );
    if (input.photos.length > 0) {
      const keys = sql`string_to_array(${input.photos.join(',')}, ',')`;
      const own = await queryRows<{ key: string }>(
        tx,
        sql`SELECT u.key FROM uploads u WHERE u.user_id = ${userId} AND u.key = ANY(${keys})
             AND NOT EXISTS (SELECT 1 FROM review_photos rp WHERE rp.storage_key = u.key)
             AND NOT EXISTS (SELECT 1 FROM return_disputes d WHERE u.key = ANY(d.photos))
             FOR UPDATE OF u`,
      );
      if (own.length !== new Set(input.photos).size)
        throw badRequest('Fotoğraf bulunamadı. Lütfen yeniden yükleyin.', {
          photos: ['Fotoğraf bulunamadı. Lütfen yeniden yükleyin.'],
        });
    }
    const [d] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO return_disputes (order_item_id, business_id, user_id, note, photos)
          VALUES (${item.id}, ${item.business_id}, ${userId}, ${input.note},
                  string_to_array(${input.photos.join(',')}, ','))
          RETURNING id`,
    );
    await emitEvent(tx, {
      type: 'dispute.opened',
      payload: {
        orderId: item.order_id,
        orderNumber: item.order_number,
        orderItemId: item.id,
        userId,
        businessId: item.business_id,
        title: item.title,
        disputeId: d!.id,
      },
    });
    return item.order_id;
  });
  return loadOrder(db, userId, orderId);
}

/**
 * An operator decided a dispute for the buyer: the rejected item becomes `iade_edildi` and its
 * money goes back through the returns' own refund path (card part to the card, the rest to the
 * wallet; once — refunds' unique index), in the caller's transaction. Returns the refund's id
 * and amount, and the card refunds to run with `runProviderRefunds` after the commit.
 */
export async function refundDisputedItem(
  tx: DbOrTx,
  itemId: number,
  note: string,
): Promise<{ refundId: number; amount: number; providerRefunds: number[]; ref: ItemRef }> {
  const [row] = await queryRows<{ order_id: number }>(
    tx,
    sql`SELECT order_id FROM order_items WHERE id = ${itemId}`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const order = await lockOrder(tx, row.order_id, null);
  const item = (await lockItems(tx, order.id)).find((i) => i.id === itemId)!;
  if (item.status !== 'iade_reddedildi')
    throw conflict(
      'durum_uygun_degil',
      `Bu ürünün iadesi reddedilmiş değil (durum: ${ORDER_ITEM_STATUS_LABELS[item.status]}).`,
    );
  await setStatus(tx, [item.id], 'iade_edildi', note);
  const providerRefunds = await refundItem(
    tx,
    order,
    item,
    item.line_total,
    0,
    item.refund_target ?? 'kart',
  );
  const [refund] = await queryRows<{ id: number; amount: number }>(
    tx,
    sql`SELECT id, amount FROM refunds WHERE order_item_id = ${item.id}`,
  );
  return {
    refundId: refund?.id ?? 0,
    amount: refund?.amount ?? 0,
    providerRefunds,
    ref: itemRef(order, item),
  };
}

/** The item of a dispute as its events name it (decision for the seller: nothing moves). */
export async function disputedItemRef(tx: DbOrTx, itemId: number): Promise<ItemRef> {
  const [row] = await queryRows<{ order_id: number }>(
    tx,
    sql`SELECT order_id FROM order_items WHERE id = ${itemId}`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const order = await lockOrder(tx, row.order_id, null);
  const item = (await lockItems(tx, order.id)).find((i) => i.id === itemId)!;
  return itemRef(order, item);
}

const FORWARD: Partial<Record<OrderItemStatus, OrderItemStatus[]>> = {
  hazirlaniyor: ['onay_bekliyor'],
  kargoya_verildi: ['onay_bekliyor', 'hazirlaniyor'],
  teslim_edildi: ['kargoya_verildi'],
};

const NOTES: Partial<Record<OrderItemStatus, string>> = {
  hazirlaniyor: 'Satıcı siparişinizi hazırlıyor.',
  kargoya_verildi: 'Paketiniz kargoya verildi.',
  teslim_edildi: 'Paketiniz teslim edildi.',
};

/**
 * Moves a package's live items one step forward (never back): hazirlaniyor, kargoya_verildi
 * (with a tracking number) or teslim_edildi. The sellers' money is released later, by the weekly
 * statement once the return window has closed (modules/payouts, docs/decisions/039). The
 * seller dashboard will call this; until then tests and the demo data do.
 */
export async function advancePackage(
  db: Db,
  _provider: PaymentProvider,
  packageId: number,
  to: 'hazirlaniyor' | 'kargoya_verildi' | 'teslim_edildi',
  trackingNumber?: string,
  _log: PaymentLog = quiet,
): Promise<number> {
  const ids = await db.transaction(async (tx) => {
    const [pkg] = await queryRows<{ id: number; order_id: number }>(
      tx,
      sql`SELECT id, order_id FROM order_packages WHERE id = ${packageId} FOR UPDATE`,
    );
    if (!pkg) throw notFound('Paket bulunamadı.');
    const items = (await lockItems(tx, pkg.order_id)).filter(
      (i) => i.package_id === pkg.id && FORWARD[to]!.includes(i.status),
    );
    if (items.length === 0) return [];
    const ids = items.map((i) => i.id);
    // One notice per package for the shopper, not one per item.
    const [order] = await queryRows<{ number: string; user_id: number }>(
      tx,
      sql`SELECT number, user_id FROM orders WHERE id = ${pkg.order_id}`,
    );
    await emitEvent(tx, {
      type: 'order_item.status_changed',
      payload: {
        orderId: pkg.order_id,
        orderNumber: order!.number,
        orderItemId: items[0]!.id,
        userId: order!.user_id,
        businessId: items[0]!.business_id,
        title:
          items.length > 1
            ? `${items[0]!.title} ve ${items.length - 1} ürün daha`
            : items[0]!.title,
        from: items[0]!.status,
        to,
      },
    });
    if (to === 'kargoya_verildi') {
      const number = trackingNumber ?? String(7_000_000_000 + pkg.id * 7919 + items.length);
      await tx.execute(sql`
        UPDATE order_packages SET tracking_number = COALESCE(tracking_number, ${number}),
               shipped_at = COALESCE(shipped_at, now()) WHERE id = ${pkg.id}`);
    }
    if (to === 'teslim_edildi') {
      await tx.execute(sql`
        UPDATE order_packages SET delivered_at = COALESCE(delivered_at, now()) WHERE id = ${pkg.id}`);
      // Items the card did not pay for have nothing to release at the provider.
      await setStatus(
        tx,
        ids,
        to,
        NOTES[to]!,
        sql`, delivered_at = now(),
            payout_approved_at = CASE WHEN provider_item_ref IS NULL THEN now() END`,
      );
      return ids;
    }
    await setStatus(tx, ids, to, NOTES[to]!);
    return ids;
  });
  // The seller's money is released by the weekly statement once the return window has closed
  // (modules/payouts, docs/decisions/039), not at delivery.
  return ids.length;
}

/** Who acts for a business: its id (every query filters by it) and the member. */
export interface SellerRef {
  businessId: number;
  userId: number;
}

export interface SellerChange {
  status: 'hazirlaniyor' | 'kargoya_verildi' | 'teslim_edildi' | 'iptal_edildi';
  cargo_company?: string | undefined;
  tracking_number?: string | undefined;
  reason?: string | undefined;
}

const label = (s: OrderItemStatus) => ORDER_ITEM_STATUS_LABELS[s];

/** The one step forward each seller status is reached from. */
const SELLER_FROM: Record<SellerChange['status'], readonly OrderItemStatus[]> = {
  hazirlaniyor: ['onay_bekliyor'],
  kargoya_verildi: ['hazirlaniyor'],
  teslim_edildi: ['kargoya_verildi'],
  iptal_edildi: CANCELLABLE_STATUSES,
};

function stepConflict(from: OrderItemStatus, to: OrderItemStatus) {
  if (from === to) return conflict('durum_uygun_degil', `Bu ürün zaten "${label(to)}" durumunda.`);
  if (to === 'iptal_edildi')
    return conflict(
      'durum_uygun_degil',
      `"${label(from)}" durumundaki ürün iptal edilemez; yalnızca kargoya verilmemiş ürünler iptal edilebilir.`,
    );
  return conflict(
    'durum_uygun_degil',
    `"${label(from)}" durumundaki ürün "${label(to)}" durumuna alınamaz. Durumlar yalnızca sırayla ilerler: Onay bekliyor → Hazırlanıyor → Kargoya verildi → Teslim edildi.`,
  );
}

/** 400s of a seller change that need no database: cargo and tracking number, reasons. */
export function checkSellerChange(input: SellerChange): SellerChange {
  if (input.status === 'kargoya_verildi') {
    if (!input.cargo_company)
      throw badRequest('Kargo firmasını seçin.', { cargo_company: ['Kargo firmasını seçin.'] });
    const number = normalizeTrackingNumber(input.tracking_number ?? '');
    if (!number)
      throw badRequest('Takip numarasını girin.', { tracking_number: ['Takip numarasını girin.'] });
    if (!isValidTrackingNumber(input.cargo_company, number)) {
      const msg = 'Takip numarası seçilen kargo firmasının numara biçimine uymuyor.';
      throw badRequest(msg, { tracking_number: [msg] });
    }
    return { ...input, tracking_number: number };
  }
  if (input.status === 'iptal_edildi' && !input.reason)
    throw badRequest('İptal nedenini belirtin.', { reason: ['İptal nedenini belirtin.'] });
  return input;
}

/**
 * The seller moves one of its items (DESIGN §9), only forward and one step at a time:
 * onay_bekliyor → hazirlaniyor (this item) → kargoya_verildi (the whole package: every live item
 * must be prepared; one cargo company and tracking number per package) → teslim_edildi (the
 * package's shipped items); iptal_edildi before shipping through the shopper's cancel path
 * (stock, money and shipping back once, `by: 'seller'`). The order row is locked first, so two
 * members acting at once are serialised: the second sees the new status and gets 409. Provider
 * calls (card refunds, payouts) run after the commit. Returns the order id.
 */
export async function sellerChangeItem(
  db: Db,
  provider: PaymentProvider,
  seller: SellerRef,
  itemId: number,
  raw: SellerChange,
  log: PaymentLog = quiet,
): Promise<number> {
  const input = checkSellerChange(raw);
  const out = await db.transaction(async (tx) => {
    const [ref] = await queryRows<{ order_id: number }>(
      tx,
      sql`SELECT order_id FROM order_items WHERE id = ${itemId} AND business_id = ${seller.businessId}`,
    );
    if (!ref) throw notFound(ITEM_NOT_FOUND);
    const order = await lockOrder(tx, ref.order_id, null);
    const items = await lockItems(tx, order.id);
    const item = items.find((i) => i.id === itemId)!;
    const to = input.status;
    if (!SELLER_FROM[to].includes(item.status)) throw stepConflict(item.status, to);

    if (to === 'iptal_edildi') {
      const refunds = await cancelLocked(
        tx,
        order,
        items,
        [item],
        `Satıcı iptal etti. Neden: ${input.reason}`,
        'kart',
        'seller',
        input.reason,
      );
      return { orderId: order.id, refunds, delivered: [] as number[] };
    }

    // hazirlaniyor moves this item; shipping and delivery move the package's live items.
    let moved: ItemRow[] = [item];
    if (to !== 'hazirlaniyor') {
      const live = items.filter(
        (i) => i.package_id === item.package_id && i.status !== 'iptal_edildi',
      );
      if (to === 'kargoya_verildi') {
        const waiting = live.filter((i) => i.status !== 'hazirlaniyor');
        if (waiting.length > 0)
          throw conflict(
            'paket_hazir_degil',
            `Paket birlikte kargoya verilir: önce paketteki tüm ürünleri "Hazırlanıyor" durumuna alın (${waiting.map((i) => i.title).join(', ')}).`,
          );
      }
      moved = live.filter((i) => SELLER_FROM[to].includes(i.status));
    }
    const ids = moved.map((i) => i.id);
    if (to === 'kargoya_verildi') {
      await tx.execute(sql`
        UPDATE order_packages SET cargo_company = ${input.cargo_company!},
               tracking_number = ${input.tracking_number!}, shipped_at = now()
         WHERE id = ${item.package_id} AND business_id = ${seller.businessId}`);
      await setStatus(tx, ids, to, NOTES[to]!);
    } else if (to === 'teslim_edildi') {
      await tx.execute(sql`
        UPDATE order_packages SET delivered_at = COALESCE(delivered_at, now())
         WHERE id = ${item.package_id}`);
      await setStatus(
        tx,
        ids,
        to,
        NOTES[to]!,
        sql`, delivered_at = now(),
            payout_approved_at = CASE WHEN provider_item_ref IS NULL THEN now() END`,
      );
    } else await setStatus(tx, ids, to, NOTES[to]!);
    await emitEvent(tx, {
      type: 'order_item.status_changed',
      payload: {
        ...itemRef(order, item),
        title: moved.length > 1 ? `${item.title} ve ${moved.length - 1} ürün daha` : item.title,
        from: item.status,
        to,
      },
    });
    return {
      orderId: order.id,
      refunds: [] as number[],
      delivered: to === 'teslim_edildi' ? ids : [],
    };
  });
  await runProviderRefunds(db, provider, out.refunds, log);
  // Delivered items are paid out by the weekly statement (modules/payouts, docs/decisions/039).
  return out.orderId;
}
