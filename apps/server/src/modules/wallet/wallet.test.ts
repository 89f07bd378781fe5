import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutPreviewSchema,
  checkoutResultSchema,
  paymentStatusSchema,
  walletSchema,
} from '@carsi/shared';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, card, newKey, openShop, PREVIEW, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { debitWallet } from './wallet.service.ts';

// The wallet: top-ups through 3-D Secure, paying orders from the balance, and the balance that
// never goes below zero and always equals its ledger.

let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let other: TestShopper;

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  const two = await createShoppers(t, 2, 'wallet');
  buyer = two[0]!;
  other = two[1]!;
  shop = await openShop(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await shop.clearCart(buyer);
  await shop.clearCart(other);
});

async function ledger(userId: number) {
  const [w] = await shop.rows<{ balance: number; sum: number }>(sql`
    SELECT COALESCE((SELECT balance FROM wallets WHERE user_id = ${userId}), 0) AS balance,
           (SELECT COALESCE(sum(amount), 0)::int FROM wallet_entries WHERE user_id = ${userId}) AS sum`);
  return w!;
}

describe('top-ups and wallet payments', () => {
  it('tops up through 3-D Secure once, pays an order in full and keeps the ledger equal to the balance', async () => {
    const top = await buyer.client.post(`${API}/cuzdan/api/top-up/`, {
      amount: 500_000,
      card: card(),
    });
    expect(top.statusCode, top.body).toBe(200);
    const pid = top.json().payment_id as string;
    const cb = await shop.bankAnswer(pid);
    expect(cb.headers.location).toBe(`/cuzdanim?odeme=${pid}`);
    await Promise.all([shop.bankAnswer(pid), shop.bankAnswer(pid)]);
    let wallet = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    const start = wallet.balance;
    expect(wallet.results[0]).toMatchObject({
      kind: 'yukleme',
      amount: 500_000,
      kind_label: 'Bakiye yükleme',
    });
    expect(wallet.results.filter((e) => e.kind === 'yukleme')).toHaveLength(1);

    const a = shop.fresh((o) => o.price < 400_000);
    await shop.addToCart(buyer, a.id, 1);
    const preview = checkoutPreviewSchema.parse(
      (
        await buyer.client.post(PREVIEW, { address_id: buyer.addressId, wallet_amount: 10_000_000 })
      ).json(),
    );
    expect(preview.wallet_amount).toBe(preview.grand_total);
    expect(preview.card_amount).toBe(0);
    const key = newKey();
    const res = await shop.checkout(buyer, { wallet_amount: preview.grand_total }, key);
    expect(res.statusCode, res.body).toBe(201);
    const done = checkoutResultSchema.parse(res.json());
    expect(done.status).toBe('tamamlandi');
    // The same key again answers the same order.
    const again = await shop.checkout(buyer, { wallet_amount: preview.grand_total }, key);
    expect(again.json()).toEqual(res.json());
    wallet = walletSchema.parse((await buyer.client.get(`${API}/cuzdan/api/wallet/`)).json());
    expect(wallet.balance).toBe(start - preview.grand_total);
    expect(wallet.results[0]).toMatchObject({ kind: 'odeme', amount: -preview.grand_total });
    const [sum] = await shop.rows<{ s: number }>(
      sql`SELECT COALESCE(sum(amount), 0)::int AS s FROM wallet_entries WHERE user_id = ${buyer.id}`,
    );
    expect(sum!.s).toBe(wallet.balance);
  });

  it('refuses a wallet payment above the balance and a top-up outside its limits', async () => {
    const a = shop.fresh();
    await shop.addToCart(other, a.id, 1);
    const res = await shop.checkout(other, { wallet_amount: 100_000_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'bakiye_yetersiz' });
    for (const amount of [999, 5_000_001, 12.5, -1]) {
      const r = await other.client.post(`${API}/cuzdan/api/top-up/`, { amount, card: card() });
      expect(r.statusCode).toBe(400);
    }
  });
});

describe('a wallet share spent while the card was at the bank', () => {
  it('refunds the card and takes nothing from the wallet when the balance is gone by the time the bank answers', async () => {
    const [s] = await createShoppers(t, 1, 'spentmeanwhile');
    await shop.fundWallet(s!, 20_000);
    const a = shop.fresh();
    const b = shop.fresh();
    await t.database.db.execute(sql`
      UPDATE offers SET price = CASE id WHEN ${a.id} THEN 60000 ELSE 5000 END, list_price = NULL
       WHERE id IN (${a.id}, ${b.id})`);
    await shop.addToCart(s!, a.id, 1);
    // Card + 150 TL from the wallet; the wallet is only debited when the order is written.
    const paying = await shop.startCard(s!, { wallet_amount: 15_000 });
    // Meanwhile the shopper sets those lines aside and spends the wallet on something else.
    await t.database.db.execute(
      sql`UPDATE cart_items SET selected = false WHERE user_id = ${s!.id}`,
    );
    await shop.addToCart(s!, b.id, 1);
    const preview = checkoutPreviewSchema.parse(
      (await s!.client.post(PREVIEW, { address_id: s!.addressId, wallet_amount: 20_000 })).json(),
    );
    expect(preview.card_amount).toBe(0);
    const spent = await shop.checkout(s!, { wallet_amount: 20_000 });
    expect(spent.statusCode, spent.body).toBe(201);
    expect((await ledger(s!.id)).balance).toBeLessThan(15_000);

    const cb = await shop.bankAnswer(paying);
    expect(cb.headers.location).toBe(`/odeme-islemi/?odeme=${paying}`);
    const status = paymentStatusSchema.parse(
      (await s!.client.get(`${API}/odeme/api/payments/${paying}/`)).json(),
    );
    expect(status).toMatchObject({ status: 'iade_edildi', failure_code: 'bakiye_yetersiz' });
    expect(status.failure_detail).toMatch(/Ödemeniz kartınıza iade edildi\.$/);
    expect((await shop.bank(paying)).map((e) => e.kind)).toEqual(['tahsilat', 'iptal']);
    const w = await ledger(s!.id);
    expect(w.balance).toBe(w.sum);
    expect(w.balance).toBeGreaterThanOrEqual(0);
  });
});

describe.skipIf(!onRealServers)('under concurrency (PostgreSQL)', () => {
  it('lets exactly one of 20 concurrent 60 TL debits through a 100 TL balance', async () => {
    const [s] = await createShoppers(t, 1, 'spender');
    await shop.fundWallet(s!, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) =>
          debitWallet(tx, s!.id, 6000, { description: 'Test harcaması' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/yetersiz/);
    expect(await ledger(s!.id)).toEqual({ balance: 4000, sum: 4000 });
  });

  it('pays one order from twenty simultaneous wallet checkouts of one cart, debiting once', async () => {
    const [s] = await createShoppers(t, 1, 'walletrush');
    const a = shop.fresh();
    await shop.addToCart(s!, a.id, 1);
    await shop.fundWallet(s!, a.price * 3 + 100_000);
    const before = await ledger(s!.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => shop.checkout(s!, { wallet_amount: a.price * 3 + 100_000 })),
    );
    const done = results.filter((r) => r.statusCode === 201);
    expect(done, results.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(['odeme_suruyor', 'zaten_satin_alindi', 'sepet_bos']).toContain(r.json().code);
    const order = checkoutResultSchema.parse(done[0]!.json());
    if (order.status !== 'tamamlandi') throw new Error('expected an order');
    const [o] = await shop.rows<{ paid_wallet: number }>(
      sql`SELECT paid_wallet FROM orders WHERE id = ${order.order_id}`,
    );
    const after = await ledger(s!.id);
    expect(after.balance).toBe(before.balance - o!.paid_wallet);
    expect(after.balance).toBe(after.sum);
  });
});
