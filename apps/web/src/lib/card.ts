import { isCardExpired, isValidCardNumber } from '@carsi/shared';

// Card helpers of the payment form: the number as typed ("5528 7900 0000 0008"), what is sent
// (digits only), the BIN the instalments are asked for, and the expiry choices.

/** Longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** The first digits that name the bank and programme; instalments are fetched from them. */
export const BIN_LENGTH = 6;

/** The digits of what was typed or pasted, at most 19. */
export function cardDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/** "5528790000000008" → "5528 7900 0000 0008" (any non-digit dropped). */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs after formatting: behind the same number of digits as before.
 * `digitsBefore` counts the digits left of the caret in the raw value.
 */
export function caretAfterFormat(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** The BIN once six digits are typed, else null. */
export function cardBin(value: string): string | null {
  const digits = cardDigits(value);
  return digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : null;
}

/** "**** 0008" */
export function maskedCard(value: string): string {
  return `**** ${cardDigits(value).slice(-4)}`;
}

export const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** This year and the next 15, as 4-digit strings. */
export function expiryYears(now: Date = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: 16 }, (_, i) => String(first + i));
}

export interface CardFields {
  number: string;
  holder_name: string;
  expiry_month: string;
  expiry_year: string;
  cvc: string;
}
export type CardField = keyof CardFields;

/** Order the fields appear in (the first one with an error gets the focus). */
export const CARD_FIELD_ORDER: readonly CardField[] = [
  'number',
  'holder_name',
  'expiry_month',
  'expiry_year',
  'cvc',
];

export const CARD_MESSAGES = {
  numberRequired: 'Kart numarası gerekli.',
  numberInvalid: 'Kart numarası geçersiz.',
  holderRequired: 'Kart üzerindeki isim gerekli.',
  holderTooLong: 'Kart üzerindeki isim en fazla 80 karakter olabilir.',
  monthRequired: 'Son kullanma ayı seçin.',
  yearRequired: 'Son kullanma yılı seçin.',
  expired: 'Kartın son kullanma tarihi geçmiş.',
  cvcRequired: 'Güvenlik kodu (CVC) gerekli.',
  cvcInvalid: 'Güvenlik kodu 3 veya 4 haneli olmalı.',
} as const;

/**
 * The card checks the server makes too (contracts/payments.ts cardInputSchema), worded the
 * same: Luhn on the number, a name, a month and year not in the past, a 3–4 digit CVC.
 */
export function validateCard(
  card: CardFields,
  now: Date = new Date(),
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(card.number);
  if (digits === '') errors.number = CARD_MESSAGES.numberRequired;
  else if (!isValidCardNumber(digits)) errors.number = CARD_MESSAGES.numberInvalid;

  const holder = card.holder_name.trim();
  if (holder.length < 3) errors.holder_name = CARD_MESSAGES.holderRequired;
  else if (holder.length > 80) errors.holder_name = CARD_MESSAGES.holderTooLong;

  const month = Number(card.expiry_month);
  const year = Number(card.expiry_year);
  if (!card.expiry_month || !(month >= 1 && month <= 12))
    errors.expiry_month = CARD_MESSAGES.monthRequired;
  if (!card.expiry_year || !(year >= 2000)) errors.expiry_year = CARD_MESSAGES.yearRequired;
  if (!errors.expiry_month && !errors.expiry_year && isCardExpired(month, year, now))
    errors.expiry_month = CARD_MESSAGES.expired;

  if (card.cvc.trim() === '') errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcInvalid;
  return errors;
}
