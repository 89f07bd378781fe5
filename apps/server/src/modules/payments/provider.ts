import type { Card, InstallmentInfo, PaymentProviderName } from '@carsi/shared';

/**
 * What every payment provider does for Çarşı. Amounts are kuruş; providers convert to their own
 * format. The payment row (payments table) is written before any call, so a provider only
 * moves money and answers; the checkout and wallet services decide what the answer means.
 * Providers are never called inside a database transaction (docs/decisions/022): a call may
 * take the provider's whole time-out, and no row lock may be held that long.
 */

/** One basket line as the provider sees it: what the card pays for it and whose money it is. */
export interface BasketItem {
  /** Stable within the payment, e.g. "o123" (offer 123) or "s7" (seller 7's shipping). */
  id: string;
  name: string;
  category: string;
  /** The card's share of this line, kuruş; the items sum to `StartPaymentInput.price`. */
  price: number;
  /** The seller whose sale this is (null for a wallet top-up, which is the platform's). */
  businessId: number | null;
}

export interface Buyer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** +905XXXXXXXXX, or null. */
  phone: string | null;
  /** TCKN when known; providers that require one use their documented placeholder. */
  identityNumber: string | null;
  ip: string;
  registeredAt: Date;
}

export interface PostalAddress {
  contactName: string;
  city: string;
  district: string;
  address: string;
  zipCode: string | null;
}

export interface StartPaymentInput {
  /** Our payment id: the provider's conversation id and basket id. */
  paymentId: string;
  kind: 'siparis' | 'cuzdan_yukleme';
  /** The card's share before instalment interest, kuruş (sum of the basket). */
  price: number;
  /** What the card is charged, with instalment interest, kuruş. */
  paidPrice: number;
  installments: number;
  card: Card;
  buyer: Buyer;
  address: PostalAddress;
  basket: BasketItem[];
  /** Absolute URL the bank posts the 3-D Secure result to: /api/odeme/api/{provider}/callback/. */
  callbackUrl: string;
}

export type ProviderFailure = {
  ok: false;
  code: string;
  detail: string;
  /**
   * No answer came (time-out, connection lost): the provider may or may not have acted. The
   * caller must ask (`retrievePayment`) before believing either way.
   */
  uncertain?: boolean;
};

export type StartResult =
  | {
      ok: true;
      /**
       * HTML to show the shopper (iyzico's threeDSHtmlContent, decoded), or null when the
       * provider's page is our own (the sandbox).
       */
      threeDsHtml: string | null;
      /** Anything to keep on the payment row for later steps (merged into provider_data). */
      data?: Record<string, unknown>;
    }
  | ProviderFailure;

/** A callback whose origin was verified; `approved` = the bank's 3-D Secure said yes. */
export interface VerifiedCallback {
  paymentId: string;
  approved: boolean;
  /** Provider fields needed to complete the payment (e.g. iyzico paymentId, conversationData). */
  fields: Record<string, string>;
  /** Why 3-D Secure failed, in Turkish, when not approved. */
  failure?: { code: string; detail: string };
}

export interface ExpectedPayment {
  paymentId: string;
  paidPrice: number;
  currency: 'TRY';
  basket: BasketItem[];
  /** provider_data as stored at start. */
  data: Record<string, unknown>;
}

export type CompleteResult =
  | {
      ok: true;
      providerPaymentId: string;
      /** Provider's id of each basket item's money (for refunds and payouts), by BasketItem.id. */
      itemRefs: Record<string, string>;
    }
  | ProviderFailure;

export interface RefundInput {
  paymentId: string;
  providerPaymentId: string;
  /** The basket item's provider ref (from CompleteResult.itemRefs), when refunding one item. */
  itemRef: string | null;
  amount: number;
  ip: string;
}

export type RefundResult = { ok: true; ref: string } | ProviderFailure;

/** Asking the provider afterwards what became of one of our payments. */
export interface PaymentQuery {
  /** Our payment id (the provider's conversation id). */
  paymentId: string;
  /** The provider's payment id, when we recorded one. */
  providerPaymentId: string | null;
  /** provider_data as stored. */
  data: Record<string, unknown>;
  /** What we expected to be charged: the answer is checked against it. */
  expected: ExpectedPayment;
}

export type PaymentLookup =
  | {
      state: 'paid';
      providerPaymentId: string;
      /** What the card was charged, kuruş. */
      paidPrice: number;
      itemRefs: Record<string, string>;
      /** False when what was taken is not what we expected (amount, basket): give it back. */
      matches: boolean;
      /**
       * Given back so far, kuruş, by item ref ('*' for a whole-payment refund or cancel); null
       * when this provider cannot tell (then an unanswered refund is left to an operator).
       */
      refunded: Record<string, number> | null;
    }
  /** The provider holds no money for this payment and will take none without us. */
  | { state: 'not_paid'; detail: string }
  /** The provider could not be asked, or answered something we cannot read: try later. */
  | { state: 'unknown'; detail: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the sandbox: the UI marks the payment steps "Test modu". */
  readonly testMode: boolean;
  /** Instalment options for a card BIN and amount, or null when the BIN is unknown. */
  installments(bin: string, amount: number): Promise<InstallmentInfo | null>;
  /** Starts 3-D Secure; the shopper is then sent to our /api/odeme/api/{provider}/3ds/{id}/ page. */
  start3ds(input: StartPaymentInput): Promise<StartResult>;
  /**
   * Checks a callback's origin (signature) and reads which payment it is about; null when it is
   * tampered with or malformed (the route answers 400 and changes nothing).
   */
  verifyCallback(body: Record<string, string>): VerifiedCallback | null;
  /**
   * Takes the money after an approved 3-D Secure, then checks what the provider says it took
   * (signature, amount, currency, basket) against what we expected; any mismatch is a failure.
   */
  complete3ds(callback: VerifiedCallback, expected: ExpectedPayment): Promise<CompleteResult>;
  /** Gives money back to the card: one item's share, or (itemRef null) the whole payment. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * What became of a payment whose outcome we did not record (a crash or a lost answer between
   * asking for the money and writing down the answer). Reconciliation acts only on this.
   */
  retrievePayment(query: PaymentQuery): Promise<PaymentLookup>;
  /** Releases a delivered item's money to its seller (marketplace payout approval). */
  approvePayout(itemRef: string): Promise<{ ok: true } | ProviderFailure>;
  /**
   * Sends a seller's weekly statement to its bank account, once per `reference` however often it
   * is asked (the sandbox's recorded transfer). Providers without it pay sellers by approving the
   * statement's items (`approvePayout`, iyzico marketplace). docs/decisions/039.
   */
  transferPayout?(input: {
    reference: string;
    businessId: number;
    amount: number;
  }): Promise<{ ok: true; ref: string } | ProviderFailure>;
  /** Makes sure a seller can receive money (iyzico sub-merchant); no-op for the sandbox. */
  ensureSeller?(businessId: number): Promise<void>;
}
