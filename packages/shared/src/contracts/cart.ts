import { z } from 'zod';
import { CART_LINE_LIMIT, CART_MAX_LINES } from '../cart-limits.ts';
import { appliedCouponSchema, reductionSchema } from './promotions.ts';

/**
 * The server cart of a logged-in shopper (issue 5): `GET /api/urun/api/cart/`,
 * `POST …/cart/items/`, `PATCH|DELETE …/cart/items/{id}/`, `POST …/cart/select-all/`,
 * `POST …/cart/merge/`; and the anonymous cart's prices, `POST …/cart/quote/` (issue 10).
 * Money in kuruş; every price is the database's, never the client's.
 */

export { CART_LINE_LIMIT, CART_MAX_LINES } from '../cart-limits.ts';

const int = () => z.number().int();

export const cartLineSchema = z.object({
  id: int(),
  offer_id: int(),
  product_id: int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  /** 200 px rendition of the product's (or the variant's) first image, or null. */
  image: z.string().nullable(),
  /** The variant's axis values, e.g. "Kırmızı / M", or null for a product without variants. */
  variant_label: z.string().nullable(),
  seller: z.object({ id: int(), name: z.string(), slug: z.string() }),
  /** The offer's price now. */
  unit_price: int(),
  list_price: int().nullable(),
  /** The price when the line was added (or last changed), to tell the shopper about changes. */
  price_at_add: int(),
  quantity: int(),
  /** The offer's stock now (0 when sold out or the offer was withdrawn). */
  stock: int(),
  /** How many the stepper may go up to: min(stock, CART_LINE_LIMIT), at least the quantity's floor 0. */
  max_quantity: int(),
  selected: z.boolean(),
  /** unit_price × quantity. */
  line_total: int(),
  /** The seller's discount, campaign and coupon on this line, in the order applied. */
  reductions: z.array(reductionSchema),
  /** line_total − reductions: what the line costs. */
  paid_total: int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSellerGroupSchema = z.object({
  seller: z.object({ id: int(), name: z.string(), slug: z.string() }),
  lines: z.array(cartLineSchema),
  /** Sum of the selected lines of this seller (unit prices). */
  selected_total: int(),
  /** What this seller charges for shipping the selected lines: 0 when free or nothing selected. */
  shipping_fee: int(),
  /** The seller's basket total for free shipping, or null when it never ships free. */
  free_shipping_threshold: int().nullable(),
  /** How much more reaches free shipping (0 when reached or never possible). */
  remaining_for_free_shipping: int(),
  /** What discounts, campaigns and the coupon take off the selected lines. */
  promotion_total: int(),
  /** Shipping a free-shipping campaign pays for (0 when none). */
  shipping_discount: int(),
  /** The coupon applied to this seller's package, or null. */
  coupon: appliedCouponSchema.nullable(),
});
export type CartSellerGroup = z.infer<typeof cartSellerGroupSchema>;

export const cartSchema = z.object({
  groups: z.array(cartSellerGroupSchema),
  ItemInCart: int(),
  SelectedItemInCart: int(),
  /** Units of the selected lines. */
  total_quantity: int(),
  /** Selected lines at list price (or unit price when there is none). */
  items_total: int(),
  /** What the selected lines save against their list prices. */
  discount_total: int(),
  /** Discounts, campaigns and coupons of the selected lines (the one pricing function). */
  promotion_total: int(),
  shipping_total: int(),
  /** items_total − discount_total − promotion_total + shipping_total. */
  grand_total: int(),
});
export type Cart = z.infer<typeof cartSchema>;

const quantity = z
  .number({ error: 'Adet bir tam sayı olmalı.' })
  .int({ error: 'Adet bir tam sayı olmalı.' })
  .min(1, { error: 'Adet en az 1 olmalı.' })
  .max(CART_LINE_LIMIT, { error: `Bir üründen en fazla ${CART_LINE_LIMIT} adet alınabilir.` });
const offerId = z
  .number({ error: 'Teklif numarası bir tam sayı olmalı.' })
  .int({ error: 'Teklif numarası bir tam sayı olmalı.' })
  .positive({ error: 'Teklif numarası bir tam sayı olmalı.' })
  .max(2_147_483_647, { error: 'Teklif numarası bir tam sayı olmalı.' });

export const addCartItemSchema = z.object({ offer_id: offerId, quantity: quantity.default(1) });
export type AddCartItem = z.input<typeof addCartItemSchema>;

export const updateCartItemSchema = z
  .object({ quantity: quantity.optional(), selected: z.boolean().optional() })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, {
    error: 'Adet veya seçim bilgisi gönderilmeli.',
  });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

export const selectAllSchema = z.object({ selected: z.boolean().default(true) });

/** The lines of an anonymous cart as the device keeps them: what, how many, bought or not. */
const localLines = z
  .array(z.object({ offer_id: offerId, quantity, selected: z.boolean().default(true) }))
  .max(CART_MAX_LINES, { error: `Sepette en fazla ${CART_MAX_LINES} ürün olabilir.` });

/** The anonymous cart at login: quantities are added to the server's, capped by stock. */
export const mergeCartSchema = z.object({ items: localLines });
export type MergeCart = z.input<typeof mergeCartSchema>;

/**
 * The anonymous cart priced by the server: the answer is a `Cart` computed exactly as the
 * logged-in one (sellers, shipping fees, free-shipping thresholds, current prices and stock),
 * in the order sent. A line's `id` is its offer id (nothing is stored) and its `price_at_add`
 * the current price. Offers that no longer exist are left out; prices sent are ignored.
 */
export const quoteCartSchema = z.object({ items: localLines });
export type QuoteCart = z.input<typeof quoteCartSchema>;

/** What a seller charges to ship a package worth `total` (kuruş): free at its threshold. */
export function sellerShippingFee(total: number, fee: number, threshold: number | null): number {
  return threshold !== null && total >= threshold ? 0 : fee;
}
