import { z } from 'zod';

/**
 * Commissions, sellers' ledgers, statements and payouts (issue 16; docs/decisions/039).
 * Operators: `GET|POST /api/yonetim/api/commission-rules/`, `PUT|DELETE …/commission-rules/{id}/`,
 * `GET …/payouts/`, `GET …/payouts/{id}/`. Sellers: `GET /api/vendor/api/dashboard/statements/`,
 * `GET …/statements/{id}/` (`?format=pdf|csv`). Money in kuruş (signed from the seller's side in
 * ledger lines), rates in basis points (1 % = 100), times ISO 8601.
 */

const MAX_INT = 2_147_483_647;
const rowId = () => z.number().int().positive().max(MAX_INT);

export const COMMISSION_MESSAGES = {
  rate: 'Komisyon oranı %0 ile %50 arasında olmalı (baz puan: 0–5000).',
  date: 'Geçerli bir tarih ve saat girin.',
  dates: 'Bitiş, başlangıçtan sonra olmalı.',
  scope: 'Kampanya kuralı yalnızca kampanyayı (ve isteğe bağlı olarak işletmesini) belirtir.',
  category: 'Kategori bulunamadı.',
  business: 'İşletme bulunamadı.',
  campaign: 'Kampanya bulunamadı.',
  notFound: 'Komisyon kuralı bulunamadı.',
  duplicate: 'Aynı kapsamda ve aynı dönemde başka bir kural var; önce onu sonlandırın.',
} as const;

export const COMMISSION_TIER_LABELS = {
  kampanya: 'Kampanya',
  isletme_kategori: 'İşletme + kategori',
  isletme: 'İşletme',
  kategori: 'Kategori',
  varsayilan: 'Varsayılan',
} as const;

const when = z.iso.datetime({ offset: true, error: COMMISSION_MESSAGES.date });

export const commissionRuleInputSchema = z
  .object({
    category_id: rowId().nullable().default(null),
    business_id: rowId().nullable().default(null),
    campaign_id: rowId().nullable().default(null),
    rate_bp: z
      .number({ error: COMMISSION_MESSAGES.rate })
      .int({ error: COMMISSION_MESSAGES.rate })
      .min(0, { error: COMMISSION_MESSAGES.rate })
      .max(5_000, { error: COMMISSION_MESSAGES.rate }),
    valid_from: when.nullable().default(null),
    valid_to: when.nullable().default(null),
    note: z.string().trim().max(200).nullable().default(null),
  })
  .refine((r) => !(r.campaign_id !== null && r.category_id !== null), {
    error: COMMISSION_MESSAGES.scope,
    path: ['campaign_id'],
  })
  .refine(
    (r) =>
      r.valid_from === null ||
      r.valid_to === null ||
      Date.parse(r.valid_to) > Date.parse(r.valid_from),
    { error: COMMISSION_MESSAGES.dates, path: ['valid_to'] },
  );
export type CommissionRuleInput = z.input<typeof commissionRuleInputSchema>;

export const commissionRuleSchema = z.object({
  id: z.number().int(),
  tier: z.enum(['kampanya', 'isletme_kategori', 'isletme', 'kategori', 'varsayilan']),
  category: z.object({ id: z.number().int(), name: z.string(), path_names: z.string() }).nullable(),
  business: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  campaign: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  rate_bp: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  /** In force now. */
  active: z.boolean(),
  note: z.string().nullable(),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

export const commissionRuleListSchema = z.object({
  results: z.array(commissionRuleSchema),
  /** The rate when no rule applies, basis points. */
  default_rate_bp: z.number().int(),
  /** Choices for the form: top-level and second-level categories, businesses. */
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), depth: z.number().int() }),
  ),
  businesses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CommissionRuleList = z.infer<typeof commissionRuleListSchema>;

export const LEDGER_KINDS = [
  'sale',
  'commission',
  'shipping',
  'promotion',
  'refund_reversal',
  'dispute_charge',
  'payout',
] as const;
export type LedgerKindName = (typeof LEDGER_KINDS)[number];

export const STATEMENT_STATUS_LABELS = {
  odeniyor: 'Ödeniyor',
  odendi: 'Ödendi',
  basarisiz: 'Ödeme bekliyor',
} as const;
export type StatementStatus = keyof typeof STATEMENT_STATUS_LABELS;

export const statementSummarySchema = z.object({
  id: z.number().int(),
  /** The Wednesday it was made for (Istanbul date, YYYY-MM-DD). */
  week: z.string(),
  total: z.number().int(),
  status: z.enum(['odeniyor', 'odendi', 'basarisiz']),
  paid_at: z.string().nullable(),
  line_count: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  kind_label: z.string(),
  description: z.string(),
  order_number: z.string().nullable(),
  amount: z.number().int(),
  created_at: z.string(),
  payable_at: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const statementSchema = statementSummarySchema.extend({
  business: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(ledgerLineSchema),
  /** Sums per kind, for the statement's head. */
  totals: z.array(
    z.object({ kind: z.enum(LEDGER_KINDS), label: z.string(), amount: z.number().int() }),
  ),
  transfer_ref: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const sellerStatementsSchema = z.object({
  /** Entries written, whose return window has not closed yet (or with an open return). */
  waiting: z.number().int(),
  /** Payable, to go into the next statement. */
  payable: z.number().int(),
  /** In statements made but not paid yet. */
  in_payment: z.number().int(),
  /** The next Wednesday the job pays on (Istanbul date). */
  next_payout_date: z.string(),
  /** The entries not yet in a statement, newest first (at most 100). */
  open_lines: z.array(ledgerLineSchema),
  results: z.array(statementSummarySchema),
});
export type SellerStatements = z.infer<typeof sellerStatementsSchema>;

export const payoutListQuerySchema = z.object({
  status: z.enum(['odeniyor', 'odendi', 'basarisiz']).optional(),
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz.' })
    .int({ error: 'Sayfa numarası geçersiz.' })
    .min(1, { error: 'Sayfa numarası geçersiz.' })
    .max(10_000, { error: 'Sayfa numarası geçersiz.' })
    .default(1),
});

export const payoutListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  results: z.array(
    statementSummarySchema.extend({
      business: z.object({ id: z.number().int(), name: z.string() }),
      provider: z.string(),
      last_error: z.string().nullable(),
    }),
  ),
});
export type PayoutList = z.infer<typeof payoutListSchema>;

export const statementFormatQuerySchema = z.object({
  format: z
    .enum(['json', 'pdf', 'csv'], { error: 'Biçim json, pdf veya csv olmalı.' })
    .default('json'),
});
