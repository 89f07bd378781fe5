import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';

/**
 * A bulk price & stock upload (issue 13 point 8; docs/decisions/029). The parsed rows wait in
 * `bulk_job_rows` and are applied in chunks by the job runner; `processed` and the per-row
 * results are the progress the seller polls.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** bekliyor → isleniyor → tamamlandi | basarisiz */
    state: text('state').notNull().default('bekliyor'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    /** When a runner claimed it; a claim older than a few minutes is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_jobs_business_idx').on(t.businessId, t.createdAt),
    index('bulk_jobs_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} IN ('bekliyor', 'isleniyor')`),
  ],
);

/** One row of a bulk file: what it asked for, then its result. Prices in kuruş. */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    /** The row number a spreadsheet shows (header = 1). */
    rowNo: integer('row_no').notNull(),
    barcode: text('barcode'),
    sku: text('sku'),
    price: integer('price'),
    listPrice: integer('list_price'),
    stock: integer('stock'),
    /** bekliyor | guncellendi | degisiklik_yok | reddedildi */
    status: text('status').notNull().default('bekliyor'),
    reason: text('reason'),
    offerId: integer('offer_id'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNo] })],
);
