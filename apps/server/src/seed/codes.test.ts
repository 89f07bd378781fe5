import { isValidTrIban, isValidVkn } from '@carsi/shared';
import { describe, expect, it } from 'vitest';
import {
  ean13CheckDigit,
  isValidEan13,
  nicePrice,
  randomTrIban,
  randomVkn,
  variantBarcode,
} from './codes.ts';
import { Rng } from './prng.ts';

describe('seed codes', () => {
  it('computes EAN-13 check digits like GS1', () => {
    // A published example barcode: 4006381333931.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    const code = variantBarcode(1234);
    expect(code).toMatch(/^869\d{10}$/);
    expect(isValidEan13(code)).toBe(true);
    expect(variantBarcode(1235)).not.toBe(code);
  });

  it('generates VKNs and IBANs that pass the official checks', () => {
    const rng = new Rng(3);
    for (let i = 0; i < 50; i++) {
      expect(isValidVkn(randomVkn(rng))).toBe(true);
      expect(isValidTrIban(randomTrIban(rng, '00062'))).toBe(true);
    }
  });

  it('makes shop-like prices ending in ,90 or ,99', () => {
    const rng = new Rng(5);
    for (const tl of [12.3, 57, 349.5, 1234, 24_700, 71_234]) {
      const p = nicePrice(tl, rng);
      expect([90, 99]).toContain(p % 100);
      expect(p / 100).toBeGreaterThan(tl * 0.9);
      expect(p / 100).toBeLessThan(tl * 1.1);
    }
    expect(Math.floor(nicePrice(1234, rng) / 100)).toBe(1249);
  });
});
