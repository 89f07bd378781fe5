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
const MAX_INT = 2_147_483_647;
/** A row id: positive and within an int column (a larger one is 400, never a 500). */
const rowId = () => z.number().int().positive().max(MAX_INT);

/** One reduction of a cart, checkout or order line, as the shopper reads it. */
export const reductionSchema = z.object({
  kind: z.enum(['indirim', 'firsat', 'kampanya', 'kupon']),
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
  .array(rowId(), { error: PROMO_MESSAGES.products })
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
  seller: z.coerce.number().int().positive().max(MAX_INT).optional(),
  product: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

export const shopperCouponListSchema = z.object({ results: z.array(shopperCouponSchema) });

export const applyCouponSchema = z.object({
  code: z
    .string({ error: PROMO_MESSAGES.couponCode })
    .trim()
    .min(1, { error: PROMO_MESSAGES.couponCode })
    .max(30, { error: PROMO_MESSAGES.code }),
});

// --- Campaigns ---------------------------------------------------------------------------------

export const CAMPAIGN_TYPES = [
  'x_al_y_ode',
  'sepette_yuzde',
  'ikinci_urun_yuzde',
  'kargo_bedava',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_MESSAGES = {
  type: 'Kampanya türünü seçin.',
  title: 'Kampanya adı 3–100 karakter olmalı.',
  buyX: '"X al" 2 ile 10 arasında bir tam sayı olmalı.',
  payY: '"Y öde" 1 ile X − 1 arasında bir tam sayı olmalı.',
  threshold: 'Kargo bedava tutarı sıfırdan büyük, kuruş cinsinden bir tam sayı olmalı.',
  notFound: 'Kampanya bulunamadı.',
  ended: 'Sonlandırılmış bir kampanya değiştirilemez.',
} as const;

const smallInt = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const campaignInputSchema = z
  .object({
    type: z.enum(CAMPAIGN_TYPES, { error: CAMPAIGN_MESSAGES.type }),
    title: z
      .string({ error: CAMPAIGN_MESSAGES.title })
      .trim()
      .min(3, { error: CAMPAIGN_MESSAGES.title })
      .max(100, { error: CAMPAIGN_MESSAGES.title }),
    product_ids: productIds,
    buy_x: smallInt(2, 10, CAMPAIGN_MESSAGES.buyX).nullable().default(null),
    pay_y: smallInt(1, 9, CAMPAIGN_MESSAGES.payY).nullable().default(null),
    percent: percent.nullable().default(null),
    threshold: z
      .number({ error: CAMPAIGN_MESSAGES.threshold })
      .int({ error: CAMPAIGN_MESSAGES.threshold })
      .positive({ error: CAMPAIGN_MESSAGES.threshold })
      .max(MAX_KURUS, { error: CAMPAIGN_MESSAGES.threshold })
      .nullable()
      .default(null),
    starts_at: when,
    ends_at: when,
  })
  .superRefine((c, ctx) => {
    const need = (field: 'buy_x' | 'pay_y' | 'percent' | 'threshold', message: string) => {
      if (c[field] === null) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (c.type === 'x_al_y_ode') {
      need('buy_x', CAMPAIGN_MESSAGES.buyX);
      need('pay_y', CAMPAIGN_MESSAGES.payY);
      if (c.buy_x !== null && c.pay_y !== null && c.pay_y >= c.buy_x)
        ctx.addIssue({ code: 'custom', path: ['pay_y'], message: CAMPAIGN_MESSAGES.payY });
    }
    if (c.type === 'sepette_yuzde' || c.type === 'ikinci_urun_yuzde')
      need('percent', PROMO_MESSAGES.percent);
    if (c.type === 'kargo_bedava') need('threshold', CAMPAIGN_MESSAGES.threshold);
    if (Date.parse(c.ends_at) <= Date.parse(c.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMO_MESSAGES.dates });
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const promoStatusSchema = z.enum(['planlandi', 'aktif', 'bitti', 'sonlandirildi']);

export const vendorCampaignSchema = z.object({
  id: int(),
  type: z.enum(CAMPAIGN_TYPES),
  title: z.string(),
  /** What shoppers read on badges: "3 al 2 öde", "Sepette %10 indirim". */
  label: z.string(),
  product_ids: z.array(int()).nullable(),
  buy_x: int().nullable(),
  pay_y: int().nullable(),
  percent: int().nullable(),
  threshold: int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: promoStatusSchema,
  created_at: z.string(),
});
export type VendorCampaign = z.infer<typeof vendorCampaignSchema>;

export const vendorCampaignListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorCampaignSchema),
});

// --- Discounts ---------------------------------------------------------------------------------

export const DISCOUNT_MESSAGES = {
  items: 'İndirim için 1–200 ürün veya varyant seçin.',
  kind: 'İndirim türünü seçin: yeni fiyat veya yüzde.',
  price: 'Yeni fiyat sıfırdan büyük, kuruş cinsinden bir tam sayı olmalı.',
  notBelow: 'Yeni fiyat, seçilen ürünlerin şu anki fiyatından düşük olmalı.',
  unknown: 'Seçilen ürün veya varyantlardan bazılarını bu işletme satmıyor.',
  notFound: 'İndirim bulunamadı.',
} as const;

export const discountInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          product_id: rowId(),
          /** null: every variant of the product this business sells. */
          variant_id: rowId().nullable().default(null),
        }),
        { error: DISCOUNT_MESSAGES.items },
      )
      .min(1, { error: DISCOUNT_MESSAGES.items })
      .max(200, { error: DISCOUNT_MESSAGES.items }),
    kind: z.enum(['fiyat', 'yuzde'], { error: DISCOUNT_MESSAGES.kind }),
    /** The new unit price in kuruş ('fiyat') or the percent off ('yuzde', 1–90). */
    value: z
      .number({ error: DISCOUNT_MESSAGES.price })
      .int({ error: DISCOUNT_MESSAGES.price })
      .positive({ error: DISCOUNT_MESSAGES.price })
      .max(MAX_KURUS, { error: DISCOUNT_MESSAGES.price }),
    starts_at: when,
    ends_at: when,
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'yuzde' && !percent.safeParse(d.value).success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_MESSAGES.percent });
    if (Date.parse(d.ends_at) <= Date.parse(d.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMO_MESSAGES.dates });
  });
export type DiscountInput = z.input<typeof discountInputSchema>;

export const vendorDiscountSchema = z.object({
  id: int(),
  product_id: int(),
  product_title: z.string(),
  variant_id: int().nullable(),
  variant_label: z.string().nullable(),
  kind: z.enum(['fiyat', 'yuzde']),
  value: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: promoStatusSchema,
  created_at: z.string(),
});
export type VendorDiscount = z.infer<typeof vendorDiscountSchema>;

export const vendorDiscountListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorDiscountSchema),
});

export const discountsCreatedSchema = z.object({ results: z.array(vendorDiscountSchema) });
