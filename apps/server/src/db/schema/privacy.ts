import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every KVKK acknowledgement and every consent given or withdrawn, append-only: the current
 * state of a kind is its latest row. Kept after an account is deleted (the proof of what was
 * agreed outlives the account; the user id then points to an anonymised row).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.kind, t.createdAt)],
);
