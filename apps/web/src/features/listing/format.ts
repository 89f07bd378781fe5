import { formatDecimal, tlToKurus } from '@carsi/shared';

/** 1234 → "1.234" */
export function formatCount(n: number): string {
  return formatDecimal(n);
}

/** kuruş → what a price input shows: 150000 → "1500", 129990 → "1299,90". */
export function kurusToInput(kurus: number | undefined): string {
  if (kurus === undefined) return '';
  const tl = Math.trunc(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? String(tl) : `${tl},${String(rest).padStart(2, '0')}`;
}

const MAX_KURUS = 2_147_483_647;

/**
 * A TL amount as typed by a Turkish shopper → kuruş, or null when it is not an amount.
 * "1.299,90", "1299,90", "1299.90", "1.500" (thousands), "250 TL" and "₺ 250" are all understood.
 */
export function parseTlInput(raw: string): number | null {
  const s = raw.replace(/\s+/g, '').replace(/^₺|₺$|TL$/gi, '');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) normalised = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(s)) normalised = s.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(s)) normalised = s;
  else return null;
  const kurus = tlToKurus(Number(normalised));
  return Number.isSafeInteger(kurus) && kurus <= MAX_KURUS ? kurus : null;
}
