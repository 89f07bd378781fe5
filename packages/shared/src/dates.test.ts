import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

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
});
