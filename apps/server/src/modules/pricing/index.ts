// One basket loader and one pricing function for the cart, the checkout and the order's copies.
export { basketLineColumns, basketLineJoins, type BasketLineRow } from './basket-lines.ts';
export {
  campaignLabel,
  type CouponOutcome,
  fundedBy,
  listUnitPrice,
  percentOf,
  type PricedBasket,
  type PricedLine,
  priceLines,
  type PricingLine,
  type SellerTotals,
} from './price-lines.ts';
export * from './promotions.ts';
export {
  couponBadge,
  percentBelow,
  type PublicCouponRule,
  type ShelfOffer,
  type ShelfPrice,
  shelfPrice,
  type ShelfPromotions,
  withThirtyDayRule,
} from './shelf-price.ts';
export {
  DAY_MS,
  lowestPrice,
  type PriceChange,
  type TimedDeal,
  type TimedDiscount,
} from './lowest-price.ts';
