// Conversations between a shopper and a seller (modules/conversations, issue 15).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * One thread between a shopper (`userId`) and a business, about a product, an order or
 * nothing in particular. Each side's read mark is the id of the last message it has read;
 * `last_message_*` is a copy of the newest message for the inbox list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Who opened it: 'alici' (the shopper) or 'satici' (the business, about an order). */
    startedBy: text('started_by').notNull(),
    userReadMessageId: integer('user_read_message_id').notNull().default(0),
    businessReadMessageId: integer('business_read_message_id').notNull().default(0),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastMessageSide: text('last_message_side').notNull().default('alici'),
    /** Set when the shopper has been mailed about unread messages (once per conversation). */
    unreadMailedAt: timestamp('unread_mailed_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_user_idx').on(t.userId, t.lastMessageAt),
    index('conversations_business_idx').on(t.businessId, t.lastMessageAt),
    check('conversations_started_by_ck', sql`${t.startedBy} IN ('alici', 'satici')`),
  ],
);

/** A message: text (moderated) and up to five images. `side` is who wrote it. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_side_ck', sql`${t.side} IN ('alici', 'satici')`),
  ],
);

/** An image of a message, stored privately (served only to the conversation's two sides). */
export const messageImages = pgTable(
  'message_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('message_images_message_idx').on(t.messageId, t.position)],
);
