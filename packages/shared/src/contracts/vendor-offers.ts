import { z } from 'zod';
import { isValidGtin } from '../validators.ts';

/**
 * "Sell what exists" and bulk price & stock (issue 13, points 2 and 8):
 * `GET /api/vendor/api/catalog/match/?barcode=|?q=`, `GET|POST /api/vendor/api/offers/`,
 * `PATCH …/offers/{id}/`, `GET …/offers/bulk/template/`, `POST …/offers/bulk/`,
 * `GET …/offers/bulk/{job_id}/`.
 */

const MAX_KURUS = 1_000_000_000; // 10 million TL: far above any real price, below int4.
export const OFFER_MAX_STOCK = 1_000_000;
export const OFFER_MAX_DISPATCH_DAYS = 30;
/** Rows a bulk file may hold (header excluded). */
export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;

export const OFFER_MESSAGES = {
  price: 'Fiyat sıfırdan büyük, kuruş cinsinden bir tam sayı olmalı.',
  listPrice: 'Liste fiyatı kuruş cinsinden bir tam sayı olmalı.',
  listBelowPrice: 'Liste fiyatı satış fiyatından düşük olamaz.',
  stock: 'Stok 0 veya daha büyük bir tam sayı olmalı.',
  dispatchDays: `Kargoya verme süresi 0 ile ${OFFER_MAX_DISPATCH_DAYS} gün arasında olmalı.`,
  variant: 'Satmak istediğiniz varyantı seçin.',
  already: 'Bu ürünü zaten satıyorsunuz.',
} as const;

const price = z
  .number({ error: OFFER_MESSAGES.price })
  .int({ error: OFFER_MESSAGES.price })
  .positive({ error: OFFER_MESSAGES.price })
  .max(MAX_KURUS, { error: OFFER_MESSAGES.price });
const listPrice = z
  .number({ error: OFFER_MESSAGES.listPrice })
  .int({ error: OFFER_MESSAGES.listPrice })
  .positive({ error: OFFER_MESSAGES.listPrice })
  .max(MAX_KURUS, { error: OFFER_MESSAGES.listPrice });
const stock = z
  .number({ error: OFFER_MESSAGES.stock })
  .int({ error: OFFER_MESSAGES.stock })
  .min(0, { error: OFFER_MESSAGES.stock })
  .max(OFFER_MAX_STOCK, { error: OFFER_MESSAGES.stock });
const dispatchDays = z
  .number({ error: OFFER_MESSAGES.dispatchDays })
  .int({ error: OFFER_MESSAGES.dispatchDays })
  .min(0, { error: OFFER_MESSAGES.dispatchDays })
  .max(OFFER_MAX_DISPATCH_DAYS, { error: OFFER_MESSAGES.dispatchDays });

// --- Match -----------------------------------------------------------------------------------

export const BARCODE_INVALID = 'Barkod 8, 12, 13 veya 14 haneli geçerli bir GTIN/EAN olmalı.';

export const catalogMatchQuerySchema = z
  .object({
    barcode: z
      .string()
      .trim()
      .refine((s) => isValidGtin(s), { error: BARCODE_INVALID })
      .transform((s) => s.replace(/\s+/g, ''))
      .optional(),
    q: z
      .string()
      .trim()
      .min(2, { error: 'Aramak için en az 2 harf yazın.' })
      .max(100, { error: 'Arama en fazla 100 karakter olabilir.' })
      .optional(),
  })
  .refine((x) => x.barcode !== undefined || x.q !== undefined, {
    error: 'Ürün adı veya barkod yazın.',
  });
export type CatalogMatchQuery = z.infer<typeof catalogMatchQuerySchema>;

export const myOfferSchema = z.object({
  offer_id: z.number().int(),
  price: z.number().int(),
  list_price: z.number().int().nullable(),
  stock: z.number().int(),
  is_active: z.boolean(),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

export const matchVariantSchema = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  /** Axis values, e.g. [{ name: 'Renk', value: 'Siyah' }]; empty for a product without axes. */
  axes: z.array(z.object({ name: z.string(), value: z.string() })),
  image: z.string().nullable(),
  /** The cheapest active offer of the variant (any seller). */
  best_price: z.number().int().nullable(),
  /** This business's offer on the variant, when it has one. */
  mine: myOfferSchema.nullable(),
});
export type MatchVariant = z.infer<typeof matchVariantSchema>;

export const matchProductSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  best_offer: z
    .object({
      price: z.number().int(),
      list_price: z.number().int().nullable(),
      seller: z.string(),
    })
    .nullable(),
  seller_count: z.number().int(),
  variants: z.array(matchVariantSchema),
});
export type MatchProduct = z.infer<typeof matchProductSchema>;

export const catalogMatchSchema = z.object({
  /** The variant whose barcode was typed (barcode search only). */
  matched_variant_id: z.number().int().nullable(),
  results: z.array(matchProductSchema),
});
export type CatalogMatch = z.infer<typeof catalogMatchSchema>;

// --- Offers ----------------------------------------------------------------------------------

export const offerCreateSchema = z
  .object({
    variant_id: z
      .number({ error: OFFER_MESSAGES.variant })
      .int({ error: OFFER_MESSAGES.variant })
      .positive({ error: OFFER_MESSAGES.variant })
      .max(2_147_483_647, { error: OFFER_MESSAGES.variant }),
    price,
    list_price: listPrice.nullable().optional(),
    stock,
    dispatch_days: dispatchDays.nullable().optional(),
  })
  .refine((x) => x.list_price == null || x.list_price >= x.price, {
    error: OFFER_MESSAGES.listBelowPrice,
    path: ['list_price'],
  });
export type OfferCreate = z.infer<typeof offerCreateSchema>;

export const offerPatchSchema = z
  .object({
    price: price.optional(),
    /** null removes the list price. */
    list_price: listPrice.nullable().optional(),
    stock: stock.optional(),
    is_active: z.boolean({ error: 'Satış durumu doğru ya da yanlış olmalı.' }).optional(),
    /** null: the business's own dispatch days. */
    dispatch_days: dispatchDays.nullable().optional(),
  })
  .refine((x) => Object.values(x).some((v) => v !== undefined), {
    error: 'Değiştirmek istediğiniz bir alan gönderin.',
  })
  .refine((x) => x.list_price == null || x.price === undefined || x.list_price >= x.price, {
    error: OFFER_MESSAGES.listBelowPrice,
    path: ['list_price'],
  });
export type OfferPatch = z.infer<typeof offerPatchSchema>;

export const vendorOfferSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_slug: z.string(),
  product_status: z.string(),
  title: z.string(),
  /** Axis values joined, e.g. "Siyah / 128 GB"; empty without axes. */
  variant_label: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.number().int(),
  list_price: z.number().int().nullable(),
  stock: z.number().int(),
  is_active: z.boolean(),
  dispatch_days: z.number().int().nullable(),
  updated_at: z.string(),
});
export type VendorOffer = z.infer<typeof vendorOfferSchema>;

export const vendorOfferListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Sayfa bir tam sayı olmalı.' })
    .int({ error: 'Sayfa bir tam sayı olmalı.' })
    .min(1, { error: 'Sayfa bir tam sayı olmalı.' })
    .max(10_000, { error: 'Sayfa bir tam sayı olmalı.' })
    .default(1),
  /** Title words, barcode or SKU. */
  q: z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir.' }).optional(),
});

export const vendorOfferListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorOfferSchema),
});
export type VendorOfferList = z.infer<typeof vendorOfferListSchema>;

// --- Bulk ------------------------------------------------------------------------------------

/** The template's and the result file's columns, in order. */
export const BULK_COLUMNS = ['barkod', 'stok_kodu', 'fiyat', 'liste_fiyati', 'stok'] as const;

export const BULK_JOB_STATES = ['bekliyor', 'isleniyor', 'tamamlandi', 'basarisiz'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];
export const BULK_JOB_STATE_LABELS: Record<BulkJobState, string> = {
  bekliyor: 'Sırada',
  isleniyor: 'İşleniyor',
  tamamlandi: 'Tamamlandı',
  basarisiz: 'Başarısız',
};

export const BULK_ROW_STATUSES = [
  'bekliyor',
  'guncellendi',
  'degisiklik_yok',
  'reddedildi',
] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];
export const BULK_ROW_STATUS_LABELS: Record<BulkRowStatus, string> = {
  bekliyor: 'Sırada',
  guncellendi: 'Güncellendi',
  degisiklik_yok: 'Değişiklik yok',
  reddedildi: 'Reddedildi',
};

export const bulkAcceptedSchema = z.object({ job_id: z.number().int() });

export const bulkRowResultSchema = z.object({
  /** Row number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  status: z.enum(BULK_ROW_STATUSES),
  reason: z.string().nullable(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkJobSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  state: z.enum(BULK_JOB_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  counts: z.object({
    guncellendi: z.number().int(),
    degisiklik_yok: z.number().int(),
    reddedildi: z.number().int(),
  }),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  rows: z.array(bulkRowResultSchema),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkJobQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Biçim json veya csv olmalı.' }).optional(),
});
export const bulkTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Biçim csv veya xlsx olmalı.' }).optional(),
});
