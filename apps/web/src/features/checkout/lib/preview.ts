import type { CheckoutPreview } from '@carsi/shared';

/** Pieces in the preview (quantities summed). */
export function previewQuantity(preview: CheckoutPreview): number {
  return preview.packages.reduce((sum, p) => sum + p.lines.reduce((s, l) => s + l.quantity, 0), 0);
}

export interface AttemptParts {
  walletAmount: number;
  installments: number;
  /** Card digits, or null when the wallet pays everything. */
  cardNumber: string | null;
}

/**
 * What the Idempotency-Key is bound to, as the server compares a repeated submit: the address,
 * the lines and their quantities, the total, the wallet's share, the instalments and the card
 * (first six and last four digits). The same attempt keeps its key; another one gets a new key
 * instead of the server's 409 "sepet_degisti".
 */
export function attemptFingerprint(preview: CheckoutPreview, parts: AttemptParts): string {
  const lines = preview.packages
    .flatMap((p) => p.lines.map((l) => `${l.offer_id}x${l.quantity}`))
    .sort()
    .join(',');
  const card = parts.cardNumber
    ? `${parts.cardNumber.slice(0, 6)}…${parts.cardNumber.slice(-4)}`
    : '-';
  return [
    preview.address.id,
    lines,
    preview.grand_total,
    parts.walletAmount,
    parts.installments,
    card,
  ].join('|');
}
