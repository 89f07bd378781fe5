import { sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  type Order,
  type OrderItemStatus,
  type RefundTarget,
  RETURN_REASONS,
  type ReturnReason,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { refreshProductSummaries } from '../catalog/product-summary.service.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { creditWallet } from '../wallet/wallet.service.ts';
import { type ItemRow, loadOrder, ORDER_NOT_FOUND, returnDeadline } from './orders.service.ts';

/**
 * What happens to an order after it is placed: the shopper cancels items before they ship or
 * asks for a return within 14 days of delivery; the seller (today: tests and demo data) moves
 * items forward and decides returns. Every change runs in one transaction with the rows locked,
 * and money goes back once per item (refunds' unique index), never more than was paid.
 */

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
}

async function lockOrder(tx: DbOrTx, orderId: number, userId: number | null) {
  const [o] = await queryRows<LockedOrder>(
    tx,
    sql`SELECT o.id, o.number, o.user_id, o.payment_id, o.paid_card, o.paid_wallet,
               p.provider_payment_id, p.provider_data -> 'item_refs' AS item_refs
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

/**
 * Gives back `itemAmount` (+ `shippingAmount`) for one item: to the card up to what the card
 * paid and is not yet refunded (when the shopper chose the card), the rest to the wallet.
 */
async function refundItem(
  tx: DbOrTx,
  provider: PaymentProvider,
  order: LockedOrder,
  item: ItemRow,
  itemAmount: number,
  shippingAmount: number,
  target: RefundTarget,
) {
  const [done] = await queryRows<{ card: number; total: number }>(
    tx,
    sql`SELECT COALESCE(sum(card_amount), 0)::int AS card, COALESCE(sum(amount), 0)::int AS total
          FROM refunds WHERE payment_id = ${order.payment_id}`,
  );
  const left = order.paid_card + order.paid_wallet - done!.total;
  const amount = Math.min(itemAmount + shippingAmount, left);
  if (amount <= 0) return;
  const cardLeft = Math.max(0, order.paid_card - done!.card);
  const cardPart = target === 'kart' ? Math.min(amount, cardLeft) : 0;
  const walletPart = amount - cardPart;
  const refs: string[] = [];
  if (cardPart > 0) {
    if (!order.provider_payment_id) throw new Error(`order ${order.id} has no provider payment`);
    // The item's own money first, then the package's shipping, each against its provider line.
    const itemPart = Math.min(cardPart, itemAmount);
    const parts: [number, string | null][] = [
      [itemPart, item.provider_item_ref],
      [cardPart - itemPart, order.item_refs?.[`s${item.business_id}`] ?? item.provider_item_ref],
    ];
    for (const [value, ref] of parts) {
      if (value <= 0) continue;
      const r = await provider.refund({
        paymentId: order.payment_id,
        providerPaymentId: order.provider_payment_id,
        itemRef: ref,
        amount: value,
        ip: '127.0.0.1',
      });
      if (!r.ok)
        throw new AppError(
          502,
          'iade_basarisiz',
          'İade şu anda kartınıza yapılamadı. Lütfen biraz sonra tekrar deneyin ya da cüzdana iadeyi seçin.',
        );
      refs.push(r.ref);
    }
  }
  const [refund] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO refunds (order_item_id, payment_id, amount, card_amount, wallet_amount, provider_ref)
        VALUES (${item.id}, ${order.payment_id}, ${amount}, ${cardPart}, ${walletPart},
                ${refs.join(',') || null})
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
}

export interface CancelInput {
  item_ids?: number[] | undefined;
  refund_target: RefundTarget;
  reason?: string | undefined;
}

/** Cancels items that have not shipped: stock back, money back, shipping back with the last item. */
export async function cancelOrderItems(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  input: CancelInput,
): Promise<Order> {
  await db.transaction(async (tx) => {
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
    for (const i of targets)
      await refundItem(
        tx,
        provider,
        order,
        i,
        i.line_total,
        shippingFor.get(i.id) ?? 0,
        input.refund_target,
      );
  });
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
    const [item] = await queryRows<ItemRow>(
      tx,
      sql`SELECT i.* FROM order_items i JOIN orders o ON o.id = i.order_id
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
): Promise<void> {
  await db.transaction(async (tx) => {
    const [ref] = await queryRows<{ order_id: number }>(
      tx,
      sql`SELECT order_id FROM order_items WHERE id = ${itemId}`,
    );
    if (!ref) throw notFound(ITEM_NOT_FOUND);
    const order = await lockOrder(tx, ref.order_id, null);
    const item = (await lockItems(tx, order.id)).find((i) => i.id === itemId)!;
    if (item.status !== 'iade_talep_edildi')
      throw conflict('durum_uygun_degil', 'Bu ürün için bekleyen bir iade talebi yok.');
    if (!accept) {
      await setStatus(
        tx,
        [item.id],
        'iade_reddedildi',
        note ?? 'İade talebi satıcı tarafından reddedildi.',
      );
      return;
    }
    await setStatus(tx, [item.id], 'iade_edildi', note ?? 'Ürün satıcıya ulaştı, iadeniz yapıldı.');
    await refundItem(tx, provider, order, item, item.line_total, 0, item.refund_target ?? 'kart');
  });
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
 * (with a tracking number) or teslim_edildi (which releases the sellers' money). The seller
 * dashboard will call this; until then tests and the demo data do.
 */
export async function advancePackage(
  db: Db,
  provider: PaymentProvider,
  packageId: number,
  to: 'hazirlaniyor' | 'kargoya_verildi' | 'teslim_edildi',
  trackingNumber?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [pkg] = await queryRows<{ id: number; order_id: number }>(
      tx,
      sql`SELECT id, order_id FROM order_packages WHERE id = ${packageId} FOR UPDATE`,
    );
    if (!pkg) throw notFound('Paket bulunamadı.');
    const items = (await lockItems(tx, pkg.order_id)).filter(
      (i) => i.package_id === pkg.id && FORWARD[to]!.includes(i.status),
    );
    if (items.length === 0) return 0;
    const ids = items.map((i) => i.id);
    if (to === 'kargoya_verildi') {
      const number = trackingNumber ?? String(7_000_000_000 + pkg.id * 7919 + items.length);
      await tx.execute(sql`
        UPDATE order_packages SET tracking_number = COALESCE(tracking_number, ${number}),
               shipped_at = COALESCE(shipped_at, now()) WHERE id = ${pkg.id}`);
    }
    if (to === 'teslim_edildi') {
      await tx.execute(sql`
        UPDATE order_packages SET delivered_at = COALESCE(delivered_at, now()) WHERE id = ${pkg.id}`);
      await setStatus(
        tx,
        ids,
        to,
        NOTES[to]!,
        sql`, delivered_at = now(), payout_approved_at = now()`,
      );
      for (const i of items)
        if (i.provider_item_ref) {
          const r = await provider.approvePayout(i.provider_item_ref);
          if (!r.ok) throw new Error(`payout approval failed for item ${i.id}: ${r.code}`);
        }
      return ids.length;
    }
    await setStatus(tx, ids, to, NOTES[to]!);
    return ids.length;
  });
}
