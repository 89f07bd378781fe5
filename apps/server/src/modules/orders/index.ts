// What other modules may use of the orders module (the seller's desk, jobs).
export {
  advancePackage,
  checkSellerChange,
  disputedItemRef,
  refundDisputedItem,
  resolveReturn,
  sellerChangeItem,
  type SellerChange,
  type SellerRef,
} from './order-changes.service.ts';
export {
  cargoOf,
  invoiceFileUrl,
  type ItemRow,
  returnDeadline,
  summaryStatus,
} from './orders.service.ts';
