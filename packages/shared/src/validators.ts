// Turkish identity and payment numbers, checked by their published algorithms.

/** Normalises a Turkish mobile number to "+905XXXXXXXXX", or null when it is not one. */
export function normalizeTrMobile(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  let national = digits;
  if (national.startsWith('90')) national = national.slice(2);
  if (national.startsWith('0')) national = national.slice(1);
  if (!/^5\d{9}$/.test(national)) return null;
  return `+90${national}`;
}

/** "+905321234567" → "+90 532 123 45 67" */
export function formatTrMobile(normalized: string): string {
  const m = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalized);
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : normalized;
}

/** T.C. Kimlik No: 11 digits, first not 0, two check digits. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  if (d10 !== d[9]) return false;
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d11 === d[10];
}

/** Vergi Kimlik No: 10 digits with the revenue administration's check digit. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const tmp = (d[i]! + 10 - (i + 1)) % 10;
    if (tmp === 0) continue;
    let v = (tmp * 2 ** (10 - (i + 1))) % 9;
    if (v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Turkish IBAN: "TR" + 24 digits, ISO 13616 mod-97 check. Spaces are ignored. */
export function isValidTrIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Payment card number: 12–19 digits passing the Luhn (mod 10) check. Spaces are ignored. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when a card valid through the end of `month`/`year` (4-digit) has expired at `now`. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  return year < y || (year === y && month < m);
}

/**
 * GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14 with its GS1 mod-10 check digit: from the
 * right, digits before the check digit weigh 3, 1, 3, 1, … Spaces are ignored.
 */
export function isValidGtin(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}
