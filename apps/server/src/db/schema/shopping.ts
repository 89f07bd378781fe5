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
import { users } from './accounts.ts';
import { offers, products } from './catalog.ts';
import { payments } from './orders.ts';

/** A logged-in shopper's cart line. Only selected lines are bought. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** Price when the line was added, kuruş, to tell the shopper about changes. */
    priceAtAdd: integer('price_at_add').notNull(),
    /**
     * The checkout payment that is buying this line. Set in the payment's first transaction, so
     * a second checkout of the same lines finds them taken (409) instead of charging again. A
     * claim by a failed or refunded payment is free again; an order deletes its lines.
     */
    claimedByPaymentId: text('claimed_by_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_offer_uq').on(t.userId, t.offerId),
    index('cart_items_user_idx').on(t.userId),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** A shopper's favourite product, with the price it had then to show later price drops. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's min_price when added, kuruş. */
    priceAtAdd: integer('price_at_add').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list is read newest first per shopper.
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** A shopper's delivery and billing address; at most one default per shopper. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** Plate code 1–81. */
    cityCode: integer('city_code').notNull(),
    /** The city's name as shown, stored so orders and lists need no lookup. */
    city: text('city').notNull(),
    district: text('district').notNull(),
    neighbourhood: text('neighbourhood').notNull(),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code'),
    billingType: text('billing_type').notNull(),
    tckn: text('tckn'),
    companyName: text('company_name'),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // One default address per shopper, enforced by the database.
    uniqueIndex('addresses_user_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_billing_type_ck', sql`${t.billingType} IN ('bireysel', 'kurumsal')`),
  ],
);
