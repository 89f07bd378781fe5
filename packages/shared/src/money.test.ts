import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, kurusToInput, parseTlAmount, tlToKurus } from './money.ts';

describe('money', () => {
  it('writes kuruş as Turkish marketplaces do: thousands dot, two decimals, then TL', () => {
    expect(formatMoney(474999)).toBe('4.749,99 TL');
    expect(formatMoney(129990)).toBe('1.299,90 TL');
    expect(formatMoney(5_000_000)).toBe('50.000,00 TL');
    expect(formatMoney(5)).toBe('0,05 TL');
    expect(formatMoney(0)).toBe('0,00 TL');
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

describe('typed TL amounts', () => {
  it('reads Turkish and dotted decimals, thousands dots, a minus; refuses the rest', () => {
    expect(parseTlAmount('1.299,90')).toBe(129990);
    expect(parseTlAmount('1299,9')).toBe(129990);
    expect(parseTlAmount('1299.90')).toBe(129990);
    expect(parseTlAmount('1.299')).toBe(129900);
    expect(parseTlAmount('12.345.678,5')).toBe(1234567850);
    expect(parseTlAmount(' 250 TL ')).toBe(25000);
    expect(parseTlAmount('-5')).toBe(-500);
    expect(parseTlAmount('')).toBeNull();
    expect(parseTlAmount('abc')).toBeNaN();
    expect(parseTlAmount('1,2,3')).toBeNaN();
    expect(parseTlAmount('12,345')).toBeNaN();
    expect(kurusToInput(129990)).toBe('1299,90');
    expect(kurusToInput(5)).toBe('0,05');
    expect(parseTlAmount(kurusToInput(123456))).toBe(123456);
  });
});
