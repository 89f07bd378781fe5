// Money is integer kuruş everywhere (129990 = 1.299,90 TL); prices include KDV.

/**
 * A number in Turkish notation with exactly `digits` decimals: 1234.5 → "1.234,50" (digits 2),
 * 1234 → "1.234". The same text as `Intl.NumberFormat('tr-TR')` with those decimals (a test
 * compares them), without Intl: a browser builds its first number formatter from the ICU data
 * in 35–70 ms, four times that on a throttled phone, inside the first page's first task.
 */
export function formatDecimal(n: number, digits = 0): string {
  const [int, frac] = roundedDigits(Math.abs(n), digits);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // Intl keeps the sign of a negative amount that rounds to zero ("-0,00").
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return digits === 0 ? `${sign}${grouped}` : `${sign}${grouped},${frac}`;
}

/**
 * The integer and fraction digits of `abs` rounded to `digits` decimals, half up, on its
 * shortest decimal spelling as Intl does (4.35 → "4.4", though the double is 4.3499…).
 */
function roundedDigits(abs: number, digits: number): [string, string] {
  const text = String(abs);
  // Below 1e-6 it rounds to zero at these precisions; from 1e21 up ("2.5e+22") it has no
  // fraction, and its digits are the spelling's, padded with zeros.
  const exp = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (exp) {
    const [, lead, rest = '', power] = exp;
    const int = Number(power) < 0 ? '0' : lead + rest + '0'.repeat(Number(power) - rest.length);
    return [int, '0'.repeat(digits)];
  }
  const dot = text.indexOf('.');
  const int = dot === -1 ? text : text.slice(0, dot);
  const frac = dot === -1 ? '' : text.slice(dot + 1);
  if (frac.length <= digits) return [int, frac.padEnd(digits, '0')];
  let kept = int + frac.slice(0, digits);
  if (frac.charCodeAt(digits) >= 53 /* '5' */)
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const split = kept.length - digits;
  return [kept.slice(0, split) || '0', kept.slice(split)];
}

// Turkish marketplaces write "4.749,99 TL", never "₺4.749,99": the amount with two decimals,
// then " TL". Intl's currency style would put the sign in front.

/** 129990 → "1.299,90 TL"; the one way money is written, on the web and by the server. */
export function formatMoney(kurus: number): string {
  return `${formatDecimal(kurus / 100, 2)} TL`;
}

/** Whole-percent discount of a price against its list price, 0 when there is none. */
export function discountPercent(price: number, listPrice: number | null | undefined): number {
  if (!listPrice || listPrice <= price || listPrice <= 0) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}

/** TL amount (may have up to two decimals) → kuruş, rounding half away from zero. */
export function tlToKurus(tl: number): number {
  return Math.round(tl * 100);
}

export const KDV_RATES = [1, 10, 20] as const;
export type KdvRate = (typeof KDV_RATES)[number];

/**
 * A TL amount as a Turkish seller types it or a spreadsheet holds it, in kuruş: "1.299,90",
 * "1299,90", "1299.90", "1.299", "1299"; a leading minus is kept (callers refuse it with their
 * own words). NaN for anything else, null for nothing typed.
 */
export function parseTlAmount(raw: string): number | null {
  let s = raw.replace(/\s+|TL|₺/gi, '');
  if (s === '') return null;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (s.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(s)) return NaN;
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return NaN;
  const kurus = Math.round(Number(s) * 100);
  return negative ? -kurus : kurus;
}

/** Kuruş as a seller types it back: 129990 → "1299,90" (no thousands dots, for forms and files). */
export function kurusToInput(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
