/**
 * The ledger's arithmetic (docs/decisions/039), pure: the accrual sweep, dispute charges and the
 * money-balance property test use these. Amounts are kuruş, signed from the seller's side.
 */

export type LedgerKind =
  | 'sale'
  | 'commission'
  | 'shipping'
  | 'promotion'
  | 'refund_reversal'
  | 'dispute_charge'
  | 'payout';

/** How the seller reads each kind (statements, CSV, PDF). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Satış',
  commission: 'Komisyon',
  shipping: 'Kargo ücreti',
  promotion: 'Satıcı indirimi',
  refund_reversal: 'İade düzeltmesi',
  dispute_charge: 'İtiraz kararı kesintisi',
  payout: 'Ödeme',
};

/** Days after delivery during which the shopper may return an item (DESIGN §4). */
export const RETURN_WINDOW_DAYS = 14;

export interface LedgerReduction {
  amount: number;
  funded_by: 'seller' | 'platform';
}

/** What the ledger needs of an order item (the copies on order_items). */
export interface LedgerItem {
  unit_price: number;
  quantity: number;
  reductions: readonly LedgerReduction[];
  commission_amount: number;
}

export interface EntryAmount {
  kind: 'sale' | 'promotion' | 'commission';
  amount: number;
}

export function fundedBy(reductions: readonly LedgerReduction[], who: 'seller' | 'platform') {
  let sum = 0;
  for (const r of reductions) if (r.funded_by === who) sum += r.amount;
  return sum;
}

/**
 * The seller's price of a line: the offer price × quantity less the reductions it funds itself.
 * Platform-funded reductions are the platform's cost, so the seller is paid as if they were not
 * there; the commission is taken from this amount.
 */
export function commissionBase(item: Omit<LedgerItem, 'commission_amount'>): number {
  return item.unit_price * item.quantity - fundedBy(item.reductions, 'seller');
}

/** The entries a delivered item writes: sale (+), the promotions it funds (−), commission (−). */
export function itemEntries(item: LedgerItem): EntryAmount[] {
  const out: EntryAmount[] = [{ kind: 'sale', amount: item.unit_price * item.quantity }];
  const seller = fundedBy(item.reductions, 'seller');
  if (seller > 0) out.push({ kind: 'promotion', amount: -seller });
  if (item.commission_amount > 0) out.push({ kind: 'commission', amount: -item.commission_amount });
  return out;
}

/** What the seller nets from the item: the sum of its entries. */
export function itemNet(item: LedgerItem): number {
  return itemEntries(item).reduce((s, e) => s + e.amount, 0);
}

/**
 * A refunded item's reversal, and the charge of a dispute decided for the shopper: the seller's
 * whole net of the item is taken back (the platform gives up its commission, and the platform's
 * promotion is no longer paid for a sale that did not stay).
 */
export function reversalOf(item: LedgerItem): number {
  return -itemNet(item);
}

/** What a statement pays: the sum of its entries; nothing when it is not positive. */
export function statementTotal(entries: readonly { amount: number }[]): number {
  return entries.reduce((s, e) => s + e.amount, 0);
}
