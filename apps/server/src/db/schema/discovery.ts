import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';
import { payments } from './orders.ts';
import { offers, products, variants } from './catalog.ts';

/**
 * The compatibility taxonomy ("uyumlu sistem"): e.g. Araç → Renault → Clio → 2019–2023, or
 * Telefon → Apple → iPhone 15. `level` names the step the node answers (marka, model, yil), so
 * the finder can ask "Model seçin". `path` is the chain of ancestor ids ("3/17/40/").
 */
export const systems = pgTable(
  'systems',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => systems.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The step this node answers: 'tur', 'marka', 'model', 'yil'. */
    level: text('level').notNull(),
    depth: integer('depth').notNull().default(0),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('systems_parent_slug_uq').on(sql`coalesce(${t.parentId}, 0)`, t.slug),
    index('systems_parent_idx').on(t.parentId, t.position),
    index('systems_path_idx').on(t.path.op('text_pattern_ops')),
  ],
);

/**
 * Which systems a product fits. A product linked to a node fits every system under it (a wiper
 * for "Renault Clio" fits the Clio of every year).
 */
export const productSystems = pgTable(
  'product_systems',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    systemId: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.systemId] }),
    index('product_systems_system_idx').on(t.systemId),
  ],
);

/**
 * Units sold, one row per order line (the shopping issue writes them when a payment succeeds;
 * the demo seeds a history). `basketId` groups the lines bought together, for
 * "Birlikte alınanlar". Best sellers sum the last 30 days.
 */
/**
 * Units sold not yet added to products.sold_count (and the listing summary): the checkout only
 * appends here, so concurrent orders of one product never queue on its row; the catalogue folds
 * them right after the commit and every minute (modules/catalog/sales-fold.service.ts).
 */
export const productSoldDeltas = pgTable('product_sold_deltas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productSales = pgTable(
  'product_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    basketId: text('basket_id').notNull(),
    quantity: integer('quantity').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_sales_sold_idx').on(t.soldAt, t.productId),
    index('product_sales_product_idx').on(t.productId, t.soldAt),
    index('product_sales_basket_idx').on(t.basketId),
    check('product_sales_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * A starred, time-boxed deal (issue 14 point 4; docs/decisions/038): a seller nominates one of
 * its offers with a deal price, a stock cap and a time box; an operator approves it within the
 * day's slots, and it is featured on /super-firsatlar and home with a countdown. The deal price
 * reaches the cart, checkout and order only through the one pricing function. Rows made before
 * nominations (the demo's featured deals) have no deal price or cap: they feature the offer at
 * its own price and are approved.
 */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The offer's seller (kept on the deal so every seller query filters by it). */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
    /** The unit price during the deal (kuruş); null: the offer's own price (featured only). */
    dealPrice: integer('deal_price'),
    /** How many units sell at the deal price; null: no cap. */
    stockCap: integer('stock_cap'),
    /** beklemede | onaylandi | reddedildi */
    status: text('status').notNull().default('onaylandi'),
    rejectionReason: text('rejection_reason'),
    nominatedBy: integer('nominated_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Ended early by the seller (a deal with sales is ended, never deleted). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_window_idx').on(t.endsAt, t.startsAt),
    index('deals_offer_idx').on(t.offerId),
    index('deals_business_idx').on(t.businessId, t.createdAt),
    index('deals_status_idx').on(t.status, t.startsAt),
    check('deals_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('deals_status_ck', sql`${t.status} IN ('beklemede', 'onaylandi', 'reddedildi')`),
    check('deals_cap_ck', sql`${t.stockCap} IS NULL OR ${t.stockCap} > 0`),
    check('deals_price_ck', sql`${t.dealPrice} IS NULL OR ${t.dealPrice} > 0`),
  ],
);

/**
 * Units a checkout took at a deal's price: written in the payment's intent transaction under
 * the deal's row lock (docs/decisions/038). They count while the payment is live, or while the
 * order's item of that offer is neither cancelled nor refunded: a failed payment or a cancelled
 * item gives its units back by itself.
 */
export const dealSales = pgTable(
  'deal_sales',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_sales_payment_uq').on(t.dealId, t.paymentId),
    index('deal_sales_payment_idx').on(t.paymentId),
    check('deal_sales_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/**
 * The search vocabulary: every folded word of product titles, brands and categories with the
 * number of products it appears in. "Bunu mu demek istediniz?" picks the closest frequent word
 * by trigram similarity.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    docCount: integer('doc_count').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
