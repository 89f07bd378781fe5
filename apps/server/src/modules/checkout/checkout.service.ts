import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type Address,
  CARGO_COMPANIES,
  type CheckoutPreview,
  type CheckoutResult,
  formatTrMobile,
  type OrderAddress,
} from '@carsi/shared';
import type { z } from 'zod';
import type { checkoutRequestSchema } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { getAddress } from '../addresses/addresses.service.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { imageUrl } from '../media/media.urls.ts';
import {
  type BasketItem,
  buyerFor,
  failPayment,
  LIVE_STATUSES,
  newPaymentId,
  type PaymentProvider,
  paymentRefused,
  type PaymentRow,
  type PaymentState,
  startThreeDs,
  threeDsUrl,
} from '../payments/index.ts';
import { walletBalance } from '../wallet/wallet.service.ts';
import { couponRefused, takeCouponUses, takeDealUnits } from '../promotions/index.ts';
import { offersWithoutDiscountClaim } from '../catalog/shelf-prices.ts';
import { foldUnclaimedReduction } from '../pricing/unclaimed.ts';
import { distanceSalesText, preInformationText } from './agreements.text.ts';
import { type Basket, blockingProblems, loadBasket } from './basket.service.ts';
import { fulfilOrder } from './fulfil.service.ts';
import { scheduleSalesFold } from '../catalog/sales-fold.service.ts';

export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** What a payment row keeps of the checkout: enough to write the order later, unchanged. */
export interface CheckoutSnapshot {
  address: OrderAddress;
  basket: Basket;
  pre_information: string;
  distance_sales_contract: string;
  accepted_at: string;
  ip: string;
}

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
}

const EMPTY = 'Sepetinizde seçili ürün yok.';

export function orderAddressOf(a: Address): OrderAddress {
  return {
    title: a.title,
    first_name: a.first_name,
    last_name: a.last_name,
    phone: a.phone,
    city: a.city,
    district: a.district,
    neighbourhood: a.neighbourhood,
    address_line: a.address_line,
    postal_code: a.postal_code,
    billing_type: a.billing_type,
    tckn: a.tckn,
    company_name: a.company_name,
    tax_number: a.tax_number,
    tax_office: a.tax_office,
  };
}

const addressLine = (a: OrderAddress) =>
  `${a.neighbourhood}, ${a.address_line}${a.postal_code ? ` ${a.postal_code}` : ''} ${a.district}/${a.city}`;

async function buyerEmail(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM users WHERE id = ${userId}`,
  );
  return u?.email ?? '';
}

function paymentLabel(walletAmount: number, cardLast4: string | null, installments: number) {
  const parts: string[] = [];
  if (cardLast4)
    parts.push(
      `Kredi/banka kartı (**** ${cardLast4})${installments > 1 ? `, ${installments} taksit` : ', tek çekim'}`,
    );
  if (walletAmount > 0) parts.push('Çarşı Cüzdan');
  return parts.join(' + ') || 'Kredi/banka kartı';
}

async function texts(
  db: DbOrTx,
  userId: number,
  basket: Basket,
  address: OrderAddress,
  payment: string,
  now: Date,
) {
  const buyer = {
    name: `${address.first_name} ${address.last_name}`,
    address: addressLine(address),
    phone: formatTrMobile(address.phone),
    email: await buyerEmail(db, userId),
  };
  return {
    pre_information: preInformationText(basket, buyer, payment),
    distance_sales_contract: distanceSalesText(basket, buyer, payment, now),
  };
}

function problemError(basket: Basket): AppError | null {
  const blocking = blockingProblems(basket);
  if (blocking.length === 0) return null;
  const first = blocking[0]!;
  return new AppError(409, 'stok_yetersiz', first.detail);
}

export async function previewCheckout(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  addressId: number,
  walletRequest: number,
): Promise<CheckoutPreview> {
  const address = await getAddress(db, userId, addressId);
  const basket = await loadBasket(db, userId);
  if (basket.packages.length === 0 && basket.problems.length === 0)
    throw new AppError(400, 'sepet_bos', EMPTY);
  const balance = await walletBalance(db, userId);
  const walletAmount = Math.min(walletRequest, balance, basket.grand_total);
  const cardAmount = basket.grand_total - walletAmount;
  const oa = orderAddressOf(address);
  const t = await texts(
    db,
    userId,
    basket,
    oa,
    paymentLabel(walletAmount, cardAmount > 0 ? '••••' : null, 1),
    new Date(),
  );
  const preview: CheckoutPreview = {
    address,
    packages: basket.packages.map((p) => ({
      seller: { id: p.seller.id, name: p.seller.name, slug: p.seller.slug },
      cargo_company: { code: p.cargo_company, name: CARGO_COMPANIES[p.cargo_company].name },
      shipping_fee: p.shipping_fee,
      free_shipping_threshold: p.free_shipping_threshold,
      estimated_delivery: { from: p.estimated_from, to: p.estimated_to },
      items_total: p.items_total,
      promotion_total: p.promotion_total,
      shipping_discount: p.shipping_discount,
      coupon: p.coupon,
      lines: p.lines.map((l) => ({
        offer_id: l.offer_id,
        product_id: l.product_id,
        slug: l.slug,
        title: l.title,
        brand: l.brand,
        image: l.image_key ? imageUrl(l.image_key, 200) : null,
        variant_label: l.variant_label,
        unit_price: l.unit_price,
        list_price: l.list_price,
        quantity: l.quantity,
        line_total: l.line_total,
        kdv_rate: l.kdv_rate,
        reductions: l.reductions.map(({ kind, label, amount }) => ({ kind, label, amount })),
        paid_total: l.paid_total,
      })),
    })),
    problems: basket.problems,
    items_total: basket.items_total,
    discount_total: basket.discount_total,
    promotion_total: basket.promotion_total,
    shipping_total: basket.shipping_total,
    grand_total: basket.grand_total,
    wallet_balance: balance,
    wallet_amount: walletAmount,
    card_amount: cardAmount,
    ...t,
    test_mode: provider.testMode,
  };
  return withThirtyDayRule(db, basket, preview);
}

/**
 * The 30-day rule in the preview, as in the cart (docs/decisions/037, 038): a discount the
 * shelf may not call a reduction is shown as the line's price. Only the presentation moves.
 */
async function withThirtyDayRule(
  db: DbOrTx,
  basket: Basket,
  preview: CheckoutPreview,
): Promise<CheckoutPreview> {
  const reduced = basket.packages.flatMap((p) =>
    p.lines
      .filter((l) => l.reductions.some((r) => r.kind === 'indirim' || r.kind === 'firsat'))
      .map((l) => ({
        offer_id: l.offer_id,
        seller_id: p.seller.id,
        product_id: l.product_id,
        variant_id: l.variant_id,
        price: l.unit_price,
        list_price: l.list_price,
        stock: 0,
      })),
  );
  if (reduced.length === 0) return preview;
  const hidden = await offersWithoutDiscountClaim(db, reduced);
  if (hidden.size === 0) return preview;
  for (const p of preview.packages)
    for (const l of p.lines) {
      if (!hidden.has(l.offer_id)) continue;
      const moved = foldUnclaimedReduction(l);
      if (!moved) continue;
      p.items_total -= moved.cut;
      p.promotion_total -= moved.cut;
      preview.items_total -= moved.struck - l.line_total;
      preview.discount_total -= moved.struck - (l.line_total + moved.cut);
      preview.promotion_total -= moved.cut;
    }
  return preview;
}

/**
 * The provider's basket: every line and every package's shipping, each with the card's share.
 * When the wallet pays part, the card's shares are scaled down proportionally and the rounding
 * remainder goes to the largest items, so the shares sum exactly to the card amount.
 */
export function providerBasket(basket: Basket, cardAmount: number): BasketItem[] {
  const items: BasketItem[] = [];
  for (const p of basket.packages) {
    for (const l of p.lines)
      items.push({
        id: `o${l.offer_id}`,
        name: l.title.slice(0, 200),
        category: l.category,
        // What the line is charged after its promotions; a line made free is not sent.
        price: l.paid_total,
        businessId: p.seller.id,
      });
    if (p.shipping_fee > 0)
      items.push({
        id: `s${p.seller.id}`,
        name: `Kargo — ${p.seller.name}`,
        category: 'Kargo',
        price: p.shipping_fee,
        businessId: p.seller.id,
      });
  }
  const total = items.reduce((s, i) => s + i.price, 0);
  if (total === cardAmount) return items.filter((i) => i.price > 0);
  let given = 0;
  const scaled = items.map((i) => {
    const price = Math.floor((i.price * cardAmount) / total);
    given += price;
    return { ...i, price };
  });
  const byPrice = [...scaled].sort((a, b) => b.price - a.price);
  for (let k = 0; given < cardAmount; k = (k + 1) % byPrice.length) {
    byPrice[k]!.price += 1;
    given += 1;
  }
  return scaled.filter((i) => i.price > 0);
}

function requestHash(req: CheckoutRequest, fingerprint: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        a: req.address_id,
        w: req.wallet_amount,
        i: req.installments,
        c: req.card ? `${req.card.number.slice(0, 6)}…${req.card.number.slice(-4)}` : null,
        f: fingerprint,
      }),
    )
    .digest('hex');
}

/** The answer a payment row gives to its (repeated) submit. */
function answerFor(p: PaymentRow, orderNumber: string | null): CheckoutResult {
  if (p.status === 'tamamlandi' && p.order_id && orderNumber)
    return {
      status: 'tamamlandi',
      payment_id: p.id,
      order_id: p.order_id,
      order_number: orderNumber,
    };
  if (p.status === 'dogrulama_bekliyor')
    return { status: '3ds', payment_id: p.id, redirect_url: threeDsUrl(p.provider, p.id) };
  // Paid, being settled by another request: the done page waits for it.
  return { status: '3ds', payment_id: p.id, redirect_url: `/odeme-islemi/?odeme=${p.id}` };
}

type StartOutcome = { kind: 'result'; result: CheckoutResult } | { kind: 'start' };

const PAYING = 'Bu sepet için bir ödeme zaten sürüyor.';
const BOUGHT = 'Sepetinizdeki ürünler zaten satın alındı.';
/**
 * A claim by a payment still before the bank's answer may be taken over by a new checkout after
 * this long (the shopper left the 3-D Secure page and came back); a double tap or a second tab
 * within it is refused.
 */
const TAKEOVER_AFTER_SECONDS = 60;

/**
 * Takes the selected cart lines for `paymentId`, in the intent transaction: the lines are locked
 * (id order) and must be free, or claimed by a payment that failed or was refunded, or by one
 * that has waited at the bank page for over a minute (that one is given up: it has taken no
 * money). Otherwise 409, and the caller's transaction rolls back with nothing charged.
 */
async function claimLines(tx: DbOrTx, userId: number, paymentId: string, cartIds: number[]) {
  const ids = sql`string_to_array(${[...cartIds].sort((a, b) => a - b).join(',')}, ',')::int[]`;
  // The usual case in one statement: every line is there and free, locked in id order (the
  // InitPlan runs before any update) and claimed. Anything else takes the careful path below.
  const [fast] = await queryRows<{ claimed: number }>(
    tx,
    sql`WITH locked AS MATERIALIZED (
          SELECT id, claimed_by_payment_id AS claim FROM cart_items
           WHERE user_id = ${userId} AND id = ANY(${ids}) ORDER BY id FOR UPDATE
        ), upd AS (
          UPDATE cart_items c SET claimed_by_payment_id = ${paymentId}
            FROM locked l
           WHERE c.id = l.id
             AND (SELECT count(*) FROM locked WHERE claim IS NULL) = ${cartIds.length}
          RETURNING c.id
        )
        SELECT count(*)::int AS claimed FROM upd`,
  );
  if (fast!.claimed === cartIds.length) return;
  const lines = await queryRows<{ id: number; claim: string | null }>(
    tx,
    sql`SELECT id, claimed_by_payment_id AS claim FROM cart_items
         WHERE user_id = ${userId} AND id = ANY(${ids}) ORDER BY id FOR UPDATE`,
  );
  if (lines.length < cartIds.length) {
    const [bought] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM payments p
           WHERE p.user_id = ${userId} AND p.status = 'tamamlandi'
             AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.checkout -> 'basket' -> 'packages') pk,
                                       jsonb_array_elements(pk -> 'lines') l
                          WHERE (l ->> 'cart_item_id')::int = ANY(${ids}))`,
    );
    if (bought!.n > 0) throw conflict('zaten_satin_alindi', BOUGHT);
    throw conflict('sepet_degisti', 'Sepetiniz değişti. Sayfayı yenileyip tekrar deneyin.');
  }
  const claimants = [...new Set(lines.map((l) => l.claim).filter((c): c is string => c !== null))];
  if (claimants.length > 0) {
    // SKIP LOCKED: a claimant locked right now is being settled or answered; never wait on it
    // (its holder may be waiting on these very cart rows).
    const held = await queryRows<{ id: string; status: PaymentState; stale: boolean }>(
      tx,
      sql`SELECT id, status,
                 updated_at < now() - make_interval(secs => ${TAKEOVER_AFTER_SECONDS}) AS stale
            FROM payments WHERE id = ANY(string_to_array(${claimants.join(',')}, ','))
             FOR UPDATE SKIP LOCKED`,
    );
    for (const id of claimants) {
      const p = held.find((h) => h.id === id);
      if (!p) throw conflict('odeme_suruyor', PAYING);
      if (!LIVE_STATUSES.includes(p.status)) continue;
      const waiting = p.status === 'baslatildi' || p.status === 'dogrulama_bekliyor';
      if (!waiting || !p.stale) throw conflict('odeme_suruyor', PAYING);
      await failPayment(
        tx,
        p.id,
        'yenisi_baslatildi',
        'Bu ödemenin yerine yeni bir ödeme başlatıldı.',
        ['baslatildi', 'dogrulama_bekliyor'],
      );
    }
  }
  await tx.execute(sql`
    UPDATE cart_items SET claimed_by_payment_id = ${paymentId} WHERE id = ANY(${ids})`);
}

/**
 * Starts paying for the selected cart lines (docs/decisions/022). One short transaction writes
 * the payment row and claims the lines (a second checkout of the same lines, whatever its
 * Idempotency-Key, answers 409 and charges nothing); a wallet-only payment writes its whole
 * order in that same transaction. A card payment then asks the provider to start 3-D Secure
 * with no transaction open. A repeated submit with the same Idempotency-Key waits on the first
 * one's row and answers what it answered.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  userId: number,
  idempotencyKey: string,
  req: CheckoutRequest,
  ip: string,
): Promise<CheckoutResult> {
  const { db, provider } = deps;
  const address = orderAddressOf(await getAddress(db, userId, req.address_id));
  const basket = await loadBasket(db, userId);
  const hash = requestHash(req, basket.fingerprint);

  // A repeated submit answers from the first one's payment, whatever the cart looks like now.
  const earlier = await findByKey(db, userId, idempotencyKey);
  if (earlier) return repeat(earlier, hash);

  if (basket.packages.length === 0 && basket.problems.length === 0)
    throw new AppError(400, 'sepet_bos', EMPTY);
  const problem = problemError(basket);
  if (problem) throw problem;
  // An applied coupon that cannot be used now (expired, limits) is refused, never dropped
  // silently: the shopper removes it and sees the new total first.
  const blocked = basket.blocked_coupons[0];
  if (blocked) throw couponRefused(blocked.code, blocked.blocked!);
  // The total the shopper saw in the preview (optional): a deal that ran out, or any price that
  // moved since, is shown before it is charged (docs/decisions/038).
  if (req.expected_total !== undefined && req.expected_total !== basket.grand_total)
    throw conflict(
      'tutar_degisti',
      'Sepet tutarı siz ödemeyi onaylamadan önce değişti. Yeni tutarı görüp tekrar onaylayın; hiçbir ücret alınmadı.',
    );
  const walletAmount = Math.min(req.wallet_amount, basket.grand_total);
  const cardBase = basket.grand_total - walletAmount;
  // A wallet share next to a card is checked before the bank's page opens; a wallet-only
  // payment is checked by its debit's conditional update, in the order's transaction.
  if (walletAmount > 0 && cardBase > 0 && (await walletBalance(db, userId)) < walletAmount)
    throw conflict('bakiye_yetersiz', 'Cüzdan bakiyeniz bu ödeme için yetersiz.');
  const card = cardBase > 0 ? req.card : undefined;
  if (cardBase > 0 && !card)
    throw badRequest('Kart bilgilerini girin.', { card: ['Kart bilgilerini girin.'] });
  const installments = card ? req.installments : 1;
  let paidPrice = cardBase;
  if (card && installments > 1) {
    const info = await provider.installments(card.number.slice(0, 8), cardBase);
    const option = info?.options.find((o) => o.installments === installments);
    if (!option)
      throw badRequest('Bu kart için seçilen taksit seçeneği yok.', {
        installments: ['Bu kart için seçilen taksit seçeneği yok.'],
      });
    paidPrice = option.total_price;
  }
  const now = new Date();
  const cardLast4 = card ? card.number.slice(-4) : null;
  const t = await texts(
    db,
    userId,
    basket,
    address,
    paymentLabel(walletAmount, cardLast4, installments),
    now,
  );
  const snapshot: CheckoutSnapshot = {
    address,
    basket,
    ...t,
    accepted_at: now.toISOString(),
    ip,
  };
  const basketItems = card ? providerBasket(basket, cardBase) : [];
  const cartIds = basket.packages.flatMap((p) => p.lines.map((l) => l.cart_item_id));
  const buyer = card ? await buyerFor(db, userId, ip, address) : null;
  const paymentId = newPaymentId();

  const outcome = await db.transaction(async (tx): Promise<StartOutcome> => {
    const inserted = await queryRows<PaymentRow>(
      tx,
      sql`INSERT INTO payments (id, user_id, kind, status, provider, card_amount, wallet_amount,
                                amount, installments, card_bin, card_last4, checkout,
                                provider_data, idempotency_key, request_hash, paid_at)
          VALUES (${paymentId}, ${userId}, 'siparis', ${card ? 'baslatildi' : 'odendi'},
                  ${provider.name}, ${paidPrice}, ${walletAmount}, ${basket.grand_total},
                  ${installments}, ${card ? card.number.slice(0, 6) : null}, ${cardLast4},
                  ${JSON.stringify(snapshot)}::jsonb,
                  ${JSON.stringify({ basket: basketItems })}::jsonb, ${idempotencyKey}, ${hash},
                  ${card ? null : now})
          ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
          RETURNING *`,
    );
    const payment = inserted[0];
    if (!payment) {
      // Another submit with this key got there first and has finished: answer as it did.
      const first = await findByKey(tx, userId, idempotencyKey);
      if (!first) throw conflict('tekrar_deneyin', 'Ödeme işleniyor, lütfen tekrar deneyin.');
      return { kind: 'result', result: await repeat(first, hash) };
    }
    await claimLines(tx, userId, paymentId, cartIds);
    // Coupon uses are counted here, under the coupons' row locks, before any money moves.
    await takeCouponUses(
      tx,
      userId,
      paymentId,
      basket.packages
        .filter((p) => p.coupon?.applied)
        .map((p) => ({
          couponId: p.coupon!.id,
          businessId: p.seller.id,
          amount: p.coupon!.amount,
        })),
      now,
    );
    // Starred deals' units likewise, under the deals' row locks (docs/decisions/038).
    await takeDealUnits(
      tx,
      userId,
      paymentId,
      basket.packages.flatMap((p) =>
        p.lines.flatMap((l) =>
          l.reductions
            .filter((r) => r.kind === 'firsat' && (r.units ?? 0) > 0)
            .map((r) => ({
              dealId: r.source_id,
              offerId: l.offer_id,
              units: r.units!,
              title: l.title,
            })),
        ),
      ),
      now,
    );
    if (!card) {
      const order = await fulfilOrder(tx, payment, { claimedHere: true });
      return {
        kind: 'result',
        result: {
          status: 'tamamlandi',
          payment_id: paymentId,
          order_id: order.id,
          order_number: order.number,
        },
      };
    }
    return { kind: 'start' };
  });
  if (outcome.kind === 'result') {
    if (outcome.result.status === 'tamamlandi') scheduleSalesFold(db);
    return outcome.result;
  }

  // The payment and its claim are committed: now the provider, with nothing open.
  const started = await startThreeDs(db, provider, {
    paymentId,
    kind: 'siparis',
    price: cardBase,
    paidPrice,
    installments,
    card: card!,
    buyer: buyer!,
    address: {
      contactName: `${address.first_name} ${address.last_name}`,
      city: address.city,
      district: address.district,
      address: `${address.neighbourhood}, ${address.address_line}`,
      zipCode: address.postal_code,
    },
    basket: basketItems,
    callbackUrl: `${deps.publicUrl}/api/odeme/api/${provider.name}/callback/`,
  });
  if (!started.ok) throw paymentRefused(started.detail);
  return { status: '3ds', payment_id: paymentId, redirect_url: started.url };
}

async function findByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await queryRows<PaymentRow & { request_hash: string; order_number: string | null }>(
    db,
    sql`SELECT p.*, o.number AS order_number FROM payments p
          LEFT JOIN orders o ON o.id = p.order_id
         WHERE p.user_id = ${userId} AND p.idempotency_key = ${key}`,
  );
  return row ?? null;
}

async function repeat(
  first: PaymentRow & { request_hash: string; order_number: string | null },
  hash: string,
): Promise<CheckoutResult> {
  // A finished order's cart is gone, so only a live attempt can be compared with this one.
  if (first.status !== 'tamamlandi' && first.request_hash !== hash)
    throw conflict(
      'sepet_degisti',
      'Bu ödeme isteği başka bir sepet için kullanılmış. Sayfayı yenileyip tekrar deneyin.',
    );
  return answerFor(first, first.order_number);
}
