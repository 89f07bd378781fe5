import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStatusSchema } from '@carsi/shared';
import { faultyProvider, ProviderFaults } from '../../../test/faulty-provider.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, card, openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { MAX_REFUND_ATTEMPTS, reconcilePayments, retryFailedRefunds } from './index.ts';

// What happens when the payment provider is slow, fails after taking the money, or the server
// dies halfway (docs/decisions/022): no transaction or row lock is held during a provider call,
// money taken always ends as an order or a refund, and failed refunds are retried, then handed
// to an operator.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let other: TestShopper;
const faults = new ProviderFaults();
const log = { error: () => undefined };
const reconcile = () => reconcilePayments(t.database.db, t.app.payments, log, 0);
const retry = () => retryFailedRefunds(t.database.db, t.app.payments.provider, log);
const HANG_MS = 10_000;

beforeAll(async () => {
  t = await buildTestApp({
    products: 80,
    wrapPaymentProvider: (p) => faultyProvider(p, faults),
    // The notification dispatcher's own short transactions would be counted as open ones by
    // the checks below, which are about the payment code; dispatching has its own tests.
    autoDispatch: false,
  });
  const two = await createShoppers(t, 2, 'payments');
  buyer = two[0]!;
  other = two[1]!;
  shop = await openShop(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  faults.clear();
  await shop.clearCart(buyer);
  await shop.clearCart(other);
});

/** Sessions of this test database sitting inside an open transaction (PostgreSQL only). */
/**
 * Transactions left open across the hanging provider call. Counted a moment after the call
 * started and only those begun before it: the outbox dispatcher and the sales fold open short
 * transactions of their own right after a commit, which are not what is looked for.
 */
async function openTransactions(): Promise<number> {
  await new Promise((r) => setTimeout(r, 300));
  const [r] = await shop.rows<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND state LIKE 'idle in transaction%'
       AND xact_start < now() - interval '250 milliseconds'`);
  return r!.n;
}

async function ordersOf(s: TestShopper) {
  return shop.rows<{ id: number; payment_id: string }>(
    sql`SELECT id, payment_id FROM orders WHERE user_id = ${s.id} ORDER BY id`,
  );
}

/** A card payment left `odendi` without its order, as a crash right after the bank leaves it. */
async function paidWithoutOrder(s: TestShopper) {
  const paymentId = await shop.startCard(s);
  const restore = await shop.breakOrders();
  try {
    const cb = await shop.bankAnswer(paymentId);
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${paymentId}`);
  } finally {
    await restore();
  }
  expect(await shop.payment(paymentId)).toMatchObject({ status: 'odendi', order_id: null });
  return paymentId;
}

describe('no provider call while a transaction or lock is held', () => {
  it(`a provider hanging ${HANG_MS / 1000} s at the 3-D Secure start does not stop another buyer of the same offer`, async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(other, a.id, 1);
    const hanging = faults.hanging('start3ds');
    faults.next('start3ds', { kind: 'hang', ms: HANG_MS });
    const t0 = performance.now();
    const slow = shop.checkout(buyer, { card: card() });
    await hanging;
    if (onRealServers) expect(await openTransactions()).toBe(0);
    const { orderId } = await shop.buyWithCard(other);
    const otherDone = performance.now() - t0;
    expect(orderId).toBeGreaterThan(0);
    expect(otherDone).toBeLessThan(HANG_MS);
    const res = await slow;
    expect(res.statusCode, res.body).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(HANG_MS - 50);
    console.info(
      `[measure] other buyer's card checkout during a ${HANG_MS} ms start3ds hang: ${otherDone.toFixed(0)} ms`,
    );
  });

  it(`a provider hanging ${HANG_MS / 1000} s while taking the money does not stop another buyer`, async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(other, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    const hanging = faults.hanging('complete3ds');
    faults.next('complete3ds', { kind: 'hang', ms: HANG_MS });
    const t0 = performance.now();
    const slow = shop.bankAnswer(paymentId);
    await hanging;
    if (onRealServers) expect(await openTransactions()).toBe(0);
    // The payment is visibly being taken: a second checkout of its cart is refused, not queued.
    const again = await shop.checkout(buyer, { card: card() });
    expect(again.statusCode).toBe(409);
    const { orderId } = await shop.buyWithCard(other);
    const otherDone = performance.now() - t0;
    expect(orderId).toBeGreaterThan(0);
    expect(otherDone).toBeLessThan(HANG_MS);
    const cb = await slow;
    expect(cb.headers.location).toMatch(/^\/odeme-tamamlandi\//);
    console.info(
      `[measure] other buyer's card checkout during a ${HANG_MS} ms complete3ds hang: ${otherDone.toFixed(0)} ms`,
    );
  });

  it('a provider hanging on a card refund does not hold the cancelled item’s stock row', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const item = (await shop.getOrder(buyer, orderId)).packages[0]!.items[0]!;
    const hanging = faults.hanging('refund');
    faults.next('refund', { kind: 'hang', ms: 5000 });
    const t0 = performance.now();
    const cancel = buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [item.id],
      refund_target: 'kart',
    });
    await hanging;
    if (onRealServers) expect(await openTransactions()).toBe(0);
    // The cancel is committed already: the unit is back on sale and someone buys it.
    await shop.addToCart(other, a.id, 1);
    await shop.buyWithCard(other);
    expect(performance.now() - t0).toBeLessThan(5000);
    expect((await cancel).statusCode).toBe(200);
  });
});

describe('a failure after the charge ends in an order or a refund', () => {
  it('the answer to taking the money is lost: the provider is asked at once and the order written', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    faults.next('complete3ds', { kind: 'lose' });
    const cb = await shop.bankAnswer(paymentId);
    expect(cb.headers.location).toMatch(/^\/odeme-tamamlandi\//);
    expect((await shop.payment(paymentId)).status).toBe('tamamlandi');
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat']);
  });

  it('…and the provider cannot be asked now: the payment waits, holding its cart, until reconciliation writes the order', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    faults.next('complete3ds', { kind: 'lose' }).next('retrievePayment', { kind: 'refuse' });
    const cb = await shop.bankAnswer(paymentId);
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${paymentId}`);
    expect((await shop.payment(paymentId)).status).toBe('onaylaniyor');
    // The page reads it as paid and waits for the order.
    const view = paymentStatusSchema.parse(
      (await buyer.client.get(`${API}/odeme/api/payments/${paymentId}/`)).json(),
    );
    expect(view).toMatchObject({ status: 'odendi', order_id: null });
    await shop.fundWallet(buyer, a.price + 100_000);
    const byWallet = await shop.checkout(buyer, { wallet_amount: a.price + 100_000 });
    expect(byWallet.statusCode).toBe(409);
    expect(await reconcile()).toBeGreaterThan(0);
    expect((await shop.payment(paymentId)).status).toBe('tamamlandi');
    expect((await ordersOf(buyer)).filter((o) => o.payment_id === paymentId)).toHaveLength(1);
  });

  it('money taken that is not what the payment asked for is given back, never kept', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    faults.next('complete3ds', { kind: 'lose' }).next('retrievePayment', { kind: 'refuse' });
    await shop.bankAnswer(paymentId);
    const taken = (await shop.bank(paymentId))[0]!.amount;
    // What we asked for differs from what the bank says it took.
    await t.database.db.execute(
      sql`UPDATE payments SET card_amount = card_amount + 1 WHERE id = ${paymentId}`,
    );
    await reconcile();
    expect(await shop.payment(paymentId)).toMatchObject({
      status: 'iade_edildi',
      failure_code: 'dogrulama_hatasi',
      order_id: null,
    });
    expect(await shop.bank(paymentId)).toEqual([
      { kind: 'tahsilat', amount: taken, item_ref: null },
      { kind: 'iptal', amount: taken, item_ref: null },
    ]);
  });

  it('a crash before the provider was asked for the money: the provider says nothing was taken, the payment fails and the cart is free', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    // The intent was recorded, then the process died before calling the provider.
    await t.database.db.execute(
      sql`UPDATE payments SET status = 'onaylaniyor' WHERE id = ${paymentId}`,
    );
    await reconcile();
    expect(await shop.payment(paymentId)).toMatchObject({
      status: 'basarisiz',
      failure_code: 'odeme_tamamlanamadi',
    });
    expect(await shop.bank(paymentId)).toEqual([]);
    await shop.buyWithCard(buyer);
  });

  it('a confirmation arriving after the payment was given up is refunded', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    const hanging = faults.hanging('complete3ds');
    faults.next('complete3ds', { kind: 'hang', ms: 1500 });
    const slow = shop.bankAnswer(paymentId);
    await hanging;
    // Reconciliation runs meanwhile: the bank has taken nothing yet.
    await reconcile();
    expect((await shop.payment(paymentId)).status).toBe('basarisiz');
    const cb = await slow;
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${paymentId}`);
    expect(await shop.payment(paymentId)).toMatchObject({
      status: 'iade_edildi',
      failure_code: 'gec_onay',
    });
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
  });
});

describe('a crash between the payment and its order', () => {
  it('reconciliation writes the order once; meanwhile the cart cannot be paid again by wallet', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await paidWithoutOrder(buyer);
    await shop.fundWallet(buyer, a.price + 100_000);
    const byWallet = await shop.checkout(buyer, { wallet_amount: a.price + 100_000 });
    expect(byWallet.statusCode).toBe(409);
    expect(byWallet.json()).toMatchObject({
      code: 'odeme_suruyor',
      detail: 'Bu sepet için bir ödeme zaten sürüyor.',
    });
    await Promise.all([reconcile(), reconcile()]);
    expect((await shop.payment(paymentId)).status).toBe('tamamlandi');
    const orders = (await ordersOf(buyer)).filter((o) => o.payment_id === paymentId);
    expect(orders).toHaveLength(1);
  });

  it('reconciliation refunds when the stock is gone by then', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await paidWithoutOrder(buyer);
    await t.database.db.execute(sql`UPDATE offers SET stock = 0 WHERE id = ${a.id}`);
    await reconcile();
    const p = await shop.payment(paymentId);
    expect(p).toMatchObject({ status: 'iade_edildi', failure_code: 'stok_yetersiz' });
    expect(p.failure_detail).toMatch(/Ödemeniz kartınıza iade edildi\.$/);
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
  });

  it('the cart bought meanwhile by wallet: the card payment is refunded, not turned into a second order', async () => {
    const [s] = await createShoppers(t, 1, 'meanwhile');
    const a = shop.fresh();
    await shop.addToCart(s!, a.id, 1);
    const paymentId = await paidWithoutOrder(s!);
    // The shopper, seeing no order, empties the cart, puts the product back and pays by wallet.
    const cart = (await s!.client.get(`${API}/urun/api/cart/`)).json();
    const line = cart.groups[0].lines[0];
    expect((await s!.client.delete(`${API}/urun/api/cart/items/${line.id}/`)).statusCode).toBe(200);
    await shop.addToCart(s!, a.id, 1);
    await shop.fundWallet(s!, a.price + 100_000);
    const byWallet = await shop.checkout(s!, { wallet_amount: a.price + 100_000 });
    expect(byWallet.statusCode, byWallet.body).toBe(201);
    await reconcile();
    expect(await shop.payment(paymentId)).toMatchObject({
      status: 'iade_edildi',
      failure_code: 'sepet_degisti',
      order_id: null,
    });
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
    const orders = await ordersOf(s!);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.payment_id).not.toBe(paymentId);
  });

  it('gives up a 3-D Secure start nobody answered', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await shop.startCard(buyer);
    await t.database.db.execute(sql`
      UPDATE payments SET status = 'baslatildi', created_at = now() - interval '6 minutes'
       WHERE id = ${paymentId}`);
    await reconcile();
    expect(await shop.payment(paymentId)).toMatchObject({
      status: 'basarisiz',
      failure_code: 'zaman_asimi',
    });
  });
});

describe('refunds that fail are retried, then handed to an operator', () => {
  async function refundOwed() {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const paymentId = await paidWithoutOrder(buyer);
    await t.database.db.execute(sql`UPDATE offers SET stock = 0 WHERE id = ${a.id}`);
    return paymentId;
  }
  const due = (paymentId: string) =>
    t.database.db.execute(
      sql`UPDATE provider_refunds SET next_attempt_at = now() WHERE payment_id = ${paymentId}`,
    );
  const refundRow = async (paymentId: string) =>
    (
      await shop.rows<{ id: number; status: string; attempts: number }>(
        sql`SELECT id, status, attempts FROM provider_refunds WHERE payment_id = ${paymentId}`,
      )
    )[0]!;

  it('a refused refund is kept and retried later until the provider gives the money back', async () => {
    const paymentId = await refundOwed();
    faults.next('refund', { kind: 'refuse' }, 2);
    await reconcile();
    expect((await shop.payment(paymentId)).status).toBe('iade_bekliyor');
    const view = paymentStatusSchema.parse(
      (await buyer.client.get(`${API}/odeme/api/payments/${paymentId}/`)).json(),
    );
    expect(view.status).toBe('iade_edildi');
    expect(view.failure_detail).toMatch(/Ödemeniz kartınıza iade ediliyor\.$/);
    expect(await refundRow(paymentId)).toMatchObject({ status: 'basarisiz', attempts: 1 });
    // Not due yet: nothing happens.
    expect((await retry()).retried).toBe(0);
    await due(paymentId);
    expect(await retry()).toMatchObject({ retried: 1, done: 0 });
    await due(paymentId);
    expect(await retry()).toMatchObject({ retried: 1, done: 1 });
    const p = await shop.payment(paymentId);
    expect(p.status).toBe('iade_edildi');
    expect(p.failure_detail).toMatch(/Ödemeniz kartınıza iade edildi\.$/);
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
  });

  it(`after ${MAX_REFUND_ATTEMPTS} refusals the refund goes to an operator, with one alert`, async () => {
    const paymentId = await refundOwed();
    faults.next('refund', { kind: 'refuse' }, MAX_REFUND_ATTEMPTS);
    const mark = await shop.lastEventId();
    await reconcile();
    for (let i = 1; i < MAX_REFUND_ATTEMPTS; i++) {
      await due(paymentId);
      await retry();
    }
    const row = await refundRow(paymentId);
    expect(row).toMatchObject({ status: 'vazgecildi', attempts: MAX_REFUND_ATTEMPTS });
    const alerts = await shop.events('operator.alert', mark);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({
      key: `refund:${row.id}`,
      link: `/yonetim/odemeler/${paymentId}/`,
    });
    expect(String(alerts[0]!.payload.message)).toContain(paymentId);
    await due(paymentId);
    expect((await retry()).retried).toBe(0);
    expect(faults.calls.refund).toBeGreaterThanOrEqual(MAX_REFUND_ATTEMPTS);
  });

  it('a refund whose answer was lost is checked with the provider, not made twice', async () => {
    const paymentId = await refundOwed();
    faults.next('refund', { kind: 'lose' });
    await reconcile();
    expect(await refundRow(paymentId)).toMatchObject({ status: 'bekliyor', attempts: 1 });
    expect((await shop.payment(paymentId)).status).toBe('iade_bekliyor');
    const calls = faults.calls.refund;
    await due(paymentId);
    expect(await retry()).toMatchObject({ retried: 1, done: 1 });
    expect(faults.calls.refund).toBe(calls);
    expect((await shop.payment(paymentId)).status).toBe('iade_edildi');
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
  });
});
