import { describe, expect, it } from 'vitest';
import { Rng } from '../../seed/prng.ts';
import {
  type CampaignRule,
  type CouponRule,
  type DiscountRule,
  priceLines,
  type PricingLine,
} from '../pricing/index.ts';
import { type CommissionRule, commissionOf, resolveCommission } from './commission.ts';
import { commissionBase, fundedBy, itemEntries, type LedgerItem, reversalOf } from './ledger.ts';

// Money balances exactly (issue 16 point 4): over 10,000 generated orders — several sellers,
// seller discounts, campaigns and coupons funded by the seller or the platform, cancellations
// before shipping, returns, disputes decided for the shopper after the payout — for every order
//
//   what the buyer paid + the platform-funded promotions kept
//     = the sellers' ledger for the order (paid out, or owed) + commissions kept + refunds
//
// to the kuruş, and the weekly statements pay out exactly the sellers' ledgers. Prices come from
// the real pricing function (priceLines), commissions from the real precedence and rounding,
// ledger entries, reversals and dispute charges from the functions the accrual sweep and
// `chargeDispute` use. The generator is seeded (mulberry32, seed/prng.ts): a failure names its
// order and replays.

const ORDERS = 10_000;
const SEED = 0x5eed_0016;

type Fate = 'kept' | 'cancelled' | 'returned' | 'disputed';

interface Entry {
  business: number;
  order: number;
  amount: number;
  /** The week it becomes payable (a dispute charge comes weeks after the payout). */
  week: number;
}

const RULES: CommissionRule[] = [
  // Top categories 1–5 at 6–20 %, a deeper category, a business, a business+category, a campaign.
  ...[600, 800, 1_000, 1_500, 2_000].map((rate_bp, i) => ({
    id: i + 1,
    category_id: i + 1,
    business_id: null,
    campaign_id: null,
    rate_bp,
    valid_from: new Date(0),
    valid_to: null,
  })),
  {
    id: 10,
    category_id: 11,
    business_id: null,
    campaign_id: null,
    rate_bp: 1_200,
    valid_from: new Date(0),
    valid_to: null,
  },
  {
    id: 11,
    category_id: null,
    business_id: 3,
    campaign_id: null,
    rate_bp: 700,
    valid_from: new Date(0),
    valid_to: null,
  },
  {
    id: 12,
    category_id: 2,
    business_id: 4,
    campaign_id: null,
    rate_bp: 650,
    valid_from: new Date(0),
    valid_to: null,
  },
  {
    id: 13,
    category_id: null,
    business_id: null,
    campaign_id: 500,
    rate_bp: 300,
    valid_from: new Date(0),
    valid_to: null,
  },
];
const AT = new Date('2026-11-25T12:00:00Z');

function generateOrder(rng: Rng, orderNo: number) {
  const sellers = rng.int(1, 3);
  const lines: (PricingLine & { category_path: number[] })[] = [];
  const discounts: DiscountRule[] = [];
  const campaigns: CampaignRule[] = [];
  const coupons: CouponRule[] = [];
  let product = orderNo * 100;
  for (let s = 0; s < sellers; s++) {
    const seller = rng.int(1, 8);
    if (lines.some((l) => l.seller_id === seller)) continue;
    const shipping = rng.chance(0.3) ? 0 : rng.pick([2_999, 3_499, 4_990]);
    for (let n = rng.int(1, 4); n > 0; n--) {
      const top = rng.int(1, 5);
      const path = top === 1 && rng.chance(0.5) ? [1, 11] : [top];
      product++;
      lines.push({
        seller_id: seller,
        product_id: product,
        variant_id: product * 10,
        unit_price: rng.int(1, 60_000) * (rng.chance(0.2) ? 10 : 1) + rng.int(0, 99),
        list_price: null,
        quantity: rng.int(1, 4),
        counted: true,
        shipping_fee: shipping,
        free_shipping_threshold: rng.chance(0.3) ? rng.int(10_000, 100_000) : null,
        category_path: path,
      });
      if (rng.chance(0.25))
        discounts.push({
          id: product,
          seller_id: seller,
          product_id: product,
          variant_id: null,
          kind: 'yuzde',
          value: rng.int(1, 60),
          funded_by: rng.chance(0.2) ? 'platform' : 'seller',
        });
    }
    if (rng.chance(0.25))
      campaigns.push({
        id: rng.chance(0.3) ? 500 : 600 + seller,
        seller_id: seller,
        type: rng.chance(0.5) ? 'sepette_yuzde' : 'x_al_y_ode',
        title: 'Kampanya',
        product_ids: null,
        buy_x: 3,
        pay_y: 2,
        percent: rng.int(5, 40),
        threshold: null,
        funded_by: rng.chance(0.3) ? 'platform' : 'seller',
      });
    if (rng.chance(0.35))
      coupons.push({
        id: 700 + seller,
        seller_id: seller,
        code: `K${seller}`,
        kind: rng.chance(0.5) ? 'yuzde' : 'tutar',
        value: rng.chance(0.5) ? rng.int(5, 50) : rng.int(100, 50_000),
        min_basket: rng.chance(0.5) ? 0 : rng.int(0, 30_000),
        product_ids: null,
        funded_by: rng.chance(0.5) ? 'platform' : 'seller',
        blocked: null,
      });
  }
  return { lines, promotions: { discounts, campaigns, coupons } };
}

describe('money balances exactly', () => {
  it(`over ${ORDERS.toLocaleString('en')} generated orders, to the kuruş`, () => {
    const rng = new Rng(SEED);
    const ledger: Entry[] = [];
    const orderSums = new Map<number, { lhs: number; commissions: number; refunds: number }>();
    const fates: Record<Fate, number> = { kept: 0, cancelled: 0, returned: 0, disputed: 0 };
    let platformFunded = 0;

    for (let o = 0; o < ORDERS; o++) {
      const { lines, promotions } = generateOrder(rng, o);
      const priced = priceLines(lines, promotions);
      const shipping = [...priced.bySeller.values()].reduce((s, t) => s + t.shipping_fee, 0);
      const paid = priced.lines.reduce((s, l) => s + l.paid_total, 0) + shipping;
      // What the checkout charges (orders.grand_total) is what the lines and shipping add to.
      if (priced.grand_total !== paid) expect(priced.grand_total, `order ${o}`).toBe(paid);
      const week = rng.int(0, 51);
      let commissions = 0;
      let refunds = 0;
      let platformKept = 0;
      const liveSellers = new Set<number>();
      lines.forEach((line, i) => {
        const p = priced.lines[i]!;
        const resolved = resolveCommission(
          RULES,
          {
            business_id: line.seller_id,
            category_path: line.category_path,
            campaign_ids: p.reductions.filter((r) => r.kind === 'kampanya').map((r) => r.source_id),
          },
          AT,
        );
        const item: LedgerItem = {
          unit_price: line.unit_price,
          quantity: line.quantity,
          reductions: p.reductions,
          commission_amount: 0,
        };
        item.commission_amount = commissionOf(commissionBase(item), resolved.rate_bp);
        // The order item's copy: line_total = unit_price × quantity − promotion_total.
        const lineTotal =
          line.unit_price * line.quantity -
          fundedBy(p.reductions, 'seller') -
          fundedBy(p.reductions, 'platform');
        if (lineTotal !== p.paid_total)
          expect(lineTotal, `order ${o} line ${i}`).toBe(p.paid_total);
        const r = rng.next();
        const fate: Fate =
          r < 0.08 ? 'cancelled' : r < 0.18 ? 'returned' : r < 0.22 ? 'disputed' : 'kept';
        fates[fate]++;
        const add = (amount: number, w: number) =>
          ledger.push({ business: line.seller_id, order: o, amount, week: w });
        if (fate === 'cancelled') {
          // Cancelled before shipping: no entries; the shopper gets back what they paid.
          refunds += p.paid_total;
          return;
        }
        liveSellers.add(line.seller_id);
        for (const e of itemEntries(item)) add(e.amount, week + 2);
        if (fate === 'returned') {
          add(reversalOf(item), week + 2);
          refunds += p.paid_total;
        } else if (fate === 'disputed') {
          // Rejected by the seller, paid out, then decided for the shopper by an operator.
          add(reversalOf(item), week + rng.int(3, 5));
          refunds += p.paid_total;
        } else {
          commissions += item.commission_amount;
          platformKept += fundedBy(p.reductions, 'platform');
        }
      });
      // Shipping: refunded when every item of the package was cancelled before shipping, else
      // the seller's (returns do not give shipping back).
      for (const [seller, totals] of priced.bySeller) {
        if (totals.shipping_fee === 0) continue;
        if (liveSellers.has(seller))
          ledger.push({ business: seller, order: o, amount: totals.shipping_fee, week: week + 2 });
        else refunds += totals.shipping_fee;
      }
      platformFunded += platformKept;
      orderSums.set(o, { lhs: paid + platformKept, commissions, refunds });
    }

    // For every order: paid + platform-funded kept = the seller's ledger + commissions + refunds.
    const sellerNet = new Map<number, number>();
    for (const e of ledger) sellerNet.set(e.order, (sellerNet.get(e.order) ?? 0) + e.amount);
    for (const [o, s] of orderSums) {
      const rhs = s.commissions + s.refunds + (sellerNet.get(o) ?? 0);
      if (rhs !== s.lhs) expect(rhs, `order ${o}`).toBe(s.lhs);
    }

    // The weekly statements: each business is paid its positive payable balance; a balance that
    // is not positive waits. What was paid plus what is still owed is each seller's whole ledger.
    const paidOut = new Map<number, number>();
    const balance = new Map<number, number>();
    const weeks = Math.max(...ledger.map((e) => e.week));
    const byWeek = new Map<number, Entry[]>();
    for (const e of ledger) {
      const list = byWeek.get(e.week) ?? [];
      list.push(e);
      byWeek.set(e.week, list);
    }
    for (let w = 0; w <= weeks; w++) {
      for (const e of byWeek.get(w) ?? [])
        balance.set(e.business, (balance.get(e.business) ?? 0) + e.amount);
      for (const [b, owed] of balance)
        if (owed > 0) {
          paidOut.set(b, (paidOut.get(b) ?? 0) + owed);
          balance.set(b, 0);
        }
    }
    const perBusiness = new Map<number, number>();
    for (const e of ledger)
      perBusiness.set(e.business, (perBusiness.get(e.business) ?? 0) + e.amount);
    for (const [b, total] of perBusiness)
      expect((paidOut.get(b) ?? 0) + (balance.get(b) ?? 0), `business ${b}`).toBe(total);

    // The generator reached every case.
    expect(fates.cancelled).toBeGreaterThan(500);
    expect(fates.returned).toBeGreaterThan(500);
    expect(fates.disputed).toBeGreaterThan(500);
    expect(platformFunded).toBeGreaterThan(0);
  });
});
