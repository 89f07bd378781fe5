import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, tlToKurus } from './money.ts';

describe('money', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(formatMoney(129990)).toBe('₺1.299,90');
    expect(formatMoney(5)).toBe('₺0,05');
  });
  it('computes discount percent against the list price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, null)).toBe(0);
  });
  it('converts TL to kuruş without float drift', () => {
    expect(tlToKurus(19.99)).toBe(1999);
    expect(tlToKurus(1299.9)).toBe(129990);
  });
});
