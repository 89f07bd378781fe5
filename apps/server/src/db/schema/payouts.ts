import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { categories } from './catalog.ts';
import { campaigns } from './promotions.ts';
import { orderItems, orderPackages, orders } from './orders.ts';

/**
 * The platform's commission rules (docs/decisions/039). A rule names at most a category (its
 * subtree), a business and a campaign; none of them is the default. The most specific rule in
 * force wins (`resolveCommission`, modules/payouts/commission.ts): campaign > business+category >
 * business > category (deepest first) > default. Rates are basis points (1 % = 100).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Exclusive; null = open-ended. Ending a rule sets this instead of deleting history. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_rules_category_idx').on(t.categoryId),
    index('commission_rules_business_idx').on(t.businessId),
    check('commission_rules_rate_ck', sql`${t.rateBp} BETWEEN 0 AND 5000`),
    check('commission_rules_period_ck', sql`${t.validTo} IS NULL OR ${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * A weekly statement of one business: the payable ledger entries it gathers and the payout of
 * their sum. `week` (the Wednesday it was made for, Istanbul date) is unique per business, so a
 * second run of the weekly job makes no second statement. Paid in three steps outside any
 * transaction (record intent `odeniyor`, call the provider, record `odendi` or `basarisiz`).
 */
export const statements = pgTable(
  'statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    week: date('week', { mode: 'string' }).notNull(),
    /** Sum of the statement's entries before the payout entry, kuruş. */
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('odeniyor'),
    provider: text('provider').notNull(),
    /** The sandbox transfer's reference, or how many iyzico items were approved. */
    transferRef: text('transfer_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statements_business_week_uq').on(t.businessId, t.week),
    index('statements_business_idx').on(t.businessId, t.createdAt),
    check('statements_status_ck', sql`${t.status} IN ('odeniyor', 'odendi', 'basarisiz')`),
  ],
);

/**
 * Each business's ledger, kuruş, signed from the seller's side (+ owed to it, − owed by it).
 * Item entries are written once per item and kind (the unique index), so the accrual sweep is
 * safe twice. `payable_at` is when the entry may go into a statement; an item's entries also wait
 * while the item has an open return.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'restrict',
    }),
    packageId: integer('package_id').references(() => orderPackages.id, { onDelete: 'restrict' }),
    /** A return dispute's id (return_disputes, issue 16 point 2) for dispute charges. */
    disputeId: integer('dispute_id'),
    description: text('description').notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    statementId: integer('statement_id').references(() => statements.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_business_idx').on(t.businessId, t.createdAt),
    index('ledger_entries_open_idx')
      .on(t.businessId, t.payableAt)
      .where(sql`${t.statementId} IS NULL`),
    index('ledger_entries_statement_idx').on(t.statementId),
    uniqueIndex('ledger_entries_item_kind_uq')
      .on(t.orderItemId, t.kind)
      .where(sql`${t.orderItemId} IS NOT NULL AND ${t.kind} <> 'dispute_charge'`),
    uniqueIndex('ledger_entries_package_shipping_uq')
      .on(t.packageId)
      .where(sql`${t.kind} = 'shipping'`),
    uniqueIndex('ledger_entries_dispute_uq')
      .on(t.disputeId)
      .where(sql`${t.kind} = 'dispute_charge'`),
    uniqueIndex('ledger_entries_payout_uq')
      .on(t.statementId)
      .where(sql`${t.kind} = 'payout'`),
    check(
      'ledger_entries_kind_ck',
      sql`${t.kind} IN ('sale', 'commission', 'shipping', 'promotion', 'refund_reversal', 'dispute_charge', 'payout')`,
    ),
  ],
);
