import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { offers, products, variants } from './catalog.ts';

/**
 * A payment attempt: an order checkout or a wallet top-up. It is written before the provider is
 * asked and moves baslatildi → dogrulama_bekliyor (3-D Secure) → onaylaniyor (we are asking the
 * provider to take the money) → odendi (money taken) → tamamlandi (order or top-up written), or
 * → basarisiz, or → iade_bekliyor → iade_edildi (money taken but no order: given back). No
 * provider call happens inside a transaction: each step records its intent, calls, then records
 * the outcome (docs/decisions/022). A payment left `onaylaniyor` or `odendi` is reconciled by
 * asking the provider.
 */
export const payments = pgTable(
  'payments',
  {
    /** Public id, e.g. "pay_3k…", used in URLs and as the provider's conversation id. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('baslatildi'),
    provider: text('provider').notNull(),
    /** What the card is charged, kuruş (with instalment interest). */
    cardAmount: integer('card_amount').notNull().default(0),
    /** What the wallet pays, kuruş. */
    walletAmount: integer('wallet_amount').notNull().default(0),
    /** The order's total (or the top-up amount) before instalment interest. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TRY'),
    installments: integer('installments').notNull().default(1),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    /** The provider's payment id once authorised. */
    providerPaymentId: text('provider_payment_id'),
    /** Provider data kept for refunds/payouts (e.g. iyzico item transaction ids per offer). */
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    /** The 3-D Secure page to show (iyzico's HTML), served from our own URL. */
    threeDsHtml: text('three_ds_html'),
    /** The recomputed basket (lines, packages, totals, address, agreements) for a checkout. */
    checkout: jsonb('checkout').$type<Record<string, unknown>>(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    orderId: integer('order_id'),
    failureCode: text('failure_code'),
    failureDetail: text('failure_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // Reconciliation reads paid payments without their order.
    index('payments_unsettled_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'odendi'`),
    // …and attempts that stopped halfway (a crash, a lost answer, an abandoned bank page).
    index('payments_in_flight_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} IN ('baslatildi', 'dogrulama_bekliyor', 'onaylaniyor')`),
    check('payments_kind_ck', sql`${t.kind} IN ('siparis', 'cuzdan_yukleme')`),
    check(
      'payments_status_ck',
      sql`${t.status} IN ('baslatildi', 'dogrulama_bekliyor', 'onaylaniyor', 'odendi', 'tamamlandi', 'basarisiz', 'iade_bekliyor', 'iade_edildi')`,
    ),
    check('payments_amounts_ck', sql`${t.cardAmount} >= 0 AND ${t.walletAmount} >= 0`),
  ],
);

/** One order per checkout; prices, titles and the address are copies, not references. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    itemsTotal: integer('items_total').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    grandTotal: integer('grand_total').notNull(),
    paidCard: integer('paid_card').notNull(),
    paidWallet: integer('paid_wallet').notNull(),
    installments: integer('installments').notNull().default(1),
    cardLast4: text('card_last4'),
    /** The pre-information form and distance sales contract as accepted. */
    preInformation: text('pre_information').notNull(),
    distanceSalesContract: text('distance_sales_contract').notNull(),
    agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }).notNull(),
    agreementsIp: text('agreements_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    // One order per payment, whatever retries or replayed callbacks do.
    uniqueIndex('orders_payment_uq').on(t.paymentId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One seller's parcel of an order. */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    sellerName: text('seller_name').notNull(),
    sellerSlug: text('seller_slug').notNull(),
    cargoCompany: text('cargo_company').notNull(),
    trackingNumber: text('tracking_number'),
    trackingCode: text('tracking_code').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    estimatedFrom: text('estimated_from').notNull(),
    estimatedTo: text('estimated_to').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set once the shipping fee has been refunded (every item cancelled before shipping). */
    shippingRefundedAt: timestamp('shipping_refunded_at', { withTimezone: true }),
    /** When the delivered package's shipping fee went into its seller's ledger (ADR 039). */
    ledgerAt: timestamp('ledger_at', { withTimezone: true }),
    /**
     * The package's summary status (its least advanced live item), item count and items' total,
     * kept by a trigger on order_items (migration 0016) so that every item writer keeps them
     * right and the seller's desk reads tabs and counts without grouping every item.
     */
    status: text('status').notNull().default('onay_bekliyor'),
    itemCount: integer('item_count').notNull().default(0),
    itemsTotal: integer('items_total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_packages_order_idx').on(t.orderId),
    index('order_packages_business_idx').on(t.businessId, t.createdAt),
    index('order_packages_business_status_idx').on(t.businessId, t.status, t.createdAt),
    // The ledger sweep's work: delivered packages whose shipping fee is not in the ledger yet.
    index('order_packages_ledger_due_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} IS NOT NULL AND ${t.ledgerAt} IS NULL`),
    uniqueIndex('order_packages_tracking_uq').on(t.trackingCode),
  ],
);

/**
 * Each business's package count per status, as deltas (+n/-n rows) written by triggers on
 * order_packages and folded together by the 'compact-package-counts' job. The desk's tab counts
 * are a sum over a handful of rows instead of a scan of every package; appending instead of
 * updating one row per business keeps concurrent checkouts of one seller from queueing on it.
 */
export const packageStatusCounts = pgTable(
  'package_status_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('package_status_counts_business_idx').on(t.businessId, t.status)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    variantLabel: text('variant_label'),
    imageKey: text('image_key'),
    unitPrice: integer('unit_price').notNull(),
    listPrice: integer('list_price'),
    quantity: integer('quantity').notNull(),
    kdvRate: integer('kdv_rate').notNull(),
    /** What the shopper paid for the line: unit_price × quantity − promotion_total. */
    lineTotal: integer('line_total').notNull(),
    /** The discounts, campaign and coupon taken off the line (docs/decisions/033). */
    promotionTotal: integer('promotion_total').notNull().default(0),
    /** Each reduction: kind, source id, label, amount, who funds it (seller or platform). */
    reductions: jsonb('reductions').$type<unknown[]>().notNull().default([]),
    status: text('status').notNull().default('onay_bekliyor'),
    /** The provider's id of this line's money (iyzico paymentTransactionId), for refunds/payouts. */
    providerItemRef: text('provider_item_ref'),
    returnReason: text('return_reason'),
    returnNote: text('return_note'),
    returnPhotos: text('return_photos').array(),
    /** Where the shopper wants a return's money: 'kart' or 'cuzdan'. */
    refundTarget: text('refund_target'),
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    payoutApprovedAt: timestamp('payout_approved_at', { withTimezone: true }),
    /**
     * The platform's commission, fixed when the item is ordered (docs/decisions/039): the rate in
     * basis points and the amount, kuruş, of the seller's price after the discounts it funds.
     */
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    commissionAmount: integer('commission_amount').notNull().default(0),
    /** The rule that set it; null = the default rate. */
    commissionRuleId: integer('commission_rule_id'),
    /** When the delivered item's entries went into its seller's ledger (ADR 039). */
    ledgerAt: timestamp('ledger_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_package_idx').on(t.packageId),
    index('order_items_business_idx').on(t.businessId, t.status),
    // The seller's figures by day (overview, analytics, sold items; docs/decisions/028).
    index('order_items_business_created_idx').on(t.businessId, t.createdAt),
    // The ledger sweep's work: delivered items not in the ledger yet (an index that stays
    // small however many items have ever been delivered).
    index('order_items_ledger_due_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} IS NOT NULL AND ${t.ledgerAt} IS NULL`),
    check(
      'order_items_status_ck',
      sql`${t.status} IN ('onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi', 'teslim_edildi', 'iptal_edildi', 'iade_talep_edildi', 'iade_edildi', 'iade_reddedildi')`,
    ),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Every status an item went through, with when: the timeline. */
export const orderItemEvents = pgTable(
  'order_item_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_item_events_item_idx').on(t.orderItemId, t.createdAt)],
);

/** Money given back for one order item, once (the unique index). */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    cardAmount: integer('card_amount').notNull(),
    walletAmount: integer('wallet_amount').notNull(),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_order_item_uq').on(t.orderItemId),
    index('refunds_payment_idx').on(t.paymentId),
    check(
      'refunds_amounts_ck',
      sql`${t.cardAmount} >= 0 AND ${t.walletAmount} >= 0 AND ${t.amount} = ${t.cardAmount} + ${t.walletAmount}`,
    ),
  ],
);

/**
 * Every amount we ask the payment provider to give back to a card: one row per provider call,
 * written (status `bekliyor`) in the transaction that decides the refund, called after the
 * commit, and marked `yapildi` or `basarisiz` after. Failed or unanswered ones are retried by
 * `retryFailedRefunds` a bounded number of times (the provider is asked first whether an
 * unanswered one went through), then handed to an operator (`vazgecildi`).
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The item refund this is the card part of; null when a whole payment is given back. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** The provider's line (CompleteResult.itemRefs); null = the whole payment. */
    itemRef: text('item_ref'),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('bekliyor'),
    attempts: integer('attempts').notNull().default(0),
    /** When a retry may touch it; also a lease while a call is under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('bekliyor', 'basarisiz')`),
    index('provider_refunds_payment_idx').on(t.paymentId),
    // A whole payment is given back once; an item refund's card part once per provider line.
    uniqueIndex('provider_refunds_whole_uq')
      .on(t.paymentId)
      .where(sql`${t.refundId} IS NULL`),
    uniqueIndex('provider_refunds_part_uq')
      .on(t.refundId, t.itemRef)
      .where(sql`${t.refundId} IS NOT NULL`),
    check(
      'provider_refunds_status_ck',
      sql`${t.status} IN ('bekliyor', 'yapildi', 'basarisiz', 'vazgecildi')`,
    ),
    check('provider_refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The sandbox provider's own books: what its pretend bank took and gave back. Written
 * by the provider outside our transactions, as a real bank's records are, so that after a crash
 * reconciliation can ask the sandbox what happened instead of guessing.
 */
export const sandboxBankEntries = pgTable(
  'sandbox_bank_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Our payment id (the conversation id a real provider keeps). */
    paymentId: text('payment_id').notNull(),
    /**
     * tahsilat (money taken), iade (one line given back), iptal (the rest given back), havale (a
     * seller's weekly payout sent to its bank account; payment_id = "ekstre-<statement id>").
     */
    kind: text('kind').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    itemRef: text('item_ref'),
    amount: integer('amount').notNull().default(0),
    ref: text('ref').notNull(),
    /** For tahsilat: each basket item's ref and price. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_bank_charge_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'tahsilat'`),
    // A statement is transferred once, however often its payout is retried.
    uniqueIndex('sandbox_bank_transfer_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'havale'`),
    index('sandbox_bank_provider_payment_idx').on(t.providerPaymentId),
    check('sandbox_bank_kind_ck', sql`${t.kind} IN ('tahsilat', 'iade', 'iptal', 'havale')`),
  ],
);

/** Photos shoppers upload for reviews and returns, before they are attached. */
export const uploads = pgTable(
  'uploads',
  {
    /** "up/<random>": also the storage key. */
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
