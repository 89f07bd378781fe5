import { z } from 'zod';

/**
 * Starred deals (issue 14 point 4; docs/decisions/038). Sellers: `GET|POST
 * /api/vendor/api/starred-deals/`, `DELETE …/starred-deals/{id}/`. Operators: `GET
 * /api/yonetim/api/starred-deals/?status=`, `POST …/starred-deals/{id}/approve/` and
 * `…/reject/` `{reason}`. Money in kuruş; times ISO 8601 (entered in Europe/Istanbul time).
 */

const int = () => z.number().int();
const MAX_INT = 2_147_483_647;
const MAX_KURUS = 1_000_000_000;

/** A deal lasts at most this long. */
export const STARRED_DEAL_MAX_DAYS = 7;
/** A deal may be nominated to start at most this many days ahead. */
export const STARRED_DEAL_LEAD_DAYS = 30;
/** Approved deals an Istanbul day can hold (every deal running on that day takes one). */
export const STARRED_DEAL_SLOTS = 24;

export const STARRED_DEAL_MESSAGES = {
  offer: 'Fırsata koyacağınız ürünü seçin.',
  unknownOffer: 'Seçilen ürün bu işletmenin satıştaki bir teklifi değil.',
  price: 'Fırsat fiyatı sıfırdan büyük, kuruş cinsinden bir tam sayı olmalı.',
  notBelow: 'Fırsat fiyatı, ürünün şu anki fiyatından düşük olmalı.',
  cap: 'Fırsat stoğu 1 veya daha büyük bir tam sayı olmalı.',
  capAboveStock: 'Fırsat stoğu, ürünün stoğundan fazla olamaz.',
  date: 'Geçerli bir tarih ve saat girin.',
  past: 'Fırsat ileri bir zamanda başlamalı.',
  tooFar: `Fırsat en fazla ${STARRED_DEAL_LEAD_DAYS} gün sonrası için önerilebilir.`,
  dates: 'Bitiş, başlangıçtan sonra olmalı.',
  tooLong: `Bir fırsat en fazla ${STARRED_DEAL_MAX_DAYS} gün sürebilir.`,
  overlap: 'Bu ürün için bu tarihlerde zaten bir yıldızlı fırsat var.',
  notFound: 'Yıldızlı fırsat bulunamadı.',
  decided: 'Bu fırsat zaten karara bağlanmış.',
  expired: 'Süresi geçmiş bir fırsat onaylanamaz.',
  reason: 'Ret gerekçesini yazın (en az 3, en fazla 500 karakter).',
  soldOut: 'Yıldızlı fırsat stoğu tükendi',
} as const;

const when = z.iso.datetime({ offset: true, error: STARRED_DEAL_MESSAGES.date });

export const starredDealInputSchema = z
  .object({
    offer_id: z
      .number({ error: STARRED_DEAL_MESSAGES.offer })
      .int({ error: STARRED_DEAL_MESSAGES.offer })
      .positive({ error: STARRED_DEAL_MESSAGES.offer })
      .max(MAX_INT, { error: STARRED_DEAL_MESSAGES.offer }),
    deal_price: z
      .number({ error: STARRED_DEAL_MESSAGES.price })
      .int({ error: STARRED_DEAL_MESSAGES.price })
      .positive({ error: STARRED_DEAL_MESSAGES.price })
      .max(MAX_KURUS, { error: STARRED_DEAL_MESSAGES.price }),
    stock_cap: z
      .number({ error: STARRED_DEAL_MESSAGES.cap })
      .int({ error: STARRED_DEAL_MESSAGES.cap })
      .min(1, { error: STARRED_DEAL_MESSAGES.cap })
      .max(1_000_000, { error: STARRED_DEAL_MESSAGES.capAboveStock }),
    starts_at: when,
    ends_at: when,
  })
  .strict()
  .superRefine((d, ctx) => {
    const start = Date.parse(d.starts_at);
    const end = Date.parse(d.ends_at);
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: STARRED_DEAL_MESSAGES.dates });
    else if (end - start > STARRED_DEAL_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: STARRED_DEAL_MESSAGES.tooLong });
  });
export type StarredDealInput = z.input<typeof starredDealInputSchema>;

/**
 * What a deal is now: waiting for an operator, approved and not started, running, sold out
 * (units may come back from a cancelled order while it runs), over, or rejected.
 */
export const STARRED_DEAL_STATES = [
  'beklemede',
  'yaklasan',
  'yayinda',
  'tukendi',
  'bitti',
  'reddedildi',
] as const;
export type StarredDealState = (typeof STARRED_DEAL_STATES)[number];

export const STARRED_DEAL_STATE_LABELS: Record<StarredDealState, string> = {
  beklemede: 'Onay bekliyor',
  yaklasan: 'Onaylandı, başlayacak',
  yayinda: 'Yayında',
  tukendi: 'Tükendi',
  bitti: 'Sona erdi',
  reddedildi: 'Reddedildi',
};

/** The operators' filter: waiting, approved (to come or running), rejected, ended (incl. sold out). */
export const STARRED_DEAL_FILTERS = ['beklemede', 'onaylandi', 'reddedildi', 'bitti'] as const;

const starredDealBase = z.object({
  id: int(),
  offer_id: int(),
  product_id: int(),
  product_title: z.string(),
  product_slug: z.string(),
  variant_label: z.string().nullable(),
  /** The offer's price and stock now. */
  offer_price: int(),
  offer_stock: int(),
  deal_price: int(),
  stock_cap: int(),
  /** Units sold at the deal price and still counted (not cancelled, payment not failed). */
  sold: int(),
  remaining: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(STARRED_DEAL_STATES),
  rejection_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type VendorStarredDeal = z.infer<typeof starredDealBase>;
export const vendorStarredDealSchema = starredDealBase;

export const vendorStarredDealListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(vendorStarredDealSchema),
});
export type VendorStarredDealList = z.infer<typeof vendorStarredDealListSchema>;

export const starredDealDeletedSchema = z.object({ deleted: z.boolean(), ended: z.boolean() });

export const operatorStarredDealSchema = vendorStarredDealSchema.extend({
  business: z.object({ id: int(), name: z.string() }),
});
export type OperatorStarredDeal = z.infer<typeof operatorStarredDealSchema>;

/** One Istanbul day's slots: approved deals running on it, of `limit`. */
export const starredDealSlotSchema = z.object({ date: z.string(), used: int(), limit: int() });
export type StarredDealSlot = z.infer<typeof starredDealSlotSchema>;

export const operatorStarredDealListSchema = z.object({
  count: int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  /** Today and the next days (Istanbul). */
  slots: z.array(starredDealSlotSchema),
  results: z.array(operatorStarredDealSchema),
});
export type OperatorStarredDealList = z.infer<typeof operatorStarredDealListSchema>;

export const starredDealRejectSchema = z
  .object({
    reason: z
      .string({ error: STARRED_DEAL_MESSAGES.reason })
      .trim()
      .min(3, { error: STARRED_DEAL_MESSAGES.reason })
      .max(500, { error: STARRED_DEAL_MESSAGES.reason }),
  })
  .strict();
