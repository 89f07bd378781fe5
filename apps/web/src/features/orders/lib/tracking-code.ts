import { TRACKING_CODE_RE, trUpper } from '@carsi/shared';

export const TRACKING_CODE_LENGTH = 10;

/**
 * What the shopper typed, as a code: Turkish upper-casing (ı → I, i → İ), then İ as the I a
 * code can hold, spaces and dashes dropped.
 */
export function normalizeTrackingCode(raw: string): string {
  return trUpper(raw)
    .replace(/İ/g, 'I')
    .replace(/[\s-]+/g, '');
}

/** The Turkish error for a code, or null when it has the right shape. */
export function trackingCodeError(code: string): string | null {
  if (code === '') return 'Takip kodunu girin.';
  if (!TRACKING_CODE_RE.test(code))
    return 'Takip kodu 10 karakterdir; yalnızca A–Z harfleri ve rakamlardan oluşur.';
  return null;
}
