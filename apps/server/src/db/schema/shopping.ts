import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offers, products } from './catalog.ts';

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
