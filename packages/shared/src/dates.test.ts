import { describe, expect, it } from 'vitest';
import { DATE_OPTIONS, DATE_TIME_OPTIONS, formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  it('shows 24-hour tr-TR local time', () => {
    // 13:05 UTC is 16:05 in Istanbul (TZ set by the test project)
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22.11.2026 16:05');
    expect(formatDateTime('2026-01-02T21:30:00Z')).toBe('03.01.2026 00:30');
  });
  it('shows a dash for an empty or invalid date', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate(null)).toBe('-');
  });
  it('writes month names in Turkish', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Kasım 2026');
  });
  it('writes what Intl writes for Istanbul, before and after Turkey kept summer time all year', () => {
    const withTime = new Intl.DateTimeFormat('tr-TR', DATE_TIME_OPTIONS);
    const day = new Intl.DateTimeFormat('tr-TR', DATE_OPTIONS);
    const moments = [
      Date.UTC(2016, 8, 6, 20, 59), // the last minute on the old rules
      Date.UTC(2016, 8, 6, 21, 0),
      Date.UTC(2016, 2, 27, 1, 30), // summer time began (old rules)
      Date.UTC(2026, 11, 31, 20, 59),
      Date.UTC(2026, 11, 31, 21, 0), // New Year in Istanbul
      Date.UTC(2028, 1, 28, 21, 0), // 29 February
      0,
    ];
    let seed = 11;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      moments.push(Date.UTC(2000, 0, 1) + (seed % (40 * 365 * 24 * 60)) * 60_000);
    }
    for (const t of moments) {
      expect(formatDateTime(t), new Date(t).toISOString()).toBe(withTime.format(t));
      expect(formatDate(new Date(t)), new Date(t).toISOString()).toBe(day.format(t));
    }
  });
});
