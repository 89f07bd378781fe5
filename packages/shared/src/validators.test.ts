import { describe, expect, it } from 'vitest';
import {
  formatTrMobile,
  isValidTckn,
  isValidTrIban,
  isValidGtin,
  isValidVkn,
  normalizeTrMobile,
} from './validators.ts';

describe('Turkish validators', () => {
  it('normalises mobile numbers', () => {
    expect(normalizeTrMobile('0532 123 45 67')).toBe('+905321234567');
    expect(normalizeTrMobile('+90 (532) 123-4567')).toBe('+905321234567');
    expect(normalizeTrMobile('0212 123 45 67')).toBeNull();
    expect(formatTrMobile('+905321234567')).toBe('+90 532 123 45 67');
  });
  it('checks TCKN checksums', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('01234567890')).toBe(false);
  });
  it('checks VKN checksums', () => {
    expect(isValidVkn('1234567890')).toBe(true);
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('12345678')).toBe(false);
  });
  it('checks TR IBANs with mod 97', () => {
    expect(isValidTrIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('TR33 0006 1005 1978 6457 8413 27')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
  });
});

describe('GTIN check digits', () => {
  it('accepts valid GTIN-8, 12, 13 and 14 and refuses a wrong check digit or length', () => {
    expect(isValidGtin('96385074')).toBe(true); // GTIN-8
    expect(isValidGtin('96385075')).toBe(false);
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A
    expect(isValidGtin('036000291453')).toBe(false);
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('10012345678902')).toBe(true); // GTIN-14
    expect(isValidGtin('10012345678903')).toBe(false);
    expect(isValidGtin('400638133393')).toBe(false); // 12 digits, wrong check
    expect(isValidGtin('1234567')).toBe(false);
    expect(isValidGtin('40063813339311')).toBe(false);
    expect(isValidGtin('400638133393a')).toBe(false);
    expect(isValidGtin(' 4006381333931 ')).toBe(true);
  });
});
