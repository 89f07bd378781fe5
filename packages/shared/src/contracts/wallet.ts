import { z } from 'zod';
import { formatMoney } from '../money.ts';
import { cardInputSchema } from './payments.ts';

/**
 * Wallet (issue 5): `GET /api/cuzdan/api/wallet/?page=`, `POST /api/cuzdan/api/top-up/`.
 * The balance is the sum of the ledger and never below zero.
 */

export const WALLET_ENTRY_KINDS = ['yukleme', 'odeme', 'iade', 'cashback'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  yukleme: 'Bakiye yükleme',
  odeme: 'Sipariş ödemesi',
  iade: 'İade',
  cashback: 'Kampanya iadesi',
};

/** Smallest and largest top-up, kuruş (10 TL and 50.000 TL). */
export const TOP_UP_MIN = 1_000;
export const TOP_UP_MAX = 5_000_000;
/** The limits in words, written from the constants so a new limit changes every sentence. */
export const TOP_UP_MIN_ERROR = `En az ${formatMoney(TOP_UP_MIN)} yükleyebilirsiniz.`;
export const TOP_UP_MAX_ERROR = `Tek seferde en fazla ${formatMoney(TOP_UP_MAX)} yükleyebilirsiniz.`;
export const WALLET_PAGE_SIZE = 20;

export const walletEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  kind_label: z.string(),
  /** Signed, kuruş: a top-up or refund is positive, a payment negative. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletSchema = z.object({
  balance: z.number().int(),
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const topUpRequestSchema = z
  .object({
    amount: z
      .number({ error: 'Tutar bir tam sayı (kuruş) olmalı.' })
      .int({ error: 'Tutar bir tam sayı (kuruş) olmalı.' })
      .min(TOP_UP_MIN, { error: TOP_UP_MIN_ERROR })
      .max(TOP_UP_MAX, { error: TOP_UP_MAX_ERROR }),
    card: cardInputSchema,
  })
  .strict();
export type TopUpRequest = z.input<typeof topUpRequestSchema>;
