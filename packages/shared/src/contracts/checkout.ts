import { z } from 'zod';
import { addressSchema } from './addresses.ts';
import { appliedCouponSchema, reductionSchema } from './promotions.ts';
import { cardInputSchema, INSTALLMENT_COUNTS, threeDsStartSchema } from './payments.ts';

/**
 * Checkout (issue 5): `POST /api/siparis/api/checkout/preview/` and `POST /api/siparis/api/checkout/`
 * (header `Idempotency-Key`). The selected cart lines are bought; every price, fee and total is
 * recomputed from the database — the client never sends a price.
 */

export const cargoCompanySchema = z.object({ code: z.string(), name: z.string() });

const int = () => z.number().int();
const id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const checkoutLineSchema = z.object({
  offer_id: int(),
  product_id: int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  variant_label: z.string().nullable(),
  unit_price: int(),
  list_price: int().nullable(),
  quantity: int(),
  line_total: int(),
  kdv_rate: int(),
  reductions: z.array(reductionSchema),
  /** line_total − reductions: what is charged for the line. */
  paid_total: int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** One seller's parcel: what goes in it, who carries it, what it costs and when it arrives. */
export const checkoutPackageSchema = z.object({
  seller: z.object({ id: int(), name: z.string(), slug: z.string() }),
  cargo_company: cargoCompanySchema,
  shipping_fee: int(),
  free_shipping_threshold: int().nullable(),
  /** Istanbul dates, YYYY-MM-DD. */
  estimated_delivery: z.object({ from: z.string(), to: z.string() }),
  lines: z.array(checkoutLineSchema),
  /** Sum of the lines at their prices. */
  items_total: int(),
  promotion_total: int(),
  shipping_discount: int(),
  coupon: appliedCouponSchema.nullable(),
});
export type CheckoutPackage = z.infer<typeof checkoutPackageSchema>;

/** Why a selected line cannot be bought as it is. */
export const checkoutProblemSchema = z.object({
  offer_id: int(),
  title: z.string(),
  kind: z.enum(['stok_yetersiz', 'satista_degil', 'fiyat_degisti']),
  detail: z.string(),
});
export type CheckoutProblem = z.infer<typeof checkoutProblemSchema>;

export const checkoutPreviewRequestSchema = z.object({
  address_id: id('Teslimat adresi seçin.'),
  /** Wallet balance to use, kuruş (capped by the balance and the total). */
  wallet_amount: z
    .number({ error: 'Cüzdan tutarı bir tam sayı (kuruş) olmalı.' })
    .int({ error: 'Cüzdan tutarı bir tam sayı (kuruş) olmalı.' })
    .min(0, { error: 'Cüzdan tutarı negatif olamaz.' })
    .max(100_000_000, { error: 'Cüzdan tutarı çok büyük.' })
    .default(0),
});
export type CheckoutPreviewRequest = z.input<typeof checkoutPreviewRequestSchema>;

export const checkoutPreviewSchema = z.object({
  address: addressSchema,
  packages: z.array(checkoutPackageSchema),
  problems: z.array(checkoutProblemSchema),
  /** Selected lines at list price (or unit price), as in the cart. */
  items_total: int(),
  discount_total: int(),
  promotion_total: int(),
  shipping_total: int(),
  grand_total: int(),
  wallet_balance: int(),
  /** How much of the grand total the wallet pays (min of the request, the balance, the total). */
  wallet_amount: int(),
  /** What is left for the card. */
  card_amount: int(),
  /** Ön Bilgilendirme Formu for this basket, paragraphs separated by blank lines. */
  pre_information: z.string(),
  /** Mesafeli Satış Sözleşmesi for this basket, paragraphs separated by blank lines. */
  distance_sales_contract: z.string(),
  test_mode: z.boolean(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

export const checkoutRequestSchema = z
  .object({
    address_id: id('Teslimat adresi seçin.'),
    wallet_amount: z
      .number({ error: 'Cüzdan tutarı bir tam sayı (kuruş) olmalı.' })
      .int({ error: 'Cüzdan tutarı bir tam sayı (kuruş) olmalı.' })
      .min(0, { error: 'Cüzdan tutarı negatif olamaz.' })
      .max(100_000_000, { error: 'Cüzdan tutarı çok büyük.' })
      .default(0),
    /** Required unless the wallet pays everything. */
    card: cardInputSchema.optional(),
    installments: z
      .number({ error: 'Taksit sayısı geçersiz.' })
      .int({ error: 'Taksit sayısı geçersiz.' })
      .refine((n) => (INSTALLMENT_COUNTS as readonly number[]).includes(n), {
        error: 'Taksit sayısı geçersiz.',
      })
      .default(1),
    /**
     * The grand total the preview showed (optional): when the basket now costs anything else
     * (e.g. a starred deal ran out), 409 `tutar_degisti` and nothing is charged.
     */
    expected_total: z
      .number({ error: 'Beklenen tutar bir tam sayı (kuruş) olmalı.' })
      .int({ error: 'Beklenen tutar bir tam sayı (kuruş) olmalı.' })
      .min(0, { error: 'Beklenen tutar negatif olamaz.' })
      .max(1_000_000_000, { error: 'Beklenen tutar çok büyük.' })
      .optional(),
    accept_agreements: z.literal(true, {
      error: 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesini onaylamalısınız.',
    }),
  })
  .strict();
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** A submit paid by the wallet alone ends at once; a card needs 3-D Secure first. */
export const checkoutResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('tamamlandi'),
    payment_id: z.string(),
    order_id: int(),
    order_number: z.string(),
  }),
  threeDsStartSchema,
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The Idempotency-Key header: 8–100 visible characters, e.g. a UUID made when the page opened. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{8,100}$/;
