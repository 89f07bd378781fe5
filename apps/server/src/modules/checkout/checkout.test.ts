import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutPreviewSchema,
  checkoutResultSchema,
  paymentStatusSchema,
  trackingSchema,
} from '@carsi/shared';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import {
  API,
  card,
  CARDS,
  newKey,
  openShop,
  PREVIEW,
  CHECKOUT,
  type Shop,
} from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';

// Checkout: the preview, paying by card through 3-D Secure, one purchase per cart. Orders after
// they are placed: orders/orders.test.ts; the wallet: wallet/wallet.test.ts; crashes, lost
// answers and a slow provider: payments/payments.test.ts.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let other: TestShopper;

/** kuruş as Turkish marketplaces write it, spelled out here apart from formatMoney. */
function turkishTl(kurus: number): string {
  const lira = String(Math.floor(kurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(kurus % 100).padStart(2, '0')} TL`;
}

beforeAll(async () => {
  t = await buildTestApp({ products: 120 });
  const two = await createShoppers(t, 2, 'checkout');
  buyer = two[0]!;
  other = two[1]!;
  shop = await openShop(t);
  expect(new Set(shop.pool.map((o) => o.business_id)).size).toBeGreaterThanOrEqual(3);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await shop.clearCart(buyer);
  await shop.clearCart(other);
});

describe('checkout preview', () => {
  it('groups the selected lines by seller with cargo, fee, delivery dates and the agreements', async () => {
    const a = shop.fresh();
    const b = shop.fresh((o) => o.business_id !== a.business_id);
    const skipped = shop.fresh();
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    await shop.addToCart(buyer, skipped.id, 1);
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
    // Money in the contract is written as everywhere else: "1.299,90 TL", never "₺".
    expect(p.distance_sales_contract).toContain(
      `Ödenecek toplam tutar (KDV dahil): ${turkishTl(p.grand_total)}`,
    );
    expect(p.distance_sales_contract).not.toContain('₺');
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
    await shop.addToCart(buyer, shop.fresh().id);
    const foreign = await buyer.client.post(PREVIEW, { address_id: other.addressId });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('paying by card with 3-D Secure', () => {
  it('makes one order with packages, copied prices and address, takes stock and empties the cart lines', async () => {
    const a = shop.fresh();
    const b = shop.fresh((o) => o.business_id !== a.business_id);
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    const [stockA, stockB] = [await shop.stockOf(a.id), await shop.stockOf(b.id)];
    const res = await shop.checkout(buyer, { card: card(), installments: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const started = checkoutResultSchema.parse(res.json());
    expect(started.status).toBe('3ds');
    if (started.status !== '3ds') return;
    // Nothing is taken before the bank says yes.
    expect(await shop.stockOf(a.id)).toBe(stockA);
    const page = await t.app.inject({ method: 'GET', url: started.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODU');
    expect(page.body).toMatch(/<dt>Tutar<\/dt><dd>\d{1,3}(\.\d{3})*,\d{2} TL<\/dd>/);
    // Three instalments cost the Paraf programme's interest: the card pays more than the total.
    const pay = await shop.payment(started.payment_id);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(pay.card_amount).toBeGreaterThanOrEqual(preview.grand_total);

    const cb = await shop.bankAnswer(started.payment_id);
    expect(cb.statusCode).toBe(303);
    const orderId = Number(/siparis=(\d+)/.exec(String(cb.headers.location))![1]);
    const order = await shop.getOrder(buyer, orderId);
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
    expect(await shop.stockOf(a.id)).toBe(stockA - 2);
    expect(await shop.stockOf(b.id)).toBe(stockB - 1);
    expect((await buyer.client.get(`${API}/urun/api/cartitemcount/`)).json()).toEqual({
      ItemInCart: 0,
      SelectedItemInCart: 0,
    });
    const [stored] = await shop.rows<{ c: string; accepted: Date | null }>(
      sql`SELECT distance_sales_contract AS c, agreements_accepted_at AS accepted FROM orders WHERE id = ${orderId}`,
    );
    expect(stored!.c).toContain(a.title);
    expect(stored!.accepted).not.toBeNull();
    const sales = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_sales WHERE basket_id = ${order.number}`,
    );
    expect(sales[0]!.n).toBe(2);

    // The bank's answer replayed (in sequence and at once): still one order, same landing page.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => shop.bankAnswer(started.payment_id)),
    );
    for (const r of again) expect(r.headers.location).toBe(cb.headers.location);
    const [count] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE payment_id = ${started.payment_id}`,
    );
    expect(count!.n).toBe(1);
    expect(await shop.stockOf(a.id)).toBe(stockA - 2);

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
    [CARDS.noFunds, 'yetersiz_bakiye', 'Kartınızın bakiyesi yetersiz.'],
    [CARDS.fail3ds, '3ds_basarisiz', '3-D Secure doğrulaması başarısız'],
  ])(
    'card %s fails (%s): no order, no stock taken, a Turkish reason',
    async (number, code, detail) => {
      const a = shop.fresh();
      await shop.addToCart(buyer, a.id, 1);
      const before = await shop.stockOf(a.id);
      const res = await shop.checkout(buyer, { card: card(number) });
      const started = checkoutResultSchema.parse(res.json());
      if (started.status !== '3ds') throw new Error('expected 3-D Secure');
      const cb = await shop.bankAnswer(started.payment_id);
      expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${started.payment_id}`);
      const status = paymentStatusSchema.parse(
        (await buyer.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).json(),
      );
      expect(status).toMatchObject({ status: 'basarisiz', failure_code: code, order_id: null });
      expect(status.failure_detail).toContain(detail);
      expect(await shop.stockOf(a.id)).toBe(before);
      expect((await buyer.client.get(`${API}/urun/api/cartitemcount/`)).json().ItemInCart).toBe(1);
      // Someone else cannot read it.
      expect(
        (await other.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).statusCode,
      ).toBe(404);
    },
  );

  it('refuses a tampered bank answer and changes nothing', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const started = checkoutResultSchema.parse(
      (await shop.checkout(buyer, { card: card() })).json(),
    );
    if (started.status !== '3ds') throw new Error('expected 3-D Secure');
    for (const tamper of [
      (f: Record<string, string>) => (f.amount = '1'),
      (f: Record<string, string>) => (f.signature = '0'.repeat(64)),
      (f: Record<string, string>) => delete f.signature,
    ]) {
      const r = await shop.bankAnswer(started.payment_id, 'onay', tamper);
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toBe('Ödeme doğrulaması geçersiz.');
    }
    expect((await shop.payment(started.payment_id)).status).toBe('dogrulama_bekliyor');
    // The genuine answer still works afterwards.
    const ok = await shop.bankAnswer(started.payment_id);
    expect(ok.headers.location).toMatch(/^\/odeme-tamamlandi\//);
  });

  it('refunds the card when the stock ran out while the shopper was at the bank', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 2);
    const started = checkoutResultSchema.parse(
      (await shop.checkout(buyer, { card: card(CARDS.debit) })).json(),
    );
    if (started.status !== '3ds') throw new Error('expected 3-D Secure');
    await t.database.db.execute(sql`UPDATE offers SET stock = 1 WHERE id = ${a.id}`);
    const cb = await shop.bankAnswer(started.payment_id);
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${started.payment_id}`);
    const status = paymentStatusSchema.parse(
      (await buyer.client.get(`${API}/odeme/api/payments/${started.payment_id}/`)).json(),
    );
    expect(status.status).toBe('iade_edildi');
    expect(status.failure_detail).toMatch(/^Stok yetersiz.*Ödemeniz kartınıza iade edildi\.$/);
    expect(await shop.stockOf(a.id)).toBe(1);
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const before = await shop.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`);
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
      [{ card: card(CARDS.debit), installments: 3 }, newKey(), 400, /taksit seçeneği yok/],
      [{}, newKey(), 400, /Kart bilgilerini girin/],
      [{ card: card(), address_id: other.addressId }, newKey(), 404, /Adres bulunamadı/],
      [{ card: card(), unit_price: 1 }, newKey(), 400, /.+/],
    ];
    for (const [body, key, status, detail] of cases) {
      const res = await shop.checkout(buyer, body, key);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(JSON.stringify(res.json())).toMatch(detail);
    }
    const after = await shop.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`);
    expect(after[0]!.n).toBe(before[0]!.n);
    // An offer out of stock: 409 "Stok yetersiz".
    await t.database.db.execute(sql`UPDATE offers SET stock = 0 WHERE id = ${a.id}`);
    const gone = await shop.checkout(buyer, { card: card() });
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

describe('one cart, one purchase', () => {
  const PAYING = 'Bu sepet için bir ödeme zaten sürüyor.';

  it('ten simultaneous card checkouts of one cart, each with its own key: one charge, one order, nine 409s', async () => {
    const [s] = await createShoppers(t, 1, 'tentap');
    const a = shop.fresh();
    const b = shop.fresh((o) => o.business_id !== a.business_id);
    await shop.addToCart(s!, a.id, 1);
    await shop.addToCart(s!, b.id, 2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => shop.checkout(s!, { card: card() })),
    );
    const started = results.filter((r) => r.statusCode === 200);
    expect(started, results.map((r) => r.body).join('\n')).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(r.json()).toMatchObject({ code: 'odeme_suruyor', detail: PAYING });
    // The refused ones left nothing behind: one payment row, nothing taken.
    const payments = await shop.rows<{ id: string }>(
      sql`SELECT id FROM payments WHERE user_id = ${s!.id}`,
    );
    expect(payments).toHaveLength(1);
    const paymentId = checkoutResultSchema.parse(started[0]!.json()).payment_id;
    const cb = await shop.bankAnswer(paymentId);
    expect(cb.headers.location).toMatch(/^\/odeme-tamamlandi\//);
    const [orders] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s!.id}`,
    );
    expect(orders!.n).toBe(1);
    expect((await shop.bank(paymentId)).map((e) => e.kind)).toEqual(['tahsilat']);
    // The lines are bought: nothing left to pay for.
    const again = await shop.checkout(s!, { card: card() });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('sepet_bos');
  });

  it('card and wallet checkouts of one cart at once: exactly one of them buys it', async () => {
    const [s] = await createShoppers(t, 1, 'mixtap');
    const a = shop.fresh();
    await shop.addToCart(s!, a.id, 1);
    await shop.fundWallet(s!, a.price + 100_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shop.checkout(s!, i % 2 ? { card: card() } : { wallet_amount: a.price + 100_000 }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(won, results.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of results.filter((x) => !won.includes(x))) {
      // Refused while the winner holds the lines (409), or after its order emptied the cart.
      expect([409, 400]).toContain(r.statusCode);
      expect(['odeme_suruyor', 'zaten_satin_alindi', 'sepet_bos']).toContain(r.json().code);
    }
    const result = checkoutResultSchema.parse(won[0]!.json());
    if (result.status === '3ds') await shop.bankAnswer(result.payment_id);
    const [n] = await shop.rows<{ orders: number; live: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${s!.id}) AS orders,
             (SELECT count(*)::int FROM payments
               WHERE user_id = ${s!.id} AND status NOT IN ('basarisiz')) AS live`);
    expect(n).toEqual({ orders: 1, live: 1 });
  });

  it('a bank page left open holds the cart for a minute; then a new checkout takes over and the old page cannot charge', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const first = await shop.startCard(buyer);
    const tooSoon = await shop.checkout(buyer, { card: card() });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().detail).toBe(PAYING);
    await t.database.db.execute(
      sql`UPDATE payments SET updated_at = now() - interval '2 minutes' WHERE id = ${first}`,
    );
    const second = await shop.startCard(buyer);
    expect(await shop.payment(first)).toMatchObject({
      status: 'basarisiz',
      failure_code: 'yenisi_baslatildi',
    });
    // The old page answered after all: no money is taken for it.
    const late = await shop.bankAnswer(first);
    expect(late.headers.location).toBe(`/odeme-islemi/?odeme=${first}`);
    expect(await shop.bank(first)).toEqual([]);
    const cb = await shop.bankAnswer(second);
    expect(cb.headers.location).toMatch(/^\/odeme-tamamlandi\//);
  });

  it('the shopper gives up a payment waiting for the bank and pays again at once', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const first = await shop.startCard(buyer);
    const cancel = (s: TestShopper, id: string) =>
      s.client.post(`${API}/odeme/api/payments/${id}/cancel/`, {});
    expect((await cancel(other, first)).statusCode).toBe(404);
    const res = await cancel(buyer, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentStatusSchema.parse(res.json())).toMatchObject({
      status: 'basarisiz',
      failure_detail: 'Ödemeden vazgeçtiniz.',
    });
    const { orderId } = await shop.buyWithCard(buyer);
    expect(orderId).toBeGreaterThan(0);
    // Once the bank has answered there is nothing to give up.
    const [done] = await shop.rows<{ payment_id: string }>(
      sql`SELECT payment_id FROM orders WHERE id = ${orderId}`,
    );
    const late = await cancel(buyer, done!.payment_id);
    expect(late.statusCode).toBe(409);
  });

  it('a refused card frees the cart for the next attempt', async () => {
    const a = shop.fresh();
    await shop.addToCart(buyer, a.id, 1);
    const refused = await shop.startCard(buyer, { card: card(CARDS.noFunds) });
    await shop.bankAnswer(refused);
    expect((await shop.payment(refused)).status).toBe('basarisiz');
    const { orderId } = await shop.buyWithCard(buyer);
    const order = await shop.getOrder(buyer, orderId);
    expect(order.packages.flatMap((p) => p.items).map((i) => i.offer_id)).toEqual([a.id]);
  });
});

describe.skipIf(!onRealServers)('under concurrency (PostgreSQL)', () => {
  it('sells the last 5 units to exactly 5 of 200 buyers; the others get 409 "Stok yetersiz"', async () => {
    const a = shop.fresh();
    await t.database.db.execute(sql`UPDATE offers SET stock = 5 WHERE id = ${a.id}`);
    const buyers = await createShoppers(t, 200, `rush${a.id}-`);
    for (const b of buyers) {
      await t.database.db.execute(sql`
        INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add) VALUES (${b.id}, ${a.id}, 1, ${a.price})`);
      await shop.fundWallet(b, a.price * 2 + 100_000);
    }
    const results = await Promise.all(
      buyers.map((b) => shop.checkout(b, { wallet_amount: a.price * 2 + 100_000 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.json().detail).toMatch(/^Stok yetersiz/);
    expect(await shop.stockOf(a.id)).toBe(0);
    const [n] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_items WHERE offer_id = ${a.id}`,
    );
    expect(n!.n).toBe(5);
  });

  it('makes one order from the same Idempotency-Key sent ten times at once', async () => {
    const [s] = await createShoppers(t, 1, 'retry');
    const a = shop.fresh();
    await shop.addToCart(s!, a.id, 1);
    await shop.fundWallet(s!, a.price + 100_000);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.checkout(s!, { wallet_amount: a.price + 100_000 }, key),
      ),
    );
    const orderIds = new Set(results.map((r) => r.json().order_id));
    expect(
      results.every((r) => r.statusCode === 201),
      results.map((r) => r.body).join('\n'),
    ).toBe(true);
    expect(orderIds.size).toBe(1);
    const [n] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s!.id}`,
    );
    expect(n!.n).toBe(1);
  });
});
