// The wallet ledger (modules/wallet).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders, payments, refunds } from './orders.ts';

/** A shopper's wallet: the running balance, kept equal to the sum of the ledger, never below 0. */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_ck', sql`${t.balance} >= 0`)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // A top-up payment credits the wallet once.
    uniqueIndex('wallet_entries_top_up_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'yukleme'`),
    check('wallet_entries_kind_ck', sql`${t.kind} IN ('yukleme', 'odeme', 'iade', 'cashback')`),
    check('wallet_entries_balance_ck', sql`${t.balanceAfter} >= 0`),
  ],
);
