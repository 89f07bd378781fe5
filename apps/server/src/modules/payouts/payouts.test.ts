import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  commissionRuleListSchema,
  commissionRuleSchema,
  payoutListSchema,
  sellerStatementsSchema,
  statementSchema,
} from '@carsi/shared';
import { faultyProvider, ProviderFaults } from '../../../test/faulty-provider.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type OfferRow, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { advancePackage, requestReturn, resolveReturn } from '../orders/order-changes.service.ts';
import { commissionOf } from './commission.ts';
import { commissionBase } from './ledger.ts';
import {
  accrueLedger,
  chargeDispute,
  makeStatements,
  payStatements,
  runWeeklyPayouts,
} from './ledger.service.ts';

// Commission rules and their precedence at checkout, the sellers' ledgers, the weekly statement
// job (twice = once), downloads, isolation, and the operators' payouts.

const Y = `${API}/yonetim/api`;
const V = `${API}/vendor/api`;
let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let seller: TestShopper;
let stranger: TestShopper;
let operator: TestShopper;
let businessId: number;
let strangerBusiness: number;
let mine: OfferRow[] = [];
let next = 0;
const faults = new ProviderFaults();
const db = () => t.database.db;
const rows = <T>(q: ReturnType<typeof sql>) => shop.rows<T>(q);
const ours = () => mine[next++ % mine.length]!;

beforeAll(async () => {
  t = await buildTestApp({ products: 80, wrapPaymentProvider: (p) => faultyProvider(p, faults) });
  [buyer, seller, stranger, operator] = (await createShoppers(t, 4, 'hakedis')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  shop = await openShop(t);
  const per = new Map<number, number>();
  for (const o of shop.pool) per.set(o.business_id, (per.get(o.business_id) ?? 0) + 1);
  const ranked = [...per.entries()].sort((a, b) => b[1] - a[1]);
  businessId = ranked[0]![0];
  strangerBusiness = ranked[1]![0];
  mine = shop.pool.filter((o) => o.business_id === businessId);
  await db().execute(sql`UPDATE offers SET stock = 1000 WHERE business_id = ${businessId}`);
  await db().execute(sql`
    INSERT INTO business_members (business_id, user_id, role)
    VALUES (${businessId}, ${seller.id}, 'staff'), (${strangerBusiness}, ${stranger.id}, 'staff')`);
  await db().execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  faults.clear();
  await shop.clearCart(buyer);
});

/** The top category of an offer's product. */
async function topCategory(offerId: number): Promise<number> {
  const [r] = await rows<{ id: number }>(sql`
    SELECT split_part(c.path, '/', 1)::int AS id FROM offers o
      JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
      JOIN categories c ON c.id = p.category_id WHERE o.id = ${offerId}`);
  return r!.id;
}

interface ItemRow {
  id: number;
  unit_price: number;
  quantity: number;
  reductions: { amount: number; funded_by: 'seller' | 'platform' }[];
  commission_rate_bp: number;
  commission_amount: number;
  commission_rule_id: number | null;
  line_total: number;
}
const items = (orderId: number) =>
  rows<ItemRow>(sql`SELECT id, unit_price, quantity, reductions, commission_rate_bp,
                           commission_amount, commission_rule_id, line_total
                      FROM order_items WHERE order_id = ${orderId} ORDER BY id`);

async function buy(offers: OfferRow[], qty = 1) {
  for (const o of offers) await shop.addToCart(buyer, o.id, qty);
  return shop.buyWithCard(buyer);
}

async function deliver(orderId: number, daysAgo = 15) {
  const pkgs = await rows<{ id: number }>(
    sql`SELECT id FROM order_packages WHERE order_id = ${orderId}`,
  );
  const provider = t.app.payments.provider;
  for (const p of pkgs) {
    await advancePackage(db(), provider, p.id, 'kargoya_verildi');
    await advancePackage(db(), provider, p.id, 'teslim_edildi');
  }
  await db().execute(sql`
    UPDATE order_items SET delivered_at = now() - make_interval(days => ${daysAgo})
     WHERE order_id = ${orderId} AND delivered_at IS NOT NULL`);
  await db().execute(sql`
    UPDATE order_packages SET delivered_at = now() - make_interval(days => ${daysAgo})
     WHERE order_id = ${orderId} AND delivered_at IS NOT NULL`);
}

describe('commission rules (operators)', () => {
  it('refuses sellers and shoppers; lists the seeded category rates', async () => {
    for (const who of [seller, buyer])
      expect((await who.client.get(`${Y}/commission-rules/`)).statusCode).toBe(403);
    const res = await operator.client.get(`${Y}/commission-rules/`);
    expect(res.statusCode, res.body).toBe(200);
    const list = commissionRuleListSchema.parse(res.json());
    const electronics = list.results.find((r) => r.category?.name === 'Elektronik');
    const fashion = list.results.find((r) => r.category?.name === 'Moda');
    expect(electronics).toMatchObject({ rate_bp: 800, tier: 'kategori', active: true });
    expect(fashion).toMatchObject({ rate_bp: 2_000, active: true });
    expect(list.default_rate_bp).toBe(1_000);
  });

  it('adds, edits and ends a rule; refuses bad rates, unknown scopes and overlaps', async () => {
    const bad = await operator.client.post(`${Y}/commission-rules/`, { rate_bp: 9_000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.rate_bp[0]).toContain('Komisyon oranı');
    const unknown = await operator.client.post(`${Y}/commission-rules/`, {
      business_id: 999_999,
      rate_bp: 500,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('İşletme bulunamadı.');

    const from = new Date(Date.now() + 86_400_000).toISOString();
    const made = await operator.client.post(`${Y}/commission-rules/`, {
      business_id: strangerBusiness,
      rate_bp: 450,
      valid_from: from,
      note: 'Yeni satıcı teşviki',
    });
    expect(made.statusCode, made.body).toBe(201);
    const rule = commissionRuleSchema.parse(made.json());
    expect(rule).toMatchObject({ tier: 'isletme', rate_bp: 450, active: false });

    const twin = await operator.client.post(`${Y}/commission-rules/`, {
      business_id: strangerBusiness,
      rate_bp: 400,
    });
    expect(twin.statusCode).toBe(409);

    const edited = await operator.client.put(`${Y}/commission-rules/${rule.id}/`, {
      business_id: strangerBusiness,
      rate_bp: 500,
      valid_from: from,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().rate_bp).toBe(500);
    expect((await seller.client.delete(`${Y}/commission-rules/${rule.id}/`)).statusCode).toBe(403);
    // Not started yet: ending it removes it.
    expect((await operator.client.delete(`${Y}/commission-rules/${rule.id}/`)).statusCode).toBe(
      204,
    );
    expect(
      (await operator.client.put(`${Y}/commission-rules/${rule.id}/`, { rate_bp: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('the commission is fixed on each item when it is ordered', () => {
  it('category rate, then a business rule over it; later rule changes leave the order alone', async () => {
    const a = ours();
    const top = await topCategory(a.id);
    const [catRule] = await rows<{ rate_bp: number }>(
      sql`SELECT rate_bp FROM commission_rules WHERE category_id = ${top} AND business_id IS NULL`,
    );
    const first = await buy([a], 2);
    const [item] = await items(first.orderId);
    expect(item!.commission_rate_bp).toBe(catRule!.rate_bp);
    expect(item!.commission_amount).toBe(commissionOf(commissionBase(item!), catRule!.rate_bp));
    expect(item!.commission_amount).toBeGreaterThan(0);

    const made = await operator.client.post(`${Y}/commission-rules/`, {
      business_id: businessId,
      category_id: top,
      rate_bp: 333,
    });
    expect(made.statusCode, made.body).toBe(201);
    const second = await buy([ours(), ours()]);
    const placed = await items(second.orderId);
    const theirTops = await Promise.all(
      (
        await rows<{ offer_id: number }>(
          sql`SELECT offer_id FROM order_items WHERE order_id = ${second.orderId} ORDER BY id`,
        )
      ).map((r) => topCategory(r.offer_id)),
    );
    placed.forEach((it, i) => {
      if (theirTops[i] === top) expect(it.commission_rate_bp).toBe(333);
      else expect(it.commission_rate_bp).not.toBe(333);
      expect(it.commission_amount).toBe(commissionOf(commissionBase(it), it.commission_rate_bp));
    });
    // Ending the rule changes nothing already ordered.
    await operator.client.delete(`${Y}/commission-rules/${made.json().id}/`);
    expect((await items(first.orderId))[0]!.commission_rate_bp).toBe(catRule!.rate_bp);
  });
});

describe('ledger, statements and payouts', () => {
  it('a week: kept items are paid, a returned one nets zero, an open return waits; run twice = once', async () => {
    const kept = await buy([ours(), ours()]);
    await deliver(kept.orderId);
    const returned = await buy([ours()]);
    await deliver(returned.orderId, 16);
    const open = await buy([ours()]);
    await deliver(open.orderId, 20);
    const fresh = await buy([ours()]);
    await deliver(fresh.orderId, 2);
    // The returns were asked within the window (dates aside: the rules are the service's).
    const [ret] = await items(returned.orderId);
    await db().execute(sql`UPDATE order_items SET delivered_at = now() WHERE id = ${ret!.id}`);
    await requestReturn(db(), buyer.id, ret!.id, {
      reason: 'kusurlu',
      note: 'Çalışmıyor.',
      photos: [],
      refund_target: 'kart',
    });
    await accrueLedger(db());
    await resolveReturn(db(), t.app.payments.provider, ret!.id, true);
    await db().execute(
      sql`UPDATE order_items SET delivered_at = now() - interval '16 days' WHERE id = ${ret!.id}`,
    );
    // Two weeks pass: the returned item's entries (and its reversal) come due together.
    await db().execute(
      sql`UPDATE ledger_entries SET payable_at = now() - interval '1 day' WHERE order_id = ${returned.orderId}`,
    );
    const [openItem] = await items(open.orderId);
    await db().execute(sql`UPDATE order_items SET delivered_at = now() WHERE id = ${openItem!.id}`);
    await requestReturn(db(), buyer.id, openItem!.id, {
      reason: 'kusurlu',
      note: 'Kırık geldi.',
      photos: [],
      refund_target: 'kart',
    });

    // Before the job, the seller sees the balance waiting and the next Wednesday.
    await accrueLedger(db());
    // The open return's entries are due by date too: only the open return holds them back.
    await db().execute(
      sql`UPDATE ledger_entries SET payable_at = now() - interval '1 day' WHERE order_id = ${open.orderId}`,
    );
    const before = sellerStatementsSchema.parse(
      (await seller.client.get(`${V}/dashboard/statements/`)).json(),
    );
    expect(new Date(`${before.next_payout_date}T12:00:00Z`).getUTCDay()).toBe(3);
    expect(before.waiting).toBeGreaterThan(0);

    // What the seller is owed for the kept order: each item's sale − its promotions −
    // commission, plus shipping.
    const keptItems = await items(kept.orderId);
    const [pkg] = await rows<{ shipping_fee: number }>(
      sql`SELECT shipping_fee FROM order_packages WHERE order_id = ${kept.orderId}`,
    );
    const keptNet =
      keptItems.reduce((s, i) => s + commissionBase(i) - i.commission_amount, 0) +
      pkg!.shipping_fee;
    const [retPkg] = await rows<{ shipping_fee: number }>(
      sql`SELECT shipping_fee FROM order_packages WHERE order_id = ${returned.orderId}`,
    );

    const eventsBefore = await shop.lastEventId();
    const now = new Date();
    const [r1, r2] = await Promise.all([
      runWeeklyPayouts(db(), t.app.payments.provider, now),
      runWeeklyPayouts(db(), t.app.payments.provider, now),
    ]);
    expect(r1.made + r2.made).toBeGreaterThanOrEqual(1);
    const again = await runWeeklyPayouts(db(), t.app.payments.provider, now);
    expect(again.made).toBe(0);

    const ours_ = await rows<{ id: number; total: string; status: string }>(
      sql`SELECT id, total, status FROM statements WHERE business_id = ${businessId}`,
    );
    expect(ours_).toHaveLength(1);
    const stmtId = ours_[0]!.id;
    expect(ours_[0]!.status).toBe('odendi');

    const res = await seller.client.get(`${V}/dashboard/statements/${stmtId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const statement = statementSchema.parse(res.json());
    const orderNumbers = async (id: number) =>
      (await rows<{ number: string }>(sql`SELECT number FROM orders WHERE id = ${id}`))[0]!.number;
    const keptNo = await orderNumbers(kept.orderId);
    const retNo = await orderNumbers(returned.orderId);
    const linesOf = (no: string) => statement.lines.filter((l) => l.order_number === no);
    expect(linesOf(keptNo).reduce((s, l) => s + l.amount, 0)).toBe(keptNet);
    // The returned item: its sale, promotion and commission, reversed to zero; shipping stays.
    expect(linesOf(retNo).reduce((s, l) => s + l.amount, 0)).toBe(retPkg!.shipping_fee);
    expect(linesOf(retNo).map((l) => l.kind)).toContain('refund_reversal');
    // Neither the open return nor the fresh delivery is in it.
    expect(linesOf(await orderNumbers(open.orderId))).toEqual([]);
    expect(linesOf(await orderNumbers(fresh.orderId))).toEqual([]);
    expect(statement.total).toBe(statement.lines.reduce((s, l) => s + l.amount, 0));
    expect(statement.totals.reduce((s, x) => s + x.amount, 0)).toBe(statement.total);

    // Paid once by a recorded transfer of exactly the total.
    const transfers = await rows<{ amount: number }>(
      sql`SELECT amount FROM sandbox_bank_entries WHERE payment_id = ${`ekstre-${stmtId}`}`,
    );
    expect(transfers).toEqual([{ amount: statement.total }]);
    const payout = await rows<{ amount: string }>(
      sql`SELECT amount FROM ledger_entries WHERE statement_id = ${stmtId} AND kind = 'payout'`,
    );
    expect(payout.map((p) => Number(p.amount))).toEqual([-statement.total]);

    // The seller hears about it once (an outbox event, in the transaction that records it).
    const paidEvents = (await shop.events('statement.paid', eventsBefore)).filter(
      (e) => e.payload.businessId === businessId,
    );
    expect(paidEvents.map((e) => e.payload)).toEqual([
      { businessId, statementId: stmtId, week: statement.week, total: statement.total },
    ]);

    const after = sellerStatementsSchema.parse(
      (await seller.client.get(`${V}/dashboard/statements/`)).json(),
    );
    expect(after.results[0]).toMatchObject({
      id: stmtId,
      status: 'odendi',
      total: statement.total,
    });
    expect(after.payable).toBe(0);
  });

  it('downloads as PDF and CSV; another business gets 404', async () => {
    const [s] = await rows<{ id: number; week: string }>(
      sql`SELECT id, week::text AS week FROM statements WHERE business_id = ${businessId}`,
    );
    const pdf = await seller.client.get(`${V}/dashboard/statements/${s!.id}/?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="hakedis-${s!.week}-${s!.id}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const csv = await seller.client.get(`${V}/dashboard/statements/${s!.id}/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="hakedis-${s!.week}-${s!.id}.csv"`,
    );
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFTarih;Tür;Açıklama;Sipariş No;Tutar (TL)\r\n')).toBe(true);
    expect(text).toContain(';Komisyon;');
    expect(text).toMatch(/;Toplam;;\d+,\d\d\r\n$/);

    for (const format of ['', '?format=pdf', '?format=csv'])
      expect(
        (await stranger.client.get(`${V}/dashboard/statements/${s!.id}/${format}`)).statusCode,
      ).toBe(404);
    const theirs = sellerStatementsSchema.parse(
      (await stranger.client.get(`${V}/dashboard/statements/`)).json(),
    );
    expect(theirs.results.map((r) => r.id)).not.toContain(s!.id);
    expect((await buyer.client.get(`${V}/dashboard/statements/`)).statusCode).toBe(403);
  });

  it('operators see every payout and its lines; sellers may not', async () => {
    const list = await operator.client.get(`${Y}/payouts/?status=odendi`);
    expect(list.statusCode, list.body).toBe(200);
    const payouts = payoutListSchema.parse(list.json());
    const ourPayout = payouts.results.find((p) => p.business.id === businessId)!;
    expect(ourPayout).toMatchObject({ status: 'odendi', provider: 'sandbox' });
    const one = await operator.client.get(`${Y}/payouts/${ourPayout.id}/`);
    expect(statementSchema.parse(one.json()).lines.length).toBe(ourPayout.line_count);
    expect((await seller.client.get(`${Y}/payouts/`)).statusCode).toBe(403);
    expect((await operator.client.get(`${Y}/payouts/999999/`)).statusCode).toBe(404);
  });

  it('a dispute decided for the shopper after the payout is charged once to the next statement', async () => {
    const o = await buy([ours()]);
    await deliver(o.orderId, 30);
    await accrueLedger(db());
    const [item] = await items(o.orderId);
    const net = commissionBase(item!) - item!.commission_amount;
    const charge = await db().transaction((tx) =>
      chargeDispute(tx, { disputeId: 9_001, orderItemId: item!.id }),
    );
    expect(charge).toBe(-net);
    expect(
      await db().transaction((tx) =>
        chargeDispute(tx, { disputeId: 9_001, orderItemId: item!.id }),
      ),
    ).toBeNull();
    // A refund reversal is not written on top of it.
    await db().execute(sql`UPDATE order_items SET status = 'iade_edildi' WHERE id = ${item!.id}`);
    await accrueLedger(db());
    const kinds = await rows<{ kind: string; amount: string }>(
      sql`SELECT kind, amount FROM ledger_entries WHERE order_item_id = ${item!.id} ORDER BY id`,
    );
    expect(kinds.map((k) => k.kind)).not.toContain('refund_reversal');
    expect(kinds.reduce((s, k) => s + Number(k.amount), 0)).toBe(0);
  });

  it('with approvals (iyzico): a refused item leaves the statement unpaid, a later run pays it', async () => {
    const o = await buy([ours()]);
    await deliver(o.orderId, 15);
    await accrueLedger(db());
    // As iyzico: no transfer, the statement's card items are approved one by one.
    const inner = t.app.payments.provider;
    const approving = { ...inner, transferPayout: undefined };
    const week = new Date(Date.now() + 7 * 86_400_000);
    const made = await makeStatements(db(), 'iyzico', week);
    const mineNow = await rows<{ id: number }>(
      sql`SELECT id FROM statements WHERE business_id = ${businessId} AND id = ANY(${`{${made.join(',')}}`}::int[])`,
    );
    expect(mineNow).toHaveLength(1);
    faults.next('approvePayout', { kind: 'refuse' });
    await payStatements(db(), approving, undefined, [mineNow[0]!.id]);
    const [s1] = await rows<{ status: string; last_error: string }>(
      sql`SELECT status, last_error FROM statements WHERE id = ${mineNow[0]!.id}`,
    );
    expect(s1!.status).toBe('basarisiz');
    expect(await payStatements(db(), approving, undefined, [mineNow[0]!.id])).toBe(1);
    const [item] = await items(o.orderId);
    const [approved] = await rows<{ at: Date | null }>(
      sql`SELECT payout_approved_at AS at FROM order_items WHERE id = ${item!.id}`,
    );
    expect(approved!.at).not.toBeNull();
  });
});
