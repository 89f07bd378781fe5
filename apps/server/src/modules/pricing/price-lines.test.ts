import { describe, expect, it } from 'vitest';
import { fundedBy, priceLines, type PricingLine, splitByWeight } from './price-lines.ts';
import type { CampaignRule, CouponRule, DealRule, DiscountRule, Promotions } from './promotions.ts';

const line = (over: Partial<PricingLine>): PricingLine => ({
  seller_id: 1,
  product_id: 100,
  variant_id: 1000,
  unit_price: 10_000,
  list_price: null,
  quantity: 1,
  counted: true,
  shipping_fee: 2_999,
  free_shipping_threshold: null,
  ...over,
});

const discount = (over: Partial<DiscountRule>): DiscountRule => ({
  id: 1,
  seller_id: 1,
  product_id: 100,
  variant_id: null,
  kind: 'yuzde',
  value: 10,
  funded_by: 'seller',
  ...over,
});

const campaign = (over: Partial<CampaignRule>): CampaignRule => ({
  id: 10,
  seller_id: 1,
  type: 'sepette_yuzde',
  title: 'Kampanya',
  product_ids: null,
  buy_x: null,
  pay_y: null,
  percent: null,
  threshold: null,
  funded_by: 'seller',
  ...over,
});

const coupon = (over: Partial<CouponRule>): CouponRule => ({
  id: 20,
  seller_id: 1,
  code: 'YAZ50',
  kind: 'tutar',
  value: 5_000,
  min_basket: 0,
  product_ids: null,
  funded_by: 'seller',
  blocked: null,
  ...over,
});

const promos = (p: Partial<Promotions>): Promotions => ({
  discounts: [],
  campaigns: [],
  coupons: [],
  ...p,
});

describe('priceLines without promotions', () => {
  it('adds list prices, discounts and per-seller shipping in kuruş', () => {
    const p = priceLines([
      line({ unit_price: 74_999, list_price: 89_999, quantity: 2 }),
      line({ seller_id: 2, unit_price: 19_990, shipping_fee: 4_599 }),
    ]);
    expect(p).toMatchObject({
      total_quantity: 3,
      items_total: 89_999 * 2 + 19_990,
      discount_total: 15_000 * 2,
      promotion_total: 0,
      shipping_total: 2_999 + 4_599,
      grand_total: 74_999 * 2 + 19_990 + 2_999 + 4_599,
    });
    expect(p.bySeller.get(1)!.items_total).toBe(74_999 * 2);
    expect(p.lines.map((l) => l.paid_total)).toEqual([74_999 * 2, 19_990]);
  });

  it('gives no discount for a list price at or below the price', () => {
    const p = priceLines([
      line({ unit_price: 10_000, list_price: 9_000 }),
      line({ list_price: 10_000 }),
    ]);
    expect(p.items_total).toBe(20_000);
    expect(p.discount_total).toBe(0);
  });

  it('ships free from the threshold, counting only counted lines, and charges no seller with none', () => {
    const p = priceLines([
      line({ unit_price: 15_000, free_shipping_threshold: 25_000 }),
      line({ unit_price: 10_000, free_shipping_threshold: 25_000 }),
      line({ unit_price: 50_000, free_shipping_threshold: 25_000, counted: false }),
      line({ seller_id: 3, counted: false }),
    ]);
    expect(p.bySeller.get(1)).toMatchObject({
      items_total: 25_000,
      shipping_fee: 0,
      remaining_for_free_shipping: 0,
    });
    expect(p.bySeller.get(3)!.shipping_fee).toBe(0);
    expect(p.shipping_total).toBe(0);
    const short = priceLines([line({ unit_price: 24_999, free_shipping_threshold: 25_000 })]);
    expect(short.bySeller.get(1)).toMatchObject({
      shipping_fee: 2_999,
      remaining_for_free_shipping: 1,
    });
  });
});

// Each row: lines, promotions → each line's reductions [kind, amount] and the grand total.
type Row = {
  name: string;
  lines: Partial<PricingLine>[];
  promotions: Partial<Promotions>;
  reductions: [string, number][][];
  grand: number;
};

const rows: Row[] = [
  {
    name: 'a percent discount, rounded per unit (12 345 × 15 % = 1 851,75 → 1 852)',
    lines: [{ unit_price: 12_345, quantity: 2 }],
    promotions: { discounts: [discount({ value: 15 })] },
    reductions: [[['indirim', 1_852 * 2]]],
    grand: (12_345 - 1_852) * 2 + 2_999,
  },
  {
    name: 'a new price on one variant only; the lowest of two discounts wins',
    lines: [{ variant_id: 1000 }, { variant_id: 1001 }],
    promotions: {
      discounts: [
        discount({ id: 1, variant_id: 1000, kind: 'fiyat', value: 8_000 }),
        discount({ id: 2, variant_id: null, kind: 'yuzde', value: 10 }),
      ],
    },
    reductions: [[['indirim', 2_000]], [['indirim', 1_000]]],
    grand: 8_000 + 9_000 + 2_999,
  },
  {
    name: 'a "new price" above the offer price or another seller’s discount changes nothing',
    lines: [{}],
    promotions: {
      discounts: [
        discount({ kind: 'fiyat', value: 12_000 }),
        discount({ id: 3, seller_id: 2, value: 50 }),
      ],
    },
    reductions: [[]],
    grand: 10_000 + 2_999,
  },
  {
    name: '3 al 2 öde: the cheapest of each full group of three is free, across lines',
    lines: [
      { product_id: 100, unit_price: 30_000, quantity: 2 },
      { product_id: 101, unit_price: 10_000, quantity: 2 },
    ],
    promotions: { campaigns: [campaign({ type: 'x_al_y_ode', buy_x: 3, pay_y: 2 })] },
    // Units 30 000, 30 000, 10 000 | 10 000 → one group, its 10 000 free.
    reductions: [[], [['kampanya', 10_000]]],
    grand: 60_000 + 10_000 + 2_999,
  },
  {
    name: '3 al 2 öde on discounted prices; 6 units give two free',
    lines: [{ unit_price: 10_000, quantity: 6 }],
    promotions: {
      discounts: [discount({ value: 10 })],
      campaigns: [campaign({ type: 'x_al_y_ode', buy_x: 3, pay_y: 2 })],
    },
    reductions: [
      [
        ['indirim', 6_000],
        ['kampanya', 18_000],
      ],
    ],
    grand: 9_000 * 4 + 2_999,
  },
  {
    name: '2. ürüne %50: the cheaper unit of each pair, an odd unit pays in full',
    lines: [
      { product_id: 100, unit_price: 20_000, quantity: 1 },
      { product_id: 101, unit_price: 10_001, quantity: 2 },
    ],
    promotions: { campaigns: [campaign({ type: 'ikinci_urun_yuzde', percent: 50 })] },
    // Units 20 000, 10 001 | 10 001 → 10 001 × 50 % = 5 000,5 → 5 001.
    reductions: [[], [['kampanya', 5_001]]],
    grand: 20_000 + 20_002 - 5_001 + 2_999,
  },
  {
    name: 'sepette % on chosen products only, rounded per line',
    lines: [
      { product_id: 100, unit_price: 3_333, quantity: 3 },
      { product_id: 101, unit_price: 5_000 },
    ],
    promotions: { campaigns: [campaign({ percent: 15, product_ids: [100] })] },
    // 9 999 × 15 % = 1 499,85 → 1 500.
    reductions: [[['kampanya', 1_500]], []],
    grand: 9_999 - 1_500 + 5_000 + 2_999,
  },
  {
    name: 'campaigns do not stack: the line takes the one saving most',
    lines: [{ unit_price: 10_000, quantity: 3 }],
    promotions: {
      campaigns: [
        campaign({ id: 11, percent: 20 }),
        campaign({ id: 12, type: 'x_al_y_ode', buy_x: 3, pay_y: 2 }),
      ],
    },
    reductions: [[['kampanya', 10_000]]],
    grand: 20_000 + 2_999,
  },
  {
    name: 'another seller’s campaign and coupon leave this seller alone',
    lines: [{}],
    promotions: {
      campaigns: [campaign({ seller_id: 2, percent: 50 })],
      coupons: [coupon({ seller_id: 2 })],
    },
    reductions: [[]],
    grand: 10_000 + 2_999,
  },
  {
    name: 'a fixed coupon after the campaign, split by what each line costs',
    lines: [
      { product_id: 100, unit_price: 30_000 },
      { product_id: 101, unit_price: 10_000 },
    ],
    promotions: {
      campaigns: [campaign({ percent: 10, product_ids: [100] })],
      coupons: [coupon({ value: 5_000 })],
    },
    // After the campaign 27 000 + 10 000 = 37 000; 5 000 split 27:10 → 3 648,6 / 1 351,3.
    reductions: [
      [
        ['kampanya', 3_000],
        ['kupon', 3_649],
      ],
      [['kupon', 1_351]],
    ],
    grand: 37_000 - 5_000 + 2_999,
  },
  {
    name: 'a percent coupon on chosen products, half up',
    lines: [
      { product_id: 100, unit_price: 9_999 },
      { product_id: 101, unit_price: 10_000 },
    ],
    promotions: { coupons: [coupon({ kind: 'yuzde', value: 15, product_ids: [100] })] },
    reductions: [[['kupon', 1_500]], []],
    grand: 9_999 - 1_500 + 10_000 + 2_999,
  },
  {
    name: 'a fixed coupon is capped at the eligible lines',
    lines: [{ unit_price: 3_000 }],
    promotions: { coupons: [coupon({ value: 5_000 })] },
    reductions: [[['kupon', 3_000]]],
    grand: 2_999,
  },
  {
    name: 'the minimum basket counts the seller’s lines after campaigns',
    lines: [{ unit_price: 10_000 }],
    promotions: {
      campaigns: [campaign({ percent: 10 })],
      coupons: [coupon({ min_basket: 10_000 })],
    },
    reductions: [[['kampanya', 1_000]]],
    grand: 9_000 + 2_999,
  },
  {
    name: 'a blocked coupon gives nothing',
    lines: [{}],
    promotions: { coupons: [coupon({ blocked: 'Kupon kullanım limiti doldu.' })] },
    reductions: [[]],
    grand: 10_000 + 2_999,
  },
  {
    name: 'kargo bedava from what is paid after the coupon',
    lines: [{ unit_price: 30_000 }],
    promotions: {
      campaigns: [campaign({ type: 'kargo_bedava', threshold: 25_000 })],
      coupons: [coupon({ value: 5_000 })],
    },
    reductions: [[['kupon', 5_000]]],
    grand: 25_000,
  },
  {
    name: 'kargo bedava not reached',
    lines: [{ unit_price: 24_000 }],
    promotions: { campaigns: [campaign({ type: 'kargo_bedava', threshold: 25_000 })] },
    reductions: [[]],
    grand: 24_000 + 2_999,
  },
];

describe('priceLines with promotions', () => {
  it.each(rows)('$name', ({ lines, promotions, reductions, grand }) => {
    const p = priceLines(lines.map(line), promos(promotions));
    expect(p.lines.map((l) => l.reductions.map((r) => [r.kind, r.amount]))).toEqual(reductions);
    expect(p.grand_total).toBe(grand);
    // Every total agrees with the lines: what is paid is the offer price less the reductions.
    for (const l of p.lines)
      expect(l.paid_total).toBe(l.line_total - l.reductions.reduce((s, r) => s + r.amount, 0));
    const paid = p.lines.reduce((s, l) => s + l.paid_total, 0);
    expect(paid + p.shipping_total).toBe(p.grand_total);
  });

  it('reports the coupon outcome and the shipping a campaign paid for', () => {
    const p = priceLines(
      [line({ unit_price: 30_000 })],
      promos({
        campaigns: [campaign({ id: 15, type: 'kargo_bedava', threshold: 25_000 })],
        coupons: [coupon({ min_basket: 40_000 })],
      }),
    );
    expect(p.bySeller.get(1)).toMatchObject({
      shipping_fee: 0,
      shipping_discount: 2_999,
      shipping_campaign_id: 15,
      remaining_for_free_shipping: 0,
      coupon: { id: 20, applied: false, amount: 0 },
    });
    expect(p.bySeller.get(1)!.coupon!.reason).toBe(
      'Bu kupon için bu satıcıdan en az 400,00 TL tutarında ürün ekleyin.',
    );
  });

  it('uses the seller’s own threshold before a campaign (nothing recorded against it)', () => {
    const p = priceLines(
      [line({ unit_price: 30_000, free_shipping_threshold: 20_000 })],
      promos({ campaigns: [campaign({ type: 'kargo_bedava', threshold: 25_000 })] }),
    );
    expect(p.bySeller.get(1)).toMatchObject({ shipping_fee: 0, shipping_campaign_id: null });
  });

  it('records who funds each reduction', () => {
    const p = priceLines(
      [line({ unit_price: 20_000 })],
      promos({
        discounts: [discount({ value: 10 })],
        coupons: [coupon({ value: 1_000, funded_by: 'platform' })],
      }),
    );
    expect(fundedBy(p.lines[0]!.reductions)).toEqual({ seller: 2_000, platform: 1_000 });
  });

  it('prices lines that are not counted (their price shows) without adding them up', () => {
    const p = priceLines(
      [line({ counted: false })],
      promos({ discounts: [discount({ value: 10 })], coupons: [coupon({})] }),
    );
    expect(p.lines[0]!.discounted_unit_price).toBe(9_000);
    expect(p.grand_total).toBe(0);
    expect(p.bySeller.get(1)!.coupon!.applied).toBe(false);
  });
});

describe('splitByWeight', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [5_000, [27_000, 10_000], [3_649, 1_351]],
    [7, [0, 5], [0, 7]],
    [0, [3, 4], [0, 0]],
    [3, [0, 0], [0, 0]],
  ])('%i over %j → %j', (amount, weights, parts) => {
    expect(splitByWeight(amount, weights)).toEqual(parts);
  });

  it('a partial refund returns what the item was charged: the parts sum to the coupon', () => {
    const p = priceLines(
      [line({ unit_price: 33_333 }), line({ product_id: 101, unit_price: 11_111, quantity: 2 })],
      promos({ coupons: [coupon({ kind: 'yuzde', value: 7 })] }),
    );
    const [a, b] = p.lines;
    const couponTotal = p.bySeller.get(1)!.coupon!.amount;
    expect(couponTotal).toBe(Math.round((55_555 * 7) / 100));
    expect(a!.reductions[0]!.amount + b!.reductions[0]!.amount).toBe(couponTotal);
    // Refunding the first item alone gives back its paid total, not its offer price.
    expect(a!.paid_total).toBe(33_333 - a!.reductions[0]!.amount);
  });
});

const deal = (over: Partial<DealRule>): DealRule => ({
  id: 30,
  seller_id: 1,
  product_id: 100,
  variant_id: 1000,
  price: 7_000,
  remaining: 5,
  funded_by: 'seller',
  ...over,
});

describe('priceLines: starred deals (docs/decisions/038)', () => {
  const cases: {
    name: string;
    lines: Partial<PricingLine>[];
    p: Partial<Promotions>;
    paid: number[];
    kinds: string[][];
  }[] = [
    {
      name: 'the deal price for every unit within the remaining stock',
      lines: [{ quantity: 2 }],
      p: { deals: [deal({})] },
      paid: [14_000],
      kinds: [['firsat']],
    },
    {
      name: 'only the remaining units at the deal price, the rest at the offer price',
      lines: [{ quantity: 3 }],
      p: { deals: [deal({ remaining: 1 })] },
      paid: [7_000 + 2 * 10_000],
      kinds: [['firsat']],
    },
    {
      name: 'a sold-out deal prices nothing',
      lines: [{ quantity: 1 }],
      p: { deals: [deal({ remaining: 0 })] },
      paid: [10_000],
      kinds: [[]],
    },
    {
      name: 'another variant or seller is not covered',
      lines: [{ variant_id: 1001 }, { seller_id: 2 }],
      p: { deals: [deal({})] },
      paid: [10_000, 10_000],
      kinds: [[], []],
    },
    {
      name: 'deal and discount never stack on a unit: the deal units take the deal, the rest the discount',
      lines: [{ quantity: 3 }],
      p: { deals: [deal({ remaining: 2 })], discounts: [discount({ value: 10 })] },
      paid: [2 * 7_000 + 9_000],
      kinds: [['firsat', 'indirim']],
    },
    {
      name: 'a discount lower than the deal price wins',
      lines: [{ quantity: 1 }],
      p: { deals: [deal({ price: 9_500 })], discounts: [discount({ value: 10 })] },
      paid: [9_000],
      kinds: [['indirim']],
    },
    {
      name: 'campaigns apply to the deal price (sepette %10 of 2 × 70 TL)',
      lines: [{ quantity: 2 }],
      p: { deals: [deal({})], campaigns: [campaign({ percent: 10 })] },
      paid: [14_000 - 1_400],
      kinds: [['firsat', 'kampanya']],
    },
    {
      name: '3 al 2 öde frees the cheapest unit, a deal unit among dearer ones',
      lines: [{ quantity: 3 }],
      p: {
        deals: [deal({ remaining: 1 })],
        campaigns: [campaign({ type: 'x_al_y_ode', buy_x: 3, pay_y: 2 })],
      },
      paid: [2 * 10_000],
      kinds: [['firsat', 'kampanya']],
    },
    {
      name: 'the coupon comes last, on what the deal left',
      lines: [{ quantity: 1 }],
      p: { deals: [deal({})], coupons: [coupon({ kind: 'yuzde', value: 10 })] },
      paid: [6_300],
      kinds: [['firsat', 'kupon']],
    },
  ];
  it.each(cases)('$name', ({ lines, p, paid, kinds }) => {
    const basket = priceLines(lines.map(line), promos(p));
    expect(basket.lines.map((l) => l.paid_total)).toEqual(paid);
    expect(basket.lines.map((l) => l.reductions.map((r) => r.kind))).toEqual(kinds);
  });

  it('records the deal units and the seller as funder', () => {
    const basket = priceLines([line({ quantity: 3 })], promos({ deals: [deal({ remaining: 2 })] }));
    const r = basket.lines[0]!.reductions[0]!;
    expect(r).toMatchObject({ kind: 'firsat', source_id: 30, amount: 6_000, units: 2 });
    expect(r.label).toBe('Yıldızlı fırsat (2 adet)');
    expect(fundedBy(basket.lines[0]!.reductions)).toEqual({ seller: 6_000, platform: 0 });
    expect(basket.grand_total).toBe(2 * 7_000 + 10_000 + 2_999);
  });
});
