import { listUnitPrice } from './price-lines.ts';

/** A priced line as the cart or the checkout preview presents it. */
export interface PresentedLine {
  unit_price: number;
  list_price: number | null;
  quantity: number;
  /** unit_price × quantity. */
  line_total: number;
  reductions: { kind: string; label: string; amount: number }[];
  price_at_add?: number;
}

/**
 * Presents a line whose discount (or whole-line starred deal) the 30-day rule does not let us
 * call a reduction (docs/decisions/037, 038): the reduced unit price becomes the line's price,
 * with no struck price and no "indirim" label. Mutates the line; returns what moved — `cut`,
 * the folded amount, and `struck`, what the line counted at its struck price before — so the
 * caller moves its totals the same way (what is paid does not change), or null when nothing
 * can be folded (e.g. a deal covering only some units).
 */
export function foldUnclaimedReduction(l: PresentedLine): { cut: number; struck: number } | null {
  const folded = l.reductions.filter((r) => r.kind === 'indirim' || r.kind === 'firsat');
  if (folded.length === 0) return null;
  // A deal for some units only ("Yıldızlı fırsat (2 adet)") has no single unit price.
  if (folded.some((r) => r.kind === 'firsat' && r.label !== 'Yıldızlı fırsat')) return null;
  const cut = folded.reduce((sum, r) => sum + r.amount, 0);
  if (cut % l.quantity !== 0) return null;
  const struck = listUnitPrice(l) * l.quantity;
  const perUnit = cut / l.quantity;
  // "Fiyatı düştü" would make the same claim: the price added at is the offer's.
  if (l.price_at_add === l.unit_price) l.price_at_add -= perUnit;
  l.unit_price -= perUnit;
  l.list_price = null;
  l.line_total -= cut;
  l.reductions = l.reductions.filter((r) => !folded.includes(r));
  return { cut, struck };
}
