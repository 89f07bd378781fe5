import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutPreviewSchema,
  operatorStarredDealListSchema,
  operatorStarredDealSchema,
  productDetailSchema,
  STARRED_DEAL_SLOTS,
  superDealsResponseSchema,
  vendorStarredDealListSchema,
  vendorStarredDealSchema,
  type VendorStarredDeal,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, type OfferRow, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';

// Starred deals (issue 14 points 4 and 8; docs/decisions/038): the seller's nominations and
// their isolation, the operators' decisions within the day's slots and the seller's
// notification, the deal price through the one pricing function from the cart to the order,
// the cap counted at payment and given back by a cancel, and the cap under concurrent
// checkouts (PostgreSQL).

const V = `${API}/vendor/api/starred-deals/`;
const OP = `${API}/yonetim/api/starred-deals/`;
const CART = `${API}/urun/api/cart/`;
const SUPER = `${API}/urun/api/super-deals/`;
const hour = 3_600_000;
const day = 24 * hour;

let t: TestContext;
let shop: Shop;
let seller: TestShopper;
let stranger: TestShopper;
let buyer: TestShopper;
let operator: TestShopper;
let a: OfferRow;

const body = (o: OfferRow, over: Record<string, unknown> = {}) => ({
  offer_id: o.id,
  deal_price: o.price - 1_000,
  stock_cap: 5,
  starts_at: new Date(Date.now() + 60_000).toISOString(),
  ends_at: new Date(Date.now() + day).toISOString(),
  ...over,
});

async function nominate(o: OfferRow, over: Record<string, unknown> = {}, who = seller) {
  const res = await who.client.post(V, body(o, over));
  expect(res.statusCode, res.body).toBe(201);
  return vendorStarredDealSchema.parse(res.json());
}

async function approve(id: number) {
  const res = await operator.client.post(`${OP}${id}/approve/`, {});
  expect(res.statusCode, res.body).toBe(200);
  return operatorStarredDealSchema.parse(res.json());
}

/** A deal running now: nominated to start at once and approved. */
async function running(o: OfferRow, over: Record<string, unknown> = {}) {
  const d = await nominate(o, { starts_at: new Date().toISOString(), ...over });
  return approve(d.id);
}

async function mine(id: number, who = seller): Promise<VendorStarredDeal | undefined> {
  const list = vendorStarredDealListSchema.parse((await who.client.get(V)).json());
  return list.results.find((d) => d.id === id);
}

const fieldError = (res: { json(): unknown }) => {
  const j = res.json() as { detail: string; errors?: Record<string, string[]> };
  return Object.values(j.errors ?? {}).flat()[0] ?? j.detail;
};

const cartOf = async (s: TestShopper) => cartSchema.parse((await s.client.get(CART)).json());

/** A fresh offer of the seller's business with plenty of stock. */
async function offer(stock = 100) {
  const o = shop.fresh((x) => x.business_id === a.business_id);
  await t.database.db.execute(sql`UPDATE offers SET stock = ${stock} WHERE id = ${o.id}`);
  return { ...o, stock };
}

beforeAll(async () => {
  t = await buildTestApp({ products: 160 });
  [seller, stranger, buyer, operator] = (await createShoppers(t, 4, 'firsat')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  shop = await openShop(t);
  // The seller with the most offers in the pool: each test takes fresh ones of it.
  const count = new Map<number, number>();
  for (const o of shop.pool) count.set(o.business_id, (count.get(o.business_id) ?? 0) + 1);
  const biggest = [...count].sort((x, y) => y[1] - x[1])[0]![0];
  a = shop.fresh((o) => o.business_id === biggest);
  await t.database.db.execute(sql`
    INSERT INTO business_members (business_id, user_id, role)
    VALUES (${a.business_id}, ${seller.id}, 'owner')`);
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
  await createBusiness(t, 'Başka Fırsatçı', [{ userId: stranger.id }]);
  // The demo's featured deals would take slots: the slot test counts its own.
  await t.database.db.execute(sql`DELETE FROM deals`);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await shop.clearCart(buyer);
});

describe('seller nominations', () => {
  it('nominates its own offer; the deal waits for an operator and is listed with its figures', async () => {
    const o = await offer(40);
    const d = await nominate(o, { stock_cap: 10 });
    expect(d).toMatchObject({
      offer_id: o.id,
      product_id: o.product_id,
      offer_price: o.price,
      deal_price: o.price - 1_000,
      stock_cap: 10,
      sold: 0,
      remaining: 10,
      state: 'beklemede',
      rejection_reason: null,
    });
    expect(await mine(d.id)).toMatchObject({ id: d.id, state: 'beklemede' });
    // Not shown to shoppers before an operator approves it.
    const page = superDealsResponseSchema.parse((await t.app.inject({ url: SUPER })).json());
    expect(page.starred.map((s) => s.id)).not.toContain(d.id);
    // A second deal of the same offer overlapping it is refused.
    const clash = await seller.client.post(V, body(o));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('Bu ürün için bu tarihlerde zaten bir yıldızlı fırsat var.');
  });

  it('refuses bad nominations with a Turkish detail', async () => {
    const o = await offer(8);
    const foreign = shop.fresh((x) => x.business_id !== a.business_id);
    const now = Date.now();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ deal_price: o.price }, /Fırsat fiyatı, ürünün şu anki fiyatından düşük olmalı/],
      [{ deal_price: 0 }, /Fırsat fiyatı sıfırdan büyük/],
      [{ stock_cap: 0 }, /Fırsat stoğu 1 veya daha büyük/],
      [{ stock_cap: 9 }, /ürünün stoğundan fazla olamaz/],
      [
        {
          starts_at: new Date(now - 2 * hour).toISOString(),
          ends_at: new Date(now + hour).toISOString(),
        },
        /ileri bir zamanda başlamalı/,
      ],
      [{ ends_at: new Date(now + 8 * day).toISOString() }, /en fazla 7 gün/],
      [{ ends_at: new Date(now).toISOString() }, /Bitiş, başlangıçtan sonra/],
      [
        {
          starts_at: new Date(now + 40 * day).toISOString(),
          ends_at: new Date(now + 41 * day).toISOString(),
        },
        /en fazla 30 gün sonrası/,
      ],
      [{ starts_at: 'yarın' }, /Geçerli bir tarih/],
      [{ offer_id: foreign.id }, /bu işletmenin satıştaki bir teklifi değil/],
    ];
    for (const [over, msg] of cases) {
      const res = await seller.client.post(V, body(o, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldError(res)).toMatch(msg);
    }
  });

  it('keeps businesses apart: another business’s deal is 404; shoppers and sellers stay out of the operators’ calls', async () => {
    const d = await nominate(await offer());
    const del = await stranger.client.delete(`${V}${d.id}/`);
    expect(del.statusCode).toBe(404);
    expect(del.json().detail).toBe('Yıldızlı fırsat bulunamadı.');
    expect(await mine(d.id, stranger)).toBeUndefined();
    expect(await mine(d.id)).toBeDefined();
    for (const res of [
      await buyer.client.get(V),
      await buyer.client.post(V, body(a)),
      await buyer.client.delete(`${V}${d.id}/`),
      await seller.client.get(OP),
      await seller.client.post(`${OP}${d.id}/approve/`, {}),
      await seller.client.post(`${OP}${d.id}/reject/`, { reason: 'Kendi fırsatım' }),
    ])
      expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: V })).statusCode).toBe(401);
    expect((await t.app.inject({ url: OP })).statusCode).toBe(401);
    expect((await operator.client.post(`${OP}999999/approve/`, {})).statusCode).toBe(404);
  });

  it('deletes a deal without sales', async () => {
    const d = await nominate(await offer());
    const res = await seller.client.delete(`${V}${d.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, ended: false });
    expect(await mine(d.id)).toBeUndefined();
  });
});

describe('operators decide', () => {
  it('rejects with a reason and approves; each decision notifies the seller through the outbox', async () => {
    const o1 = await offer();
    const o2 = await offer();
    const r = await nominate(o1);
    const ok = await nominate(o2);
    const queue = operatorStarredDealListSchema.parse(
      (await operator.client.get(`${OP}?status=beklemede`)).json(),
    );
    expect(queue.results.map((d) => d.id)).toEqual(expect.arrayContaining([r.id, ok.id]));
    expect(queue.results.find((d) => d.id === r.id)!.business.id).toBe(a.business_id);
    expect(queue.slots).toHaveLength(7);
    expect(queue.slots[0]!.limit).toBe(STARRED_DEAL_SLOTS);

    const short = await operator.client.post(`${OP}${r.id}/reject/`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(fieldError(short)).toMatch(/Ret gerekçesini yazın/);
    const rej = await operator.client.post(`${OP}${r.id}/reject/`, {
      reason: 'Fırsat fiyatı piyasanın altında değil.',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json()).toMatchObject({
      state: 'reddedildi',
      rejection_reason: 'Fırsat fiyatı piyasanın altında değil.',
    });
    const approved = await approve(ok.id);
    expect(approved.state).toBe('yaklasan');
    // A decision is final.
    const again = await operator.client.post(`${OP}${ok.id}/reject/`, { reason: 'Vazgeçtim.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu fırsat zaten karara bağlanmış.');

    const events = await shop.rows<{ payload: { dealId: number; accepted: boolean } }>(
      sql`SELECT payload FROM events WHERE type = 'starred_deal.decided' ORDER BY id`,
    );
    expect(events.map((e) => [e.payload.dealId, e.payload.accepted])).toEqual(
      expect.arrayContaining([
        [r.id, false],
        [ok.id, true],
      ]),
    );
    // The dispatcher turns them into the seller's notifications.
    await t.app.notifications.dispatch();
    const notes = await shop.rows<{ message: string; link: string }>(
      sql`SELECT message, link FROM notifications WHERE recipient_business_id = ${a.business_id}
           AND message LIKE '%yıldızlı fırsatınız%' ORDER BY id`,
    );
    expect(notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/yıldızlı fırsatınız reddedildi: Fırsat fiyatı piyasanın/),
        expect.stringMatching(/yıldızlı fırsatınız onaylandı/),
      ]),
    );
    expect(notes[0]!.link).toBe('/dashboard/yildizli-firsatlar');
    // Filters.
    const rejected = operatorStarredDealListSchema.parse(
      (await operator.client.get(`${OP}?status=reddedildi`)).json(),
    );
    expect(rejected.results.map((d) => d.id)).toContain(r.id);
    const approvedList = operatorStarredDealListSchema.parse(
      (await operator.client.get(`${OP}?status=onaylandi`)).json(),
    );
    expect(approvedList.results.map((d) => d.id)).toContain(ok.id);
    expect((await operator.client.get(`${OP}?status=hepsi`)).statusCode).toBe(400);
  });

  it('approves within the day’s slots: beyond them 409 in Turkish', async () => {
    // A deal three days ahead, within one Istanbul day (12:00–14:00 Istanbul = 09:00–11:00 UTC).
    const date = new Date(Date.now() + 3 * day).toISOString().slice(0, 10);
    const d = await nominate(await offer(), {
      starts_at: `${date}T12:00:00+03:00`,
      ends_at: `${date}T14:00:00+03:00`,
    });
    const slot = operatorStarredDealListSchema
      .parse((await operator.client.get(OP)).json())
      .slots.find((s) => s.date === date)!;
    // Fill the day with approved deals running on it.
    const fill = STARRED_DEAL_SLOTS - slot.used;
    const filler = await offer();
    for (let k = 0; k < fill; k++)
      await t.database.db.execute(sql`
        INSERT INTO deals (offer_id, business_id, deal_price, stock_cap, starts_at, ends_at, status)
        VALUES (${filler.id}, ${a.business_id}, ${filler.price - 100}, 1,
                ${`${date}T10:00:00+03:00`}, ${`${date}T11:00:00+03:00`}, 'onaylandi')`);
    const full = operatorStarredDealListSchema
      .parse((await operator.client.get(OP)).json())
      .slots.find((s) => s.date === date)!;
    expect(full.used).toBe(STARRED_DEAL_SLOTS);
    const res = await operator.client.post(`${OP}${d.id}/approve/`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('firsat_kontenjani_dolu');
    expect(res.json().detail).toMatch(
      new RegExp(
        `günü için yıldızlı fırsat kontenjanı dolu \\(${STARRED_DEAL_SLOTS}/${STARRED_DEAL_SLOTS}\\)`,
      ),
    );
    expect((await mine(d.id))!.state).toBe('beklemede');
    // A deal ended early frees its slot.
    await t.database.db.execute(sql`
      UPDATE deals SET ended_at = now()
       WHERE id = (SELECT id FROM deals WHERE offer_id = ${filler.id} ORDER BY id LIMIT 1)`);
    expect((await approve(d.id)).state).toBe('yaklasan');
  });
});

describe('the deal price from the cart to the order', () => {
  it('cart, preview, payment and order charge the deal price; the cap counts the sale; a cancel gives it back; ending keeps the deal', async () => {
    const o = await offer(50);
    const deal = await running(o, { stock_cap: 3 });
    expect(deal.state).toBe('yayinda');
    // Shown on /super-firsatlar with the deal price, the offer's price struck, and the units left.
    const page = superDealsResponseSchema.parse((await t.app.inject({ url: SUPER })).json());
    const shown = page.starred.find((s) => s.id === deal.id)!;
    expect(shown).toMatchObject({
      price: o.price - 1_000,
      list_price: o.price,
      stock: 3,
      stock_cap: 3,
    });

    // The product page prices the offer at the deal price too (the shelf, docs/decisions/037),
    // with the deal's end for its countdown.
    const page2 = await t.app.inject({ url: `${API}/urun/api/products/${deal.product_slug}/` });
    const shelf = productDetailSchema.parse(page2.json()).offers.find((x) => x.id === o.id)!;
    expect(shelf.price).toBe(o.price - 1_000);
    expect(shelf.deal_ends_at).toBe(deal.ends_at);
    expect(shelf).toMatchObject({ deal_cap: 3, deal_left: 3 });

    // Four units: three at the deal price, one at the offer's.
    await shop.addToCart(buyer, o.id, 4);
    const cart = await cartOf(buyer);
    const line = cart.groups[0]!.lines[0]!;
    expect(line.reductions).toEqual([
      { kind: 'firsat', label: 'Yıldızlı fırsat (3 adet)', amount: 3_000 },
    ]);
    expect(line.paid_total).toBe(4 * o.price - 3_000);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(cart.grand_total);
    expect(preview.packages[0]!.lines[0]!.paid_total).toBe(line.paid_total);

    await shop.fundWallet(buyer, preview.grand_total);
    const res = await shop.checkout(buyer, {
      wallet_amount: preview.grand_total,
      expected_total: preview.grand_total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as number;
    const order = await shop.getOrder(buyer, orderId);
    expect(order.grand_total).toBe(preview.grand_total);
    const [item] = await shop.rows<{
      id: number;
      line_total: number;
      reductions: { kind: string; amount: number; funded_by: string; units: number }[];
    }>(sql`SELECT id, line_total, reductions FROM order_items WHERE order_id = ${orderId}`);
    expect(item!.line_total).toBe(line.paid_total);
    expect(item!.reductions).toEqual([
      expect.objectContaining({ kind: 'firsat', amount: 3_000, funded_by: 'seller', units: 3 }),
    ]);
    // Sold out: the seller sees it; shoppers no longer see it, and a new cart pays the offer price.
    expect(await mine(deal.id)).toMatchObject({ sold: 3, remaining: 0, state: 'tukendi' });
    // (Another page size: the first answer is cached for 20 s.)
    const after = superDealsResponseSchema.parse(
      (await t.app.inject({ url: `${SUPER}?page_size=23` })).json(),
    );
    expect(after.starred.map((s) => s.id)).not.toContain(deal.id);
    await shop.addToCart(buyer, o.id, 1);
    expect((await cartOf(buyer)).groups[0]!.lines[0]!.reductions).toEqual([]);
    await shop.clearCart(buyer);

    // The shopper cancels: the units come back while the deal runs.
    const cancel = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [item!.id],
      refund_target: 'cuzdan',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await mine(deal.id)).toMatchObject({ sold: 0, remaining: 3, state: 'yayinda' });
    await shop.addToCart(buyer, o.id, 1);
    expect((await cartOf(buyer)).groups[0]!.lines[0]!.paid_total).toBe(o.price - 1_000);

    // A deal with sales (even given back) is ended, not deleted.
    const del = await seller.client.delete(`${V}${deal.id}/`);
    expect(del.json()).toEqual({ deleted: false, ended: true });
    expect((await mine(deal.id))!.state).toBe('bitti');
    expect((await cartOf(buyer)).groups[0]!.lines[0]!.paid_total).toBe(o.price);
  });

  it('a deal that ran out between the preview and the payment: 409 in Turkish, nothing charged', async () => {
    const o = await offer(50);
    const deal = await running(o, { stock_cap: 1 });
    await shop.addToCart(buyer, o.id, 1);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(cartOfTotal(o.price - 1_000, preview));
    // Someone else takes the last unit.
    const [other] = await createShoppers(t, 1, `firsat-diger${deal.id}-`);
    await shop.addToCart(other!, o.id, 1);
    await shop.fundWallet(other!, o.price + 100_000);
    expect((await shop.checkout(other!, { wallet_amount: o.price + 100_000 })).statusCode).toBe(
      201,
    );
    await shop.fundWallet(buyer, o.price + 100_000);
    const before = await paymentsOf(buyer);
    const res = await shop.checkout(buyer, {
      wallet_amount: o.price + 100_000,
      expected_total: preview.grand_total,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('tutar_degisti');
    expect(res.json().detail).toMatch(/Sepet tutarı .* değişti.*hiçbir ücret alınmadı/);
    expect(await paymentsOf(buyer)).toBe(before);
    // The new preview shows the offer price, and paying it works.
    const again = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(again.packages[0]!.lines[0]!.paid_total).toBe(o.price);
  });

  it('the cap is checked under the deal’s lock at payment: a basket priced before the last unit went is refused', async () => {
    const o = await offer(50);
    const deal = await running(o, { stock_cap: 1 });
    await shop.addToCart(buyer, o.id, 1);
    // Another shopper's card payment waiting at the bank page holds the last unit.
    const [other] = await createShoppers(t, 1, `firsat-kilit${deal.id}-`);
    await shop.addToCart(other!, o.id, 1);
    await shop.startCard(other!);
    const { takeDealUnits } = await import('./deal-sales.ts');
    await expect(
      t.database.db.transaction((tx) =>
        takeDealUnits(tx, buyer.id, 'pay_none', [
          { dealId: deal.id, offerId: o.id, units: 1, title: o.title },
        ]),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'firsat_tukendi' });
    // The cart prices what is left: the offer price, no deal.
    expect((await cartOf(buyer)).groups[0]!.lines[0]!.reductions).toEqual([]);
    // The bank refuses the other payment: the unit comes back.
    await shop.bankAnswer(
      (
        await shop.rows<{ id: string }>(sql`SELECT id FROM payments WHERE user_id = ${other!.id}`)
      )[0]!.id,
      'iptal',
    );
    expect((await cartOf(buyer)).groups[0]!.lines[0]!.paid_total).toBe(o.price - 1_000);
  });
});

const cartOfTotal = (unit: number, p: { shipping_total: number }) => unit + p.shipping_total;
const paymentsOf = async (s: TestShopper) =>
  (
    await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${s.id}`,
    )
  )[0]!.n;

describe.skipIf(!onRealServers)('the cap under concurrency (PostgreSQL)', () => {
  it('a deal with a cap of 5 and 30 buyers at once: exactly 5 units at the deal price; the others refused, nothing charged', async () => {
    const o = await offer(1_000);
    const deal = await running(o, { stock_cap: 5 });
    const buyers = await createShoppers(t, 30, `firsat-yaris${deal.id}-`);
    const shown = new Map<number, number>();
    for (const s of buyers) {
      await t.database.db.execute(sql`
        INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
        VALUES (${s.id}, ${o.id}, 1, ${o.price})`);
      await shop.fundWallet(s, o.price + 100_000);
      // Every one of them saw the deal price in the preview.
      const p = checkoutPreviewSchema.parse(
        (await s.client.post(PREVIEW, { address_id: s.addressId })).json(),
      );
      expect(p.packages[0]!.lines[0]!.paid_total).toBe(o.price - 1_000);
      shown.set(s.id, p.grand_total);
    }
    const results = await Promise.all(
      buyers.map((s) =>
        shop.checkout(s, { wallet_amount: o.price + 100_000, expected_total: shown.get(s.id) }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok, results.map((r) => r.body).join('\n')).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const r of refused) {
      expect(['firsat_tukendi', 'tutar_degisti']).toContain(r.json().code);
      expect(r.json().detail).toMatch(/hiçbir ücret alınmadı/);
    }
    const ids = sql.join(
      buyers.map((s) => sql`${s.id}::int`),
      sql`, `,
    );
    const items = await shop.rows<{ line_total: number; user_id: number; grand_total: number }>(
      sql`SELECT oi.line_total, o.user_id, o.grand_total FROM order_items oi
            JOIN orders o ON o.id = oi.order_id WHERE o.user_id IN (${ids})`,
    );
    expect(items).toHaveLength(5);
    for (const i of items) {
      expect(i.line_total).toBe(o.price - 1_000);
      expect(i.grand_total).toBe(shown.get(i.user_id));
    }
    const [pay] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id IN (${ids})`,
    );
    expect(pay!.n).toBe(5);
    const [spent] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM wallet_entries WHERE user_id IN (${ids}) AND amount < 0`,
    );
    expect(spent!.n).toBe(5);
    expect(await mine(deal.id)).toMatchObject({ sold: 5, remaining: 0, state: 'tukendi' });
  });
});
