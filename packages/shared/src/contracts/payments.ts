import { z } from 'zod';
import { isCardExpired, isValidCardNumber } from '../validators.ts';

/**
 * Payments (issue 5): `GET /api/odeme/api/config/`, `GET /api/odeme/api/installments/?bin&amount`,
 * `GET /api/odeme/api/payments/{id}/`, the provider's 3-D Secure page
 * `GET /api/odeme/api/{provider}/3ds/{id}/` and its callback `POST /api/odeme/api/{provider}/callback/`.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'iyzico'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Instalment counts a card may be split into (the card's bank decides which are offered). */
export const INSTALLMENT_COUNTS = [1, 2, 3, 6, 9, 12] as const;

/**
 * The sandbox provider's test cards (any holder name, any future expiry, any CVC; the 3-D Secure
 * page's SMS code is SANDBOX_SMS_CODE). Numbers follow iyzico's published test cards.
 */
export const SANDBOX_SMS_CODE = '283126';
export const SANDBOX_TEST_CARDS = [
  {
    number: '5528790000000008',
    label: 'Başarılı ödeme (kredi kartı, taksitli)',
    result: 'basarili',
  },
  {
    number: '4766620000000001',
    label: 'Başarılı ödeme (banka kartı, tek çekim)',
    result: 'basarili',
  },
  { number: '4111111111111129', label: 'Yetersiz bakiye', result: 'yetersiz_bakiye' },
  {
    number: '4131111111111117',
    label: '3-D Secure doğrulaması başarısız',
    result: '3ds_basarisiz',
  },
] as const;

export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True for the sandbox: the UI marks every payment step "Test modu". */
  test_mode: z.boolean(),
  test_cards: z.array(z.object({ number: z.string(), label: z.string(), result: z.string() })),
  sms_code: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const installmentOptionSchema = z.object({
  installments: z.number().int(),
  /** What each month costs, kuruş. */
  installment_price: z.number().int(),
  /** What the card is charged in all (the amount plus the bank's instalment interest). */
  total_price: z.number().int(),
});
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;

export const installmentInfoSchema = z.object({
  bin: z.string(),
  bank_name: z.string(),
  /** Bonus, World, Maximum, Axess, CardFinans, Paraf, Bankkart Combo… or null. */
  card_family: z.string().nullable(),
  card_type: z.enum(['CREDIT_CARD', 'DEBIT_CARD']),
  card_association: z.enum(['VISA', 'MASTER_CARD', 'AMERICAN_EXPRESS', 'TROY']),
  /** Always starts with the single payment; debit cards offer only that. */
  options: z.array(installmentOptionSchema),
});
export type InstallmentInfo = z.infer<typeof installmentInfoSchema>;

export const installmentQuerySchema = z.object({
  bin: z
    .string({ error: 'Kart numarasının ilk 6 hanesi gerekli.' })
    .regex(/^\d{6,8}$/, { error: 'Kart numarasının ilk 6 hanesi gerekli.' }),
  amount: z.coerce
    .number({ error: 'Tutar bir tam sayı (kuruş) olmalı.' })
    .int({ error: 'Tutar bir tam sayı (kuruş) olmalı.' })
    .min(1, { error: 'Tutar en az 1 kuruş olmalı.' })
    .max(100_000_000, { error: 'Tutar çok büyük.' }),
});

/** A card as typed into the payment form; the number's spaces are dropped. */
export const cardInputSchema = z
  .object({
    holder_name: z
      .string({ error: 'Kart üzerindeki isim gerekli.' })
      .trim()
      .min(3, { error: 'Kart üzerindeki isim gerekli.' })
      .max(80, { error: 'Kart üzerindeki isim en fazla 80 karakter olabilir.' }),
    number: z
      .string({ error: 'Kart numarası gerekli.' })
      .transform((s) => s.replace(/[\s-]+/g, ''))
      .refine(isValidCardNumber, { error: 'Kart numarası geçersiz.' }),
    expiry_month: z
      .number({ error: 'Son kullanma ayı seçin.' })
      .int({ error: 'Son kullanma ayı seçin.' })
      .min(1, { error: 'Son kullanma ayı seçin.' })
      .max(12, { error: 'Son kullanma ayı seçin.' }),
    /** Two or four digits; two digits mean 20YY. */
    expiry_year: z
      .number({ error: 'Son kullanma yılı seçin.' })
      .int({ error: 'Son kullanma yılı seçin.' })
      .min(0, { error: 'Son kullanma yılı seçin.' })
      .max(2099, { error: 'Son kullanma yılı seçin.' })
      .transform((y) => (y < 100 ? 2000 + y : y))
      .refine((y) => y >= 2000, { error: 'Son kullanma yılı seçin.' }),
    cvc: z
      .string({ error: 'Güvenlik kodu (CVC) gerekli.' })
      .regex(/^\d{3,4}$/, { error: 'Güvenlik kodu 3 veya 4 haneli olmalı.' }),
  })
  .superRefine((c, ctx) => {
    if (isCardExpired(c.expiry_month, c.expiry_year))
      ctx.addIssue({
        code: 'custom',
        path: ['expiry_month'],
        message: 'Kartın son kullanma tarihi geçmiş.',
      });
  });
export type CardInput = z.input<typeof cardInputSchema>;
export type Card = z.output<typeof cardInputSchema>;

export const PAYMENT_STATUSES = [
  'baslatildi',
  'dogrulama_bekliyor',
  'odendi',
  'tamamlandi',
  'basarisiz',
  'iade_edildi',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a 3-D Secure attempt ended in: read by /odeme-islemi/ and /cuzdanim after the callback. */
export const paymentStatusSchema = z.object({
  id: z.string(),
  kind: z.enum(['siparis', 'cuzdan_yukleme']),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  /** Set once the order exists. */
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  failure_code: z.string().nullable(),
  /** A Turkish reason for the shopper, e.g. "Kartınızın bakiyesi yetersiz." */
  failure_detail: z.string().nullable(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;

/** The answer to a submit that needs a card: open `redirect_url` (the bank's 3-D Secure page). */
export const threeDsStartSchema = z.object({
  status: z.literal('3ds'),
  payment_id: z.string(),
  redirect_url: z.string(),
});
