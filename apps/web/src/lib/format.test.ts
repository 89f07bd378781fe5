import { describe, expect, it } from 'vitest';
import { discountPercent, formatDate, formatDateTime, formatMoney } from './format';

// The test project runs with TZ=Europe/Istanbul (UTC+3 all year).
describe('web formats', () => {
  it('writes kuruş the Turkish marketplace way, "1.299,90 TL"', () => {
    expect(formatMoney(129990)).toBe('1.299,90 TL');
    expect(formatMoney(0)).toBe('0,00 TL');
  });

  it('shows dates in 24-hour local time', () => {
    expect(formatDateTime('2026-11-22T11:05:00Z')).toBe('22.11.2026 14:05');
    expect(formatDateTime('2026-11-22T20:30:00Z')).toBe('22.11.2026 23:30');
    expect(formatDate('2026-11-22T11:05:00Z')).toBe('22 Kasım 2026');
  });

  it('shows a dash for an empty or invalid date', () => {
    for (const empty of [null, undefined, '', 'geçersiz']) {
      expect(formatDateTime(empty)).toBe('-');
      expect(formatDate(empty)).toBe('-');
    }
  });

  it('computes the discount percent against the list price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(10000, null)).toBe(0);
  });
});
