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

/**
 * The outbox: a change others must hear about writes its event here in the same transaction
 * (modules/events). The dispatcher claims undispatched rows with SKIP LOCKED, so two processes
 * never hand out the same event, and an event committed just before a crash is sent after it.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('events_pending_idx')
      .on(t.id)
      .where(sql`${t.dispatchedAt} IS NULL`),
  ],
);

/**
 * What a person is told: addressed to one user, or to a business (every member sees it and
 * one member's read marks it read for all). The event id keeps a redelivered event from
 * notifying twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    recipientBusinessId: integer('recipient_business_id').references(() => businesses.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'notifications_one_recipient_ck',
      sql`(${t.recipientUserId} IS NULL) <> (${t.recipientBusinessId} IS NULL)`,
    ),
    uniqueIndex('notifications_event_user_uq')
      .on(t.eventId, t.recipientUserId, t.kind)
      .where(sql`${t.eventId} IS NOT NULL AND ${t.recipientUserId} IS NOT NULL`),
    uniqueIndex('notifications_event_business_uq')
      .on(t.eventId, t.recipientBusinessId, t.kind)
      .where(sql`${t.eventId} IS NOT NULL AND ${t.recipientBusinessId} IS NOT NULL`),
    index('notifications_user_idx').on(t.recipientUserId, t.id.desc()),
    index('notifications_business_idx').on(t.recipientBusinessId, t.id.desc()),
  ],
);

/** Failed background job runs, kept for operators (modules/jobs). */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    job: text('job').notNull(),
    error: text('error').notNull(),
    data: jsonb('data'),
    attempt: integer('attempt').notNull().default(1),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_failures_job_idx').on(t.job, t.failedAt.desc())],
);
