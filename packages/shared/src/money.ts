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
