import { z } from 'zod';
import { cargoCompanySchema } from './checkout.ts';
import { ORDER_ITEM_STATUSES, orderAddressSchema, orderItemEventSchema } from './orders.ts';

/**
 * The seller's order desk (issue 12): `GET /api/vendor/api/dashboard/orders/`,
 * `GET …/vendor/orders/{id}/`, `PATCH …/vendor/order-items/{id}/`,
 * `POST …/vendor/order-items/bulk-status/`, `GET …/vendor/packages/{id}/label/`,
 * `PUT …/vendor/packages/{id}/invoice/`.
 */

const int = () => z.number().int();
const idOf = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** Tabs of the orders table: a package's summary status (its least advanced live item). */
export const VENDOR_ORDER_TABS = [
  'onay_bekliyor',
  'hazirlaniyor',
  'kargoya_verildi',
  'teslim_edildi',
  'iade',
  'iptal_edildi',
] as const;
export type VendorOrderTab = (typeof VENDOR_ORDER_TABS)[number];
export const VENDOR_ORDER_TAB_LABELS: Record<VendorOrderTab, string> = {
  onay_bekliyor: 'Onay bekleyen',
  hazirlaniyor: 'Hazırlanan',
  kargoya_verildi: 'Kargoda',
  teslim_edildi: 'Teslim edilen',
  iade: 'İadeler',
  iptal_edildi: 'İptal edilen',
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = z
  .string()
  .regex(DATE_RE, { error: 'Tarih YYYY-AA-GG biçiminde olmalı.' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), {
    error: 'Tarih YYYY-AA-GG biçiminde olmalı.',
  })
  .optional();

export const vendorOrderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir tam sayı olmalı.' })
    .int({ error: 'Sayfa bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa bir tam sayı olmalı.' })
    .max(10_000, { error: 'Sayfa bir tam sayı olmalı.' })
    .default(1),
  status: z.enum(VENDOR_ORDER_TABS, { error: 'Geçersiz durum sekmesi.' }).optional(),
  /** Order number or buyer name. */
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).optional(),
  from: dateParam,
  to: dateParam,
  /** Dispatch: packages due to ship today, or past their dispatch day and not shipped. */
  sevk: z
    .enum(['bugun', 'geciken'], { error: 'Sevk filtresi bugun veya geciken olmalı.' })
    .optional(),
  format: z.enum(['json', 'csv'], { error: 'Biçim json veya csv olmalı.' }).default('json'),
});
export type VendorOrderListQuery = z.input<typeof vendorOrderListQuerySchema>;

export const vendorPackageRowSchema = z.object({
  package_id: int(),
  order_id: int(),
  order_number: z.string(),
  created_at: z.string(),
  buyer_name: z.string(),
  item_count: int(),
  package_total: int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  cargo_company: cargoCompanySchema,
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Not handed to the cargo company within the business's dispatch days. */
  is_late: z.boolean(),
  has_invoice: z.boolean(),
});
export type VendorPackageRow = z.infer<typeof vendorPackageRowSchema>;

export const vendorOrderListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorPackageRowSchema),
  /** Packages per tab under the same search and dates; `all` is every package. */
  counts: z.record(z.string(), int()),
});
export type VendorOrderList = z.infer<typeof vendorOrderListSchema>;

/** What the seller may do with an item now (PATCH `status` values). */
export const VENDOR_ITEM_ACTIONS = [
  'hazirlaniyor',
  'kargoya_verildi',
  'teslim_edildi',
  'iptal_edildi',
  'iade_edildi',
  'iade_reddedildi',
] as const;
export type VendorItemAction = (typeof VENDOR_ITEM_ACTIONS)[number];

export const vendorOrderItemSchema = z.object({
  id: int(),
  package_id: int(),
  title: z.string(),
  variant_label: z.string().nullable(),
  image: z.string().nullable(),
  quantity: int(),
  unit_price: int(),
  line_total: int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  return_request: z
    .object({
      reason: z.string(),
      reason_label: z.string(),
      note: z.string().nullable(),
      photos: z.array(z.string()),
      created_at: z.string(),
    })
    .nullable(),
  /** The seller's decision on the return request, with its reason and photos. */
  return_decision: z
    .object({
      accepted: z.boolean(),
      reason: z.string().nullable(),
      photos: z.array(z.string()),
      created_at: z.string(),
    })
    .nullable(),
  refund: z.object({ amount: int(), created_at: z.string() }).nullable(),
  actions: z.array(z.enum(VENDOR_ITEM_ACTIONS)),
  events: z.array(orderItemEventSchema),
});
export type VendorOrderItem = z.infer<typeof vendorOrderItemSchema>;

export const packageInvoiceSchema = z.object({
  kind: z.enum(['link', 'file']),
  /** The e-Arşiv link, or our route serving the uploaded file. */
  url: z.string(),
  created_at: z.string(),
});
export type PackageInvoice = z.infer<typeof packageInvoiceSchema>;

export const vendorPackageSchema = z.object({
  id: int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  status_label: z.string(),
  cargo_company: cargoCompanySchema,
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipping_fee: int(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  is_late: z.boolean(),
  label_url: z.string(),
  invoice: packageInvoiceSchema.nullable(),
  items: z.array(vendorOrderItemSchema),
});
export type VendorPackage = z.infer<typeof vendorPackageSchema>;

export const vendorOrderSchema = z.object({
  id: int(),
  number: z.string(),
  created_at: z.string(),
  buyer_name: z.string(),
  address: orderAddressSchema,
  /** This business's share of the order: its packages' items and shipping, and refunds of them. */
  payment: z.object({
    status: z.enum(['odendi', 'kismen_iade', 'iade_edildi']),
    status_label: z.string(),
    /** "Kart", "Cüzdan" or "Kart ve cüzdan". */
    method: z.string(),
    total: int(),
    refunded: int(),
  }),
  packages: z.array(vendorPackageSchema),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

export const SELLER_CANCEL_REASONS = {
  stokta_yok: 'Stokta yok',
  fiyat_hatasi: 'Fiyat hatası',
  diger: 'Diğer',
} as const;

const reasonText = z
  .string()
  .trim()
  .min(1, { error: 'Bir neden yazın.' })
  .max(500, { error: 'Neden en fazla 500 karakter olabilir.' });

export const vendorItemPatchSchema = z.object({
  status: z.enum(VENDOR_ITEM_ACTIONS, { error: 'Geçersiz durum.' }),
  cargo_company: z.string().max(40, { error: 'Kargo firması geçersiz.' }).optional(),
  tracking_number: z.string().max(40, { error: 'Takip numarası geçersiz.' }).optional(),
  reason: reasonText.optional(),
  /** Seller's photos for a rejected return (keys from `POST /api/core/uploads/`). */
  photos: z
    .array(z.string().regex(/^up\/[a-z0-9]{20,40}$/, { error: 'Fotoğraf geçersiz.' }))
    .max(5, { error: 'En fazla 5 fotoğraf eklenebilir.' })
    .default([]),
});
export type VendorItemPatch = z.input<typeof vendorItemPatchSchema>;

export const vendorBulkStatusSchema = z
  .object({
    item_ids: z.array(idOf('Ürün numarası bir tam sayı olmalı.')).min(1).max(200).optional(),
    package_ids: z.array(idOf('Paket numarası bir tam sayı olmalı.')).min(1).max(200).optional(),
    status: z.enum(['hazirlaniyor', 'kargoya_verildi'], {
      error: 'Toplu işlemde durum hazirlaniyor veya kargoya_verildi olmalı.',
    }),
    cargo_company: z.string().max(40).optional(),
    /** Package id → tracking number (for kargoya_verildi). */
    tracking_numbers: z.record(z.string(), z.string().max(40)).optional(),
  })
  .refine((b) => (b.item_ids ? 1 : 0) + (b.package_ids ? 1 : 0) === 1, {
    error: 'Ürün veya paket listesinden birini gönderin.',
  });
export type VendorBulkStatus = z.input<typeof vendorBulkStatusSchema>;

export const vendorBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: int(),
      kind: z.enum(['item', 'package']),
      ok: z.boolean(),
      detail: z.string().nullable(),
    }),
  ),
});
export type VendorBulkResult = z.infer<typeof vendorBulkResultSchema>;

export const invoiceLinkSchema = z.object({
  url: z
    .string({ error: 'Fatura bağlantısı girin.' })
    .trim()
    .max(1000, { error: 'Bağlantı çok uzun.' })
    .refine(
      (s) => {
        try {
          return new URL(s).protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: 'Fatura bağlantısı https:// ile başlayan bir adres olmalı.' },
    ),
});
