import type { CardFields } from '@/lib/card';

/** The payment form's values (selects and radios hold strings). */
export interface PaymentFormValues extends CardFields {
  /** "1" (tek çekim), "2", "3", "6", … */
  installments: string;
  accept: boolean;
}

export interface PaymentFormContext {
  /** False when the wallet pays everything: the card is neither shown nor checked. */
  cardNeeded: boolean;
}

export const AGREEMENTS_REQUIRED =
  "Siparişi onaylamak için Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylamalısınız.";
