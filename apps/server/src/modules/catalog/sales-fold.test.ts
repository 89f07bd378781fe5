import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { foldProductSales } from './sales-fold.service.ts';

// Issue 17: the checkout appends units sold; sold counts and listing summaries follow just after
// the commit, off the order's transaction.
let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
beforeAll(async () => {
  t = await buildTestApp({ products: 30 });
  shop = await openShop(t);
  [buyer] = (await createShoppers(t, 1, 'fold')) as [TestShopper];
}, 60_000);
afterAll(async () => t?.close());

const product = async (id: number) =>
  (
    await queryRows<{ sold_count: number; in_stock: boolean }>(
      t.app.db,
      sql`SELECT sold_count, in_stock FROM products WHERE id = ${id}`,
    )
  )[0]!;
const pendingDeltas = async () =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`SELECT count(*)::int AS n FROM product_sold_deltas`,
    )
  )[0]!.n;

describe('sold counts follow the order', () => {
  it('a wallet checkout appends its units; the fold right after it adds them and empties the queue', async () => {
    const offer = shop.fresh();
    const before = await product(offer.product_id);
    await shop.fundWallet(buyer, 10_000_000);
    await shop.addToCart(buyer, offer.id, 2);
    const res = await shop.checkout(buyer, { wallet_amount: 10_000_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('tamamlandi');
    // Scheduled by the checkout at its commit: no job, no request needed.
    await expect
      .poll(() => product(offer.product_id), { timeout: 5000 })
      .toEqual({
        ...before,
        sold_count: before.sold_count + 2,
      });
    expect(await pendingDeltas()).toBe(0);
  });

  it('folds many deltas of a product into one update, refreshes its listing summary, and a second fold finds nothing', async () => {
    const offer = shop.fresh();
    const before = await product(offer.product_id);
    // The last units sold elsewhere: the summary must learn it is out of stock.
    await t.app.db.execute(
      sql`UPDATE offers SET stock = 0 WHERE id IN (SELECT o.id FROM offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = ${offer.product_id})`,
    );
    await t.app.db.execute(
      sql`INSERT INTO product_sold_deltas (product_id, quantity) VALUES (${offer.product_id}, 1), (${offer.product_id}, 3)`,
    );
    expect(await foldProductSales(t.app.db)).toBe(1);
    expect(await product(offer.product_id)).toEqual({
      sold_count: before.sold_count + 4,
      in_stock: false,
    });
    expect(await foldProductSales(t.app.db)).toBe(0);
  });
});
