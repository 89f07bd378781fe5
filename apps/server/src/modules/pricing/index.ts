// One basket loader and one pricing function for the cart and the checkout.
export { basketLineColumns, basketLineJoins, type BasketLineRow } from './basket-lines.ts';
export {
  listUnitPrice,
  priceLines,
  type PricedBasket,
  type PricingLine,
  type SellerTotals,
} from './price-lines.ts';
