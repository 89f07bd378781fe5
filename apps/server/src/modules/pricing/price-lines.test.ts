import { describe, expect, it } from 'vitest';
import { priceLines, type PricingLine } from './price-lines.ts';

const line = (over: Partial<PricingLine>): PricingLine => ({
  seller_id: 1,
  unit_price: 10_000,
  list_price: null,
  quantity: 1,
  counted: true,
  shipping_fee: 2_999,
  free_shipping_threshold: null,
  ...over,
});

describe('priceLines', () => {
  it('adds list prices, discounts and per-seller shipping in kuruş', () => {
    const p = priceLines([
      line({ unit_price: 74_999, list_price: 89_999, quantity: 2 }),
      line({ seller_id: 2, unit_price: 19_990, shipping_fee: 4_599 }),
    ]);
    expect(p).toMatchObject({
      total_quantity: 3,
      items_total: 89_999 * 2 + 19_990,
      discount_total: 15_000 * 2,
      shipping_total: 2_999 + 4_599,
      grand_total: 74_999 * 2 + 19_990 + 2_999 + 4_599,
    });
    expect(p.bySeller.get(1)!.items_total).toBe(74_999 * 2);
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
