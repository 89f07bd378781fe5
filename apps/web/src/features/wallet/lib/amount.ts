import { TOP_UP_MAX, TOP_UP_MAX_ERROR, TOP_UP_MIN, TOP_UP_MIN_ERROR } from '@carsi/shared';

/** The amount chips of the top-up form, in TL. */
export const TOP_UP_PRESETS_TL = [100, 250, 500, 1000] as const;

/**
 * A TL amount as a Turkish shopper types it, in kuruş: "250", "250,50", "1.250", "1.250,50",
 * "1250.5". NaN for anything else, null for nothing typed.
 */
export function parseTlAmount(raw: string): number | null {
  let s = raw.replace(/\s+|TL|₺/gi, '');
  if (s === '') return null;
  if (s.includes(',')) {
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(s)) return NaN;
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return NaN;
  return Math.round(Number(s) * 100);
}

/** The Turkish error for a typed amount, or null when it can be loaded. */
export function topUpAmountError(raw: string): string | null {
  const kurus = parseTlAmount(raw);
  if (kurus === null) return 'Yüklemek istediğiniz tutarı girin.';
  if (Number.isNaN(kurus)) return 'Geçerli bir tutar girin (ör. 250 veya 250,50).';
  if (kurus < TOP_UP_MIN) return TOP_UP_MIN_ERROR;
  if (kurus > TOP_UP_MAX) return TOP_UP_MAX_ERROR;
  return null;
}
