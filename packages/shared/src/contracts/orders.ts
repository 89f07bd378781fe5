import { z } from 'zod';
import { cargoCompanySchema } from './checkout.ts';

/**
 * Orders (issue 5): `GET /api/siparis/api/orders/`, `GET …/orders/{id}/`,
 * `POST …/orders/{id}/cancel/`, `POST …/order-items/{id}/return/`, and the public
 * `GET /api/siparis/api/track/{tracking_code}/`.
 */

export const ORDER_ITEM_STATUSES = [
  'onay_bekliyor',
  'hazirlaniyor',
  'kargoya_verildi',
  'teslim_edildi',
  'iptal_edildi',
  'iade_talep_edildi',
  'iade_edildi',
  'iade_reddedildi',
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const ORDER_ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  onay_bekliyor: 'Onay bekliyor',
  hazirlaniyor: 'Hazırlanıyor',
  kargoya_verildi: 'Kargoya verildi',
  teslim_edildi: 'Teslim edildi',
  iptal_edildi: 'İptal edildi',
  iade_talep_edildi: 'İade talep edildi',
  iade_edildi: 'İade edildi',
  iade_reddedildi: 'İade reddedildi',
};

/** Statuses in which the shopper may still cancel (the parcel has not left). */
export const CANCELLABLE_STATUSES: readonly OrderItemStatus[] = ['onay_bekliyor', 'hazirlaniyor'];
/** Days after delivery in which a return may be asked for (cayma hakkı). */
export const RETURN_WINDOW_DAYS = 14;
export const MAX_RETURN_PHOTOS = 5;

export const RETURN_REASONS = {
  hasarli: 'Ürün hasarlı geldi',
  kusurlu: 'Ürün kusurlu / çalışmıyor',
  yanlis_urun: 'Yanlış ürün gönderildi',
  beden_uymadi: 'Beden veya ölçü uymadı',
  beklentiyi_karsilamadi: 'Beklentimi karşılamadı',
  vazgectim: 'Vazgeçtim',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const REFUND_TARGETS = ['kart', 'cuzdan'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

const int = () => z.number().int();

export const orderItemEventSchema = z.object({
  status: z.enum(ORDER_ITEM_STATUSES),
  label: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderItemEvent = z.infer<typeof orderItemEventSchema>;

export const refundSchema = z.object({
  amount: int(),
  /** What went back to the card and what to the wallet (a wallet-paid share always goes back there). */
  card_amount: int(),
  wallet_amount: int(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const orderItemSchema = z.object({
  id: int(),
  offer_id: int(),
  product_id: int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  variant_label: z.string().nullable(),
  unit_price: int(),
  list_price: int().nullable(),
  quantity: int(),
  line_total: int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  can_cancel: z.boolean(),
  can_return: z.boolean(),
  /** Last day to ask for a return (ISO), once delivered. */
  return_deadline: z.string().nullable(),
  can_review: z.boolean(),
  reviewed: z.boolean(),
  return_request: z
    .object({
      reason: z.string(),
      reason_label: z.string(),
      note: z.string().nullable(),
      photos: z.array(z.string()),
      created_at: z.string(),
    })
    .nullable(),
  refund: refundSchema.nullable(),
  /** Last moment to ask Çarşı to decide a rejected return (ISO); null when it cannot be asked. */
  dispute_deadline: z.string().nullable(),
  /** The shopper's appeal against the seller's rejection, once made (docs/decisions/040). */
  dispute: z
    .object({
      status: z.enum(['bekliyor', 'alici_lehine', 'satici_lehine']),
      status_label: z.string(),
      note: z.string(),
      decision_note: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  /** The item's timeline, oldest first. */
  events: z.array(orderItemEventSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderPackageSchema = z.object({
  id: int(),
  seller: z.object({ id: int(), name: z.string(), slug: z.string() }),
  cargo_company: cargoCompanySchema,
  tracking_number: z.string().nullable(),
  /** Public code for /siparisleris-takibi. */
  tracking_code: z.string(),
  /** The cargo company's page for this parcel, once it has a tracking number. */
  tracking_url: z.string().nullable(),
  shipping_fee: int(),
  estimated_delivery: z.object({ from: z.string(), to: z.string() }),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The seller's e-Arşiv invoice for this package (a link or our file route), once given. */
  invoice_url: z.string().nullable().optional(),
  /** The least advanced active item's status, for the package header. */
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  items: z.array(orderItemSchema),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

export const orderAddressSchema = z.object({
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  neighbourhood: z.string(),
  address_line: z.string(),
  postal_code: z.string().nullable(),
  billing_type: z.enum(['bireysel', 'kurumsal']),
  tckn: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_number: z.string().nullable(),
  tax_office: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSchema = z.object({
  id: int(),
  number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  address: orderAddressSchema,
  items_total: int(),
  discount_total: int(),
  shipping_total: int(),
  grand_total: int(),
  paid_card: int(),
  paid_wallet: int(),
  installments: int(),
  /** "**** 0008", or null when the wallet paid everything. */
  card_label: z.string().nullable(),
  refunded_total: int(),
  agreements_accepted_at: z.string(),
  packages: z.array(orderPackageSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = z.object({
  id: int(),
  number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  grand_total: int(),
  item_count: int(),
  package_count: int(),
  /** Up to four 200 px item images. */
  images: z.array(z.string()),
  seller_names: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(orderSummarySchema),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir tam sayı olmalı.' })
    .int({ error: 'Sayfa bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa bir tam sayı olmalı.' })
    .max(10_000, { error: 'Sayfa bir tam sayı olmalı.' })
    .default(1),
  /** "aktif" = something still on its way, "iptal" = cancelled, "iade" = returns. */
  durum: z.enum(['aktif', 'teslim', 'iptal', 'iade']).optional(),
});

const itemIds = z
  .array(
    z
      .number({ error: 'Ürün numarası bir tam sayı olmalı.' })
      .int({ error: 'Ürün numarası bir tam sayı olmalı.' })
      .positive({ error: 'Ürün numarası bir tam sayı olmalı.' })
      .max(2_147_483_647, { error: 'Ürün numarası bir tam sayı olmalı.' }),
  )
  .min(1, { error: 'İptal edilecek ürünü seçin.' })
  .max(200);

export const cancelOrderSchema = z.object({
  /** Items to cancel; all cancellable items when left out. */
  item_ids: itemIds.optional(),
  refund_target: z.enum(REFUND_TARGETS, { error: 'İade yöntemi seçin.' }).default('kart'),
  reason: z
    .string()
    .trim()
    .max(300, { error: 'Açıklama en fazla 300 karakter olabilir.' })
    .optional(),
});
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

export const returnRequestSchema = z.object({
  reason: z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]], {
    error: 'İade nedenini seçin.',
  }),
  note: z
    .string()
    .trim()
    .max(500, { error: 'Açıklama en fazla 500 karakter olabilir.' })
    .optional(),
  /** Keys from `POST /api/core/uploads/`. */
  photos: z
    .array(z.string().regex(/^up\/[a-z0-9]{20,40}$/, { error: 'Fotoğraf geçersiz.' }))
    .max(MAX_RETURN_PHOTOS, { error: `En fazla ${MAX_RETURN_PHOTOS} fotoğraf eklenebilir.` })
    .default([]),
  refund_target: z.enum(REFUND_TARGETS, { error: 'İade yöntemi seçin.' }).default('kart'),
});
export type ReturnRequest = z.input<typeof returnRequestSchema>;

/** Public parcel tracking: nothing personal beyond the destination city. */
export const trackingSchema = z.object({
  tracking_code: z.string(),
  order_number: z.string(),
  seller: z.string(),
  cargo_company: cargoCompanySchema,
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  destination_city: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  estimated_delivery: z.object({ from: z.string(), to: z.string() }),
  items: z.array(z.object({ title: z.string(), image: z.string().nullable(), quantity: int() })),
  events: z.array(orderItemEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const TRACKING_CODE_RE = /^[A-Z0-9]{10}$/;
