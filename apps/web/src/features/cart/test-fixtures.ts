// Fixtures of the server cart for tests (contracts/cart.ts). Money in kuruş.
import type { Cart, CartLine, CartSellerGroup } from '@carsi/shared';

export function cartLineFixture(overrides: Partial<CartLine> = {}): CartLine {
  const line: CartLine = {
    id: 1,
    offer_id: 101,
    product_id: 11,
    slug: 'pamuklu-basic-tisort',
    title: 'Pamuklu Basic Tişört',
    brand: 'Anadolu',
    image: '/media/p/11-200.webp',
    variant_label: 'Kırmızı / M',
    seller: { id: 1, name: 'Moda Evi', slug: 'moda-evi' },
    unit_price: 20_000,
    list_price: 25_000,
    price_at_add: 20_000,
    quantity: 2,
    stock: 8,
    max_quantity: 8,
    selected: true,
    line_total: 40_000,
    reductions: [],
    paid_total: 40_000,
    ...overrides,
  };
  const total = line.unit_price * line.quantity;
  const cut = line.reductions.reduce((s, r) => s + r.amount, 0);
  return { ...line, line_total: total, paid_total: total - cut };
}

/** Recomputes the cart's totals from its lines like the server does (flat 29,90 TL shipping). */
export function cartFixture(
  lines: CartLine[] = defaultLines(),
  thresholds: Record<number, number | null> = { 1: 50_000, 2: null },
): Cart {
  const bySeller = new Map<number, CartLine[]>();
  for (const l of lines) bySeller.set(l.seller.id, [...(bySeller.get(l.seller.id) ?? []), l]);
  const groups: CartSellerGroup[] = [...bySeller.values()].map((ls) => {
    const selected = ls.filter((l) => l.selected);
    const total = selected.reduce((s, l) => s + l.unit_price * l.quantity, 0);
    const threshold = thresholds[ls[0]!.seller.id] ?? null;
    const free = threshold != null && total >= threshold;
    return {
      seller: ls[0]!.seller,
      lines: ls,
      selected_total: total,
      shipping_fee: selected.length === 0 || free ? 0 : 2_990,
      free_shipping_threshold: threshold,
      remaining_for_free_shipping: threshold != null && !free ? threshold - total : 0,
      promotion_total: 0,
      shipping_discount: 0,
      coupon: null,
    };
  });
  const selected = lines.filter((l) => l.selected);
  const itemsTotal = selected.reduce((s, l) => s + (l.list_price ?? l.unit_price) * l.quantity, 0);
  const payable = selected.reduce((s, l) => s + l.unit_price * l.quantity, 0);
  const shipping = groups.reduce((s, g) => s + g.shipping_fee, 0);
  return {
    groups,
    ItemInCart: lines.length,
    SelectedItemInCart: selected.length,
    total_quantity: selected.reduce((s, l) => s + l.quantity, 0),
    items_total: itemsTotal,
    discount_total: itemsTotal - payable,
    promotion_total: 0,
    shipping_total: shipping,
    grand_total: payable + shipping,
  };
}

export function defaultLines(): CartLine[] {
  return [
    cartLineFixture(),
    cartLineFixture({
      id: 2,
      offer_id: 102,
      product_id: 12,
      slug: 'kot-pantolon',
      title: 'Kot Pantolon',
      variant_label: null,
      unit_price: 45_000,
      list_price: null,
      price_at_add: 50_000,
      quantity: 1,
      stock: 2,
      max_quantity: 2,
    }),
    cartLineFixture({
      id: 3,
      offer_id: 103,
      product_id: 13,
      slug: 'kahve-makinesi',
      title: 'Kahve Makinesi',
      variant_label: null,
      seller: { id: 2, name: 'Teknoloji Dünyası', slug: 'teknoloji-dunyasi' },
      unit_price: 150_000,
      list_price: 180_000,
      price_at_add: 150_000,
      quantity: 1,
      stock: 0,
      max_quantity: 0,
      selected: false,
    }),
  ];
}
