import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDeliveryWindow } from './format';

describe('formatDeliveryWindow', () => {
  it('writes the month once within a month', () => {
    expect(formatDeliveryWindow('2026-11-25', '2026-11-27')).toBe('25–27 Kasım');
  });
  it('writes both months across a month end', () => {
    expect(formatDeliveryWindow('2026-11-30', '2026-12-02')).toBe('30 Kasım – 2 Aralık');
  });
  it('writes one day when both dates are the same', () => {
    expect(formatDeliveryWindow('2026-11-25', '2026-11-25')).toBe('25 Kasım');
  });
  it('gives nothing for unusable dates', () => {
    expect(formatDeliveryWindow('yarın', '')).toBe('');
  });
});

describe('formatCountdown', () => {
  it('pads hours, minutes and seconds', () => {
    expect(formatCountdown(2 * 3600 + 14 * 60 + 9)).toBe('02:14:09');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
  it('counts days beyond 24 hours', () => {
    expect(formatCountdown(86_400 + 61)).toBe('1 gün 00:01:01');
  });
});
