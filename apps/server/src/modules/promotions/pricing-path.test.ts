import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, checkoutPreviewSchema, walletSchema } from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API, type OfferRow, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { percentOf } from '../pricing/index.ts';

// One pricing path (docs/decisions/033): a seller's discount and campaign priced by the one
// function give the same totals in the cart, the checkout preview, the payment and the order;
// each order item records its reductions, and cancelling one item returns what it was charged.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;

beforeAll(async () => {
  t = await buildTestApp({ products: 80 });
  [buyer] = (await createShoppers(t, 1, 'ppath')) as [TestShopper];
  shop = await openShop(t);
});
afterAll(async () => t?.close());
beforeEach(async () => shop.clearCart(buyer));

/** Two offers of one seller, on different products. */
function pair(): [OfferRow, OfferRow] {
  const a = shop.fresh();
  const b = shop.fresh((o) => o.business_id === a.business_id && o.product_id !== a.product_id);
  return [a, b];
}

const live = sql`now() - interval '1 hour'`;
const later = sql`now() + interval '1 day'`;

describe('one pricing path', () => {
  it('prices a discount and a "sepette %" campaign the same in the cart, preview, payment and order', async () => {
    const [a, b] = pair();
    const db = t.database.db;
    await db.execute(sql`
      INSERT INTO discounts (business_id, product_id, kind, value, starts_at, ends_at)
      VALUES (${a.business_id}, ${a.product_id}, 'yuzde', 15, ${live}, ${later})`);
    await db.execute(sql`
      INSERT INTO campaigns (business_id, type, title, product_ids, percent, starts_at, ends_at)
      VALUES (${a.business_id}, 'sepette_yuzde', 'Sepette %10', ${`{${b.product_id}}`}::int[],
              10, ${live}, ${later})`);
    // Ended and future promotions change nothing.
    await db.execute(sql`
      INSERT INTO discounts (business_id, product_id, kind, value, starts_at, ends_at)
      VALUES (${a.business_id}, ${b.product_id}, 'yuzde', 50, now() - interval '2 days', ${live}),
             (${a.business_id}, ${b.product_id}, 'yuzde', 50, ${later}, now() + interval '2 days')`);
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);

    const aUnit = a.price - percentOf(a.price, 15);
    const aPaid = aUnit * 2;
    const bPaid = b.price - percentOf(b.price, 10);
    const promotion = a.price * 2 - aPaid + (b.price - bPaid);

    const cart = cartSchema.parse((await buyer.client.get(`${API}/urun/api/cart/`)).json());
    expect(cart.promotion_total).toBe(promotion);
    const lines = cart.groups.flatMap((g) => g.lines);
    const la = lines.find((l) => l.offer_id === a.id)!;
    expect(la.reductions).toEqual([
      { kind: 'indirim', label: '%15 indirim', amount: a.price * 2 - aPaid },
    ]);
    expect(la.paid_total).toBe(aPaid);
    expect(lines.find((l) => l.offer_id === b.id)!.reductions).toEqual([
      { kind: 'kampanya', label: 'Sepette %10 indirim', amount: b.price - bPaid },
    ]);

    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(cart.grand_total);
    expect(preview.promotion_total).toBe(promotion);
    expect(preview.packages[0]!.promotion_total).toBe(promotion);

    await shop.fundWallet(buyer, cart.grand_total);
    const res = await shop.checkout(buyer, { wallet_amount: cart.grand_total });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as number;
    const order = await shop.getOrder(buyer, orderId);
    expect(order.grand_total).toBe(cart.grand_total);
    expect(order.paid_wallet).toBe(cart.grand_total);
    expect(order.items_total - order.discount_total + order.shipping_total).toBe(order.grand_total);
    const items = order.packages.flatMap((p) => p.items);
    expect(items.find((i) => i.offer_id === a.id)!.line_total).toBe(aPaid);

    const [stored] = await shop.rows<{ promotion_total: number; reductions: unknown[] }>(
      sql`SELECT promotion_total, reductions FROM order_items
           WHERE order_id = ${orderId} AND offer_id = ${b.id}`,
    );
    expect(stored).toEqual({
      promotion_total: b.price - bPaid,
      reductions: [
        {
          kind: 'kampanya',
          source_id: expect.any(Number),
          label: 'Sepette %10 indirim',
          amount: b.price - bPaid,
          funded_by: 'seller',
        },
      ],
    });

    // A partial cancel returns what that item was charged, not its offer price.
    const before = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    const itemB = items.find((i) => i.offer_id === b.id)!;
    const cancel = await buyer.client.post(`${API}/siparis/api/orders/${orderId}/cancel/`, {
      item_ids: [itemB.id],
      refund_target: 'cuzdan',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    expect(after.balance - before.balance).toBe(bPaid);
  });

  it('gives the cheapest unit free with "3 al 2 öde" and ships free over a campaign threshold', async () => {
    const [a, b] = pair();
    const db = t.database.db;
    const cheap = Math.min(a.price, b.price);
    const total = a.price * 2 + b.price - cheap;
    await db.execute(sql`
      INSERT INTO campaigns (business_id, type, title, buy_x, pay_y, starts_at, ends_at)
      VALUES (${a.business_id}, 'x_al_y_ode', '3 al 2', 3, 2, ${live}, ${later})`);
    await db.execute(sql`
      INSERT INTO campaigns (business_id, type, title, threshold, starts_at, ends_at)
      VALUES (${a.business_id}, 'kargo_bedava', 'Kargo bedava', ${total}, ${live}, ${later})`);
    await db.execute(
      sql`UPDATE businesses SET free_shipping_threshold = NULL, shipping_fee = 2999
           WHERE id = ${a.business_id}`,
    );
    await shop.addToCart(buyer, a.id, 2);
    await shop.addToCart(buyer, b.id, 1);
    const cart = cartSchema.parse((await buyer.client.get(`${API}/urun/api/cart/`)).json());
    const g = cart.groups[0]!;
    expect(g.promotion_total).toBe(cheap);
    expect(g.shipping_fee).toBe(0);
    expect(g.shipping_discount).toBe(2999);
    expect(cart.grand_total).toBe(total);
    const preview = checkoutPreviewSchema.parse(
      (await buyer.client.post(PREVIEW, { address_id: buyer.addressId })).json(),
    );
    expect(preview.grand_total).toBe(total);
    // Campaigns of this seller end with this test.
    await db.execute(
      sql`UPDATE campaigns SET ended_at = now() WHERE business_id = ${a.business_id}`,
    );
  });
});
