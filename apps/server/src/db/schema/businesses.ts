import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, memberRole, users } from './accounts.ts';
import { notifications } from './events.ts';

export const businessDocumentKind = pgEnum('business_document_kind', [
  'vergi_levhasi',
  'imza_sirkuleri',
]);

/**
 * An application's documents (vergi levhası, imza sirküleri): PDF, JPEG or PNG checked by their
 * bytes, stored under the data dir (`business-docs/<random>`), served only to the business's
 * members and to operators. One per kind: a new upload replaces the old.
 */
export const businessDocuments = pgTable(
  'business_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: businessDocumentKind('kind').notNull(),
    /** Path under the documents dir: `<24 random [a-z0-9]>`. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_documents_kind_uq').on(t.businessId, t.kind)],
);

/**
 * Invitations of people without a verified account: the membership is created when an account
 * with this address is verified.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull().default('staff'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_invitations_open_uq')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
    index('business_invitations_email_idx').on(t.email),
  ],
);

/**
 * Business notifications already sent by e-mail (the kinds the business chose in its settings):
 * a row is claimed before the mail is written, so a notification is mailed at most once.
 */
export const businessNotificationMails = pgTable('business_notification_mails', {
  notificationId: bigint('notification_id', { mode: 'number' })
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
