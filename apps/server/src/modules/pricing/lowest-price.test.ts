import { describe, expect, it } from 'vitest';
import { DAY_MS, lowestPrice, type TimedDeal, type TimedDiscount } from './lowest-price.ts';
import { shelfPrice, withThirtyDayRule } from './shelf-price.ts';

// The 30-day rule (docs/decisions/037), table by table.

const now = new Date('2026-11-26T09:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);
const offer = {
  seller_id: 1,
  product_id: 10,
  variant_id: 100,
  unit_price: 15000,
  list_price: null,
};
const discount = (over: Partial<TimedDiscount>): TimedDiscount => ({
  id: 1,
  seller_id: 1,
  product_id: 10,
  variant_id: null,
  kind: 'yuzde',
  value: 20,
  funded_by: 'seller',
  starts_at: daysAgo(1),
  ends_at: daysAgo(-5),
  ...over,
});
const window = { from: daysAgo(30), to: now };

describe('lowestPrice', () => {
  it.each([
    ['no history: the current price all along', [], [], 15000],
    [
      'a lower price 10 days ago counts',
      [
        { price: 10000, changed_at: new Date(-8.64e15) },
        { price: 15000, changed_at: daysAgo(10) },
      ],
      [],
      10000,
    ],
    [
      'a price that ended 40 days ago does not',
      [
        { price: 9000, changed_at: new Date(-8.64e15) },
        { price: 15000, changed_at: daysAgo(40) },
      ],
      [],
      15000,
    ],
    [
      'a discount that ran 5 days ago counts at its price',
      [],
      [discount({ starts_at: daysAgo(8), ends_at: daysAgo(5), kind: 'fiyat', value: 11000 })],
      11000,
    ],
    [
      'a percent discount is taken off the price of its time',
      [
        { price: 20000, changed_at: new Date(-8.64e15) },
        { price: 15000, changed_at: daysAgo(3) },
      ],
      [discount({ starts_at: daysAgo(9), ends_at: daysAgo(6), value: 50 })],
      10000,
    ],
    [
      "another variant's discount does not count",
      [],
      [discount({ variant_id: 999, starts_at: daysAgo(8), ends_at: daysAgo(5), value: 50 })],
      15000,
    ],
  ] as const)('%s', (_name, history, discounts, expected) => {
    expect(
      lowestPrice({ offer, history: [...history], discounts: [...discounts], ...window }),
    ).toBe(expected);
  });
});

describe('lowestPrice with starred deals', () => {
  const deal = (over: Partial<TimedDeal>): TimedDeal => ({
    price: 9000,
    starts_at: daysAgo(12),
    ends_at: daysAgo(11),
    ...over,
  });
  it.each([
    ['a deal that ran 11 days ago counts at its price', [deal({})], 9000],
    [
      'a deal that ended 31 days ago does not',
      [deal({ starts_at: daysAgo(33), ends_at: daysAgo(31) })],
      15000,
    ],
    ['a deal above the price changes nothing', [deal({ price: 16000 })], 15000],
    [
      'a deal starting after the period does not',
      [deal({ starts_at: daysAgo(-1), ends_at: daysAgo(-2) })],
      15000,
    ],
  ] as const)('%s', (_name, deals, expected) => {
    expect(lowestPrice({ offer, history: [], discounts: [], deals: [...deals], ...window })).toBe(
      expected,
    );
  });
});

describe('withThirtyDayRule', () => {
  const running = discount({ value: 20 });
  const shelf = shelfPrice(offer, { discounts: [running], campaigns: [], coupons: [] });

  it('a discount strikes the price before it and shows its percent', () => {
    expect(shelf).toMatchObject({ price: 12000, list_price: 15000, discount_percent: 20 });
  });
  it('keeps them when the price before is the lowest of the 30 days', () => {
    expect(withThirtyDayRule(shelf, 15000)).toEqual(shelf);
  });
  it('drops them when the price was lower in those 30 days (raised, then discounted back)', () => {
    expect(withThirtyDayRule(shelf, 10000)).toMatchObject({
      price: 12000,
      list_price: null,
      discount_percent: 0,
    });
  });
  it('leaves a price without a discount alone', () => {
    const plain = shelfPrice(
      { ...offer, list_price: 18000 },
      {
        discounts: [],
        campaigns: [],
        coupons: [],
      },
    );
    expect(withThirtyDayRule(plain, 1)).toEqual(plain);
  });
});
