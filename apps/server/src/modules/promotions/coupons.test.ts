import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutPreviewSchema,
  shopperCouponListSchema,
  vendorCouponListSchema,
  vendorCouponSchema,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, card, type OfferRow, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { percentOf } from '../pricing/index.ts';

// Coupons (issue 14 point 1 and 8; docs/decisions/033): the seller's calls and their isolation,
// the shopper's coupon entry, one total from cart to order, uses counted at payment and given
// back by a cancel, and limits that hold under concurrent checkouts (PostgreSQL).

const V = `${API}/vendor/api`;
const CART = `${API}/urun/api/cart/`;
let t: TestContext;
let shop: Shop;
let seller: TestShopper; // member of the pool seller's business (set per test group)
let stranger: TestShopper; // owner of another business
let buyer: TestShopper;
let shopperOnly: TestShopper;
let a: OfferRow;
let b: OfferRow;

const hour = 3_600_000;
const body = (over: Record<string, unknown> = {}) => ({
  code: `K${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
  kind: 'tutar',
  value: 5_000,
  min_basket: 0,
  starts_at: new Date(Date.now() - hour).toISOString(),
  ends_at: new Date(Date.now() + 24 * hour).toISOString(),
  total_limit: null,
  per_user_limit: 1,
  product_ids: null,
  is_public: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}, who = seller) {
  const res = await who.client.post(`${V}/coupons/`, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return vendorCouponSchema.parse(res.json());
}

const fieldError = (res: { json(): unknown }) => {
  const j = res.json() as { detail: string; errors?: Record<string, string[]> };
  return Object.values(j.errors ?? {}).flat()[0] ?? j.detail;
};

async function getCart(s: TestShopper) {
  return cartSchema.parse((await s.client.get(CART)).json());
}

beforeAll(async () => {
  t = await buildTestApp({ products: 80 });
  [seller, stranger, buyer, shopperOnly] = (await createShoppers(t, 4, 'kupon')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  shop = await openShop(t);
  a = shop.fresh();
  b = shop.fresh((o) => o.business_id === a.business_id && o.product_id !== a.product_id);
  await t.database.db.execute(
    sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${a.business_id}, ${seller.id}, 'owner')`,
  );
  await createBusiness(t, 'Başka Kuponcu', [{ userId: stranger.id }]);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await shop.clearCart(buyer);
  await t.database.db.execute(sql`DELETE FROM cart_coupons`);
});

describe('seller coupons', () => {
  it('creates a coupon; its code is unique per seller in Turkish capitals, not across sellers', async () => {
    const c = await create({ code: 'yaz-indirimi', kind: 'yuzde', value: 10 });
    expect(c).toMatchObject({
      code: 'yaz-indirimi',
      status: 'aktif',
      uses: 0,
      revenue: 0,
      cost: 0,
    });
    const dup = await seller.client.post(`${V}/coupons/`, body({ code: 'YAZ-İNDİRİMİ' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Bu kupon kodu zaten var.');
    // 'I' is not the capital of 'i' in Turkish: a different code.
    await create({ code: 'YAZ-INDIRIMI' });
    // Another business may use the same code.
    await create({ code: 'yaz-indirimi' }, stranger);
  });

  it('refuses bad input with a Turkish detail', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'yuzde', value: 95 }, /Yüzde 1 ile 90/],
      [{ value: 0 }, /İndirim tutarı sıfırdan büyük/],
      [{ code: 'a b' }, /Kupon kodu/],
      [{ ends_at: new Date(Date.now() - 2 * hour).toISOString() }, /Bitiş, başlangıçtan sonra/],
      [{ starts_at: 'yarın' }, /Geçerli bir tarih/],
      [{ total_limit: 0 }, /Kullanım limiti/],
      [{ product_ids: [] }, /Seçilen ürünlerden en az biri/],
      [{ product_ids: [2_000_000] }, /bu işletmenin/],
    ];
    for (const [over, msg] of cases) {
      const res = await seller.client.post(`${V}/coupons/`, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldError(res)).toMatch(msg);
    }
  });

  it('keeps businesses apart: another business’s coupon is 404, a shopper gets 403', async () => {
    const mine = await create();
    for (const res of [
      await stranger.client.get(`${V}/coupons/${mine.id}/`),
      await stranger.client.put(`${V}/coupons/${mine.id}/`, body()),
      await stranger.client.delete(`${V}/coupons/${mine.id}/`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Kupon bulunamadı.');
    }
    const list = vendorCouponListSchema.parse((await stranger.client.get(`${V}/coupons/`)).json());
    expect(list.results.map((c) => c.id)).not.toContain(mine.id);
    for (const res of [
      await shopperOnly.client.get(`${V}/coupons/`),
      await shopperOnly.client.post(`${V}/coupons/`, body()),
      await shopperOnly.client.get(`${V}/coupons/${mine.id}/`),
    ])
      expect(res.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `${V}/coupons/` });
    expect(visitor.statusCode).toBe(401);
    // Unchanged by the attempts.
    expect((await seller.client.get(`${V}/coupons/${mine.id}/`)).statusCode).toBe(200);
  });

  it('edits a coupon with PUT and deletes one never used', async () => {
    const c = await create();
    const res = await seller.client.put(
      `${V}/coupons/${c.id}/`,
      body({ code: c.code, min_basket: 20_000, is_public: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ min_basket: 20_000, is_public: false });
    const del = await seller.client.delete(`${V}/coupons/${c.id}/`);
    expect(del.json()).toEqual({ deleted: true, ended: false });
    expect((await seller.client.get(`${V}/coupons/${c.id}/`)).statusCode).toBe(404);
  });
});

describe('shopper coupons', () => {
  it('lists public coupons in force, not private, ended or future ones', async () => {
    const pub = await create();
    const priv = await create({ is_public: false });
    const future = await create({
      starts_at: new Date(Date.now() + hour).toISOString(),
      ends_at: new Date(Date.now() + 2 * hour).toISOString(),
    });
    const ended = await create();
    await seller.client.delete(`${V}/coupons/${ended.id}/`);
    const other = await create({ product_ids: [b.product_id] });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/urun/api/coupons/?seller=${a.business_id}&product=${a.product_id}`,
    });
    expect(res.statusCode).toBe(200);
    const ids = shopperCouponListSchema.parse(res.json()).results.map((c) => c.id);
    expect(ids).toContain(pub.id);
    for (const id of [priv.id, future.id, ended.id, other.id]) expect(ids).not.toContain(id);
    const listed = shopperCouponListSchema.parse(res.json()).results.find((c) => c.id === pub.id)!;
    expect(listed.label).toBe('Kupon: 50,00 TL');
  });

  it('applies a code typed in any Turkish case, tells a short basket, and takes it off', async () => {
    const c = await create({ code: 'İNDİRİM', min_basket: a.price * 3, is_public: false });
    await shop.addToCart(buyer, a.id, 1);
    const applied = await buyer.client.post(`${CART}coupons/`, { code: ' indirim ' });
    expect(applied.statusCode, applied.body).toBe(200);
    let cart = cartSchema.parse(applied.json());
    expect(cart.groups[0]!.coupon).toMatchObject({ id: c.id, applied: false, amount: 0 });
    expect(cart.groups[0]!.coupon!.reason).toMatch(/^Bu kupon için bu satıcıdan en az/);
    await shop.addToCart(buyer, a.id, 2);
    cart = await getCart(buyer);
    expect(cart.groups[0]!.coupon).toMatchObject({ applied: true, amount: 5_000 });
    expect(cart.promotion_total).toBe(5_000);
    // A private coupon shows in the shopper's list once it is in the cart.
    const mine = shopperCouponListSchema.parse(
      (await buyer.client.get(`${API}/urun/api/coupons/`)).json(),
    );
    expect(mine.results.find((x) => x.id === c.id)?.in_cart).toBe(true);

    const unknown = await buyer.client.post(`${CART}coupons/`, { code: 'YOKBOYLE' });
    expect(unknown.statusCode).toBe(404);
    const off = await buyer.client.delete(`${CART}coupons/${encodeURIComponent('İndirim')}/`);
    expect(off.statusCode, off.body).toBe(200);
    expect(cartSchema.parse(off.json()).groups[0]!.coupon).toBeNull();
    expect((await buyer.client.delete(`${CART}coupons/INDIRIM/`)).statusCode).toBe(404);
  });

  it('refuses an expired coupon, and a coupon of a seller not in the cart', async () => {
    const old = await create({
      starts_at: new Date(Date.now() - 3 * hour).toISOString(),
      ends_at: new Date(Date.now() - 2 * hour).toISOString(),
    });
    const strangers = await create({}, stranger);
    await shop.addToCart(buyer, a.id, 1);
    const res = await buyer.client.post(`${CART}coupons/`, { code: old.code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'kupon_suresi_doldu',
      detail: 'Kuponun süresi doldu.',
    });
    expect((await buyer.client.post(`${CART}coupons/`, { code: strangers.code })).statusCode).toBe(
      404,
    );
  });
});

describe('one total from the cart to the order, uses counted at payment', () => {
  it('a coupon + campaign basket: cart, preview, payment and order agree; cancel gives the use back', async () => {
    const db = t.database.db;
    const camp = await db.execute(sql`
      INSERT INTO campaigns (business_id, type, title, product_ids, percent, starts_at, ends_at)
      VALUES (${a.business_id}, 'sepette_yuzde', 'Sepette %10', ${`{${a.product_id}}`}::int[],
              10, now() - interval '1 hour', now() + interval '1 day')
      RETURNING id`);
    const c = await create({ kind: 'yuzde', value: 20, per_user_limit: 1, total_limit: 5 });
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    const applied = await buyer.client.post(`${CART}coupons/`, { code: c.code });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = cartSchema.parse(applied.json());
    const afterCampaign = a.price * 2 - percentOf(a.price * 2, 10) + b.price;
    const couponAmount = percentOf(afterCampaign, 20);
    expect(cart.groups[0]!.coupon).toMatchObject({ applied: true, amount: couponAmount });
    expect(cart.promotion_total).toBe(percentOf(a.price * 2, 10) + couponAmount);

    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(cart.grand_total);
    expect(preview.promotion_total).toBe(cart.promotion_total);
    expect(preview.packages[0]!.coupon).toMatchObject({ id: c.id, amount: couponAmount });

    const { orderId, paymentId } = await shop.buyWithCard(buyer);
    const pay = await shop.payment(paymentId);
    expect(pay.card_amount).toBe(cart.grand_total);
    const bank = await shop.bank(paymentId);
    expect(bank.filter((e) => e.kind !== 'iade').reduce((s, e) => s + e.amount, 0)).toBe(
      cart.grand_total,
    );
    const order = await shop.getOrder(buyer, orderId);
    expect(order.grand_total).toBe(cart.grand_total);
    const items = order.packages.flatMap((p) => p.items);
    expect(items.reduce((s, i) => s + i.line_total, 0) + order.shipping_total).toBe(
      order.grand_total,
    );
    // The coupon left the cart with the order; the seller sees its use, revenue and cost.
    expect((await getCart(buyer)).groups).toEqual([]);
    let listed = vendorCouponSchema.parse(
      (await seller.client.get(`${V}/coupons/${c.id}/`)).json(),
    );
    expect(listed).toMatchObject({
      uses: 1,
      cost: couponAmount,
      revenue: order.grand_total - order.shipping_total,
    });

    // Per-user limit 1: the same shopper cannot apply it again…
    await shop.addToCart(buyer, shop.fresh((o) => o.business_id === a.business_id).id, 1);
    const again = await buyer.client.post(`${CART}coupons/`, { code: c.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu kuponu kullanım hakkınız doldu.');
    // …until the order is cancelled: the use comes back.
    const cancel = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: items.map((i) => i.id),
      refund_target: 'kart',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    listed = vendorCouponSchema.parse((await seller.client.get(`${V}/coupons/${c.id}/`)).json());
    expect(listed).toMatchObject({ uses: 0, cost: 0, revenue: 0 });
    expect((await buyer.client.post(`${CART}coupons/`, { code: c.code })).statusCode).toBe(200);
    // A coupon with (even given-back) orders is ended, not deleted.
    const del = await seller.client.delete(`${V}/coupons/${c.id}/`);
    expect(del.json()).toEqual({ deleted: false, ended: true });
    expect(
      vendorCouponSchema.parse((await seller.client.get(`${V}/coupons/${c.id}/`)).json()).status,
    ).toBe('sonlandirildi');
    await db.execute(
      sql`UPDATE campaigns SET ended_at = now() WHERE id = ${(camp as unknown as { rows: { id: number }[] }).rows[0]!.id}`,
    );
  });

  it('a card payment refused at the bank gives its use back; the next checkout gets the coupon', async () => {
    const c = await create({ total_limit: 1, per_user_limit: 1 });
    await shop.addToCart(buyer, a.id, 1);
    expect((await buyer.client.post(`${CART}coupons/`, { code: c.code })).statusCode).toBe(200);
    const paymentId = await shop.startCard(buyer);
    // While the payment waits at the bank page, its use counts.
    let listed = vendorCouponSchema.parse(
      (await seller.client.get(`${V}/coupons/${c.id}/`)).json(),
    );
    expect(listed.uses).toBe(1);
    const cb = await shop.bankAnswer(paymentId, 'iptal');
    expect(cb.statusCode).toBe(303);
    expect((await shop.payment(paymentId)).status).toBe('basarisiz');
    listed = vendorCouponSchema.parse((await seller.client.get(`${V}/coupons/${c.id}/`)).json());
    expect(listed.uses).toBe(0);
    const cart = await getCart(buyer);
    expect(cart.groups[0]!.coupon).toMatchObject({ id: c.id, applied: true });
    await shop.fundWallet(buyer, cart.grand_total);
    const res = await shop.checkout(buyer, { wallet_amount: cart.grand_total });
    expect(res.statusCode, res.body).toBe(201);
    const order = await shop.getOrder(buyer, res.json().order_id);
    expect(order.grand_total).toBe(cart.grand_total);
  });

  it('checks expiry at payment: a coupon that ran out after it was applied is refused, nothing charged', async () => {
    const c = await create();
    await shop.addToCart(buyer, a.id, 1);
    expect((await buyer.client.post(`${CART}coupons/`, { code: c.code })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE coupons SET ends_at = now() - interval '1 second' WHERE id = ${c.id}`,
    );
    const cart = await getCart(buyer);
    expect(cart.groups[0]!.coupon).toMatchObject({
      applied: false,
      reason: 'Kuponun süresi doldu.',
    });
    const before = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${buyer.id}`,
    );
    const res = await shop.checkout(buyer, { card: card() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'kupon_suresi_doldu' });
    expect(res.json().detail).toMatch(/^Kuponun süresi doldu/);
    const after = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${buyer.id}`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe.skipIf(!onRealServers)('coupon limits under concurrency (PostgreSQL)', () => {
  it('50 buyers at once with a 1-use coupon: exactly one gets it, 49 get 409 and pay nothing', async () => {
    const c = await create({ total_limit: 1, per_user_limit: 1 });
    const o = shop.fresh((x) => x.business_id === a.business_id && x.stock >= 10);
    await t.database.db.execute(sql`UPDATE offers SET stock = 1000 WHERE id = ${o.id}`);
    const buyers = await createShoppers(t, 50, `krush${c.id}-`);
    for (const s of buyers) {
      await t.database.db.execute(sql`
        INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add) VALUES (${s.id}, ${o.id}, 1, ${o.price})`);
      await t.database.db.execute(sql`
        INSERT INTO cart_coupons (user_id, business_id, coupon_id) VALUES (${s.id}, ${a.business_id}, ${c.id})`);
      await shop.fundWallet(s, o.price + 100_000);
    }
    const results = await Promise.all(
      buyers.map((s) => shop.checkout(s, { wallet_amount: o.price + 100_000 })),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok, results.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.json().code).toBe('kupon_limiti_doldu');
      expect(r.json().detail).toMatch(/^Kupon kullanım limiti doldu/);
    }
    const ids = sql.join(
      buyers.map((s) => sql`${s.id}::int`),
      sql`, `,
    );
    const [pay] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id IN (${ids})`,
    );
    expect(pay!.n).toBe(1);
    const [spent] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wallet_entries WHERE user_id IN (${ids}) AND amount < 0`,
    );
    expect(spent!.n).toBe(1);
    const [uses] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_id = ${c.id}`,
    );
    expect(uses!.n).toBe(1);
  });

  it('one buyer’s 10 simultaneous checkouts with a per-user limit of 1 → one use, one order', async () => {
    const c = await create({ per_user_limit: 1 });
    const [s] = await createShoppers(t, 1, `kten${c.id}-`);
    const o = shop.fresh((x) => x.business_id === a.business_id);
    await shop.addToCart(s!, o.id, 1);
    expect((await s!.client.post(`${CART}coupons/`, { code: c.code })).statusCode).toBe(200);
    await shop.fundWallet(s!, o.price + 100_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => shop.checkout(s!, { wallet_amount: o.price + 100_000 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [uses] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_id = ${c.id}`,
    );
    expect(uses!.n).toBe(1);
    const [orders] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${s!.id}`,
    );
    expect(orders!.n).toBe(1);
  });
});
