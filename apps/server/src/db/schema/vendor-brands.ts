import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { attributes, attributeValues, brands, categories } from './catalog.ts';

/** The operator's decision on a seller's proposal (product lines, attribute values). */
export const reviewStatus = pgEnum('review_status', ['beklemede', 'onaylandi', 'reddedildi']);

/**
 * A product line of a brand ("Galaxy" of Samsung), proposed by a business and reviewed with
 * the brand kind of the moderation queue. Its ids come from the brands' sequence so that one
 * number names either a brand or a line in `yonetim/api/moderation/brand/{id}/…`
 * (docs/decisions/031).
 */
export const productLines = pgTable(
  'product_lines',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('brands_id_seq')`),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Folded name: unique per brand among approved lines, per business among pending ones. */
    slug: text('slug').notNull(),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    status: reviewStatus('status').notNull().default('beklemede'),
    rejectionReasons: text('rejection_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rejectionNote: text('rejection_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_lines_approved_uq')
      .on(t.brandId, t.slug)
      .where(sql`${t.status} = 'onaylandi'`),
    uniqueIndex('product_lines_pending_uq')
      .on(t.brandId, t.businessId, t.slug)
      .where(sql`${t.status} = 'beklemede'`),
    index('product_lines_business_idx').on(t.businessId, t.createdAt),
    index('product_lines_status_idx').on(t.status, t.createdAt),
  ],
);

/** A seller's proposal of a missing attribute value for a category; approval creates the value. */
export const attributeProposals = pgTable(
  'attribute_proposals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    /** slugify(value), the attribute_values key. */
    slug: text('slug').notNull(),
    /** Swatch colour for colour attributes, "#rrggbb". */
    hex: text('hex'),
    note: text('note').notNull().default(''),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: reviewStatus('status').notNull().default('beklemede'),
    /** The value approval created (or found). */
    attributeValueId: integer('attribute_value_id').references(() => attributeValues.id, {
      onDelete: 'set null',
    }),
    rejectionReasons: text('rejection_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rejectionNote: text('rejection_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attribute_proposals_pending_uq')
      .on(t.businessId, t.attributeId, t.slug)
      .where(sql`${t.status} = 'beklemede'`),
    index('attribute_proposals_business_idx').on(t.businessId, t.createdAt),
    index('attribute_proposals_status_idx').on(t.status, t.createdAt),
  ],
);
