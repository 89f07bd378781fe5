import { trMobileSchema } from '@carsi/shared';
import { describe, expect, it } from 'vitest';
import { displayTrPhone, formatTrPhone } from './phone';

describe('formatTrPhone', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['0', '0'],
    ['05', '+90 5'],
    ['5', '+90 5'],
    ['9', '+9'],
    ['90', '+90'],
    ['+90', '+90'],
    ['+90 ', '+90'],
    ['+905', '+90 5'],
    ['0532', '+90 532'],
    ['05321', '+90 532 1'],
    ['0532123456', '+90 532 123 45 6'],
    ['05321234567', '+90 532 123 45 67'],
    ['+90 (532) 123-45-67', '+90 532 123 45 67'],
    ['053212345678999', '+90 532 123 45 67'],
  ])('%j → %j', (input, expected) => {
    expect(formatTrPhone(input)).toBe(expected);
  });

  it('what it shows is what the shared schema accepts and normalises', () => {
    expect(trMobileSchema.parse(formatTrPhone('0532 123 45 67'))).toBe('+905321234567');
  });

  it('shows a stored number', () => {
    expect(displayTrPhone('+905321234567')).toBe('+90 532 123 45 67');
    expect(displayTrPhone(null)).toBe('');
  });
});
