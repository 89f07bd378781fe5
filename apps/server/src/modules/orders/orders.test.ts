import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema, walletSchema } from '@carsi/shared';
import { faultyProvider, ProviderFaults } from '../../../test/faulty-provider.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { LOW_STOCK } from '../checkout/fulfil.service.ts';
import { advancePackage, resolveReturn } from './order-changes.service.ts';

// Orders after they are placed: cancelling, shipping, delivering, returns and refunds, the
// sellers' payouts, and the outbox events each change writes with itself.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let other: TestShopper;
const faults = new ProviderFaults();
const quiet = { error: () => undefined };

beforeAll(async () => {
  t = await buildTestApp({
    products: 80,
    wrapPaymentProvider: (p) => faultyProvider(p, faults),
  });
  const two = await createShoppers(t, 2, 'orders');
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

describe('the contracts as accepted', () => {
  it('serves the buyer both texts as PDFs of their order, and nobody else', async () => {
    await shop.addToCart(buyer, shop.fresh().id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const order = await shop.getOrder(buyer, orderId);
    for (const kind of ['on-bilgilendirme', 'mesafeli-satis']) {
      const res = await buyer.client.get(`${API}/siparis/api/orders/${orderId}/contracts/${kind}/`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="${order.number}-${kind}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The title is in the metadata (the page text is compressed).
      const title =
        kind === 'mesafeli-satis' ? 'Mesafeli Satış Sözleşmesi' : 'Ön Bilgilendirme Formu';
      expect(res.rawPayload.toString('latin1')).toContain('/Title');
      expect(res.rawPayload.length).toBeGreaterThan(2000);
      expect(title).toBeTruthy();
    }
    const foreign = await other.client.get(
      `${API}/siparis/api/orders/${orderId}/contracts/mesafeli-satis/`,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await buyer.client.get(`${API}/siparis/api/orders/${orderId}/contracts/fatura/`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('after the order: cancel, ship, deliver, return, refund', () => {
  it('cancels an item before shipping: stock back, money to the wallet once; shipped items cannot be cancelled', async () => {
    const a = shop.fresh();
    const b = shop.fresh((o) => o.business_id !== a.business_id);
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(buyer, b.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    let order = await shop.getOrder(buyer, orderId);
    const itemA = order.packages.flatMap((p) => p.items).find((i) => i.offer_id === a.id)!;
    const pkgB = order.packages.find((p) => p.items.some((i) => i.offer_id === b.id))!;
    const stockA = await shop.stockOf(a.id);
    const walletBefore = walletSchema.parse(
      (await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json(),
    ).balance;

    // Another shopper's order is not found.
    const foreign = await other.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {});
    expect(foreign.statusCode).toBe(404);

    const res = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [itemA.id],
      refund_target: 'cuzdan',
    });
    expect(res.statusCode, res.body).toBe(200);
    order = orderSchema.parse(res.json());
    const cancelled = order.packages.flatMap((p) => p.items).find((i) => i.id === itemA.id)!;
    expect(cancelled.status_label).toBe('İptal edildi');
    // The whole package is cancelled: its shipping comes back too.
    const pkgA = order.packages.find((p) => p.items.some((i) => i.id === itemA.id))!;
    expect(cancelled.refund!.amount).toBe(itemA.line_total + pkgA.shipping_fee);
    expect(cancelled.refund!.wallet_amount).toBe(cancelled.refund!.amount);
    expect(await shop.stockOf(a.id)).toBe(stockA + 1);
    const wallet = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    expect(wallet.balance).toBe(walletBefore + cancelled.refund!.amount);
    expect(wallet.results[0]).toMatchObject({ kind: 'iade', order_number: order.number });

    const twice = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [itemA.id],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('durum_uygun_degil');

    await advancePackage(
      t.database.db,
      t.app.payments.provider,
      pkgB.id,
      'kargoya_verildi',
      '1234567890',
    );
    order = await shop.getOrder(buyer, orderId);
    const shipped = order.packages.find((p) => p.id === pkgB.id)!;
    expect(shipped.tracking_url).toContain('1234567890');
    expect(shipped.items[0]!.can_cancel).toBe(false);
    const late = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [shipped.items[0]!.id],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Kargoya verilmiş veya iptal edilmiş ürünler iptal edilemez.');

    // Delivered → a return within 14 days → accepted → refunded to the card, once.
    await advancePackage(t.database.db, t.app.payments.provider, pkgB.id, 'teslim_edildi');
    order = await shop.getOrder(buyer, orderId);
    const delivered = order.packages.find((p) => p.id === pkgB.id)!.items[0]!;
    expect(delivered.events.map((e) => e.status)).toEqual([
      'onay_bekliyor',
      'kargoya_verildi',
      'teslim_edildi',
    ]);
    expect(delivered.can_return && delivered.can_review).toBe(true);
    const noReason = await buyer.client.post(
      `${API}/siparis/api/order-items/${delivered.id}/return/`,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const foreignReturn = await other.client.post(
      `${API}/siparis/api/order-items/${delivered.id}/return/`,
      {
        reason: 'hasarli',
      },
    );
    expect(foreignReturn.statusCode).toBe(404);
    const ret = await buyer.client.post(`${API}/siparis/api/order-items/${delivered.id}/return/`, {
      reason: 'hasarli',
      note: 'Kutu ezik geldi.',
      refund_target: 'kart',
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const asked = orderSchema.parse(ret.json()).packages.find((p) => p.id === pkgB.id)!.items[0]!;
    expect(asked.status_label).toBe('İade talep edildi');
    expect(asked.return_request).toMatchObject({
      reason_label: 'Ürün hasarlı geldi',
      note: 'Kutu ezik geldi.',
    });
    await resolveReturn(t.database.db, t.app.payments.provider, delivered.id, true);
    await expect(
      resolveReturn(t.database.db, t.app.payments.provider, delivered.id, true),
    ).rejects.toThrow();
    order = await shop.getOrder(buyer, orderId);
    const refunded = order.packages.find((p) => p.id === pkgB.id)!.items[0]!;
    expect(refunded.status).toBe('iade_edildi');
    expect(refunded.refund).toMatchObject({
      amount: delivered.line_total,
      card_amount: delivered.line_total,
    });
    expect(order.refunded_total).toBeLessThanOrEqual(order.grand_total);
  });

  it('closes returns 14 days after delivery', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const pkg = (await shop.getOrder(buyer, orderId)).packages[0]!;
    await advancePackage(t.database.db, t.app.payments.provider, pkg.id, 'kargoya_verildi');
    await advancePackage(t.database.db, t.app.payments.provider, pkg.id, 'teslim_edildi');
    await t.database.db.execute(
      sql`UPDATE order_items SET delivered_at = now() - interval '15 days' WHERE package_id = ${pkg.id}`,
    );
    const item = (await shop.getOrder(buyer, orderId)).packages[0]!.items[0]!;
    expect(item.can_return).toBe(false);
    const res = await buyer.client.post(`${API}/siparis/api/order-items/${item.id}/return/`, {
      reason: 'vazgectim',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Bu ürünün 14 günlük iade süresi doldu.');
  });
});

describe('card refunds and payouts go to the provider after the commit', () => {
  it('refunds a cancelled item to the card once, after the cancel is committed', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId, paymentId } = await shop.buyWithCard(buyer);
    const item = (await shop.getOrder(buyer, orderId)).packages[0]!.items[0]!;
    const res = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [item.id],
      refund_target: 'kart',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = orderSchema.parse(res.json()).packages[0]!.items[0]!.refund!;
    expect(refund.card_amount).toBe(refund.amount);
    const parts = await shop.rows<{ status: string; amount: number }>(
      sql`SELECT status, amount FROM provider_refunds WHERE payment_id = ${paymentId}`,
    );
    expect(parts.map((p) => p.status)).toEqual(parts.map(() => 'yapildi'));
    expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(refund.card_amount);
    const given = (await shop.bank(paymentId)).filter((e) => e.kind === 'iade');
    expect(given.reduce((s, e) => s + e.amount, 0)).toBe(refund.card_amount);
  });

  it('cancels even when the provider refuses the card refund now; the refund waits for a retry', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId, paymentId } = await shop.buyWithCard(buyer);
    const item = (await shop.getOrder(buyer, orderId)).packages[0]!.items[0]!;
    faults.next('refund', { kind: 'refuse' }, 5);
    const res = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [item.id],
      refund_target: 'kart',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(orderSchema.parse(res.json()).packages[0]!.items[0]!.status).toBe('iptal_edildi');
    const [row] = await shop.rows<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM provider_refunds WHERE payment_id = ${paymentId}`,
    );
    expect(row).toEqual({ status: 'basarisiz', attempts: 1 });
    expect((await shop.bank(paymentId)).filter((e) => e.kind === 'iade')).toEqual([]);
  });

  it('does not release a delivered item’s money at delivery: the weekly statement does', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const pkg = (await shop.getOrder(buyer, orderId)).packages[0]!;
    const provider = t.app.payments.provider;
    const before = faults.calls.approvePayout;
    await advancePackage(t.database.db, provider, pkg.id, 'kargoya_verildi');
    await advancePackage(t.database.db, provider, pkg.id, 'teslim_edildi', undefined, quiet);
    expect(faults.calls.approvePayout).toBe(before);
    expect(
      await shop.rows<{ at: Date | null; status: string }>(
        sql`SELECT payout_approved_at AS at, status FROM order_items WHERE package_id = ${pkg.id}`,
      ),
    ).toEqual([{ at: null, status: 'teslim_edildi' }]);
  });
});

describe('outbox events, written with the change', () => {
  it('order.placed with the order; none when the order is not written', async () => {
    const a = shop.fresh();
    const b = shop.fresh((o) => o.business_id !== a.business_id);
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(buyer, b.id, 2);
    const before = await shop.lastEventId();
    const { orderId } = await shop.buyWithCard(buyer);
    const order = await shop.getOrder(buyer, orderId);
    const placed = await shop.events('order.placed', before);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payload).toEqual({
      orderId,
      orderNumber: order.number,
      userId: buyer.id,
      packages: order.packages
        .map((p) => ({ businessId: p.seller.id, packageId: p.id, items: p.items.length }))
        .sort((x, y) => x.packageId - y.packageId),
    });

    // The order's transaction rolls back (a crash at its insert): no event either.
    const c = shop.fresh();
    await shop.addToCart(buyer, c.id, 1);
    const paymentId = await shop.startCard(buyer);
    const mark = await shop.lastEventId();
    const restore = await shop.breakOrders();
    try {
      await shop.bankAnswer(paymentId);
    } finally {
      await restore();
    }
    expect((await shop.payment(paymentId)).status).toBe('odendi');
    expect(await shop.events('order.placed', mark)).toEqual([]);
  });

  it(`stock.low once when an offer falls to ${LOW_STOCK} or fewer at ordering; none when that order rolls back`, async () => {
    const a = shop.fresh();
    await t.database.db.execute(sql`UPDATE offers SET stock = 5 WHERE id = ${a.id}`);
    const low = async (mark: number) =>
      (await shop.events('stock.low', mark)).filter((e) => e.payload.offerId === a.id);

    // 5 → 3 but the order fails: nothing, and the stock is back.
    await shop.addToCart(buyer, a.id, 2);
    const failing = await shop.startCard(buyer);
    let mark = await shop.lastEventId();
    const restore = await shop.breakOrders();
    try {
      await shop.bankAnswer(failing);
    } finally {
      await restore();
    }
    expect(await shop.stockOf(a.id)).toBe(5);
    expect(await low(mark)).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE payments SET status = 'basarisiz' WHERE id = ${failing}`,
    );

    // 5 → 3: crosses the line, one event.
    mark = await shop.lastEventId();
    await shop.buyWithCard(buyer);
    const first = await low(mark);
    expect(first).toHaveLength(1);
    expect(first[0]!.payload).toMatchObject({
      offerId: a.id,
      businessId: a.business_id,
      productId: a.product_id,
      stock: 3,
    });
    // 3 → 2: already below, nothing new.
    mark = await shop.lastEventId();
    await shop.addToCart(buyer, a.id, 1);
    await shop.buyWithCard(buyer);
    expect(await low(mark)).toEqual([]);
    // Restocked, then down again: a new crossing.
    await t.database.db.execute(sql`UPDATE offers SET stock = 10 WHERE id = ${a.id}`);
    mark = await shop.lastEventId();
    await shop.addToCart(buyer, a.id, 8);
    await shop.buyWithCard(buyer);
    expect((await low(mark)).map((e) => e.payload.stock)).toEqual([2]);
  });

  it('order_item.cancelled for each cancelled item; none for a refused cancel', async () => {
    const a = shop.fresh();
    const b = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(buyer, b.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const order = await shop.getOrder(buyer, orderId);
    const items = order.packages.flatMap((p) => p.items);
    const mark = await shop.lastEventId();
    const res = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      refund_target: 'cuzdan',
      reason: 'Vazgeçtim',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await shop.events('order_item.cancelled', mark);
    expect(cancelled.map((e) => e.payload.orderItemId).sort()).toEqual(
      items.map((i) => i.id).sort(),
    );
    for (const e of cancelled)
      expect(e.payload).toMatchObject({
        orderId,
        orderNumber: order.number,
        userId: buyer.id,
        by: 'shopper',
        reason: 'Vazgeçtim',
      });
    const again = await shop.lastEventId();
    const twice = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [items[0]!.id],
    });
    expect(twice.statusCode).toBe(409);
    expect(await shop.events('order_item.cancelled', again)).toEqual([]);
  });

  it('return.requested with the request; none for a refused one', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const pkg = (await shop.getOrder(buyer, orderId)).packages[0]!;
    const provider = t.app.payments.provider;
    await advancePackage(t.database.db, provider, pkg.id, 'kargoya_verildi');
    await advancePackage(t.database.db, provider, pkg.id, 'teslim_edildi');
    const item = pkg.items[0]!;
    const mark = await shop.lastEventId();
    const url = `${API}/siparis/api/order-items/${item.id}/return/`;
    const res = await buyer.client.post(url, { reason: 'hasarli', refund_target: 'kart' });
    expect(res.statusCode, res.body).toBe(200);
    const asked = await shop.events('return.requested', mark);
    expect(asked.map((e) => e.payload)).toEqual([
      {
        orderId,
        orderNumber: (await shop.getOrder(buyer, orderId)).number,
        orderItemId: item.id,
        userId: buyer.id,
        businessId: pkg.seller.id,
        title: item.title,
        reason: 'Ürün hasarlı geldi',
      },
    ]);
    const again = await shop.lastEventId();
    expect((await buyer.client.post(url, { reason: 'hasarli' })).statusCode).toBe(409);
    expect(await shop.events('return.requested', again)).toEqual([]);
  });

  it('order_item.status_changed once per package step, and return.decided with the decision', async () => {
    const [a, b] = [shop.fresh(), shop.fresh()];
    await shop.addToCart(buyer, a.id, 1);
    await shop.addToCart(buyer, b.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const order = await shop.getOrder(buyer, orderId);
    const pkg = order.packages.find((p) => p.items.length === 2) ?? order.packages[0]!;
    const provider = t.app.payments.provider;
    const mark = await shop.lastEventId();
    await advancePackage(t.database.db, provider, pkg.id, 'hazirlaniyor');
    await advancePackage(t.database.db, provider, pkg.id, 'kargoya_verildi');
    // Nothing moves backwards, so nothing is told.
    await advancePackage(t.database.db, provider, pkg.id, 'hazirlaniyor');
    await advancePackage(t.database.db, provider, pkg.id, 'teslim_edildi');
    const steps = await shop.events('order_item.status_changed', mark);
    expect(steps.map((e) => [e.payload.from, e.payload.to])).toEqual([
      ['onay_bekliyor', 'hazirlaniyor'],
      ['hazirlaniyor', 'kargoya_verildi'],
      ['kargoya_verildi', 'teslim_edildi'],
    ]);
    expect(steps[0]!.payload).toMatchObject({
      orderId,
      orderNumber: order.number,
      userId: buyer.id,
      businessId: pkg.seller.id,
      title:
        pkg.items.length > 1
          ? `${pkg.items[0]!.title} ve ${pkg.items.length - 1} ürün daha`
          : pkg.items[0]!.title,
    });
    const item = pkg.items[0]!;
    const url = `${API}/siparis/api/order-items/${item.id}/return/`;
    expect(
      (await buyer.client.post(url, { reason: 'hasarli', refund_target: 'kart' })).statusCode,
    ).toBe(200);
    const before = await shop.lastEventId();
    await resolveReturn(t.database.db, provider, item.id, false, 'Ürün kullanılmış.');
    expect((await shop.events('return.decided', before)).map((e) => e.payload)).toEqual([
      {
        orderId,
        orderNumber: order.number,
        orderItemId: item.id,
        userId: buyer.id,
        businessId: pkg.seller.id,
        title: item.title,
        accepted: false,
        reason: 'Ürün kullanılmış.',
      },
    ]);
  });
});
