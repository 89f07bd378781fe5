// Money is integer kuruş everywhere (129990 = 1.299,90 TL); prices include KDV.

// Turkish marketplaces write "4.749,99 TL", never "₺4.749,99": the amount with two decimals,
// then " TL". Intl's currency style would put the sign in front.
const tlFormatter = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 129990 → "1.299,90 TL"; the one way money is written, on the web and by the server. */
export function formatMoney(kurus: number): string {
  return `${tlFormatter.format(kurus / 100)} TL`;
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
