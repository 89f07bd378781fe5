import { describe, expect, it } from 'vitest';
import {
  CARGO_COMPANY_CODES,
  cargoCompanyList,
  cargoOf,
  isValidTrackingNumber,
  trackingUrlOf,
} from './cargo.ts';

describe('cargo companies', () => {
  it('accepts the numbers each company issues and rejects others', () => {
    expect(isValidTrackingNumber('yurtici', '7000012345')).toBe(true);
    expect(isValidTrackingNumber('yurtici', ' 7000 0123 45 ')).toBe(true);
    expect(isValidTrackingNumber('yurtici', 'ABC123')).toBe(false);
    expect(isValidTrackingNumber('aras', '123')).toBe(false);
    expect(isValidTrackingNumber('ptt', 'rr123456789tr')).toBe(true);
    expect(isValidTrackingNumber('ptt', 'KP12345678901')).toBe(true);
    expect(isValidTrackingNumber('mng', '123456789')).toBe(true);
    expect(isValidTrackingNumber('surat', '12345678901234567')).toBe(false);
    expect(isValidTrackingNumber('unknown', '7000012345')).toBe(false);
  });

  it('accepts the demo carrier numbers for every company', () => {
    for (const code of CARGO_COMPANY_CODES) {
      expect(isValidTrackingNumber(code, String(7_000_000_000 + 123 * 7919))).toBe(true);
    }
  });

  it('builds tracking links and the public list', () => {
    expect(trackingUrlOf('aras', '7000012345')).toBe(
      'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=7000012345',
    );
    expect(cargoOf('nope').name).toBe('Yurtiçi Kargo');
    const list = cargoCompanyList();
    expect(list.map((c) => c.code)).toEqual(CARGO_COMPANY_CODES);
    expect(new RegExp(list[0]!.tracking_number_pattern).test('7000012345')).toBe(true);
  });
});
