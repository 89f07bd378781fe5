import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { scheduleSalesFold } from '../catalog/sales-fold.service.ts';
import { AppError } from '../../lib/errors.ts';
import { intList, queryRows } from '../../lib/query-rows.ts';
import { istanbulDate } from '../catalog/delivery.ts';
import { emitEvent } from '../events/index.ts';
import { fixOrderCommissions } from '../payouts/ledger.service.ts';
import {
  getPayment,
  type PaymentLog,
  type PaymentProvider,
  type PaymentRow,
  refundWholePayment,
} from '../payments/index.ts';
import { debitWallet } from '../wallet/wallet.service.ts';
import type { CheckoutSnapshot } from './checkout.service.ts';

export { LOW_STOCK } from '../../lib/stock.ts';
import { LOW_STOCK } from '../../lib/stock.ts';

const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A public parcel code for /siparisleris-takibi: 10 characters, no look-alikes (0/O, 1/I). */
export function newTrackingCode(): string {
  const bytes = randomBytes(10);
  return [...bytes].map((b) => TRACKING_ALPHABET[b % TRACKING_ALPHABET.length]).join('');
}

/**
 * Writes the order of a paid payment, in the caller's transaction: checks that the payment
 * still holds its cart lines (a payment whose lines were bought by another one meanwhile gets
 * 409 and is refunded, never a second order), takes the stock with conditional updates (offer
 * rows in id order, so two checkouts never deadlock), spends the wallet share, copies prices,
 * titles and the address, empties the bought cart lines, records the sales, marks the payment
 * done and writes `order.placed` (and `stock.low` for offers that fall to LOW_STOCK) to the
 * outbox. Any shortfall throws 409 and the transaction rolls back.
 */
export async function fulfilOrder(
  tx: DbOrTx,
  payment: PaymentRow,
): Promise<{ id: number; number: string }> {
  const snap = payment.checkout as unknown as CheckoutSnapshot;
  const { basket } = snap;
  const lines = basket.packages.flatMap((p) => p.lines);
  const cartIds = sql`string_to_array(${lines.map((l) => l.cart_item_id).join(',')}, ',')::int[]`;
  const held = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM cart_items
         WHERE user_id = ${payment.user_id} AND id = ANY(${cartIds})
           AND claimed_by_payment_id = ${payment.id}
         ORDER BY id FOR UPDATE`,
  );
  if (held.length < lines.length)
    throw new AppError(
      409,
      'sepet_degisti',
      'Sepetinizdeki ürünler bu ödeme tamamlanmadan değiştirildi ya da başka bir ödemeyle satın alındı; sipariş oluşturulmadı.',
    );
  const lowStock: { line: (typeof lines)[number]; businessId: number; stock: number }[] = [];
  for (const l of [...lines].sort((a, b) => a.offer_id - b.offer_id)) {
    const taken = await queryRows<{ stock: number; business_id: number }>(
      tx,
      sql`UPDATE offers SET stock = stock - ${l.quantity}, updated_at = now()
           WHERE id = ${l.offer_id} AND is_active AND stock >= ${l.quantity}
          RETURNING stock, business_id`,
    );
    if (taken.length === 0)
      throw new AppError(
        409,
        'stok_yetersiz',
        `Stok yetersiz: ${l.title} için istediğiniz adet kalmadı.`,
      );
    // Once per crossing: only the sale that takes it from above the line to at or below it.
    const after = taken[0]!.stock;
    if (after <= LOW_STOCK && after + l.quantity > LOW_STOCK)
      lowStock.push({ line: l, businessId: taken[0]!.business_id, stock: after });
  }

  const [{ id: orderId }] = (await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  )) as [{ id: number }];
  // yymmdd + 2 random digits + the id: readable, unique, not a bare running count.
  const number = `${istanbulDate(new Date()).slice(2).replaceAll('-', '')}${randomInt(10, 100)}${String(orderId).padStart(6, '0')}`;
  const paidCard = basket.grand_total - payment.wallet_amount;
  // The order's discount is everything taken off the list prices: struck list prices and the
  // promotions (docs/decisions/033), so grand_total = items_total − discount_total + shipping.
  const discountTotal = basket.discount_total + (basket.promotion_total ?? 0);
  await tx.execute(sql`
    INSERT INTO orders (id, number, user_id, payment_id, address, items_total, discount_total,
                        shipping_total, grand_total, paid_card, paid_wallet, installments,
                        card_last4, pre_information, distance_sales_contract,
                        agreements_accepted_at, agreements_ip)
    VALUES (${orderId}, ${number}, ${payment.user_id}, ${payment.id},
            ${JSON.stringify(snap.address)}::jsonb, ${basket.items_total}, ${discountTotal},
            ${basket.shipping_total}, ${basket.grand_total}, ${paidCard}, ${payment.wallet_amount},
            ${payment.installments}, ${payment.card_last4}, ${snap.pre_information},
            ${snap.distance_sales_contract}, ${snap.accepted_at}, ${snap.ip})`);
  if (payment.wallet_amount > 0)
    await debitWallet(tx, payment.user_id, payment.wallet_amount, {
      description: `${number} numaralı sipariş ödemesi`,
      paymentId: payment.id,
      orderId,
    });

  const itemRefs = (payment.provider_data?.item_refs ?? {}) as Record<string, string>;
  const placed: { businessId: number; packageId: number; items: number }[] = [];
  // One statement per table (packages are few; items, events and sales in one go each).
  for (const p of basket.packages) {
    const [pkg] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO order_packages (order_id, business_id, seller_name, seller_slug,
                                      cargo_company, tracking_code, shipping_fee, estimated_from,
                                      estimated_to)
          VALUES (${orderId}, ${p.seller.id}, ${p.seller.name}, ${p.seller.slug}, ${p.cargo_company},
                  ${newTrackingCode()}, ${p.shipping_fee}, ${p.estimated_from}, ${p.estimated_to})
          RETURNING id`,
    );
    placed.push({ businessId: p.seller.id, packageId: pkg!.id, items: p.lines.length });
    await tx.execute(sql`
      INSERT INTO order_items (order_id, package_id, business_id, offer_id, product_id, variant_id,
                               slug, title, brand, variant_label, image_key, unit_price,
                               list_price, quantity, kdv_rate, line_total, promotion_total,
                               reductions, provider_item_ref)
      VALUES ${sql.join(
        p.lines.map(
          (l) => sql`(${orderId}, ${pkg!.id}, ${p.seller.id}, ${l.offer_id}, ${l.product_id},
                      ${l.variant_id}, ${l.slug}, ${l.title}, ${l.brand}, ${l.variant_label},
                      ${l.image_key}, ${l.unit_price}, ${l.list_price}, ${l.quantity},
                      ${l.kdv_rate}, ${l.paid_total ?? l.line_total}, ${l.promotion_total ?? 0},
                      ${JSON.stringify(l.reductions ?? [])}::jsonb,
                      ${itemRefs[`o${l.offer_id}`] ?? null})`,
        ),
        sql`, `,
      )}`);
  }
  // The platform's commission of each item, fixed now (docs/decisions/039).
  await fixOrderCommissions(tx, orderId, new Date());
  await tx.execute(sql`
    INSERT INTO order_item_events (order_item_id, status, note)
    SELECT id, 'onay_bekliyor', 'Siparişiniz alındı.' FROM order_items WHERE order_id = ${orderId}`);
  await tx.execute(sql`
    INSERT INTO product_sales (product_id, variant_id, business_id, basket_id, quantity)
    SELECT product_id, variant_id, business_id, ${number}, quantity
      FROM order_items WHERE order_id = ${orderId}`);
  // Units sold are appended, not added to the product rows here: every order of a popular
  // product would otherwise queue on its row until commit. The catalogue folds them into
  // sold_count and the listing summary just after (catalog/sales-fold.service.ts, ADR 042).
  await tx.execute(sql`
    INSERT INTO product_sold_deltas (product_id, quantity)
    SELECT product_id, sum(quantity)::int FROM order_items WHERE order_id = ${orderId}
     GROUP BY product_id`);
  await tx.execute(sql`
    DELETE FROM cart_items WHERE user_id = ${payment.user_id} AND id = ANY(${cartIds})
       AND claimed_by_payment_id = ${payment.id}`);
  // A coupon used by this order leaves the cart with the lines it priced.
  const usedCoupons = basket.packages.flatMap((p) => (p.coupon?.applied ? [p.coupon.id] : []));
  if (usedCoupons.length > 0)
    await tx.execute(sql`
      DELETE FROM cart_coupons WHERE user_id = ${payment.user_id}
         AND coupon_id IN (${intList(usedCoupons)})`);
  await tx.execute(sql`
    UPDATE payments SET status = 'tamamlandi', order_id = ${orderId}, updated_at = now()
     WHERE id = ${payment.id}`);
  await emitEvent(tx, {
    type: 'order.placed',
    payload: { orderId, orderNumber: number, userId: payment.user_id, packages: placed },
  });
  for (const { line, businessId, stock } of lowStock)
    await emitEvent(tx, {
      type: 'stock.low',
      payload: {
        offerId: line.offer_id,
        businessId,
        productId: line.product_id,
        title: line.title,
        stock,
      },
    });
  return { id: orderId, number };
}

const quiet: PaymentLog = { error: () => undefined };

/**
 * Settles a card payment after 3-D Secure: writes its order once (row lock, no provider call
 * inside; a replayed callback finds it done). Out of stock or wallet by then, or its cart lines
 * bought by another payment → the card is refunded after the rollback and 409 thrown.
 */
export async function settleOrderPayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  log: PaymentLog = quiet,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const p = await getPayment(tx, paymentId, true);
      if (!p || p.status !== 'odendi') return;
      await fulfilOrder(tx, p);
    });
    scheduleSalesFold(db);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409)
      await refundWholePayment(db, provider, paymentId, err.code, err.detail, log);
    throw err;
  }
}
