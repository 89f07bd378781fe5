import { describe, expect, it } from 'vitest';
import { cardBin, caretAfterFormat, formatCardNumber, maskedCard, validateCard } from './card';

const NOV_2026 = new Date('2026-11-20T09:00:00.000Z');
const valid = {
  number: '5528 7900 0000 0008',
  holder_name: 'Ayşe Yılmaz',
  expiry_month: '11',
  expiry_year: '2026',
  cvc: '123',
};

describe('card number', () => {
  it('groups digits in fours, drops anything else, stops at 19 digits', () => {
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008');
    expect(formatCardNumber('5528-7900 00')).toBe('5528 7900 00');
    expect(formatCardNumber('1234')).toBe('1234');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps the caret behind the same digit after formatting', () => {
    // "5528|7" typed as the fifth digit: the caret goes past the inserted space.
    expect(caretAfterFormat('5528 7', 5)).toBe(6);
    expect(caretAfterFormat('5528 7900', 4)).toBe(4);
    expect(caretAfterFormat('5528 7900', 0)).toBe(0);
  });

  it('gives the BIN from six digits on, and a masked number', () => {
    expect(cardBin('5528 7')).toBeNull();
    expect(cardBin('5528 79')).toBe('552879');
    expect(maskedCard('5528 7900 0000 0008')).toBe('**** 0008');
  });
});

describe('validateCard', () => {
  it('accepts a valid card expiring this month', () => {
    expect(validateCard(valid, NOV_2026)).toEqual({});
  });

  it('words each problem like the server', () => {
    expect(validateCard({ ...valid, number: '5528 7900 0000 0009' }, NOV_2026)).toEqual({
      number: 'Kart numarası geçersiz.',
    });
    expect(validateCard({ ...valid, expiry_month: '10' }, NOV_2026)).toEqual({
      expiry_month: 'Kartın son kullanma tarihi geçmiş.',
    });
    expect(
      validateCard(
        { number: '', holder_name: ' ', expiry_month: '', expiry_year: '', cvc: '1a3' },
        NOV_2026,
      ),
    ).toEqual({
      number: 'Kart numarası gerekli.',
      holder_name: 'Kart üzerindeki isim gerekli.',
      expiry_month: 'Son kullanma ayı seçin.',
      expiry_year: 'Son kullanma yılı seçin.',
      cvc: 'Güvenlik kodu 3 veya 4 haneli olmalı.',
    });
  });
});
