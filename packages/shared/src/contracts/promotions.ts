import { z } from 'zod';

/**
 * Promotions (issue 14; docs/decisions/033). Sellers: `GET|POST /api/vendor/api/coupons/`,
 * `GET|PUT|DELETE …/coupons/{id}/`, `GET|POST …/campaigns/`, `GET|PUT|DELETE …/campaigns/{id}/`,
 * `GET|POST …/discounts/`, `DELETE …/discounts/{id}/`. Shoppers: `GET /api/urun/api/coupons/`,
 * `POST …/cart/coupons/` `{code}`, `DELETE …/cart/coupons/{code}/`. Money in kuruş; times ISO
 * 8601 (the dashboard enters them in Europe/Istanbul time).
 */

const int = () => z.number().int();
const MAX_KURUS = 1_000_000_000;

/** One reduction of a cart, checkout or order line, as the shopper reads it. */
export const reductionSchema = z.object({
  kind: z.enum(['indirim', 'kampanya', 'kupon']),
  label: z.string(),
  amount: int(),
});
export type LineReduction = z.infer<typeof reductionSchema>;

/** The coupon applied to one seller's package, and whether it takes anything off now. */
export const appliedCouponSchema = z.object({
  id: int(),
  code: z.string(),
  applied: z.boolean(),
  amount: int(),
  /** Why it takes nothing off now, e.g. the minimum basket is not reached. */
  reason: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const PROMO_MESSAGES = {
  code: 'Kupon kodu 3–30 harf, rakam veya tire olmalı.',
  kind: 'İndirim türünü seçin: yüzde veya tutar.',
  percent: 'Yüzde 1 ile 90 arasında bir tam sayı olmalı.',
  amount: 'İndirim tutarı sıfırdan büyük, kuruş cinsinden bir tam sayı olmalı.',
  minBasket: 'En az sepet tutarı 0 veya daha büyük, kuruş cinsinden bir tam sayı olmalı.',
  limit: 'Kullanım limiti 1 veya daha büyük bir tam sayı olmalı.',
  date: 'Geçerli bir tarih ve saat girin.',
  dates: 'Bitiş, başlangıçtan sonra olmalı.',
  products: 'Seçilen ürünlerden en az biri olmalı (en fazla 500).',
  unknownProducts: 'Seçilen ürünlerden bazıları bu işletmenin satışta olan ürünü değil.',
  codeTaken: 'Bu kupon kodu zaten var.',
  notFound: 'Kupon bulunamadı.',
  couponCode: 'Kupon kodunu yazın.',
} as const;

const percent = int()
  .min(1, { error: PROMO_MESSAGES.percent })
  .max(90, { error: PROMO_MESSAGES.percent });
const amount = z
  .number({ error: PROMO_MESSAGES.amount })
  .int({ error: PROMO_MESSAGES.amount })
  .positive({ error: PROMO_MESSAGES.amount })
  .max(MAX_KURUS, { error: PROMO_MESSAGES.amount });
const when = z.iso.datetime({ offset: true, error: PROMO_MESSAGES.date });
const productIds = z
  .array(int().positive(), { error: PROMO_MESSAGES.products })
  .min(1, { error: PROMO_MESSAGES.products })
  .max(500, { error: PROMO_MESSAGES.products })
  .nullable()
  .default(null);
const limit = z
  .number({ error: PROMO_MESSAGES.limit })
  .int({ error: PROMO_MESSAGES.limit })
  .min(1, { error: PROMO_MESSAGES.limit })
  .max(1_000_000, { error: PROMO_MESSAGES.limit })
  .nullable()
  .default(null);

export const COUPON_CODE_RE = /^[\p{L}\p{N}-]{3,30}$/u;

/** Codes compare in Turkish capitals: "yaz-i" and "YAZ-İ" are one code. */
export const couponCodeKey = (code: string) => code.trim().toLocaleUpperCase('tr-TR');

export const couponInputSchema = z
  .object({
    code: z.string().trim().regex(COUPON_CODE_RE, { error: PROMO_MESSAGES.code }),
    kind: z.enum(['yuzde', 'tutar'], { error: PROMO_MESSAGES.kind }),
    /** Percent (1–90) for 'yuzde', kuruş for 'tutar'. */
    value: amount,
    min_basket: z
      .number({ error: PROMO_MESSAGES.minBasket })
      .int({ error: PROMO_MESSAGES.minBasket })
      .min(0, { error: PROMO_MESSAGES.minBasket })
      .max(MAX_KURUS, { error: PROMO_MESSAGES.minBasket })
      .default(0),
    starts_at: when,
    ends_at: when,
    total_limit: limit,
    per_user_limit: limit,
    /** null: every product of the seller. */
    product_ids: productIds,
    is_public: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'yuzde' && !percent.safeParse(c.value).success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.percent });
    if (Date.parse(c.ends_at) <= Date.parse(c.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMO_MESSAGES.dates });
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponStatusSchema = z.enum(['planlandi', 'aktif', 'bitti', 'sonlandirildi']);

export const vendorCouponSchema = z.object({
  id: int(),
  code: z.string(),
  kind: z.enum(['yuzde', 'tutar']),
  value: int(),
  min_basket: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  total_limit: int().nullable(),
  per_user_limit: int().nullable(),
  product_ids: z.array(int()).nullable(),
  is_public: z.boolean(),
  status: couponStatusSchema,
  /** Orders that used it and still count (cancelled packages give their use back). */
  uses: int(),
  /** What those orders paid for this seller's items. */
  revenue: int(),
  /** What the coupon took off them. */
  cost: int(),
  created_at: z.string(),
});
export type VendorCoupon = z.infer<typeof vendorCouponSchema>;

export const vendorCouponListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorCouponSchema),
});
export type VendorCouponList = z.infer<typeof vendorCouponListSchema>;

export const vendorPromoListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** DELETE answers what happened: gone (never used) or ended (kept for its uses). */
export const promoDeletedSchema = z.object({ deleted: z.boolean(), ended: z.boolean() });

// --- Shopper ---------------------------------------------------------------------------------

export const shopperCouponSchema = z.object({
  id: int(),
  code: z.string(),
  kind: z.enum(['yuzde', 'tutar']),
  value: int(),
  min_basket: int(),
  ends_at: z.string(),
  seller: z.object({ id: int(), name: z.string(), slug: z.string() }),
  /** "Kupon: 50,00 TL" / "Kupon: %10". */
  label: z.string(),
  /** Applied to this shopper's cart now. */
  in_cart: z.boolean(),
});
export type ShopperCoupon = z.infer<typeof shopperCouponSchema>;

export const shopperCouponListQuerySchema = z.object({
  seller: z.coerce.number().int().positive().optional(),
  product: z.coerce.number().int().positive().optional(),
});

export const shopperCouponListSchema = z.object({ results: z.array(shopperCouponSchema) });

export const applyCouponSchema = z.object({
  code: z
    .string({ error: PROMO_MESSAGES.couponCode })
    .trim()
    .min(1, { error: PROMO_MESSAGES.couponCode })
    .max(30, { error: PROMO_MESSAGES.code }),
});
