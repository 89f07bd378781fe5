import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutPreviewSchema,
  checkoutResultSchema,
  type Order,
  orderSchema,
  paymentStatusSchema,
  trackingSchema,
  walletSchema,
} from '@carsi/shared';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { reconcilePayments } from '../payments/index.ts';
import { sandboxCallbackFields } from '../payments/sandbox.provider.ts';
import { advancePackage, resolveReturn } from '../orders/order-changes.service.ts';

const API = '/api';
const PREVIEW = `${API}/siparis/api/checkout/preview/`;
const CHECKOUT = `${API}/siparis/api/checkout/`;
const CALLBACK = `${API}/odeme/api/sandbox/callback/`;
const SUCCESS = '5528790000000008';
const DEBIT = '4766620000000001';
const NO_FUNDS = '4111111111111129';
const FAIL_3DS = '4131111111111117';

let t: TestContext;
let buyer: TestShopper;
let other: TestShopper;

interface OfferRow {
  id: number;
  price: number;
  stock: number;
  business_id: number;
  title: string;
  product_id: number;
}
/** Buyable offers, one per product, from at least three sellers. */
let pool: OfferRow[];
let next = 0;
/** A fresh offer not used by an earlier test (tests share one database). */
const fresh = (pred: (o: OfferRow) => boolean = () => true) => {
  while (next < pool.length) {
    const o = pool[next++]!;
    if (pred(o)) return o;
  }
  throw new Error('offer pool exhausted');
};

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);
const card = (number = SUCCESS) => ({
  holder_name: 'Ayşe Yılmaz',
  number: number.replace(/(\d{4})/g, '$1 ').trim(),
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
});
let keyN = 0;
const newKey = () => `test-key-${process.pid}-${++keyN}-${Math.random().toString(36).slice(2)}`;

async function addToCart(s: TestShopper, offerId: number, quantity = 1) {
  const res = await s.client.post(`${API}/urun/api/cart/items/`, { offer_id: offerId, quantity });
  expect(res.statusCode, res.body).toBe(201);
}
async function clearCart(s: TestShopper) {
  await t.database.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${s.id}`);
}
async function stockOf(offerId: number) {
  const [r] = await rows<{ stock: number }>(sql`SELECT stock FROM offers WHERE id = ${offerId}`);
  return r!.stock;
}
async function fundWallet(s: TestShopper, amount: number) {
  await t.database.db.transaction(async (tx) => {
    const { creditWallet } = await import('../wallet/wallet.service.ts');
    await creditWallet(tx, s.id, 'cashback', amount, { description: 'Test bakiyesi' });
  });
}
function checkout(s: TestShopper, body: Record<string, unknown>, key: string | null = newKey()) {
  return s.client.post(
    CHECKOUT,
    { address_id: s.addressId, accept_agreements: true, ...body },
    key ? { headers: { 'idempotency-key': key } } : {},
  );
}
async function payment(id: string) {
  const [p] = await rows<{ status: string; card_amount: number; order_id: number | null }>(
    sql`SELECT status, card_amount, order_id FROM payments WHERE id = ${id}`,
  );
  return p!;
}
/** Answers the sandbox bank page as the shopper would (SMS code typed, "Onayla"). */
async function bankAnswer(
  paymentId: string,
  result: 'onay' | 'iptal' = 'onay',
  tamper?: (f: Record<string, string>) => void,
) {
  const p = await payment(paymentId);
  const fields = sandboxCallbackFields(t.config.secret, paymentId, p.card_amount, result);
  tamper?.(fields);
  return t.app.inject({
    method: 'POST',
    url: CALLBACK,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
async function getOrder(s: TestShopper, id: number): Promise<Order> {
  const res = await s.client.get(`${API}/siparis/api/orders/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
}
/** Card checkout through 3-D Secure; returns the order id. */
async function buyWithCard(s: TestShopper, extra: Record<string, unknown> = {}) {
  const res = await checkout(s, { card: card(), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const started = checkoutResultSchema.parse(res.json());
  if (started.status !== '3ds') throw new Error('expected 3-D Secure');
  const cb = await bankAnswer(started.payment_id);
  expect(cb.statusCode, cb.body).toBe(303);
  const m = /\/odeme-tamamlandi\/\?siparis=(\d+)/.exec(String(cb.headers.location));
  expect(m, String(cb.headers.location)).not.toBeNull();
  return { orderId: Number(m![1]), paymentId: started.payment_id };
}

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
  const two = await createShoppers(t, 2, 'checkout');
  buyer = two[0]!;
  other = two[1]!;
  pool = await rows<OfferRow>(sql`
    SELECT DISTINCT ON (p.id) o.id, o.price, o.stock, o.business_id, p.title, p.id AS product_id
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
     WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.stock >= 10
     ORDER BY p.id, o.id`);
  expect(new Set(pool.map((o) => o.business_id)).size).toBeGreaterThanOrEqual(3);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await clearCart(buyer);
  await clearCart(other);
});

describe('checkout preview', () => {
  it('groups the selected lines by seller with cargo, fee, delivery dates and the agreements', async () => {
    const a = fresh();
    const b = fresh((o) => o.business_id !== a.business_id);
    const skipped = fresh();
    await addToCart(buyer, a.id, 2);
    await addToCart(buyer, b.id, 1);
    await addToCart(buyer, skipped.id, 1);
    const line = (await buyer.client.get(`${API}/urun/api/cart/`))
      .json()
      .groups.flatMap((g: { lines: { id: number; offer_id: number }[] }) => g.lines)
      .find((l: { offer_id: number }) => l.offer_id === skipped.id);
    await buyer.client.request('PATCH', `${API}/urun/api/cart/items/${line.id}/`, {
      selected: false,
    });

    const res = await buyer.client.post(PREVIEW, { address_id: buyer.addressId });
    expect(res.statusCode, res.body).toBe(200);
    const p = checkoutPreviewSchema.parse(res.json());
    expect(p.packages.map((k) => k.seller.id).sort()).toEqual(
      [a.business_id, b.business_id].sort(),
    );
    const offers = p.packages.flatMap((k) =>
      k.lines.map((l) => [l.offer_id, l.quantity, l.unit_price]),
    );
    expect(offers.sort()).toEqual(
      [
        [a.id, 2, a.price],
        [b.id, 1, b.price],
      ].sort(),
    );
    const cart = (await buyer.client.get(`${API}/urun/api/cart/`)).json();
    expect(p.grand_total).toBe(cart.grand_total);
    expect(p.shipping_total).toBe(cart.shipping_total);
    for (const k of p.packages) {
      expect(k.cargo_company.name).toMatch(/Kargo$/);
      expect(k.estimated_delivery.from <= k.estimated_delivery.to).toBe(true);
    }
    expect(p.pre_information).toContain('ÖN BİLGİLENDİRME FORMU');
    expect(p.distance_sales_contract).toContain('MESAFELİ SATIŞ SÖZLEŞMESİ');
    expect(p.distance_sales_contract).toContain(a.title);
    expect(p.test_mode).toBe(true);
    expect(p.card_amount).toBe(p.grand_total);
  });

  it('answers 400 for an empty selection and 404 for another shopper’s address', async () => {
    const empty = await buyer.client.post(PREVIEW, { address_id: buyer.addressId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'sepet_bos',
      detail: 'Sepetinizde seçili ürün yok.',
    });
    await addToCart(buyer, fresh().id);
    const foreign = await buyer.client.post(PREVIEW, { address_id: other.addressId });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('paying by card with 3-D Secure', () => {
  it('makes one order with packages, copied prices and address, takes stock and empties the cart lines', async () => {
    const a = fresh();
    const b = fresh((o) => o.business_id !== a.business_id);
    await addToCart(buyer, a.id, 2);
    await addToCart(buyer, b.id, 1);
    const [stockA, stockB] = [await stockOf(a.id), await stockOf(b.id)];
    const res = await checkout(buyer, { card: card(), installments: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const started = checkoutResultSchema.parse(res.json());
    expect(started.status).toBe('3ds');
    if (started.status !== '3ds') return;
    // Nothing is taken before the bank says yes.
    expect(await stockOf(a.id)).toBe(stockA);
    const page = await t.app.inject({ method: 'GET', url: started.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODU');
    // Three instalments cost the Paraf programme's interest: the card pays more than the total.
    const pay = await payment(started.payment_id);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(pay.card_amount).toBeGreaterThanOrEqual(preview.grand_total);

    const cb = await bankAnswer(started.payment_id);
    expect(cb.statusCode).toBe(303);
    const orderId = Number(/siparis=(\d+)/.exec(String(cb.headers.location))![1]);
    const order = await getOrder(buyer, orderId);
    expect(order.number).toMatch(/^\d{14}$/);
    expect(order.grand_total).toBe(preview.grand_total);
    expect(order.paid_card).toBe(preview.grand_total);
    expect(order.installments).toBe(3);
    expect(order.card_label).toBe('**** 0008');
    expect(order.address).toMatchObject({ city: 'İstanbul', district: 'Kadıköy' });
    expect(order.packages).toHaveLength(2);
    const items = order.packages.flatMap((p) => p.items);
    expect(items.map((i) => [i.offer_id, i.quantity, i.unit_price]).sort()).toEqual(
      [
        [a.id, 2, a.price],
        [b.id, 1, b.price],
      ].sort(),
    );
    for (const i of items) {
      expect(i.status).toBe('onay_bekliyor');
      expect(i.status_label).toBe('Onay bekliyor');
      expect(i.can_cancel).toBe(true);
      expect(i.events.map((e) => e.label)).toEqual(['Onay bekliyor']);
    }
    expect(await stockOf(a.id)).toBe(stockA - 2);
    expect(await stockOf(b.id)).toBe(stockB - 1);
    expect((await buyer.client.get(`${API}/urun/api/cartitemcount/`)).json()).toEqual({
      ItemInCart: 0,
      SelectedItemInCart: 0,
    });
    const [stored] = await rows<{ c: string; accepted: Date | null }>(
      sql`SELECT distance_sales_contract AS c, agreements_accepted_at AS accepted FROM orders WHERE id = ${orderId}`,
    );
    expect(stored!.c).toContain(a.title);
    expect(stored!.accepted).not.toBeNull();
    const sales = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_sales WHERE basket_id = ${order.number}`,
    );
    expect(sales[0]!.n).toBe(2);

    // The bank's answer replayed (in sequence and at once): still one order, same landing page.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => bankAnswer(started.payment_id)),
    );
    for (const r of again) expect(r.headers.location).toBe(cb.headers.location);
    const [count] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE payment_id = ${started.payment_id}`,
    );
    expect(count!.n).toBe(1);
    expect(await stockOf(a.id)).toBe(stockA - 2);

    // The order list shows it.
    const list = (await buyer.client.get(`${API}/siparis/api/orders/`)).json();
    expect(list.results[0]).toMatchObject({ id: orderId, number: order.number, package_count: 2 });
    // Tracking needs only the code and tells no names.
    const code = order.packages[0]!.tracking_code;
    const track = await t.app.inject({ method: 'GET', url: `${API}/siparis/api/track/${code}/` });
    expect(track.statusCode).toBe(200);
    const tr = trackingSchema.parse(track.json());
    expect(tr.destination_city).toBe('İstanbul');
    expect(track.body).not.toContain('Alıcı');
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/siparis/api/track/ZZZZZZZZZZ/` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/siparis/api/track/kisa/` })).statusCode,
    ).toBe(400);
  });

  it.each([
    [NO_FUNDS, 'yetersiz_bakiye', 'Kartınızın bakiyesi yetersiz.'],
    [FAIL_3DS, '3ds_basarisiz', '3-D Secure doğrulaması başarısız'],
  ])(
    'card %s fails (%s): no order, no stock taken, a Turkish reason',
    async (number, code, detail) => {
      const a = fresh();
      await addToCart(buyer, a.id, 1);
      const before = await stockOf(a.id);
      const res = await checkout(buyer, { card: card(number) });
      const started = checkoutResultSchema.parse(res.json());
      if (started.status !== '3ds') throw new Error('expected 3-D Secure');
      const cb = await bankAnswer(started.payment_id);
      expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${started.payment_id}`);
      const status = paymentStatusSchema.parse(
        (await buyer.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).json(),
      );
      expect(status).toMatchObject({ status: 'basarisiz', failure_code: code, order_id: null });
      expect(status.failure_detail).toContain(detail);
      expect(await stockOf(a.id)).toBe(before);
      expect((await buyer.client.get(`${API}/urun/api/cartitemcount/`)).json().ItemInCart).toBe(1);
      // Someone else cannot read it.
      expect(
        (await other.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).statusCode,
      ).toBe(404);
    },
  );

  it('refuses a tampered bank answer and changes nothing', async () => {
    const a = fresh();
    await addToCart(buyer, a.id, 1);
    const started = checkoutResultSchema.parse((await checkout(buyer, { card: card() })).json());
    if (started.status !== '3ds') throw new Error('expected 3-D Secure');
    for (const tamper of [
      (f: Record<string, string>) => (f.amount = '1'),
      (f: Record<string, string>) => (f.signature = '0'.repeat(64)),
      (f: Record<string, string>) => delete f.signature,
    ]) {
      const r = await bankAnswer(started.payment_id, 'onay', tamper);
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toBe('Ödeme doğrulaması geçersiz.');
    }
    expect((await payment(started.payment_id)).status).toBe('dogrulama_bekliyor');
    // The genuine answer still works afterwards.
    const ok = await bankAnswer(started.payment_id);
    expect(ok.headers.location).toMatch(/^\/odeme-tamamlandi\//);
  });

  it('refunds the card when the stock ran out while the shopper was at the bank', async () => {
    const a = fresh();
    await addToCart(buyer, a.id, 2);
    const started = checkoutResultSchema.parse(
      (await checkout(buyer, { card: card(DEBIT) })).json(),
    );
    if (started.status !== '3ds') throw new Error('expected 3-D Secure');
    await t.database.db.execute(sql`UPDATE offers SET stock = 1 WHERE id = ${a.id}`);
    const cb = await bankAnswer(started.payment_id);
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${started.payment_id}`);
    const status = paymentStatusSchema.parse(
      (await buyer.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).json(),
    );
    expect(status.status).toBe('iade_edildi');
    expect(status.failure_detail).toMatch(/^Stok yetersiz.*Ödemeniz kartınıza iade edildi\.$/);
    expect(await stockOf(a.id)).toBe(1);
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const a = fresh();
    await addToCart(buyer, a.id, 1);
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`);
    const cases: [Record<string, unknown>, string | null, number, RegExp][] = [
      [{ card: card() }, null, 400, /Idempotency-Key/],
      [
        { card: { ...card(), number: '5528 7900 0000 0009' } },
        newKey(),
        400,
        /Kart numarası geçersiz/,
      ],
      [{ card: { ...card(), expiry_year: 2024 } }, newKey(), 400, /son kullanma tarihi geçmiş/],
      [{ card: { ...card(), cvc: '12' } }, newKey(), 400, /Güvenlik kodu/],
      [
        { card: card(), accept_agreements: false },
        newKey(),
        400,
        /Mesafeli Satış Sözleşmesini onaylamalısınız/,
      ],
      [{ card: card(), wallet_amount: -5 }, newKey(), 400, /negatif/],
      [{ card: card(), installments: 5 }, newKey(), 400, /Taksit/],
      [{ card: card(DEBIT), installments: 3 }, newKey(), 400, /taksit seçeneği yok/],
      [{}, newKey(), 400, /Kart bilgilerini girin/],
      [{ card: card(), address_id: other.addressId }, newKey(), 404, /Adres bulunamadı/],
      [{ card: card(), unit_price: 1 }, newKey(), 400, /.+/],
    ];
    for (const [body, key, status, detail] of cases) {
      const res = await checkout(buyer, body, key);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(JSON.stringify(res.json())).toMatch(detail);
    }
    const after = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`);
    expect(after[0]!.n).toBe(before[0]!.n);
    // An offer out of stock: 409 "Stok yetersiz".
    await t.database.db.execute(sql`UPDATE offers SET stock = 0 WHERE id = ${a.id}`);
    const gone = await checkout(buyer, { card: card() });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().detail).toMatch(/^Stok yetersiz|artık satışta değil/);
    // Without the CSRF header nothing happens either.
    const csrf = await buyer.client.post(
      CHECKOUT,
      { address_id: buyer.addressId },
      { csrf: false },
    );
    expect(csrf.statusCode).toBe(403);
  });
});

describe('wallet', () => {
  it('tops up through 3-D Secure once, pays an order in full and keeps the ledger equal to the balance', async () => {
    const top = await buyer.client.post(`${API}/cuzdan/api/top-up/`, {
      amount: 500_000,
      card: card(),
    });
    expect(top.statusCode, top.body).toBe(200);
    const pid = top.json().payment_id as string;
    const cb = await bankAnswer(pid);
    expect(cb.headers.location).toBe(`/cuzdanim?odeme=${pid}`);
    await Promise.all([bankAnswer(pid), bankAnswer(pid)]);
    let wallet = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    const start = wallet.balance;
    expect(wallet.results[0]).toMatchObject({
      kind: 'yukleme',
      amount: 500_000,
      kind_label: 'Bakiye yükleme',
    });
    expect(wallet.results.filter((e) => e.kind === 'yukleme')).toHaveLength(1);

    const a = fresh((o) => o.price < 400_000);
    await addToCart(buyer, a.id, 1);
    const preview = checkoutPreviewSchema.parse(
      (
        await buyer.client.post(PREVIEW, { address_id: buyer.addressId, wallet_amount: 10_000_000 })
      ).json(),
    );
    expect(preview.wallet_amount).toBe(preview.grand_total);
    expect(preview.card_amount).toBe(0);
    const key = newKey();
    const res = await checkout(buyer, { wallet_amount: preview.grand_total }, key);
    expect(res.statusCode, res.body).toBe(201);
    const done = checkoutResultSchema.parse(res.json());
    expect(done.status).toBe('tamamlandi');
    // The same key again answers the same order.
    const again = await checkout(buyer, { wallet_amount: preview.grand_total }, key);
    expect(again.json()).toEqual(res.json());
    wallet = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    expect(wallet.balance).toBe(start - preview.grand_total);
    expect(wallet.results[0]).toMatchObject({ kind: 'odeme', amount: -preview.grand_total });
    const [sum] = await rows<{ s: number }>(
      sql`SELECT COALESCE(sum(amount), 0)::int AS s FROM wallet_entries WHERE user_id = ${buyer.id}`,
    );
    expect(sum!.s).toBe(wallet.balance);
  });

  it('refuses a wallet payment above the balance and a top-up outside its limits', async () => {
    const a = fresh();
    await addToCart(other, a.id, 1);
    const res = await checkout(other, { wallet_amount: 100_000_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'bakiye_yetersiz' });
    for (const amount of [999, 5_000_001, 12.5, -1]) {
      const r = await other.client.post(`${API}/cuzdan/api/top-up/`, { amount, card: card() });
      expect(r.statusCode).toBe(400);
    }
  });
});

describe('after the order: cancel, ship, deliver, return, refund', () => {
  it('cancels an item before shipping: stock back, money to the wallet once; shipped items cannot be cancelled', async () => {
    const a = fresh();
    const b = fresh((o) => o.business_id !== a.business_id);
    await addToCart(buyer, a.id, 1);
    await addToCart(buyer, b.id, 1);
    const { orderId } = await buyWithCard(buyer);
    let order = await getOrder(buyer, orderId);
    const itemA = order.packages.flatMap((p) => p.items).find((i) => i.offer_id === a.id)!;
    const pkgB = order.packages.find((p) => p.items.some((i) => i.offer_id === b.id))!;
    const stockA = await stockOf(a.id);
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
    expect(await stockOf(a.id)).toBe(stockA + 1);
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
    order = await getOrder(buyer, orderId);
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
    order = await getOrder(buyer, orderId);
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
    order = await getOrder(buyer, orderId);
    const refunded = order.packages.find((p) => p.id === pkgB.id)!.items[0]!;
    expect(refunded.status).toBe('iade_edildi');
    expect(refunded.refund).toMatchObject({
      amount: delivered.line_total,
      card_amount: delivered.line_total,
    });
    expect(order.refunded_total).toBeLessThanOrEqual(order.grand_total);
  });

  it('closes returns 14 days after delivery', async () => {
    const a = fresh();
    await addToCart(buyer, a.id, 1);
    const { orderId } = await buyWithCard(buyer);
    const pkg = (await getOrder(buyer, orderId)).packages[0]!;
    await advancePackage(t.database.db, t.app.payments.provider, pkg.id, 'kargoya_verildi');
    await advancePackage(t.database.db, t.app.payments.provider, pkg.id, 'teslim_edildi');
    await t.database.db.execute(
      sql`UPDATE order_items SET delivered_at = now() - interval '15 days' WHERE package_id = ${pkg.id}`,
    );
    const item = (await getOrder(buyer, orderId)).packages[0]!.items[0]!;
    expect(item.can_return).toBe(false);
    const res = await buyer.client.post(`${API}/siparis/api/order-items/${item.id}/return/`, {
      reason: 'vazgectim',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Bu ürünün 14 günlük iade süresi doldu.');
  });
});

describe('a failure between payment and order', () => {
  it('leaves the payment recorded as paid, and reconciliation writes the order once', async () => {
    const a = fresh();
    await addToCart(buyer, a.id, 1);
    const started = checkoutResultSchema.parse((await checkout(buyer, { card: card() })).json());
    if (started.status !== '3ds') throw new Error('expected 3-D Secure');
    const db = t.database.db;
    await db.execute(sql`
      CREATE FUNCTION fail_orders() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`);
    await db.execute(
      sql`CREATE TRIGGER fail_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION fail_orders()`,
    );
    try {
      const cb = await bankAnswer(started.payment_id);
      expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${started.payment_id}`);
      expect(await payment(started.payment_id)).toMatchObject({ status: 'odendi', order_id: null });
    } finally {
      await db.execute(sql`DROP TRIGGER fail_orders ON orders`);
      await db.execute(sql`DROP FUNCTION fail_orders()`);
    }
    const log = { error: () => undefined };
    await Promise.all([
      reconcilePayments(db, t.app.payments.settlers, log, 0),
      reconcilePayments(db, t.app.payments.settlers, log, 0),
    ]);
    const p = await payment(started.payment_id);
    expect(p.status).toBe('tamamlandi');
    const [n] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE payment_id = ${started.payment_id}`,
    );
    expect(n!.n).toBe(1);
  });
});

describe.skipIf(!onRealServers)('under concurrency (PostgreSQL)', () => {
  it('sells the last 5 units to exactly 5 of 200 buyers; the others get 409 "Stok yetersiz"', async () => {
    const a = fresh();
    await t.database.db.execute(sql`UPDATE offers SET stock = 5 WHERE id = ${a.id}`);
    const buyers = await createShoppers(t, 200, `rush${a.id}-`);
    for (const b of buyers) {
      await t.database.db.execute(sql`
        INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add) VALUES (${b.id}, ${a.id}, 1, ${a.price})`);
      await fundWallet(b, a.price * 2 + 100_000);
    }
    const results = await Promise.all(
      buyers.map((b) => checkout(b, { wallet_amount: a.price * 2 + 100_000 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.json().detail).toMatch(/^Stok yetersiz/);
    expect(await stockOf(a.id)).toBe(0);
    const [n] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_items WHERE offer_id = ${a.id}`,
    );
    expect(n!.n).toBe(5);
  });

  it('lets exactly one of 20 concurrent 60 TL wallet payments through a 100 TL balance', async () => {
    const [s] = await createShoppers(t, 1, 'spender');
    await fundWallet(s!, 10_000);
    const a = fresh();
    const [biz] = await rows<{ fee: number; threshold: number | null }>(sql`
      SELECT shipping_fee AS fee, free_shipping_threshold AS threshold FROM businesses
       WHERE id = ${a.business_id}`);
    // Price the line so that it costs exactly 60 TL with the seller's shipping.
    const freeAt60 = biz!.threshold !== null && biz!.threshold <= 6000;
    await t.database.db.execute(
      sql`UPDATE offers SET price = ${freeAt60 ? 6000 : 6000 - biz!.fee}, list_price = NULL WHERE id = ${a.id}`,
    );
    await addToCart(s!, a.id, 1);
    const preview = checkoutPreviewSchema.parse(
      (await s!.client.post(PREVIEW, { address_id: s!.addressId, wallet_amount: 6000 })).json(),
    );
    expect(preview.grand_total).toBe(6000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout(s!, { wallet_amount: 6000 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('bakiye_yetersiz');
    }
    const [w] = await rows<{ balance: number; s: number }>(sql`
      SELECT w.balance, (SELECT sum(amount)::int FROM wallet_entries e WHERE e.user_id = w.user_id) AS s
        FROM wallets w WHERE w.user_id = ${s!.id}`);
    expect(w).toEqual({ balance: 4000, s: 4000 });
  });

  it('makes one order from the same Idempotency-Key sent ten times at once', async () => {
    const [s] = await createShoppers(t, 1, 'retry');
    const a = fresh();
    await addToCart(s!, a.id, 1);
    await fundWallet(s!, a.price + 100_000);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkout(s!, { wallet_amount: a.price + 100_000 }, key)),
    );
    const orderIds = new Set(results.map((r) => r.json().order_id));
    expect(
      results.every((r) => r.statusCode === 201),
      results.map((r) => r.body).join('\n'),
    ).toBe(true);
    expect(orderIds.size).toBe(1);
    const [n] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s!.id}`,
    );
    expect(n!.n).toBe(1);
  });
});
