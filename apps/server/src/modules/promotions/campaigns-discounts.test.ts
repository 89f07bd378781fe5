import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutPreviewSchema,
  discountsCreatedSchema,
  vendorCampaignListSchema,
  vendorCampaignSchema,
  vendorDiscountListSchema,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API, type OfferRow, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { percentOf } from '../pricing/index.ts';

// Campaigns and discounts (issue 14 points 2 and 3; docs/decisions/033): the seller's calls,
// isolation between businesses, and what they take off, priced by the one pricing function.

const V = `${API}/vendor/api`;
const CART = `${API}/urun/api/cart/`;
let t: TestContext;
let shop: Shop;
let seller: TestShopper;
let stranger: TestShopper;
let buyer: TestShopper;
let shopperOnly: TestShopper;

const hour = 3_600_000;
const period = (fromHours = -1, toHours = 24) => ({
  starts_at: new Date(Date.now() + fromHours * hour).toISOString(),
  ends_at: new Date(Date.now() + toHours * hour).toISOString(),
});

const fieldError = (res: { json(): unknown }) => {
  const j = res.json() as { detail: string; errors?: Record<string, string[]> };
  return Object.values(j.errors ?? {}).flat()[0] ?? j.detail;
};

/** A fresh seller (the pool offer's business) for each test, so promotions never mix. */
async function sellerPair(): Promise<[OfferRow, OfferRow]> {
  const a = shop.fresh();
  const b = shop.fresh((o) => o.business_id === a.business_id && o.product_id !== a.product_id);
  await t.database.db.execute(sql`DELETE FROM business_members WHERE user_id = ${seller.id}`);
  await t.database.db.execute(
    sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${a.business_id}, ${seller.id}, 'owner')`,
  );
  // Promotions left by earlier tests on this seller end now.
  await t.database.db.execute(
    sql`UPDATE campaigns SET ended_at = now() WHERE business_id = ${a.business_id}`,
  );
  await t.database.db.execute(
    sql`UPDATE discounts SET ends_at = now() WHERE business_id = ${a.business_id} AND ends_at > now()`,
  );
  return [a, b];
}

beforeAll(async () => {
  t = await buildTestApp({ products: 80 });
  [seller, stranger, buyer, shopperOnly] = (await createShoppers(t, 4, 'kampanya')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  shop = await openShop(t);
  await createBusiness(t, 'Başka Kampanyacı', [{ userId: stranger.id }]);
});
afterAll(async () => t?.close());
beforeEach(async () => shop.clearCart(buyer));

describe('campaigns', () => {
  it('creates a "3 al 2 öde" the cart prices, and keeps only its own fields', async () => {
    const [a, b] = await sellerPair();
    const res = await seller.client.post(`${V}/campaigns/`, {
      type: 'x_al_y_ode',
      title: '3 al 2 öde haftası',
      buy_x: 3,
      pay_y: 2,
      percent: 50,
      product_ids: [a.product_id, b.product_id],
      ...period(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = vendorCampaignSchema.parse(res.json());
    expect(c).toMatchObject({ label: '3 al 2 öde', status: 'aktif', percent: null });
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    const cart = cartSchema.parse((await buyer.client.get(CART)).json());
    const cheapest = Math.min(a.price, b.price);
    expect(cart.promotion_total).toBe(cheapest);
    const free = cart.groups[0]!.lines.flatMap((l) => l.reductions);
    expect(free).toEqual([{ kind: 'kampanya', label: '3 al 2 öde', amount: cheapest }]);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(cart.grand_total);
  });

  it('lists, edits, and ends a campaign that has run; deletes one not started', async () => {
    const [a] = await sellerPair();
    const running = vendorCampaignSchema.parse(
      (
        await seller.client.post(`${V}/campaigns/`, {
          type: 'sepette_yuzde',
          title: 'Sepette yüzde on',
          percent: 10,
          product_ids: [a.product_id],
          ...period(),
        })
      ).json(),
    );
    const planned = vendorCampaignSchema.parse(
      (
        await seller.client.post(`${V}/campaigns/`, {
          type: 'kargo_bedava',
          title: 'Kargo bedava',
          threshold: 10_000,
          ...period(2, 24),
        })
      ).json(),
    );
    expect(planned.status).toBe('planlandi');
    const list = vendorCampaignListSchema.parse(
      (await seller.client.get(`${V}/campaigns/`)).json(),
    );
    expect(list.results.map((c) => c.id)).toEqual(expect.arrayContaining([running.id, planned.id]));

    const put = await seller.client.put(`${V}/campaigns/${running.id}/`, {
      type: 'ikinci_urun_yuzde',
      title: 'İkinci ürüne yüzde elli',
      percent: 50,
      product_ids: null,
      ...period(),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ label: '2. ürüne %50 indirim', product_ids: null });
    await shop.addToCart(buyer, a.id, 2);
    const cart = cartSchema.parse((await buyer.client.get(CART)).json());
    expect(cart.promotion_total).toBe(percentOf(a.price, 50));

    expect((await seller.client.delete(`${V}/campaigns/${planned.id}/`)).json()).toEqual({
      deleted: true,
      ended: false,
    });
    expect((await seller.client.delete(`${V}/campaigns/${running.id}/`)).json()).toEqual({
      deleted: false,
      ended: true,
    });
    expect((await seller.client.get(`${V}/campaigns/${running.id}/`)).json().status).toBe(
      'sonlandirildi',
    );
    const after = cartSchema.parse((await buyer.client.get(CART)).json());
    expect(after.promotion_total).toBe(0);
    const edit = await seller.client.put(`${V}/campaigns/${running.id}/`, {
      type: 'sepette_yuzde',
      title: 'Yeniden',
      percent: 5,
      ...period(),
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses bad input with a Turkish detail', async () => {
    await sellerPair();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'x_al_y_ode', buy_x: 3, pay_y: 3 }, /Y öde/],
      [{ type: 'x_al_y_ode', buy_x: 1, pay_y: 1 }, /X al/],
      [{ type: 'sepette_yuzde' }, /Yüzde 1 ile 90/],
      [{ type: 'kargo_bedava' }, /Kargo bedava tutarı/],
      [{ type: 'bedava' }, /Kampanya türünü/],
      [{ type: 'sepette_yuzde', percent: 10, title: 'x' }, /Kampanya adı/],
      [{ type: 'sepette_yuzde', percent: 10, product_ids: [2_000_000] }, /bu işletmenin/],
      [{ type: 'sepette_yuzde', percent: 10, ...period(2, 1) }, /Bitiş/],
    ];
    for (const [over, msg] of cases) {
      const res = await seller.client.post(`${V}/campaigns/`, {
        title: 'Kampanya',
        ...period(),
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldError(res)).toMatch(msg);
    }
  });
});

describe('discounts', () => {
  it('puts a new price on a product and a percent on a variant; the cart and preview show them', async () => {
    const [a, b] = await sellerPair();
    const [bVariant] = await shop.rows<{ variant_id: number }>(
      sql`SELECT variant_id FROM offers WHERE id = ${b.id}`,
    );
    const newPrice = a.price - 1_000;
    const one = await seller.client.post(`${V}/discounts/`, {
      items: [{ product_id: a.product_id }],
      kind: 'fiyat',
      value: newPrice,
      ...period(),
    });
    expect(one.statusCode, one.body).toBe(201);
    const two = await seller.client.post(`${V}/discounts/`, {
      items: [{ product_id: b.product_id, variant_id: bVariant!.variant_id }],
      kind: 'yuzde',
      value: 20,
      ...period(),
    });
    expect(two.statusCode, two.body).toBe(201);
    expect(discountsCreatedSchema.parse(two.json()).results[0]).toMatchObject({
      product_id: b.product_id,
      variant_id: bVariant!.variant_id,
      status: 'aktif',
    });
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    const cart = cartSchema.parse((await buyer.client.get(CART)).json());
    const off = 2 * 1_000 + percentOf(b.price, 20);
    expect(cart.promotion_total).toBe(off);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.promotion_total).toBe(off);
    expect(preview.grand_total).toBe(cart.grand_total);

    const list = vendorDiscountListSchema.parse(
      (await seller.client.get(`${V}/discounts/`)).json(),
    );
    const mine = list.results.find((d) => d.product_id === a.product_id)!;
    expect(mine).toMatchObject({ kind: 'fiyat', value: newPrice, product_title: a.title });
    // Removing a running discount ends it now: the cart goes back to the offer price.
    expect((await seller.client.delete(`${V}/discounts/${mine.id}/`)).json()).toEqual({
      deleted: false,
      ended: true,
    });
    const after = cartSchema.parse((await buyer.client.get(CART)).json());
    expect(after.promotion_total).toBe(percentOf(b.price, 20));
  });

  it('refuses a price not below the current one, products it does not sell, and bad percents', async () => {
    const [a] = await sellerPair();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: 'fiyat', value: a.price }, 400, /şu anki fiyatından düşük/],
      [{ kind: 'yuzde', value: 95 }, 400, /Yüzde 1 ile 90/],
      [{ items: [] }, 400, /1–200 ürün/],
      [{ items: [{ product_id: 2_000_000 }] }, 400, /bu işletme satmıyor/],
    ];
    for (const [over, status, msg] of cases) {
      const res = await seller.client.post(`${V}/discounts/`, {
        items: [{ product_id: a.product_id }],
        kind: 'yuzde',
        value: 10,
        ...period(),
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(fieldError(res)).toMatch(msg);
    }
  });
});

describe('isolation', () => {
  it('another business’s campaign or discount is 404; a shopper gets 403', async () => {
    const [a] = await sellerPair();
    const c = vendorCampaignSchema.parse(
      (
        await seller.client.post(`${V}/campaigns/`, {
          type: 'sepette_yuzde',
          title: 'Benim kampanyam',
          percent: 10,
          ...period(),
        })
      ).json(),
    );
    const d = discountsCreatedSchema.parse(
      (
        await seller.client.post(`${V}/discounts/`, {
          items: [{ product_id: a.product_id }],
          kind: 'yuzde',
          value: 10,
          ...period(),
        })
      ).json(),
    ).results[0]!;
    for (const res of [
      await stranger.client.get(`${V}/campaigns/${c.id}/`),
      await stranger.client.put(`${V}/campaigns/${c.id}/`, {
        type: 'sepette_yuzde',
        title: 'Ele geçir',
        percent: 90,
        ...period(),
      }),
      await stranger.client.delete(`${V}/campaigns/${c.id}/`),
      await stranger.client.delete(`${V}/discounts/${d.id}/`),
    ])
      expect(res.statusCode).toBe(404);
    // A stranger cannot discount this seller's offers either.
    const foreign = await stranger.client.post(`${V}/discounts/`, {
      items: [{ product_id: a.product_id }],
      kind: 'yuzde',
      value: 50,
      ...period(),
    });
    expect(foreign.statusCode).toBe(400);
    for (const res of [
      await shopperOnly.client.get(`${V}/campaigns/`),
      await shopperOnly.client.post(`${V}/campaigns/`, {}),
      await shopperOnly.client.get(`${V}/discounts/`),
      await shopperOnly.client.delete(`${V}/discounts/${d.id}/`),
    ])
      expect(res.statusCode).toBe(403);
    expect((await seller.client.get(`${V}/campaigns/${c.id}/`)).json().status).toBe('aktif');
    const lists = vendorDiscountListSchema.parse(
      (await stranger.client.get(`${V}/discounts/`)).json(),
    );
    expect(lists.results.map((x) => x.id)).not.toContain(d.id);
  });
});
