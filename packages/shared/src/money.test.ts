import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatDecimal,
  formatMoney,
  kurusToInput,
  parseTlAmount,
  tlToKurus,
} from './money.ts';

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

describe('formatDecimal', () => {
  // Written without Intl for the first page's speed: it must say what Intl says.
  const intl = (digits: number) =>
    new Intl.NumberFormat('tr-TR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  it('writes what Intl.NumberFormat("tr-TR") writes, for money, ratings and counts', () => {
    const values = [
      0, -0, 1, 5, 9.995, 0.05, 0.005, -0.001, -12.5, 999, 1000, 1234, 9999.999, 12345.675, 100000,
      999999.995, 1234567.891, 2147483647, -2147483648, 4749.99, 1.005, 2.675, 4.35, 1e-7, -3e-9,
      1e21, 2.5e22, 0.95, 0.05,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 3000; i++) {
      values.push(next() % 5_000_000_00); // kuruş amounts as TL below
      values.push((next() % 5_000_000_00) / 100);
      values.push((next() % 51) / 10);
      values.push(-(next() % 100_000) / 1000);
    }
    for (const digits of [0, 1, 2]) {
      const f = intl(digits);
      for (const v of values)
        expect(formatDecimal(v, digits), `${v} (${digits})`).toBe(f.format(v));
    }
  });

  it('writes money from kuruş as Intl did', () => {
    const f = intl(2);
    for (const kurus of [0, 1, 99, 100, 129990, 474999, 5_000_000, 2_147_483_647, -250])
      expect(formatMoney(kurus)).toBe(`${f.format(kurus / 100)} TL`);
  });
});
