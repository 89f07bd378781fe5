import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { offers, products, variants } from './catalog.ts';
import { payments } from './orders.ts';

/**
 * Promotions (issue 14; docs/decisions/033): a seller's coupons, campaigns and discounts, the
 * coupons a shopper applied to the cart, and each coupon use. Money in kuruş; times in UTC
 * (the seller enters them in Europe/Istanbul time). What they take off is computed by the one
 * pricing function (modules/pricing) only.
 */

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** As the seller typed it. */
    code: text('code').notNull(),
    /** toLocaleUpperCase('tr-TR') of the code: unique per seller, what shoppers' input matches. */
    codeKey: text('code_key').notNull(),
    /** 'yuzde' (value = percent) | 'tutar' (value = kuruş). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minBasket: integer('min_basket').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** null: no limit. */
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit'),
    /** null: every product of the seller. */
    productIds: integer('product_ids').array(),
    isPublic: boolean('is_public').notNull().default(true),
    fundedBy: text('funded_by').notNull().default('seller'),
    /** Ended by the seller (a coupon with uses is ended, never deleted). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_business_code_uq').on(t.businessId, t.codeKey),
    index('coupons_code_idx').on(t.codeKey),
    check('coupons_kind_ck', sql`${t.kind} IN ('yuzde', 'tutar')`),
    check('coupons_funded_ck', sql`${t.fundedBy} IN ('seller', 'platform')`),
  ],
);

/**
 * A coupon taken by a checkout: written in the payment's intent transaction under the coupon's
 * row lock. It counts while its payment is live, or its order's package has an item not
 * cancelled or refunded; a failed payment or a wholly cancelled package gives it back.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_payment_uq').on(t.couponId, t.paymentId),
    index('coupon_uses_user_idx').on(t.couponId, t.userId),
    index('coupon_uses_payment_idx').on(t.paymentId),
  ],
);

/** The coupon a shopper applied to one seller's package in the cart. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** x_al_y_ode | sepette_yuzde | ikinci_urun_yuzde | kargo_bedava */
    type: text('type').notNull(),
    title: text('title').notNull(),
    productIds: integer('product_ids').array(),
    buyX: integer('buy_x'),
    payY: integer('pay_y'),
    percent: integer('percent'),
    threshold: integer('threshold'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    fundedBy: text('funded_by').notNull().default('seller'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_business_idx').on(t.businessId, t.endsAt),
    check(
      'campaigns_type_ck',
      sql`${t.type} IN ('x_al_y_ode', 'sepette_yuzde', 'ikinci_urun_yuzde', 'kargo_bedava')`,
    ),
  ],
);

/** A seller's timed new price or percent on a product (every variant) or one variant. */
export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    /** 'fiyat' (value = new unit price) | 'yuzde' (value = percent). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    fundedBy: text('funded_by').notNull().default('seller'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discounts_business_idx').on(t.businessId, t.endsAt),
    index('discounts_product_idx').on(t.productId, t.endsAt),
    check('discounts_kind_ck', sql`${t.kind} IN ('fiyat', 'yuzde')`),
  ],
);

/**
 * Each offer's price over time (docs/decisions/037): a row whenever the price changes through
 * the catalogue-write service, effective from `changed_at`. With the discounts (kept, never
 * rewritten once started) it tells the lowest price of the last 30 days, which a struck
 * "önceki fiyat" must not be above (Ticari Reklam ve Haksız Ticari Uygulamalar Yönetmeliği).
 * An offer without rows has had its current price all along.
 */
export const offerPriceHistory = pgTable(
  'offer_price_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_price_history_offer_idx').on(t.offerId, t.changedAt)],
);
