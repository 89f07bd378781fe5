import { z } from 'zod';

/** What operators review before it reaches shoppers (issue 13): products, brands, attribute values. */
export const MODERATION_TYPES = ['product', 'brand', 'attribute'] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];

export const MODERATION_TYPE_LABELS: Record<ModerationType, string> = {
  product: 'Ürünler',
  brand: 'Markalar',
  attribute: 'Özellik değerleri',
};

export const MODERATION_STATUSES = ['beklemede', 'onaylandi', 'reddedildi'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/**
 * The reasons an operator may give, per type. `field` names the form field the seller sees the
 * reason beside (null: shown at the top of the form).
 */
export interface ModerationReason {
  code: string;
  label: string;
  field: string | null;
}

export const MODERATION_REASONS: Record<ModerationType, readonly ModerationReason[]> = {
  product: [
    {
      code: 'baslik',
      label: 'Başlık kurallara uygun değil: marka, model ve ayırt edici özelliği içermeli.',
      field: 'title',
    },
    {
      code: 'aciklama',
      label: 'Açıklama eksik, yanıltıcı ya da başka bir ürünü anlatıyor.',
      field: 'description',
    },
    {
      code: 'gorsel',
      label: 'Görseller düşük çözünürlüklü, filigranlı ya da ürünü göstermiyor.',
      field: 'images',
    },
    { code: 'kategori', label: 'Ürün yanlış kategoride.', field: 'category' },
    { code: 'ozellik', label: 'Özellikler eksik ya da hatalı.', field: 'attributes' },
    {
      code: 'marka',
      label: 'Marka yanlış ya da marka kullanım yetkisi belgelenmedi.',
      field: 'brand',
    },
    {
      code: 'varyant',
      label: 'Varyantlar, barkodlar ya da stok kodları hatalı.',
      field: 'variants',
    },
    { code: 'yasakli', label: 'Bu ürünün Çarşı’da satışı yasak.', field: null },
    { code: 'diger', label: 'Diğer (açıklamaya bakın).', field: null },
  ],
  brand: [
    {
      code: 'belge',
      label: 'Tescil numarası ya da yetki belgesi eksik veya geçersiz.',
      field: 'document',
    },
    { code: 'isim', label: 'Marka adı yazımı hatalı ya da kurallara uygun değil.', field: 'name' },
    { code: 'logo', label: 'Logo okunmuyor ya da markaya ait değil.', field: 'logo' },
    { code: 'mevcut', label: 'Bu marka zaten kayıtlı; kayıtlı markayı seçin.', field: 'name' },
    { code: 'diger', label: 'Diğer (açıklamaya bakın).', field: null },
  ],
  attribute: [
    {
      code: 'mevcut',
      label: 'Bu değer zaten var ya da var olan bir değerle aynı anlamda.',
      field: 'value',
    },
    { code: 'yazim', label: 'Değerin yazımı hatalı.', field: 'value' },
    { code: 'kategori', label: 'Bu değer bu kategoriye uygun değil.', field: 'category' },
    { code: 'diger', label: 'Diğer (açıklamaya bakın).', field: null },
  ],
};

/** One changed field of a submission, as the operator compares it ("before" is null when new). */
export const moderationChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ModerationChange = z.infer<typeof moderationChangeSchema>;

export const moderationRejectionSchema = z.object({
  reasons: z.array(z.string()),
  note: z.string(),
});
export type ModerationRejection = z.infer<typeof moderationRejectionSchema>;

export const moderationItemSchema = z.object({
  type: z.enum(MODERATION_TYPES),
  id: z.number().int(),
  title: z.string(),
  status: z.enum(MODERATION_STATUSES),
  /** The business that sent it; null for an operator's own change. */
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  submitted_at: z.string(),
  /** One line the queue shows under the title (category path, brand, …). */
  summary: z.string(),
  image_url: z.string().nullable(),
  /** What changed (a new submission lists every field with `before: null`). */
  changes: z.array(moderationChangeSchema),
  documents: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The last rejection, when rejected. */
  rejection: moderationRejectionSchema.nullable(),
  /** Where the operator can see it as shoppers would, when it exists. */
  link: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  /** Items waiting, per type, for the queue's tabs. */
  pending: z.object({
    product: z.number().int(),
    brand: z.number().int(),
    attribute: z.number().int(),
  }),
  results: z.array(moderationItemSchema),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

export const moderationRejectInputSchema = z.object({
  reasons: z
    .array(
      z.string({ error: 'Ret gerekçesi geçersiz.' }).max(40, { error: 'Ret gerekçesi geçersiz.' }),
      {
        error: 'En az bir ret gerekçesi seçin.',
      },
    )
    .min(1, { error: 'En az bir ret gerekçesi seçin.' })
    .max(10, { error: 'En fazla 10 gerekçe seçilebilir.' }),
  note: z
    .string({ error: 'Açıklama metin olmalı.' })
    .trim()
    .max(500, { error: 'Açıklama en fazla 500 karakter olabilir.' })
    .default(''),
});
export type ModerationRejectInput = z.infer<typeof moderationRejectInputSchema>;

export const moderationDecisionSchema = z.object({
  type: z.enum(MODERATION_TYPES),
  id: z.number().int(),
  status: z.enum(MODERATION_STATUSES),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;
