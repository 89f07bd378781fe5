import type { AppliedCoupon, Cart, LineReduction } from '@carsi/shared';

// One shape for both cart pages: the server cart (signed in) and the local one (anonymous),
// which the server prices with the same code (`/cart/quote/`). Money in kuruş.

export interface CartViewLine {
  /** The server line id; the offer id for a line kept on the device. */
  key: number;
  offer_id: number;
  product_id: number;
  slug: string;
  title: string;
  image: string | null;
  variant_label: string | null;
  unit_price: number;
  list_price: number | null;
  /** The price when added (the current one for a line kept on the device). */
  price_at_add: number;
  quantity: number;
  /** Stock now (0 when sold out or withdrawn). */
  stock: number;
  /** Upper bound of the stepper. */
  max_quantity: number;
  selected: boolean;
  line_total: number;
  /** The seller's discount, campaign and coupon on the line (server-priced). */
  reductions?: LineReduction[];
}

export interface CartViewGroup {
  seller: { id: number; name: string };
  lines: CartViewLine[];
  shipping: { fee: number; remaining_for_free_shipping: number };
  /** The coupon applied to this seller's package (signed-in carts only). */
  coupon?: AppliedCoupon | null;
}

export interface CartViewSummary {
  itemCount: number;
  selectedCount: number;
  totalQuantity: number;
  items_total: number;
  discount_total: number;
  /** Discounts, campaigns and coupons. */
  promotion_total?: number;
  shipping_total: number;
  grand_total: number;
}

export interface CartView {
  groups: CartViewGroup[];
  summary: CartViewSummary;
}

/** A priced cart (the server's, or the quote of the device's lines) as the page shows it. */
export function viewOfCart(cart: Cart): CartView {
  return {
    groups: cart.groups.map((g) => ({
      seller: { id: g.seller.id, name: g.seller.name },
      lines: g.lines.map((l) => ({
        key: l.id,
        offer_id: l.offer_id,
        product_id: l.product_id,
        slug: l.slug,
        title: l.title,
        image: l.image,
        variant_label: l.variant_label,
        unit_price: l.unit_price,
        list_price: l.list_price,
        price_at_add: l.price_at_add,
        quantity: l.quantity,
        stock: l.stock,
        max_quantity: l.max_quantity,
        selected: l.selected,
        line_total: l.unit_price * l.quantity,
        reductions: l.reductions,
      })),
      shipping: { fee: g.shipping_fee, remaining_for_free_shipping: g.remaining_for_free_shipping },
      coupon: g.coupon,
    })),
    summary: {
      itemCount: cart.ItemInCart,
      selectedCount: cart.SelectedItemInCart,
      totalQuantity: cart.total_quantity,
      items_total: cart.items_total,
      discount_total: cart.discount_total,
      promotion_total: cart.promotion_total,
      shipping_total: cart.shipping_total,
      grand_total: cart.grand_total,
    },
  };
}
