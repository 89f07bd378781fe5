/**
 * An active offer at or below this many units tells its seller (`stock.low`), once per crossing:
 * a sale (checkout/fulfil.service.ts), an offer edit or a bulk upload (lib/catalog-write/offers.ts)
 * that takes it from above the line to at or below it. The seller's dashboard counts offers in
 * 1…LOW_STOCK as "az stok" (vendor-insights).
 */
export const LOW_STOCK = 3;

/** True when a stock change crosses the low-stock line downwards. */
export const crossesLowStock = (before: number, after: number): boolean =>
  before > LOW_STOCK && after <= LOW_STOCK;
