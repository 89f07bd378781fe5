import { z } from 'zod';
import { isValidGtin } from '../validators.ts';
import { moderationChangeSchema } from './moderation.ts';

/**
 * The seller's catalogue (issue 13): `GET|POST /api/vendor/dashboard/products/`,
 * `GET|PUT|DELETE …/products/{id}/`, `POST …/products/{id}/submit/`,
 * `POST …/products/{id}/images/`, `PUT …/products/{id}/images/order/`,
 * `DELETE …/product-images/{id}/`, `GET|POST …/product-variants/`,
 * `PUT|DELETE …/product-variants/{id}/`, `POST …/products/bulk-status/`.
 * A wizard saves step by step: a draft with category, brand and title, then PUT, images,
 * variants, submit.
 */

export const VENDOR_PRODUCT_STATUSES = [
  'taslak',
  'onay_bekliyor',
  'yayinda',
  'reddedildi',
  'pasif',
] as const;
export type VendorProductStatus = (typeof VENDOR_PRODUCT_STATUSES)[number];
export const VENDOR_PRODUCT_STATUS_LABELS: Record<VendorProductStatus, string> = {
  taslak: 'Taslak',
  onay_bekliyor: 'Onay bekliyor',
  yayinda: 'Yayında',
  reddedildi: 'Reddedildi',
  pasif: 'Pasif',
};

export const TITLE_MIN = 10;
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 20_000;
export const MAX_PRODUCT_IMAGES = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 500;
/** Stock at or below this (and above zero) is "az" in the list filter and the overview. */
export const VENDOR_LOW_STOCK = 3;

const MAX_INT = 2_147_483_647;
const idOf = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INT, { error: message });

/** A title: plain text (no `<` or `>`), 10–150 characters after trimming. */
export const productTitleSchema = z
  .string({ error: 'Ürün adını yazın.' })
  .trim()
  .min(TITLE_MIN, { error: `Ürün adı en az ${TITLE_MIN} karakter olmalı.` })
  .max(TITLE_MAX, { error: `Ürün adı en fazla ${TITLE_MAX} karakter olabilir.` })
  .refine((s) => !/[<>]/.test(s), { error: 'Ürün adında < ve > işaretleri kullanılamaz.' });

const kdvSchema = z.union([z.literal(1), z.literal(10), z.literal(20)], {
  error: 'KDV oranı %1, %10 ya da %20 olmalı.',
});

const productFields = {
  category_id: idOf('Kategori seçin.'),
  brand_id: idOf('Marka seçin.'),
  title: productTitleSchema,
  description: z
    .string({ error: 'Açıklama metin olmalı.' })
    .max(DESCRIPTION_MAX, { error: `Açıklama en fazla ${DESCRIPTION_MAX} karakter olabilir.` }),
  kdv_rate: kdvSchema,
  /** The brand's product line (approved, or applied for by this business); null: none. */
  product_line_id: idOf('Ürün serisi geçersiz.').nullable(),
  /** The product's values of the category's non-axis attributes (attribute value ids). */
  attribute_value_ids: z
    .array(idOf('Özellik değeri geçersiz.'), { error: 'Özellik değerleri bir liste olmalı.' })
    .max(100, { error: 'En fazla 100 özellik değeri seçilebilir.' }),
};

/** A new draft: category, brand and title are enough; the rest can follow with PUT. */
export const vendorProductCreateSchema = z.object({
  category_id: productFields.category_id,
  brand_id: productFields.brand_id,
  title: productFields.title,
  description: productFields.description.default(''),
  kdv_rate: kdvSchema.default(20),
  product_line_id: productFields.product_line_id.default(null),
  attribute_value_ids: productFields.attribute_value_ids.default([]),
});
export type VendorProductCreate = z.infer<typeof vendorProductCreateSchema>;

/** Changes to a product: any of the fields; those left out stay as they are. */
export const vendorProductUpdateSchema = z.object({
  category_id: productFields.category_id.optional(),
  brand_id: productFields.brand_id.optional(),
  title: productFields.title.optional(),
  description: productFields.description.optional(),
  kdv_rate: kdvSchema.optional(),
  product_line_id: productFields.product_line_id.optional(),
  attribute_value_ids: productFields.attribute_value_ids.optional(),
});
export type VendorProductUpdate = z.infer<typeof vendorProductUpdateSchema>;

/** The reasons of an operator's rejection, with the field each concerns (null: the whole product). */
export const vendorRejectionSchema = z.object({
  reasons: z.array(z.object({ code: z.string(), label: z.string(), field: z.string().nullable() })),
  note: z.string(),
  /** Reason labels per form field ("title", "images", …; "_" for the whole product). */
  by_field: z.record(z.string(), z.array(z.string())),
  decided_at: z.string(),
});
export type VendorRejection = z.infer<typeof vendorRejectionSchema>;

export const vendorProductImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  /** Uploaded to a published product: shown to shoppers once the change is approved. */
  pending: z.boolean(),
});
export type VendorProductImage = z.infer<typeof vendorProductImageSchema>;

/** A change to a published product waiting for (or refused by) an operator. */
export const vendorRevisionSchema = z.object({
  status: z.enum(['beklemede', 'reddedildi']),
  submitted_at: z.string(),
  changes: z.array(moderationChangeSchema),
  rejection: vendorRejectionSchema.nullable(),
});
export type VendorRevision = z.infer<typeof vendorRevisionSchema>;

/** "kendi": this business created the product; "teklif": it only sells it through an offer. */
export const PRODUCT_ORIGINS = ['kendi', 'teklif'] as const;

export const vendorProductListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  barcodes: z.array(z.string()),
  /** This business's lowest offer price (kuruş) and total stock over its offers. */
  price: z.number().int().nullable(),
  stock: z.number().int(),
  /** Whether any of this business's offers on the product is active. */
  offer_active: z.boolean(),
  /** This business's offer when it has exactly one on the product (inline price/stock edit). */
  offer_id: z.number().int().nullable(),
  status: z.enum(VENDOR_PRODUCT_STATUSES),
  origin: z.enum(PRODUCT_ORIGINS),
  rejection: vendorRejectionSchema.nullable(),
  revision_status: z.enum(['beklemede', 'reddedildi']).nullable(),
  /** The shopper's page, when published. */
  public_url: z.string().nullable(),
  updated_at: z.string(),
});
export type VendorProductListItem = z.infer<typeof vendorProductListItemSchema>;

export const vendorProductListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir tam sayı olmalı.' })
    .int({ error: 'Sayfa bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa bir tam sayı olmalı.' })
    .max(10_000, { error: 'Sayfa bir tam sayı olmalı.' })
    .default(1),
  status: z.enum(VENDOR_PRODUCT_STATUSES, { error: 'Geçersiz durum filtresi.' }).optional(),
  /** Title, barcode or SKU. */
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).optional(),
  /** az: 1..VENDOR_LOW_STOCK in stock; yok: none. */
  stok: z.enum(['az', 'yok'], { error: 'Stok filtresi "az" ya da "yok" olmalı.' }).optional(),
});
export type VendorProductListQuery = z.infer<typeof vendorProductListQuerySchema>;

export const vendorProductListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  /** Products per status (without the status filter), for the tabs. */
  counts: z.record(z.enum(VENDOR_PRODUCT_STATUSES), z.number().int()),
  results: z.array(vendorProductListItemSchema),
});
export type VendorProductList = z.infer<typeof vendorProductListSchema>;

export const vendorProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string(), path: z.array(z.string()) }),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  product_line: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kdv_rate: z.number().int(),
  attribute_value_ids: z.array(z.number().int()),
  status: z.enum(VENDOR_PRODUCT_STATUSES),
  origin: z.enum(PRODUCT_ORIGINS),
  images: z.array(vendorProductImageSchema),
  barcodes: z.array(z.string()),
  price: z.number().int().nullable(),
  stock: z.number().int(),
  rejection: vendorRejectionSchema.nullable(),
  revision: vendorRevisionSchema.nullable(),
  public_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;

const skuSchema = z
  .string({ error: 'Stok kodunu (SKU) yazın.' })
  .trim()
  .min(1, { error: 'Stok kodunu (SKU) yazın.' })
  .max(64, { error: 'Stok kodu en fazla 64 karakter olabilir.' })
  .regex(/^[A-Za-z0-9._\-/]+$/, {
    error: 'Stok kodu yalnızca harf, rakam, nokta, tire, alt çizgi ve / içerebilir.',
  });

export const barcodeSchema = z
  .string({ error: 'Barkod metin olmalı.' })
  .trim()
  .refine((s) => isValidGtin(s), {
    error: 'Barkod geçerli bir GTIN değil (8, 12, 13 ya da 14 hane ve doğru kontrol hanesi).',
  })
  // Stored without the spaces a seller may type between digit groups.
  .transform((s) => s.replace(/\s+/g, ''));

const money = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(100_000_000_00, { error: message });

const variantFields = {
  /** One value per variant axis of the category (e.g. Renk: Kırmızı, Beden: M). */
  attribute_value_ids: z
    .array(idOf('Varyant değeri geçersiz.'), { error: 'Varyant değerleri bir liste olmalı.' })
    .max(5, { error: 'En fazla 5 varyant ekseni olabilir.' }),
  sku: skuSchema,
  barcode: barcodeSchema.nullable(),
  price: money('Fiyat kuruş cinsinden pozitif bir tam sayı olmalı.'),
  list_price: money('Liste fiyatı kuruş cinsinden pozitif bir tam sayı olmalı.').nullable(),
  stock: z
    .number({ error: 'Stok bir tam sayı olmalı.' })
    .int({ error: 'Stok bir tam sayı olmalı.' })
    .min(0, { error: 'Stok sıfırdan küçük olamaz.' })
    .max(1_000_000, { error: 'Stok en fazla 1.000.000 olabilir.' }),
};

const listPriceRule = (v: { price?: number; list_price?: number | null }) =>
  v.list_price == null || v.price === undefined || v.list_price >= v.price;
const listPriceError = {
  error: 'Liste fiyatı satış fiyatından düşük olamaz.',
  path: ['list_price'],
};

export const vendorVariantCreateSchema = z
  .object({
    product: idOf('Ürün seçin.'),
    attribute_value_ids: variantFields.attribute_value_ids.default([]),
    sku: variantFields.sku,
    barcode: variantFields.barcode.default(null),
    price: variantFields.price,
    list_price: variantFields.list_price.default(null),
    stock: variantFields.stock.default(0),
  })
  .refine(listPriceRule, listPriceError);
export type VendorVariantCreate = z.infer<typeof vendorVariantCreateSchema>;

export const vendorVariantUpdateSchema = z
  .object({
    attribute_value_ids: variantFields.attribute_value_ids.optional(),
    sku: variantFields.sku.optional(),
    barcode: variantFields.barcode.optional(),
    price: variantFields.price.optional(),
    list_price: variantFields.list_price.optional(),
    stock: variantFields.stock.optional(),
    is_active: z.boolean({ error: 'Etkinlik doğru ya da yanlış olmalı.' }).optional(),
  })
  .refine(listPriceRule, listPriceError);
export type VendorVariantUpdate = z.infer<typeof vendorVariantUpdateSchema>;

export const vendorVariantQuerySchema = z.object({
  product: z.coerce
    .number({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .int({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .positive({ error: 'Ürün numarası bir tam sayı olmalı.' })
    .max(MAX_INT, { error: 'Ürün numarası bir tam sayı olmalı.' }),
});

export const vendorVariantSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  is_active: z.boolean(),
  axes: z.array(
    z.object({
      attribute_id: z.number().int(),
      attribute: z.string(),
      value_id: z.number().int(),
      value: z.string(),
    }),
  ),
  /** This business's own offer on the variant. */
  offer: z
    .object({
      id: z.number().int(),
      price: z.number().int(),
      list_price: z.number().int().nullable(),
      stock: z.number().int(),
      is_active: z.boolean(),
    })
    .nullable(),
});
export type VendorVariant = z.infer<typeof vendorVariantSchema>;
export const vendorVariantListSchema = z.array(vendorVariantSchema);

/** 409 for a barcode already in the catalogue: the product the seller should offer instead. */
export const barcodeTakenSchema = z.object({
  detail: z.string(),
  code: z.literal('barcode_taken'),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  existing: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
});
export type BarcodeTaken = z.infer<typeof barcodeTakenSchema>;

export const imageOrderSchema = z.object({
  ids: z
    .array(idOf('Görsel numarası geçersiz.'), { error: 'Görsel sırası bir liste olmalı.' })
    .min(1, { error: 'Görsel sırasını gönderin.' })
    .max(MAX_PRODUCT_IMAGES, { error: `En fazla ${MAX_PRODUCT_IMAGES} görsel olabilir.` }),
});

export const bulkProductStatusSchema = z.object({
  ids: z
    .array(idOf('Ürün numarası geçersiz.'), { error: 'Ürünleri seçin.' })
    .min(1, { error: 'En az bir ürün seçin.' })
    .max(200, { error: 'En fazla 200 ürün seçilebilir.' }),
  /** Activates or deactivates this business's offers on the products. */
  active: z.boolean({ error: 'Etkin ya da pasif seçin.' }),
});
export const bulkProductStatusResultSchema = z.object({ updated: z.number().int() });
