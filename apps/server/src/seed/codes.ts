// Identifiers and prices that must look (and validate) like real ones.
import { isValidTrIban, isValidVkn } from '@carsi/shared';
import type { Rng } from './prng.ts';

/** GS1 check digit for the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * A unique EAN-13 for a variant: Turkey's GS1 prefix 869 followed by the variant id, so two
 * variants never share a barcode.
 */
export function variantBarcode(variantId: number): string {
  if (variantId >= 1e9) throw new Error('variant id too large for a demo barcode');
  const body = `869${String(variantId).padStart(9, '0')}`;
  return body + String(ean13CheckDigit(body));
}

/** A random 10-digit Vergi Kimlik No that passes the official check. */
export function randomVkn(rng: Rng): string {
  for (;;) {
    let v = String(rng.int(1, 9));
    for (let i = 0; i < 9; i++) v += String(rng.int(0, 9));
    if (isValidVkn(v)) return v;
  }
}

function mod97(digits: string): number {
  let r = 0;
  for (const d of digits) r = (r * 10 + Number(d)) % 97;
  return r;
}

/** A random Turkish IBAN with correct check digits: TR + 2 check + 5 bank + 1 reserved + 16 account. */
export function randomTrIban(rng: Rng, bankCode: string): string {
  let account = '';
  for (let i = 0; i < 16; i++) account += String(rng.int(0, 9));
  const bban = `${bankCode.padStart(5, '0')}0${account}`;
  // "TR00" moved to the end, letters as numbers: T = 29, R = 27.
  const check = 98 - mod97(`${bban}292700`);
  const iban = `TR${String(check).padStart(2, '0')}${bban}`;
  if (!isValidTrIban(iban)) throw new Error('IBAN generation is wrong');
  return iban;
}

/**
 * A shop-like price in kuruş from a TL amount: 349,90 / 1.299,99 / 24.999,90 — whole part
 * ending in 9 from 100 TL up, and ,90 or ,99 after the comma.
 */
export function nicePrice(tl: number, rng: Rng): number {
  let whole: number;
  if (tl < 20) whole = Math.max(9, Math.floor(tl));
  else if (tl < 100) whole = Math.floor(tl / 5) * 5 + 4;
  else if (tl < 1000) whole = Math.floor(tl / 10) * 10 + 9;
  else if (tl < 10000) whole = Math.floor(tl / 50) * 50 + 49;
  else whole = Math.floor(tl / 500) * 500 + 499;
  return whole * 100 + (rng.chance(0.5) ? 90 : 99);
}

/** A price between min and max TL, log-uniform so cheap items are as common as dear ones. */
export function priceInRange(rng: Rng, [min, max]: readonly [number, number]): number {
  return Math.exp(rng.float(Math.log(min), Math.log(max)));
}
