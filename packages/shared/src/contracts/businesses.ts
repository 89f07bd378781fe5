import { z } from 'zod';
import { CARGO_COMPANY_CODES, type CargoCompanyCode } from '../cargo.ts';
import { isValidTaxOffice } from '../tax-offices.ts';
import { isValidTckn, isValidTrIban, isValidVkn } from '../validators.ts';
import { emailSchema, trMobileSchema } from './accounts.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';

/**
 * Businesses (issue 12): the application (`POST /api/vendor/api/businesses/`), the caller's
 * businesses (`GET …/businesses/mine/`), a business to its members (`GET/PUT …/businesses/{vid}/`),
 * its documents, the operators' review (`/api/yonetim/api/businesses/…`), and the seller's
 * settings, details, team and cargo companies (`/api/vendor/api/dashboard/…`).
 */

export const COMPANY_TYPES = ['sahis', 'limited', 'anonim'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  sahis: 'Şahıs şirketi',
  limited: 'Limited şirket',
  anonim: 'Anonim şirket',
};

export const BUSINESS_STATUSES = ['beklemede', 'onaylandi', 'reddedildi', 'askida'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const BUSINESS_STATUS_LABELS: Record<BusinessStatus, string> = {
  beklemede: 'İnceleniyor',
  onaylandi: 'Onaylandı',
  reddedildi: 'Reddedildi',
  askida: 'Askıda',
};

export const BUSINESS_DOCUMENT_KINDS = ['vergi_levhasi', 'imza_sirkuleri'] as const;
export type BusinessDocumentKind = (typeof BUSINESS_DOCUMENT_KINDS)[number];
export const BUSINESS_DOCUMENT_LABELS: Record<BusinessDocumentKind, string> = {
  vergi_levhasi: 'Vergi levhası',
  imza_sirkuleri: 'İmza sirküleri',
};
/** Documents: PDF, JPEG or PNG, checked by content, up to 10 MB. */
export const MAX_BUSINESS_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const MAX_REJECTION_REASON = 500;

/** Fields whose change on an approved business waits for an operator. */
export const REVIEWED_FIELDS = [
  'legal_name',
  'tax_number',
  'tax_office_city_code',
  'tax_office',
  'iban',
  'iban_holder',
] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = {
  legal_name: 'Ticari unvan',
  tax_number: 'Vergi numarası',
  tax_office_city_code: 'Vergi dairesinin ili (plaka)',
  tax_office: 'Vergi dairesi',
  iban: 'IBAN',
  iban_holder: 'Hesap sahibi',
};

/** "Ticari unvan: X, IBAN: TR…" for a business's pending changes. */
export function describeReviewChanges(changes: Record<string, string | number>): string {
  return Object.entries(changes)
    .map(([k, v]) => `${REVIEWED_FIELD_LABELS[k as ReviewedField] ?? k}: ${String(v)}`)
    .join(', ');
}

const text = (label: string, max: number, min = 1) => {
  const s = z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, { error: `${label} gerekli.` });
  return (min > 1 ? s.min(min, { error: `${label} en az ${min} karakter olmalı.` }) : s).max(max, {
    error: `${label} en fazla ${max} karakter olabilir.`,
  });
};

const cityCode = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(81, { error: message });

/** "TR12 0006 …" as typed → "TR120006…", checked by mod-97. */
export const ibanSchema = z
  .string({ error: 'IBAN gerekli.' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^TR\d{24}$/.test(v), { error: 'IBAN TR ile başlayıp 24 rakamla devam etmeli.' })
  .refine((v) => isValidTrIban(v), { error: 'IBAN geçersiz; lütfen kontrol edin.' });

/** "TR12 0006 1000 …": groups of four for display. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

export const returnAddressSchema = z.object({
  city_code: cityCode('İl seçin.'),
  district: text('İlçe', 80),
  neighbourhood: text('Mahalle', 120),
  address_line: text('Açık adres', 250, 10),
});
export type ReturnAddressInput = z.input<typeof returnAddressSchema>;

export const returnAddressOutSchema = z.object({
  city_code: z.number().int(),
  city: z.string(),
  district: z.string(),
  neighbourhood: z.string(),
  address_line: z.string(),
});

const kepSchema = z
  .string({ error: 'KEP adresi gerekli.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'KEP adresi çok uzun.' })
  .refine((v) => /^[^\s@]+@[^\s@]+\.kep\.tr$/.test(v), {
    error: 'KEP adresi “ad@…kep.tr” biçiminde olmalı.',
  });

export const businessApplicationSchema = z
  .object({
    company_type: z.enum(COMPANY_TYPES, { error: 'Şirket türünü seçin.' }),
    legal_name: text('Ticari unvan', 200, 3),
    shop_name: text('Mağaza adı', 60, 2),
    tax_number: z
      .string({ error: 'Vergi / T.C. kimlik numarası gerekli.' })
      .trim()
      .min(1, { error: 'Vergi / T.C. kimlik numarası gerekli.' }),
    tax_office_city_code: cityCode('Vergi dairesinin ilini seçin.'),
    tax_office: text('Vergi dairesi', 80),
    iban: ibanSchema,
    iban_holder: text('Hesap sahibinin adı', 200, 3),
    kep_address: kepSchema,
    mersis_number: z
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform((v) => (v === '' ? null : v)),
    contact_name: text('Yetkili kişi', 120, 3),
    contact_phone: trMobileSchema,
    email: emailSchema.nullable().default(null),
    return_address: returnAddressSchema,
    category_ids: z
      .array(z.number().int().positive().max(2_147_483_647), {
        error: 'Satış yapacağınız kategorileri seçin.',
      })
      .min(1, { error: 'En az bir kategori seçin.' })
      .max(30, { error: 'En fazla 30 kategori seçebilirsiniz.' }),
  })
  .superRefine((a, ctx) => {
    const tn = a.tax_number;
    if (a.company_type === 'sahis') {
      if (!(isValidVkn(tn) || isValidTckn(tn)))
        ctx.addIssue({
          code: 'custom',
          path: ['tax_number'],
          message: /^\d{11}$/.test(tn)
            ? 'T.C. kimlik numarası geçersiz.'
            : 'Vergi numarası (10 hane) veya T.C. kimlik numarası (11 hane) geçersiz.',
        });
    } else if (!isValidVkn(tn)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tax_number'],
        message: 'Vergi kimlik numarası 10 haneli ve geçerli olmalı.',
      });
    }
    if (!isValidTaxOffice(a.tax_office_city_code, a.tax_office))
      ctx.addIssue({
        code: 'custom',
        path: ['tax_office'],
        message: 'Seçilen vergi dairesi bu ile ait değil.',
      });
    if (a.company_type !== 'sahis') {
      if (!a.mersis_number || !/^\d{16}$/.test(a.mersis_number))
        ctx.addIssue({
          code: 'custom',
          path: ['mersis_number'],
          message: 'MERSİS numarası 16 haneli olmalı.',
        });
    } else if (a.mersis_number && !/^\d{16}$/.test(a.mersis_number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['mersis_number'],
        message: 'MERSİS numarası 16 haneli olmalı.',
      });
    }
  });
export type BusinessApplicationInput = z.input<typeof businessApplicationSchema>;
export type BusinessApplication = z.output<typeof businessApplicationSchema>;

export const businessDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BUSINESS_DOCUMENT_KINDS),
  kind_label: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Served to members and operators only (send the bearer token). */
  url: z.string(),
  created_at: z.string(),
});
export type BusinessDocument = z.infer<typeof businessDocumentSchema>;

export const businessReviewSchema = z.object({
  /** The changed values waiting for an operator. */
  changes: z.record(z.string(), z.union([z.string(), z.number()])),
  since: z.string(),
});

export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  status_label: z.string(),
  rejection_reason: z.string().nullable(),
  company_type: z.enum(COMPANY_TYPES).nullable(),
  legal_name: z.string(),
  tax_number: z.string(),
  tax_office_city_code: z.number().int().nullable(),
  tax_office: z.string(),
  iban: z.string().nullable(),
  iban_holder: z.string().nullable(),
  kep_address: z.string().nullable(),
  mersis_number: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string(),
  return_address: returnAddressOutSchema.nullable(),
  category_ids: z.array(z.number().int()),
  /** A change of IBAN, tax number or legal name under review (the shop keeps selling). */
  review: businessReviewSchema.nullable(),
  review_rejection_reason: z.string().nullable(),
  /** The caller's part: owner, staff, or applicant (before approval). */
  role: z.enum(['owner', 'staff', 'applicant', 'operator']),
  documents: z.array(businessDocumentSchema),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type Business = z.infer<typeof businessSchema>;

export const myBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  status_label: z.string(),
  role: z.enum(['owner', 'staff', 'applicant']),
  rejection_reason: z.string().nullable(),
  review_pending: z.boolean(),
  submitted_at: z.string().nullable(),
});
export type MyBusiness = z.infer<typeof myBusinessSchema>;
export const myBusinessesSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(myBusinessSchema),
});
export type MyBusinesses = z.infer<typeof myBusinessesSchema>;

// ---- operators ---------------------------------------------------------------------------

export const OPERATOR_BUSINESS_FILTERS = [...BUSINESS_STATUSES, 'inceleme'] as const;
export type OperatorBusinessFilter = (typeof OPERATOR_BUSINESS_FILTERS)[number];

export const operatorBusinessSchema = businessSchema.omit({ role: true }).extend({
  applicant: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type OperatorBusiness = z.infer<typeof operatorBusinessSchema>;
export const operatorBusinessListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(operatorBusinessSchema),
});
export type OperatorBusinessList = z.infer<typeof operatorBusinessListSchema>;

export const rejectBusinessSchema = z.object({
  reason: z
    .string({ error: 'Ret nedenini yazın.' })
    .trim()
    .min(1, { error: 'Ret nedenini yazın.' })
    .max(MAX_REJECTION_REASON, {
      error: `Ret nedeni en fazla ${MAX_REJECTION_REASON} karakter olabilir.`,
    }),
});

// ---- settings ----------------------------------------------------------------------------

const kurus = (label: string) =>
  z
    .number({ error: `${label} kuruş cinsinden bir tam sayı olmalı.` })
    .int({ error: `${label} kuruş cinsinden bir tam sayı olmalı.` })
    .min(0, { error: `${label} eksi olamaz.` })
    .max(100_000_000, { error: `${label} çok büyük.` });

export const businessSettingsInputSchema = z
  .object({
    shipping_fee: kurus('Kargo ücreti'),
    free_shipping_threshold: kurus('Ücretsiz kargo sınırı').nullable(),
    dispatch_days: z
      .number({ error: 'Kargoya verme süresi 0–10 iş günü olmalı (0: aynı gün kargo).' })
      .int({ error: 'Kargoya verme süresi 0–10 iş günü olmalı (0: aynı gün kargo).' })
      .min(0, { error: 'Kargoya verme süresi 0–10 iş günü olmalı (0: aynı gün kargo).' })
      .max(10, { error: 'Kargoya verme süresi 0–10 iş günü olmalı (0: aynı gün kargo).' }),
    cargo_company: z.enum(CARGO_COMPANY_CODES as [CargoCompanyCode, ...CargoCompanyCode[]], {
      error: 'Listeden bir kargo firması seçin.',
    }),
    holiday_until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tatil bitiş tarihi geçersiz.' })
      .nullable(),
    holiday_note: z
      .string()
      .trim()
      .max(300, { error: 'Tatil notu en fazla 300 karakter olabilir.' })
      .nullable(),
    return_address: returnAddressSchema,
    email_notification_kinds: z.array(z.enum(NOTIFICATION_KINDS), {
      error: 'Bildirim türleri geçersiz.',
    }),
    /** Owner only; a change goes to review. Omit to leave unchanged. */
    iban: ibanSchema.optional(),
    iban_holder: text('Hesap sahibinin adı', 200, 3).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.holiday_until === null && s.holiday_note)
      ctx.addIssue({
        code: 'custom',
        path: ['holiday_until'],
        message: 'Tatil notu için bitiş tarihini seçin.',
      });
  });
export type BusinessSettingsInput = z.input<typeof businessSettingsInputSchema>;

export const businessSettingsSchema = z.object({
  business_id: z.number().int(),
  name: z.string(),
  shipping_fee: z.number().int(),
  free_shipping_threshold: z.number().int().nullable(),
  dispatch_days: z.number().int(),
  cargo_company: z.string(),
  holiday_until: z.string().nullable(),
  holiday_note: z.string().nullable(),
  /** True while holiday mode hides the offers. */
  on_holiday: z.boolean(),
  return_address: returnAddressOutSchema.nullable(),
  email_notification_kinds: z.array(z.string()),
  iban: z.string().nullable(),
  iban_holder: z.string().nullable(),
  review: businessReviewSchema.nullable(),
  /** The caller's role: staff may change shipping, not bank or team. */
  role: z.enum(['owner', 'staff']),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

export const vendorDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  city: z.string(),
  rating: z.number(),
  rating_count: z.number().int(),
  created_at: z.string(),
  on_holiday: z.boolean(),
  holiday_until: z.string().nullable(),
  holiday_note: z.string().nullable(),
  legal: z.object({
    company_type: z.enum(COMPANY_TYPES).nullable(),
    legal_name: z.string(),
    tax_number: z.string(),
    tax_office: z.string(),
    kep_address: z.string().nullable(),
    mersis_number: z.string().nullable(),
  }),
  contact: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  return_address: returnAddressOutSchema.nullable(),
  shipping: z.object({
    fee: z.number().int(),
    free_shipping_threshold: z.number().int().nullable(),
    dispatch_days: z.number().int(),
    cargo_company: z.object({ code: z.string(), name: z.string() }),
  }),
});
export type VendorDetails = z.infer<typeof vendorDetailsSchema>;

export const cargoCompanyInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  tracking_url_template: z.string(),
  tracking_number_pattern: z.string(),
  tracking_number_hint: z.string(),
});
export const cargoCompanyListSchema = z.array(cargoCompanyInfoSchema);

// ---- members -----------------------------------------------------------------------------

export const memberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'staff']),
  created_at: z.string(),
});
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['owner', 'staff']),
  created_at: z.string(),
});
export const memberListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Member = z.infer<typeof memberSchema>;
export type MemberList = z.infer<typeof memberListSchema>;

export const inviteMemberSchema = z.object({
  email: emailSchema,
  role: z
    .enum(['staff'], { error: 'Yalnızca personel (staff) davet edilebilir.' })
    .default('staff'),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
export const inviteResultSchema = z.object({
  status: z.enum(['added', 'invited']),
  detail: z.string(),
});
