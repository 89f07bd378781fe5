// Reviews and questions (modules/feedback).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { products, variants } from './catalog.ts';

/**
 * A buyer's review. `orderItemId` ties it to the delivered order line it rates (the shopping
 * issue adds the link); demo reviews have none. `authorName` is the masked name shown ("A*** Y.").
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id'),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('reviews_order_item_uq').on(t.orderItemId),
    check('reviews_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** A shopper's question to the seller of a product; public once answered. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The seller's member who answered (modules/conversations). */
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Reported as abusive by the seller: hidden everywhere until an operator decides. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    /** The operator's decision on a report: removed for good, or kept (report cleared). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Set once the seller has been mailed that the answer deadline is near (the job). */
    deadlineMailedAt: timestamp('deadline_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.answeredAt),
    index('product_questions_business_idx').on(t.businessId, t.answeredAt),
    index('product_questions_business_created_idx').on(t.businessId, t.createdAt),
  ],
);
