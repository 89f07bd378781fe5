import { afterEach, describe, expect, it } from 'vitest';
import { formatDeliveryRange } from './delivery-dates';
import { checkoutKeyFor, clearCheckoutKey, storedCheckoutKey } from './idempotency';

describe('formatDeliveryRange', () => {
  it('names the Istanbul days in Turkish with the weekday', () => {
    expect(formatDeliveryRange({ from: '2026-11-23', to: '2026-11-25' })).toBe(
      '23 Kasım Pazartesi – 25 Kasım Çarşamba',
    );
    expect(formatDeliveryRange({ from: '2026-12-31', to: '2026-12-31' })).toBe(
      '31 Aralık Perşembe',
    );
  });
});

describe('checkout key', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps one key per basket until it is cleared', () => {
    const first = checkoutKeyFor('basket-a');
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(checkoutKeyFor('basket-a')).toBe(first);
    expect(storedCheckoutKey()).toBe(first);
    const other = checkoutKeyFor('basket-b');
    expect(other).not.toBe(first);
    clearCheckoutKey();
    expect(storedCheckoutKey()).toBeNull();
    expect(checkoutKeyFor('basket-b')).not.toBe(other);
  });
});
