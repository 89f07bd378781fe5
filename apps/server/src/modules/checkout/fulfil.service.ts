import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { scheduleSalesFold } from '../catalog/sales-fold.service.ts';
import { AppError } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { istanbulDate } from '../catalog/delivery.ts';
import { emitEvent } from '../events/index.ts';
import { commissionsForLines } from '../payouts/ledger.service.ts';
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
  opts: { claimedHere?: boolean } = {},
): Promise<{ id: number; number: string }> {
  const snap = payment.checkout as unknown as CheckoutSnapshot;
  const { basket } = snap;
  const lines = basket.packages.flatMap((p) => p.lines);
  const cartIds = sql`string_to_array(${lines.map((l) => l.cart_item_id).join(',')}, ',')::int[]`;
  // One statement per step, whatever the number of lines or sellers (issue 17): the order's
  // transaction holds its stock locks for every round trip it makes.
  if (!opts.claimedHere) {
    // Settled after the bank's answer: the lines must still be this payment's (the wallet
    // checkout claimed and locked them in this very transaction, so it skips the check).
    const held = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM cart_items
           WHERE user_id = ${payment.user_id} AND id = ANY(${cartIds})
             AND claimed_by_payment_id = ${payment.id}
           ORDER BY id FOR UPDATE`,
    );
    if (held.length < lines.length) throw linesGone();
  }
  const lowStock = await takeStock(tx, lines);

  // yymmdd + 2 random digits + the id: readable, unique, not a bare running count.
  const prefix = `${istanbulDate(new Date()).slice(2).replaceAll('-', '')}${randomInt(10, 100)}`;
  const paidCard = basket.grand_total - payment.wallet_amount;
  // The order's discount is everything taken off the list prices: struck list prices and the
  // promotions (docs/decisions/033), so grand_total = items_total − discount_total + shipping.
  const discountTotal = basket.discount_total + (basket.promotion_total ?? 0);
  const [{ id: orderId, number }] = (await queryRows<{ id: number; number: string }>(
    tx,
    sql`INSERT INTO orders (id, number, user_id, payment_id, address, items_total, discount_total,
                            shipping_total, grand_total, paid_card, paid_wallet, installments,
                            card_last4, pre_information, distance_sales_contract,
                            agreements_accepted_at, agreements_ip)
        SELECT n.id, ${prefix} || CASE WHEN n.id < 1000000 THEN lpad(n.id::text, 6, '0')
                                       ELSE n.id::text END,
               ${payment.user_id}, ${payment.id},
               ${JSON.stringify(snap.address)}::jsonb, ${basket.items_total}, ${discountTotal},
               ${basket.shipping_total}, ${basket.grand_total}, ${paidCard},
               ${payment.wallet_amount}, ${payment.installments}, ${payment.card_last4},
               ${snap.pre_information}, ${snap.distance_sales_contract}, ${snap.accepted_at},
               ${snap.ip}
          FROM (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id) n
        RETURNING id, number`,
  )) as [{ id: number; number: string }];
  if (payment.wallet_amount > 0)
    await debitWallet(tx, payment.user_id, payment.wallet_amount, {
      description: `${number} numaralı sipariş ödemesi`,
      paymentId: payment.id,
      orderId,
    });

  const itemRefs = (payment.provider_data?.item_refs ?? {}) as Record<string, string>;
  // Packages, their items, the items' first timeline entry, the sales rows and the units sold
  // in one statement. Units sold are appended, not added to the product rows here: every order
  // of a popular product would otherwise queue on its row until commit; the catalogue folds
  // them into sold_count and the listing summary just after (catalog/sales-fold.service.ts,
  // ADR 042).
  const packages = basket.packages.map((p) => ({
    business_id: p.seller.id,
    seller_name: p.seller.name,
    seller_slug: p.seller.slug,
    cargo_company: p.cargo_company,
    tracking_code: newTrackingCode(),
    shipping_fee: p.shipping_fee,
    estimated_from: p.estimated_from,
    estimated_to: p.estimated_to,
  }));
  // The platform's commission of each item, fixed now and written with it (ADR 039, 045).
  const commissions = await commissionsForLines(
    tx,
    basket.packages.flatMap((p) =>
      p.lines.map((l) => ({
        product_id: l.product_id,
        business_id: p.seller.id,
        unit_price: l.unit_price,
        quantity: l.quantity,
        reductions: l.reductions ?? [],
      })),
    ),
    new Date(),
  );
  let k = 0;
  const items = basket.packages.flatMap((p, pi) =>
    p.lines.map((l, li) => ({
      n: pi * 1000 + li,
      business_id: p.seller.id,
      offer_id: l.offer_id,
      product_id: l.product_id,
      variant_id: l.variant_id,
      slug: l.slug,
      title: l.title,
      brand: l.brand,
      variant_label: l.variant_label,
      image_key: l.image_key,
      unit_price: l.unit_price,
      list_price: l.list_price,
      quantity: l.quantity,
      kdv_rate: l.kdv_rate,
      line_total: l.paid_total ?? l.line_total,
      promotion_total: l.promotion_total ?? 0,
      reductions: l.reductions ?? [],
      provider_item_ref: itemRefs[`o${l.offer_id}`] ?? null,
      commission_rate_bp: commissions[k]!.rate,
      commission_amount: commissions[k]!.amount,
      commission_rule_id: commissions[k++]!.rule,
    })),
  );
  const placedRows = await queryRows<{ business_id: number; id: number }>(
    tx,
    sql`WITH pk AS (
          INSERT INTO order_packages (order_id, business_id, seller_name, seller_slug,
                                      cargo_company, tracking_code, shipping_fee, estimated_from,
                                      estimated_to)
          SELECT ${orderId}, x.business_id, x.seller_name, x.seller_slug, x.cargo_company,
                 x.tracking_code, x.shipping_fee, x.estimated_from, x.estimated_to
            FROM jsonb_to_recordset(${JSON.stringify(packages)}::jsonb) AS x(
                   business_id int, seller_name text, seller_slug text, cargo_company text,
                   tracking_code text, shipping_fee int, estimated_from text, estimated_to text)
          RETURNING id, business_id
        ), it AS (
          INSERT INTO order_items (order_id, package_id, business_id, offer_id, product_id,
                                   variant_id, slug, title, brand, variant_label, image_key,
                                   unit_price, list_price, quantity, kdv_rate, line_total,
                                   promotion_total, reductions, provider_item_ref,
                                   commission_rate_bp, commission_amount, commission_rule_id)
          SELECT ${orderId}, pk.id, x.business_id, x.offer_id, x.product_id, x.variant_id, x.slug,
                 x.title, x.brand, x.variant_label, x.image_key, x.unit_price, x.list_price,
                 x.quantity, x.kdv_rate, x.line_total, x.promotion_total, x.reductions,
                 x.provider_item_ref, x.commission_rate_bp, x.commission_amount,
                 x.commission_rule_id
            FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS x(
                   business_id int, offer_id int, product_id int, variant_id int, slug text,
                   title text, brand text, variant_label text, image_key text, unit_price int,
                   list_price int, quantity int, kdv_rate int, line_total int,
                   promotion_total int, reductions jsonb, provider_item_ref text, n int,
                   commission_rate_bp int, commission_amount int, commission_rule_id int)
            JOIN pk ON pk.business_id = x.business_id
           ORDER BY x.n
          RETURNING id, product_id, variant_id, business_id, quantity
        ), ev AS (
          INSERT INTO order_item_events (order_item_id, status, note)
          SELECT id, 'onay_bekliyor', 'Siparişiniz alındı.' FROM it
        ), sales AS (
          INSERT INTO product_sales (product_id, variant_id, business_id, basket_id, quantity)
          SELECT product_id, variant_id, business_id, ${number}, quantity FROM it
        ), sold AS (
          INSERT INTO product_sold_deltas (product_id, quantity)
          SELECT product_id, sum(quantity)::int FROM it GROUP BY product_id
        )
        SELECT business_id, id FROM pk`,
  );
  const placed = basket.packages.map((p) => ({
    businessId: p.seller.id,
    packageId: placedRows.find((r) => r.business_id === p.seller.id)!.id,
    items: p.lines.length,
  }));
  // The bought lines and the coupons they used leave the cart; the payment is done.
  const usedCoupons = basket.packages.flatMap((p) => (p.coupon?.applied ? [p.coupon.id] : []));
  const [tail] = await queryRows<{ removed: number }>(
    tx,
    sql`WITH gone AS (
          DELETE FROM cart_items WHERE user_id = ${payment.user_id} AND id = ANY(${cartIds})
             AND claimed_by_payment_id = ${payment.id}
          RETURNING id
        ), coupons AS (
          DELETE FROM cart_coupons WHERE user_id = ${payment.user_id}
             AND coupon_id = ANY(string_to_array(${usedCoupons.join(',')}, ',')::int[])
        ), paid AS (
          UPDATE payments SET status = 'tamamlandi', order_id = ${orderId}, updated_at = now()
           WHERE id = ${payment.id}
        )
        SELECT count(*)::int AS removed FROM gone`,
  );
  if (tail!.removed < lines.length) throw linesGone();
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

function linesGone() {
  return new AppError(
    409,
    'sepet_degisti',
    'Sepetinizdeki ürünler bu ödeme tamamlanmadan değiştirildi ya da başka bir ödemeyle satın alındı; sipariş oluşturulmadı.',
  );
}

type Line = CheckoutSnapshot['basket']['packages'][number]['lines'][number];

/**
 * Takes the stock of every line in one statement: the offers are locked in id order first (the
 * InitPlan runs before any row is updated, so two checkouts never deadlock), then each is
 * decremented only if it still has the quantity. A line left out → 409, and the caller's
 * transaction rolls back. Returns the lines whose offer crossed LOW_STOCK with this sale.
 */
async function takeStock(tx: DbOrTx, lines: Line[]) {
  const want = new Map<number, { quantity: number; line: Line }>();
  for (const l of lines) {
    const w = want.get(l.offer_id);
    want.set(l.offer_id, { quantity: (w?.quantity ?? 0) + l.quantity, line: w?.line ?? l });
  }
  const ids = [...want.keys()];
  const qty = ids.map((id) => want.get(id)!.quantity);
  const taken = await queryRows<{ id: number; stock: number; business_id: number }>(
    tx,
    sql`WITH locked AS MATERIALIZED (
          SELECT id FROM offers WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])
           ORDER BY id FOR UPDATE
        )
        UPDATE offers o SET stock = o.stock - w.qty, updated_at = now()
          FROM unnest(string_to_array(${ids.join(',')}, ',')::int[],
                      string_to_array(${qty.join(',')}, ',')::int[]) AS w(id, qty)
         WHERE o.id = w.id AND o.is_active AND o.stock >= w.qty
           AND (SELECT count(*) FROM locked) >= 0
        RETURNING o.id, o.stock, o.business_id`,
  );
  if (taken.length < ids.length) {
    const short = ids.find((id) => !taken.some((t) => t.id === id))!;
    throw new AppError(
      409,
      'stok_yetersiz',
      `Stok yetersiz: ${want.get(short)!.line.title} için istediğiniz adet kalmadı.`,
    );
  }
  // Once per crossing: only the sale that takes it from above the line to at or below it.
  return taken
    .filter((t) => t.stock <= LOW_STOCK && t.stock + want.get(t.id)!.quantity > LOW_STOCK)
    .map((t) => ({ line: want.get(t.id)!.line, businessId: t.business_id, stock: t.stock }));
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
