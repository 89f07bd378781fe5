import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartSchema,
  checkoutPreviewSchema,
  discountsCreatedSchema,
  listingResponseSchema,
  productDetailSchema,
} from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { refreshDiscountBoundaries } from './discounts.service.ts';

// One price everywhere (docs/decisions/037): a running seller discount shows on the listing
// card, the product page, the cart and the checkout preview at the same price, computed by the
// one pricing function; campaigns and public coupons show as badges; ending it shows at once.

const V = `${API}/vendor/api`;
let t: TestContext;
let shop: Shop;
let seller: TestShopper;
let buyer: TestShopper;

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  [seller, buyer] = (await createShoppers(t, 2, 'raf')) as [TestShopper, TestShopper];
  shop = await openShop(t);
});
afterAll(async () => t?.close());
beforeEach(async () => shop.clearCart(buyer));

const hour = 3_600_000;
let listingCalls = 0;

/** The product's card on the listing (a fresh URL each time: the page cache is by URL). */
async function card(businessId: number, productId: number) {
  listingCalls += 1;
  const res = await buyer.client.get(
    `${API}/urun/api/products/?seller=${businessId}&page_size=${100 - listingCalls}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const page = listingResponseSchema.parse(res.json());
  return page.results.find((r) => r.id === productId);
}

async function detail(slug: string) {
  const res = await buyer.client.get(`${API}/urun/api/products/${slug}/`);
  expect(res.statusCode, res.body).toBe(200);
  return productDetailSchema.parse(res.json());
}

describe('shelf prices', () => {
  it('shows a discounted offer at one price on the listing, product page, cart and preview', async () => {
    // An offer whose product has no cheaper offer than the discount will make.
    const a = shop.fresh();
    const db = t.database.db;
    await db.execute(sql`DELETE FROM business_members WHERE user_id = ${seller.id}`);
    await db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role)
          VALUES (${a.business_id}, ${seller.id}, 'owner')`,
    );
    const [info] = await shop.rows<{ slug: string; low: number; list_price: number | null }>(
      sql`SELECT p.slug,
                 (SELECT min(o2.price)::int FROM offers o2 JOIN variants v2 ON v2.id = o2.variant_id
                   WHERE v2.product_id = p.id AND o2.is_active) AS low,
                 (SELECT list_price FROM offers WHERE id = ${a.id}) AS list_price
            FROM products p WHERE p.id = ${a.product_id}`,
    );
    const newPrice = Math.floor(info!.low * 0.8);
    const struck =
      info!.list_price !== null && info!.list_price > a.price ? info!.list_price : a.price;

    // Before: the offer price everywhere.
    expect((await card(a.business_id, a.product_id))!.price).toBe(info!.low);
    expect((await detail(info!.slug)).price).toBe(info!.low);

    const created = await seller.client.post(`${V}/discounts/`, {
      items: [{ product_id: a.product_id, variant_id: null }],
      kind: 'fiyat',
      value: newPrice,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const discountId = discountsCreatedSchema.parse(created.json()).results[0]!.id;

    // Listing card (and its summary columns, so sorting and price filters agree).
    const c = (await card(a.business_id, a.product_id))!;
    expect(c.price).toBe(newPrice);
    expect(c.list_price).toBe(struck);
    expect(c.discount_percent).toBe(Math.round(((struck - newPrice) * 100) / struck));
    const [summary] = await shop.rows<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${a.product_id}`,
    );
    expect(summary!.min_price).toBe(newPrice);
    const filtered = await buyer.client.get(
      `${API}/urun/api/products/?seller=${a.business_id}&max_price=${newPrice}&page_size=100`,
    );
    expect(
      listingResponseSchema.parse(filtered.json()).results.some((r) => r.id === a.product_id),
    ).toBe(true);

    // Product page (its cache dropped by the discount write).
    const d = await detail(info!.slug);
    expect(d.price).toBe(newPrice);
    const offer = d.offers.find((o) => o.id === a.id)!;
    expect(offer.price).toBe(newPrice);
    expect(offer.list_price).toBe(struck);

    // Cart and checkout preview.
    await shop.addToCart(buyer, a.id, 1);
    const cart = cartSchema.parse((await buyer.client.get(`${API}/urun/api/cart/`)).json());
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.offer_id === a.id)!;
    expect(line.paid_total).toBe(newPrice);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    const pline = preview.packages.flatMap((p) => p.lines).find((l) => l.offer_id === a.id)!;
    expect(pline.paid_total).toBe(newPrice);
    expect(preview.grand_total - preview.shipping_total).toBe(newPrice);

    // Ending the discount shows the offer price again at once.
    const del = await seller.client.delete(`${V}/discounts/${discountId}/`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await card(a.business_id, a.product_id))!.price).toBe(info!.low);
    expect((await detail(info!.slug)).price).toBe(info!.low);
  });

  it('badges campaigns and public coupons on the card and the offer, not private ones', async () => {
    const a = shop.fresh();
    const db = t.database.db;
    const [info] = await shop.rows<{ slug: string }>(
      sql`SELECT slug FROM products WHERE id = ${a.product_id}`,
    );
    await db.execute(sql`
      INSERT INTO campaigns (business_id, type, title, buy_x, pay_y, product_ids, starts_at, ends_at)
      VALUES (${a.business_id}, 'x_al_y_ode', '3 al 2', 3, 2, ${`{${a.product_id}}`}::int[],
              now() - interval '1 hour', now() + interval '1 day')`);
    await db.execute(sql`
      INSERT INTO coupons (business_id, code, code_key, kind, value, starts_at, ends_at, is_public)
      VALUES (${a.business_id}, 'RAF50', 'RAF50', 'tutar', 5000, now() - interval '1 hour',
              now() + interval '1 day', true),
             (${a.business_id}, 'GIZLI', 'GIZLI', 'tutar', 9000, now() - interval '1 hour',
              now() + interval '1 day', false),
             (${a.business_id}, 'ESKI', 'ESKI', 'tutar', 9900, now() - interval '2 day',
              now() - interval '1 day', true)`);
    const offer = (await detail(info!.slug)).offers.find((o) => o.id === a.id)!;
    expect(offer.badges).toEqual(['3 al 2 öde', 'Kupon: 50 TL']);
    // The card shows its best offer's badges; this seller's offer is it when it is the only one.
    const c = (await card(a.business_id, a.product_id))!;
    expect(c.badges).toBeDefined();
    await db.execute(
      sql`UPDATE campaigns SET ended_at = now() WHERE business_id = ${a.business_id}`,
    );
    await db.execute(sql`UPDATE coupons SET ended_at = now() WHERE business_id = ${a.business_id}`);
  });

  it('a discount starting or ending between writes reaches the listing summary by the job', async () => {
    const a = shop.fresh();
    const db = t.database.db;
    const [before] = await shop.rows<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${a.product_id}`,
    );
    // Written raw (as if it started a minute ago with no write since).
    await db.execute(sql`
      INSERT INTO discounts (business_id, product_id, kind, value, starts_at, ends_at)
      VALUES (${a.business_id}, ${a.product_id}, 'fiyat', ${Math.floor(before!.min_price / 2)},
              now() - interval '1 minute', now() + interval '1 day')`);
    expect(await refreshDiscountBoundaries(db)).toBeGreaterThanOrEqual(1);
    const [after] = await shop.rows<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${a.product_id}`,
    );
    expect(after!.min_price).toBe(Math.floor(before!.min_price / 2));
    await db.execute(
      sql`UPDATE discounts SET ends_at = now() - interval '1 second' WHERE product_id = ${a.product_id}`,
    );
    await refreshDiscountBoundaries(db);
    const [ended] = await shop.rows<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${a.product_id}`,
    );
    expect(ended!.min_price).toBe(before!.min_price);
  });
});

describe('honest discounts (30-day rule)', () => {
  async function own(offerBusinessId: number) {
    const db = t.database.db;
    await db.execute(sql`DELETE FROM business_members WHERE user_id = ${seller.id}`);
    await db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role)
          VALUES (${offerBusinessId}, ${seller.id}, 'owner')`,
    );
  }
  const discountNow = async (offerId: number, kind: 'fiyat' | 'yuzde', value: number) => {
    const [o] = await shop.rows<{ product_id: number; variant_id: number }>(
      sql`SELECT v.product_id, o.variant_id FROM offers o JOIN variants v ON v.id = o.variant_id
           WHERE o.id = ${offerId}`,
    );
    return seller.client.post(`${V}/discounts/`, {
      items: [o],
      kind,
      value,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    });
  };
  const slugOf = async (productId: number) =>
    (await shop.rows<{ slug: string }>(sql`SELECT slug FROM products WHERE id = ${productId}`))[0]!
      .slug;

  it('a real discount strikes the price before it and shows the 30-day lowest', async () => {
    const a = shop.fresh();
    await own(a.business_id);
    const res = await discountNow(a.id, 'yuzde', 10);
    expect(res.statusCode, res.body).toBe(201);
    const offer = (await detail(await slugOf(a.product_id))).offers.find((o) => o.id === a.id)!;
    const discounted = a.price - Math.round((a.price * 10) / 100);
    expect(offer).toMatchObject({
      price: discounted,
      list_price: a.price,
      discount_percent: 10,
      lowest_price_30d: discounted,
    });
  });

  it('a starred deal that ran last week counts: a discount above its price strikes nothing', async () => {
    const a = shop.fresh();
    await own(a.business_id);
    const dealPrice = Math.round(a.price * 0.7);
    // Approved, ran from 9 to 8 days ago (written directly: a deal cannot be nominated in the past).
    await t.database.db.execute(sql`
      INSERT INTO deals (offer_id, business_id, starts_at, ends_at, deal_price, stock_cap, status)
      VALUES (${a.id}, ${a.business_id}, now() - interval '9 days', now() - interval '8 days',
              ${dealPrice}, 5, 'onaylandi')`);
    const res = await discountNow(a.id, 'yuzde', 10);
    expect(res.statusCode, res.body).toBe(201);
    const offer = (await detail(await slugOf(a.product_id))).offers.find((o) => o.id === a.id)!;
    expect(offer).toMatchObject({
      price: a.price - Math.round((a.price * 10) / 100),
      list_price: null,
      discount_percent: 0,
      lowest_price_30d: dealPrice,
    });
  });

  it('raising a price and discounting it back shows no struck price and no badge', async () => {
    const a = shop.fresh();
    await own(a.business_id);
    const raised = await seller.client.patch(`${V}/offers/${a.id}/`, {
      price: a.price * 2,
      list_price: null,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    // Every price change is kept: the price before (as in effect all along) and the new one.
    const history = await shop.rows<{ price: number }>(
      sql`SELECT price FROM offer_price_history WHERE offer_id = ${a.id} ORDER BY changed_at, id`,
    );
    expect(history.map((h) => h.price)).toEqual([a.price, a.price * 2]);

    const res = await discountNow(a.id, 'fiyat', a.price);
    expect(res.statusCode, res.body).toBe(201);
    const d = await detail(await slugOf(a.product_id));
    const offer = d.offers.find((o) => o.id === a.id)!;
    expect(offer).toMatchObject({
      price: a.price,
      list_price: null,
      discount_percent: 0,
      lowest_price_30d: a.price,
    });
    const c = await card(a.business_id, a.product_id);
    if (c && c.price === a.price) {
      expect(c.list_price).toBeNull();
      expect(c.discount_percent).toBe(0);
    }
    // The cart charges the discounted price all the same, and claims no reduction either
    // (docs/decisions/038): the price as its price, no struck price, no "indirim" label.
    await shop.addToCart(buyer, a.id, 2);
    const cart = cartSchema.parse((await buyer.client.get(`${API}/urun/api/cart/`)).json());
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.offer_id === a.id)!;
    expect(line).toMatchObject({
      unit_price: a.price,
      list_price: null,
      price_at_add: a.price,
      line_total: 2 * a.price,
      reductions: [],
      paid_total: 2 * a.price,
    });
    // The totals are the pricing function's: nothing struck, nothing taken off, same total.
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(cart.grand_total).toBe(preview.grand_total);
    expect(cart.items_total).toBe(preview.items_total);
    expect(cart.promotion_total).toBe(preview.promotion_total);
    expect(preview.packages.flatMap((p) => p.lines).find((l) => l.offer_id === a.id)).toMatchObject(
      { unit_price: a.price, list_price: null, reductions: [], paid_total: 2 * a.price },
    );
    const others = cart.groups.flatMap((g) => g.lines).filter((l) => l.offer_id !== a.id);
    expect(cart.items_total).toBe(
      2 * a.price +
        others.reduce(
          (s, l) =>
            s +
            (l.list_price !== null && l.list_price > l.unit_price ? l.list_price : l.unit_price) *
              l.quantity,
          0,
        ),
    );
    await shop.clearCart(buyer);
  });

  it('a real discount keeps its label in the cart', async () => {
    const a = shop.fresh();
    await own(a.business_id);
    const res = await discountNow(a.id, 'yuzde', 10);
    expect(res.statusCode, res.body).toBe(201);
    await shop.addToCart(buyer, a.id, 1);
    const cart = cartSchema.parse((await buyer.client.get(`${API}/urun/api/cart/`)).json());
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.offer_id === a.id)!;
    expect(line.unit_price).toBe(a.price);
    expect(line.reductions).toEqual([
      { kind: 'indirim', label: '%10 indirim', amount: Math.round(a.price / 10) },
    ]);
    await shop.clearCart(buyer);
  });
});
