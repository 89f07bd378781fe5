import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  jsonb,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, users } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The category tree. `path` is the chain of ancestor ids ("1/5/12/") for subtree queries. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    depth: integer('depth').notNull().default(0),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    icon: text('icon'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_path_idx').on(t.path.op('text_pattern_ops')),
  ],
);

export const brandStatus = pgEnum('brand_status', ['beklemede', 'onaylandi', 'reddedildi']);

/**
 * A brand. Seeded and operator-made brands have no applying business; a seller's application
 * (issue 13) carries the business, a logo, and a TÜRKPATENT number or an authorisation letter,
 * and waits for an operator. `slug` is the folded name: unique among approved brands, and per
 * business among its pending applications (docs/decisions/031).
 */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    status: brandStatus('status').notNull().default('beklemede'),
    /** The business that applied; null for seeded and operator-made brands. */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** Media upload key ("up/…") of the logo, served as WebP renditions. */
    logoKey: text('logo_key'),
    /** TÜRKPATENT application/registration number, "2019/123456". */
    registrationNumber: text('registration_number'),
    /** The authorisation letter: a private file under DATA_DIR/brand-docs. */
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentMime: text('document_mime'),
    documentSize: integer('document_size'),
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
    uniqueIndex('brands_approved_slug_uq')
      .on(t.slug)
      .where(sql`${t.status} = 'onaylandi'`),
    uniqueIndex('brands_pending_slug_uq')
      .on(t.businessId, t.slug)
      .where(sql`${t.status} = 'beklemede'`),
    index('brands_business_idx').on(t.businessId, t.createdAt),
    index('brands_status_idx').on(t.status, t.createdAt),
    // An application proves the right to the brand one way or the other.
    check(
      'brands_proof_ck',
      sql`${t.businessId} IS NULL OR ${t.registrationNumber} IS NOT NULL OR ${t.documentKey} IS NOT NULL`,
    ),
  ],
);

/** An attribute such as Renk, Beden or Hafıza, and its allowed values. */
export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('attributes_slug_uq').on(t.slug)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    slug: text('slug').notNull(),
    /** Swatch colour for colour values, "#rrggbb". */
    hex: text('hex'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_uq').on(t.attributeId, t.slug)],
);

/** Which attributes a category uses, and whether each is a facet and/or a variant axis. */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    isFilterable: boolean('is_filterable').notNull().default(true),
    isVariantAxis: boolean('is_variant_axis').notNull().default(false),
    /** A seller must give a value before submitting a product (not checked on draft saves). */
    isRequired: boolean('is_required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] })],
);

export const productStatus = pgEnum('product_status', [
  'taslak',
  'onay_bekliyor',
  'yayinda',
  'reddedildi',
  'arsiv',
  // Taken off sale by its business (or "deleted" after it was ordered: history keeps it).
  'pasif',
]);

/** A change to a published product waiting for review (docs/decisions/030). */
export interface ProductRevision {
  title?: string;
  description?: string;
  categoryId?: number;
  brandId?: number;
  attributeValueIds?: number[];
  /** The image ids in their new order (live ones and pending uploads). */
  imageIds?: number[];
}

/** An operator's rejection as stored: reason codes and the note. */
export interface StoredRejection {
  reasons: string[];
  note: string;
  at: string;
}

/**
 * A product as the shopper sees it. The listing columns (min_price, list_price, in_stock,
 * seller_count, …) summarise the product's active offers so listings read one table; the
 * catalogue service refreshes them whenever offers change.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The business that created the product card; other businesses may offer it too. */
    createdByBusinessId: integer('created_by_business_id').references(() => businesses.id, {
      onDelete: 'set null',
    }),
    kdvRate: integer('kdv_rate').notNull().default(20),
    /**
     * The brand's product line ("Galaxy"), optional. A plain column here: its foreign key to
     * product_lines (ON DELETE SET NULL) is in the migration, because vendor-brands.ts imports
     * this file (docs/decisions/032).
     */
    productLineId: integer('product_line_id'),
    status: productStatus('status').notNull().default('taslak'),
    /** When it was last sent to review (a new product, or a change of a published one). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an operator first approved it (a deactivated product may be put back on sale). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The last decision's rejection (a new product's, or a revision's). */
    rejection: jsonb('rejection').$type<StoredRejection>(),
    /** A published product's change waiting for review; shoppers see the live columns. */
    pendingRevision: jsonb('pending_revision').$type<ProductRevision>(),
    /** beklemede / onaylandi / reddedildi: the last review's state (null: never sent). */
    reviewStatus: text('review_status'),
    /** Folded (Turkish-insensitive) title, brand and category words for search. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('turkish'::regconfig, ${products.searchText})`,
    ),
    // Listing summary of active offers.
    minPrice: integer('min_price'),
    listPrice: integer('list_price'),
    discountPercent: integer('discount_percent').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
    totalStock: integer('total_stock').notNull().default(0),
    sellerCount: integer('seller_count').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    ratingAvg: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    /**
     * Facet keys, kept with the summary: the attribute value ids of the product and of its
     * active variants, and the businesses with an active offer. Facet counts then unnest these
     * arrays over the filtered products instead of joining variants and offers per request.
     */
    facetValues: integer('facet_values')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    sellerIds: integer('seller_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a column the listing filters or sorts on last changed (set by a trigger, migration
     * 0028): each process's catalogue snapshot reads only the rows changed since its last look.
     */
    listingChangedAt: timestamp('listing_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_listing_changed_idx').on(t.listingChangedAt),
    check('products_kdv_ck', sql`${t.kdvRate} IN (1, 10, 20)`),
    check('products_rating_ck', sql`${t.ratingAvg} BETWEEN 0 AND 500`),
    index('products_category_idx').on(t.categoryId, t.status, t.minPrice),
    index('products_brand_idx').on(t.brandId, t.status),
    index('products_listing_price_idx').on(t.status, t.minPrice),
    index('products_listing_new_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('products_listing_sold_idx').on(t.status, t.soldCount.desc().nullsFirst()),
    index('products_discount_idx').on(t.status, t.discountPercent.desc().nullsFirst()),
    // products_facets_cover_idx ((category_id, brand_id) INCLUDE the facet columns, for
    // index-only facet counts) is created in migrations 0004 and 0027: Drizzle cannot declare
    // INCLUDE columns.
    index('products_facet_values_idx').using('gin', t.facetValues),
    index('products_seller_ids_idx').using('gin', t.sellerIds),
    // The default ("önerilen") order of listings, for visible products only. DESC indexes say
    // NULLS FIRST so they match a plain `ORDER BY … DESC` (PostgreSQL's default for DESC).
    index('products_recommended_idx')
      .on(t.inStock.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'yayinda' AND ${t.minPrice} IS NOT NULL`),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_fts_idx').using('gin', t.searchVector),
    index('products_creator_idx').on(t.createdByBusinessId, t.status),
    index('products_review_idx')
      .on(t.reviewStatus, t.submittedAt)
      .where(sql`${t.reviewStatus} IS NOT NULL`),
  ],
);

/** Attribute values of a product that are not variant axes (e.g. Materyal: Pamuk). */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value_idx').on(t.attributeValueId),
  ],
);

/** One sellable combination of variant-axis values (e.g. Kırmızı / M). */
export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** GTIN/EAN-13; lets a second business find and offer the same item ("ürün tarama"). */
    barcode: text('barcode'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('variants_sku_uq').on(t.sku),
    uniqueIndex('variants_barcode_uq').on(t.barcode),
    index('variants_product_idx').on(t.productId, t.position),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    // A variant has exactly one value per axis.
    primaryKey({ columns: [t.variantId, t.attributeId] }),
    index('variant_attribute_values_value_idx').on(t.attributeValueId),
  ],
);

/** A business sells a variant at its own price and stock. */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Selling price including KDV, kuruş. */
    price: integer('price').notNull(),
    /** Struck-through list price, kuruş; null when not discounted. */
    listPrice: integer('list_price'),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Days to hand the parcel to the carrier; null = the business's own setting. */
    dispatchDays: integer('dispatch_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_variant_business_uq').on(t.variantId, t.businessId),
    index('offers_business_idx').on(t.businessId),
    check('offers_stock_ck', sql`${t.stock} >= 0`),
    check('offers_price_ck', sql`${t.price} > 0`),
    check('offers_list_price_ck', sql`${t.listPrice} IS NULL OR ${t.listPrice} >= ${t.price}`),
    check(
      'offers_dispatch_days_ck',
      sql`${t.dispatchDays} IS NULL OR ${t.dispatchDays} BETWEEN 0 AND 30`,
    ),
  ],
);

/**
 * Product images. `storageKey` names the original under DATA_DIR/uploads; WebP renditions
 * are made from it on first request. Demo images carry a `generator` spec instead of a file.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    generator: text('generator'),
    /**
     * Uploaded to a published product: hidden from shoppers until an operator approves the
     * product's pending revision (docs/decisions/030).
     */
    isPending: boolean('is_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_images_key_uq').on(t.storageKey),
    index('product_images_product_idx').on(t.productId, t.position),
  ],
);
