import { CART_LINE_LIMIT, type Cart } from '@carsi/shared';
import type { LocalCartItem } from '../stores/cart-store';

// One shape for both cart pages: the server cart (signed in) and the local one (anonymous).
// Money in kuruş.

export interface CartViewLine {
  /** The server line id, or the offer id for a local line. */
  key: number;
  offer_id: number;
  product_id: number;
  slug: string;
  title: string;
  image: string | null;
  variant_label: string | null;
  unit_price: number;
  list_price: number | null;
  /** The price when added; null when unknown (local lines). */
  price_at_add: number | null;
  quantity: number;
  /** Stock now; null when unknown (local lines). */
  stock: number | null;
  /** Upper bound of the stepper. */
  max_quantity: number;
  selected: boolean;
  line_total: number;
}

export interface CartViewGroup {
  seller: { id: number; name: string };
  lines: CartViewLine[];
  /** Null when the fee is only known at checkout (local cart). */
  shipping: { fee: number; remaining_for_free_shipping: number } | null;
}

export interface CartViewSummary {
  itemCount: number;
  selectedCount: number;
  totalQuantity: number;
  items_total: number;
  discount_total: number;
  /** Null when unknown until checkout. */
  shipping_total: number | null;
  grand_total: number;
}

export interface CartView {
  groups: CartViewGroup[];
  summary: CartViewSummary;
}

export function viewOfServerCart(cart: Cart): CartView {
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
      })),
      shipping: { fee: g.shipping_fee, remaining_for_free_shipping: g.remaining_for_free_shipping },
    })),
    summary: {
      itemCount: cart.ItemInCart,
      selectedCount: cart.SelectedItemInCart,
      totalQuantity: cart.total_quantity,
      items_total: cart.items_total,
      discount_total: cart.discount_total,
      shipping_total: cart.shipping_total,
      grand_total: cart.grand_total,
    },
  };
}

/** Groups the local lines by seller (in the order first added) and totals the selected ones. */
export function viewOfLocalCart(items: LocalCartItem[]): CartView {
  const bySeller = new Map<number, CartViewGroup>();
  let itemsTotal = 0;
  let payable = 0;
  let selectedCount = 0;
  let totalQuantity = 0;
  for (const i of items) {
    let group = bySeller.get(i.seller.id);
    if (!group) {
      group = { seller: { id: i.seller.id, name: i.seller.name }, lines: [], shipping: null };
      bySeller.set(i.seller.id, group);
    }
    group.lines.push({
      key: i.offer_id,
      offer_id: i.offer_id,
      product_id: i.product_id,
      slug: i.slug,
      title: i.title,
      image: i.image,
      variant_label: i.variant_label,
      unit_price: i.unit_price,
      list_price: i.list_price,
      price_at_add: null,
      quantity: i.quantity,
      stock: null,
      max_quantity: Math.min(i.max_quantity, CART_LINE_LIMIT),
      selected: i.selected,
      line_total: i.unit_price * i.quantity,
    });
    if (!i.selected) continue;
    selectedCount += 1;
    totalQuantity += i.quantity;
    itemsTotal += Math.max(i.list_price ?? i.unit_price, i.unit_price) * i.quantity;
    payable += i.unit_price * i.quantity;
  }
  return {
    groups: [...bySeller.values()],
    summary: {
      itemCount: items.length,
      selectedCount,
      totalQuantity,
      items_total: itemsTotal,
      discount_total: itemsTotal - payable,
      shipping_total: null,
      grand_total: payable,
    },
  };
}
