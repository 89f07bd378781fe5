import { sql } from 'drizzle-orm';
import {
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
import { orderItems } from './orders.ts';

/**
 * Every operator action (docs/decisions/040): who, when, what, on which object, the values
 * before and after, and the reason. Written by `recordAudit` in the action's own transaction;
 * append-only (a trigger in the migration refuses UPDATE and DELETE). The actor is kept as id
 * and e-mail without a foreign key, so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.id),
  ],
);

/**
 * A shopper's appeal to Çarşı against a seller's rejected return (within 7 days of the
 * rejection). Decided once by an operator; a decision for the buyer refunds the item through the
 * returns' refund path, and `refunded_amount` is what the seller's ledger charges back
 * (`dispute_charge`).
 */
export const returnDisputes = pgTable(
  'return_disputes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    note: text('note').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** bekliyor → alici_lehine (refunded) | satici_lehine. */
    status: text('status').notNull().default('bekliyor'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Kuruş given back to the shopper on a decision for the buyer; charged to the seller. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The refunds row of the item (one per item, so the money goes back once). */
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One dispute per order item, ever.
    uniqueIndex('return_disputes_item_uq').on(t.orderItemId),
    index('return_disputes_status_idx').on(t.status, t.createdAt),
    index('return_disputes_business_idx').on(t.businessId, t.decidedAt),
    check(
      'return_disputes_status_ck',
      sql`${t.status} IN ('bekliyor', 'alici_lehine', 'satici_lehine')`,
    ),
    check('return_disputes_amount_ck', sql`${t.refundedAmount} >= 0`),
  ],
);
