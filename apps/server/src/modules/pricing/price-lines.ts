import { sellerShippingFee } from '@carsi/shared';

/** What pricing needs of a line; the loaders' rows carry more. */
export interface PricingLine {
  seller_id: number;
  unit_price: number;
  list_price: number | null;
  quantity: number;
  /** Counted in the totals: selected and still buyable. */
  counted: boolean;
  shipping_fee: number;
  free_shipping_threshold: number | null;
}

export interface SellerTotals {
  /** What the counted lines cost at their prices. */
  items_total: number;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  remaining_for_free_shipping: number;
  counted_lines: number;
}

export interface PricedBasket {
  bySeller: Map<number, SellerTotals>;
  total_quantity: number;
  /** Before discounts: list prices where they are above the price. */
  items_total: number;
  discount_total: number;
  shipping_total: number;
  grand_total: number;
}

/**
 * The price before a discount: the list price when it is above the price, else the price (a
 * list price at or below the price is no discount).
 */
export const listUnitPrice = (l: Pick<PricingLine, 'unit_price' | 'list_price'>) =>
  l.list_price !== null && l.list_price > l.unit_price ? l.list_price : l.unit_price;

/**
 * The one pricing function (DESIGN §9): every total a shopper sees in the cart, the checkout
 * preview and pays at the checkout comes from here. Integer kuruş; per seller, shipping is its
 * flat fee unless its counted total reaches its free-shipping threshold. The promotions issue
 * extends this (discounts, campaigns, coupons), so nothing else may add prices up.
 */
export function priceLines(lines: readonly PricingLine[]): PricedBasket {
  const bySeller = new Map<number, SellerTotals>();
  let quantity = 0;
  let itemsTotal = 0;
  let discountTotal = 0;
  for (const l of lines) {
    let s = bySeller.get(l.seller_id);
    if (!s) {
      s = {
        items_total: 0,
        shipping_fee: l.shipping_fee,
        free_shipping_threshold: l.free_shipping_threshold,
        remaining_for_free_shipping: 0,
        counted_lines: 0,
      };
      bySeller.set(l.seller_id, s);
    }
    if (!l.counted) continue;
    const list = listUnitPrice(l);
    s.counted_lines += 1;
    s.items_total += l.unit_price * l.quantity;
    quantity += l.quantity;
    itemsTotal += list * l.quantity;
    discountTotal += (list - l.unit_price) * l.quantity;
  }
  let shippingTotal = 0;
  for (const s of bySeller.values()) {
    s.shipping_fee =
      s.counted_lines === 0
        ? 0
        : sellerShippingFee(s.items_total, s.shipping_fee, s.free_shipping_threshold);
    s.remaining_for_free_shipping =
      s.free_shipping_threshold === null
        ? 0
        : Math.max(0, s.free_shipping_threshold - s.items_total);
    shippingTotal += s.shipping_fee;
  }
  return {
    bySeller,
    total_quantity: quantity,
    items_total: itemsTotal,
    discount_total: discountTotal,
    shipping_total: shippingTotal,
    grand_total: itemsTotal - discountTotal + shippingTotal,
  };
}
