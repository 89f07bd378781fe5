import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';

// Issue 17, on PostgreSQL only: the checkout sends one statement per step, not one per line or
// per seller, so a big basket holds its locks no longer than a small one (counted as round trips
// through pg.Client, for the checkout request alone); and with the stock taken in one statement,
// many buyers of the same offers never oversell nor deadlock.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let crowd: TestShopper[];

beforeAll(async () => {
  if (!onRealServers) return;
  t = await buildTestApp({ products: 120, autoDispatch: false });
  [buyer] = (await createShoppers(t, 1, 'statements')) as [TestShopper];
  crowd = await createShoppers(t, 30, 'crowd');
  shop = await openShop(t);
  await shop.fundWallet(buyer, 100_000_000);
  for (const s of crowd) await shop.fundWallet(s, 100_000_000);
});
afterAll(async () => t?.close());

/** Statements (and those inside its transaction) sent while one wallet checkout runs. */
async function countCheckout(): Promise<{ all: number; sql: string[] }> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    seen.push(typeof q === 'string' ? q : ((q as { text?: string })?.text ?? '?'));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    const res = await shop.checkout(buyer, { wallet_amount: 100_000_000 });
    expect(res.statusCode, res.body).toBe(201);
  } finally {
    pg.Client.prototype.query = original;
  }
  return { all: seen.length, sql: seen };
}

describe.runIf(onRealServers)('checkout at scale', () => {
  it('are as many for six lines from three sellers as for one line', async () => {
    await shop.clearCart(buyer);
    await shop.addToCart(buyer, shop.fresh().id, 1);
    const one = await countCheckout();

    await shop.clearCart(buyer);
    const sellers = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const o = shop.fresh((x) =>
        sellers.size < 3 ? !sellers.has(x.business_id) : sellers.has(x.business_id),
      );
      sellers.add(o.business_id);
      await shop.addToCart(buyer, o.id, 1 + (i % 2));
    }
    expect(sellers.size).toBe(3);
    const six = await countCheckout();
    console.log(
      `checkout statements: one line ${one.all}, six lines from three sellers ${six.all}`,
    );
    if (process.env.SHOW_STATEMENTS)
      console.log(six.sql.map((q) => q.replace(/\s+/g, ' ').trim().slice(0, 110)).join('\n'));
    expect(six.all, six.sql.join('\n---\n')).toBe(one.all);
  });

  it('30 buyers of 5 units, their two offers in either order: 5 orders, 25 × 409, no deadlock', async () => {
    const scarce = shop.fresh();
    const plenty = shop.fresh((o) => o.id !== scarce.id);
    await t.database.db.execute(sql`UPDATE offers SET stock = 5 WHERE id = ${scarce.id}`);
    await t.database.db.execute(sql`UPDATE offers SET stock = 100 WHERE id = ${plenty.id}`);
    for (const [i, s] of crowd.entries()) {
      await shop.clearCart(s);
      // Half the carts hold them one way round, half the other: locks are still taken in id order.
      const [first, second] = i % 2 ? [scarce, plenty] : [plenty, scarce];
      await shop.addToCart(s, first.id, 1);
      await shop.addToCart(s, second.id, 1);
    }
    const answers = await Promise.all(
      crowd.map((s) => shop.checkout(s, { wallet_amount: 100_000_000 })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'stok_yetersiz' });
    expect(await shop.stockOf(scarce.id)).toBe(0);
    expect(await shop.stockOf(plenty.id)).toBe(95);
    // Every order's money is balanced: what the wallets lost is what the orders cost.
    const [money] = await shop.rows<{ orders: number; paid: number; debited: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = ANY(${`{${crowd.map((s) => s.id).join(',')}}`}::int[])) AS orders,
             (SELECT coalesce(sum(o.grand_total), 0)::int FROM orders o
               WHERE o.user_id = ANY(${`{${crowd.map((s) => s.id).join(',')}}`}::int[])) AS paid,
             (SELECT coalesce(-sum(e.amount), 0)::int FROM wallet_entries e
               WHERE e.kind = 'odeme' AND e.user_id = ANY(${`{${crowd.map((s) => s.id).join(',')}}`}::int[])) AS debited`);
    expect(money).toEqual({ orders: 5, paid: money!.debited, debited: money!.debited });
    expect(money!.paid).toBeGreaterThan(0);
  });
});
