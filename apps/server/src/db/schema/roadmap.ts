import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';

/** A business's vote for an upcoming feature (UPCOMING_FEATURES in @carsi/shared), with a note. */
export const featureVotes = pgTable(
  'feature_votes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_votes_business_feature_uq').on(t.businessId, t.featureKey),
    index('feature_votes_feature_idx').on(t.featureKey),
  ],
);
