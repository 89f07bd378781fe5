import { z } from 'zod';

// The seller's brands, product lines, attribute-value proposals and the category search of
// the product wizard (issue 13; docs/decisions/031).

export const REVIEW_STATUSES = ['beklemede', 'onaylandi', 'reddedildi'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  beklemede: 'İncelemede',
  onaylandi: 'Onaylandı',
  reddedildi: 'Reddedildi',
};

export const MAX_BRAND_LOGO_BYTES = 2 * 1024 * 1024;
export const MAX_BRAND_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * A TÜRKPATENT application/registration number: the year (two digits before 2000, four after),
 * a slash and a five- or six-digit serial ("2019/123456", "98/012345"). A space or a dash in
 * place of the slash is accepted and normalised.
 */
export const TURKPATENT_NUMBER_RE = /^(\d{2}|(19|20)\d{2})\/\d{5,6}$/;
export function normaliseTurkpatentNumber(input: string): string {
  return input.trim().replace(/\s*[\s/-]\s*/, '/');
}
export const TURKPATENT_MESSAGE =
  'TÜRKPATENT numarası yıl/sıra biçiminde olmalı, örneğin 2019/123456.';

const trimmed = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .min(min, { error: `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .refine((s) => !/[<>{}]/.test(s), { error: `${label} < > { } içeremez.` });

/** The text fields of a brand application (the logo and the letter come as files). */
export const brandApplicationFieldsSchema = z.object({
  name: trimmed('Marka adı', 2, 60),
  registration_number: z
    .string({ error: TURKPATENT_MESSAGE })
    .transform(normaliseTurkpatentNumber)
    .refine((s) => s === '' || TURKPATENT_NUMBER_RE.test(s), { error: TURKPATENT_MESSAGE })
    .optional()
    .transform((s) => (s ? s : null)),
});
export type BrandApplicationFields = z.infer<typeof brandApplicationFieldsSchema>;

export const reviewRejectionSchema = z.object({
  /** The reasons with their labels and the form field each concerns (null: the whole form). */
  reasons: z.array(z.object({ code: z.string(), label: z.string(), field: z.string().nullable() })),
  note: z.string(),
});
export type ReviewRejection = z.infer<typeof reviewRejectionSchema>;

export const vendorBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** This business applied for it (its application's details follow). */
  mine: z.boolean(),
  logo_url: z.string().nullable(),
  registration_number: z.string().nullable(),
  document: z.object({ name: z.string(), url: z.string() }).nullable(),
  rejection: reviewRejectionSchema.nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type VendorBrand = z.infer<typeof vendorBrandSchema>;

export const vendorBrandListQuerySchema = z.object({
  q: z
    .string({ error: 'Arama metni geçersiz.' })
    .trim()
    .max(60, { error: 'Arama en fazla 60 karakter olabilir.' })
    .default(''),
  /** Only this business's applications (all states). */
  mine: z
    .enum(['1', '0'], { error: 'Geçersiz filtre.' })
    .optional()
    .transform((v) => v === '1'),
});

export const vendorBrandListSchema = z.object({
  /** This business's applications (all states; filtered by q too). */
  applications: z.array(vendorBrandSchema),
  /** Approved brands matching q (at most 50), and this business's pending ones. */
  results: z.array(vendorBrandSchema),
});
export type VendorBrandList = z.infer<typeof vendorBrandListSchema>;

export const productLineSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  mine: z.boolean(),
  rejection: reviewRejectionSchema.nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ProductLine = z.infer<typeof productLineSchema>;

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

export const productLineListQuerySchema = z.object({
  brand: positiveId('Marka numarası bir tam sayı olmalı.'),
});
export const productLineListSchema = z.object({ results: z.array(productLineSchema) });

export const productLineInputSchema = z.object({
  brand_id: positiveId('Markayı seçin.'),
  name: trimmed('Seri adı', 1, 60),
});
export type ProductLineInput = z.infer<typeof productLineInputSchema>;

export const vendorCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "Elektronik › Telefon › Cep Telefonu" */
  path: z.string(),
  is_leaf: z.boolean(),
});
export type VendorCategory = z.infer<typeof vendorCategorySchema>;
export const vendorCategoryListSchema = z.object({ results: z.array(vendorCategorySchema) });
export const vendorCategoryQuerySchema = z.object({
  q: z
    .string({ error: 'Arama metni geçersiz.' })
    .trim()
    .max(80, { error: 'Arama en fazla 80 karakter olabilir.' })
    .default(''),
  /** Without q: the children of this category (the top level when absent). */
  parent: positiveId('Kategori numarası bir tam sayı olmalı.').optional(),
});

export const categoryAttributeValueSchema = z.object({
  /** The attribute value's id; null for this business's pending proposal. */
  id: z.number().int().nullable(),
  value: z.string(),
  hex: z.string().nullable(),
  /** This business's proposal waiting for review (usable by its drafts meanwhile: no). */
  pending: z.boolean(),
  proposal_id: z.number().int().nullable(),
});
export const categoryAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_filterable: z.boolean(),
  is_variant_axis: z.boolean(),
  is_required: z.boolean(),
  /** Values carry a swatch colour (the Renk attribute). */
  is_color: z.boolean(),
  values: z.array(categoryAttributeValueSchema),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;
export const categoryAttributesSchema = z.object({
  category: vendorCategorySchema,
  attributes: z.array(categoryAttributeSchema),
});
export type CategoryAttributes = z.infer<typeof categoryAttributesSchema>;

export const HEX_COLOR_RE = /^#[0-9a-fA-F]{6}$/;

export const attributeProposalInputSchema = z.object({
  category_id: positiveId('Kategoriyi seçin.'),
  attribute_id: positiveId('Özelliği seçin.'),
  value: trimmed('Değer', 1, 40),
  hex: z
    .string({ error: 'Renk kodu #RRGGBB biçiminde olmalı.' })
    .trim()
    .refine((s) => s === '' || HEX_COLOR_RE.test(s), {
      error: 'Renk kodu #RRGGBB biçiminde olmalı.',
    })
    .optional()
    .transform((s) => (s ? s.toLowerCase() : null)),
  note: z
    .string({ error: 'Not metin olmalı.' })
    .trim()
    .max(300, { error: 'Not en fazla 300 karakter olabilir.' })
    .default(''),
});
export type AttributeProposalInput = z.input<typeof attributeProposalInputSchema>;

export const attributeProposalSchema = z.object({
  id: z.number().int(),
  category: z.object({ id: z.number().int(), path: z.string() }),
  attribute: z.object({ id: z.number().int(), name: z.string() }),
  value: z.string(),
  hex: z.string().nullable(),
  note: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejection: reviewRejectionSchema.nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AttributeProposal = z.infer<typeof attributeProposalSchema>;
export const attributeProposalListSchema = z.object({ results: z.array(attributeProposalSchema) });
