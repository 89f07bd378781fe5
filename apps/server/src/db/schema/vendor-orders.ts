import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { orderItems, orderPackages } from './orders.ts';

/**
 * The seller's e-Arşiv invoice of one package: a https link, or an uploaded file (PDF, JPEG,
 * PNG) kept under the data dir at `storage_key`, served only to the buyer and the business.
 */
export const packageInvoices = pgTable(
  'package_invoices',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    url: text('url'),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_invoices_business_idx').on(t.businessId),
    check('package_invoices_one_ck', sql`(${t.url} IS NULL) <> (${t.storageKey} IS NULL)`),
  ],
);

/** The seller's decision on a return request: who, why, with which photos. */
export const returnDecisions = pgTable('return_decisions', {
  orderItemId: integer('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  accepted: boolean('accepted').notNull(),
  reason: text('reason'),
  photos: text('photos').array(),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
