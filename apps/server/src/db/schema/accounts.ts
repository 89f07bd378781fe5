import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['shopper', 'operator']);
export const gender = pgEnum('gender', ['kadin', 'erkek', 'belirtmek_istemiyorum']);

/** Every registered person. Selling rights come from business membership, not from this row. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: userRole('role').notNull().default('shopper'),
    birthDate: date('birth_date'),
    gender: gender('gender'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    kvkkAcknowledgedAt: timestamp('kvkk_acknowledged_at', { withTimezone: true }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set when the user deleted the account: personal data anonymised, orders kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by an operator (docs/decisions/040): the user cannot log in; sessions were ended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One verified account per e-mail. Unverified registrations of the same address may coexist,
    // so registering never reveals whether an address is taken (docs/decisions/009).
    uniqueIndex('users_verified_email_uq')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} IS NOT NULL`),
    index('users_email_idx').on(t.email, t.createdAt),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

export const businessStatus = pgEnum('business_status', [
  'beklemede',
  'onaylandi',
  'reddedildi',
  'askida',
]);
export const memberRole = pgEnum('member_role', ['owner', 'staff']);
export const companyType = pgEnum('company_type', ['sahis', 'limited', 'anonim']);

/** A seller (işletme). Stock and prices live on its offers. */
export const businesses = pgTable(
  'businesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    legalName: text('legal_name').notNull(),
    taxNumber: text('tax_number').notNull(),
    taxOffice: text('tax_office').notNull(),
    iban: text('iban'),
    city: text('city').notNull(),
    phone: text('phone'),
    email: text('email'),
    status: businessStatus('status').notNull().default('beklemede'),
    ratingAvg: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Flat shipping fee per package, kuruş. */
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** Basket total at which this seller's shipping is free, kuruş; null = never free. */
    freeShippingThreshold: integer('free_shipping_threshold'),
    /** Working days from order to hand-over to the cargo company. */
    dispatchDays: integer('dispatch_days').notNull().default(2),
    /** The cargo company this seller hands parcels to (a CARGO_COMPANIES code). */
    cargoCompany: text('cargo_company').notNull().default('yurtici'),
    /** iyzico marketplace sub-merchant key, created on the first iyzico payment. */
    iyzicoSubMerchantKey: text('iyzico_sub_merchant_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // ---- the application (issue 12; docs/decisions/026) ----
    /** Who applied; becomes the owner on approval. Null for businesses made before applications. */
    applicantUserId: integer('applicant_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    companyType: companyType('company_type'),
    /** The il (plate code) of the tax office; the pair is checked against the shipped list. */
    taxOfficeCityCode: integer('tax_office_city_code'),
    ibanHolder: text('iban_holder'),
    kepAddress: text('kep_address'),
    mersisNumber: text('mersis_number'),
    contactName: text('contact_name'),
    returnCityCode: integer('return_city_code'),
    returnDistrict: text('return_district'),
    returnNeighbourhood: text('return_neighbourhood'),
    returnAddressLine: text('return_address_line'),
    /** Top-level category ids the business will sell in. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * Changes of IBAN, tax number or legal name waiting for an operator (the shop keeps selling
     * with the approved values meanwhile); null when nothing waits.
     */
    pendingChanges: jsonb('pending_changes'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /** Why the last pending change was refused (shown until the next change). */
    pendingRejectionReason: text('pending_rejection_reason'),
    /** Holiday mode: offers are hidden from listings through this day (Istanbul date). */
    holidayUntil: date('holiday_until'),
    holidayNote: text('holiday_note'),
    /** Notification kinds the business also wants by e-mail. */
    emailNotificationKinds: text('email_notification_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('businesses_slug_uq').on(t.slug),
    // One application (and so one owned business) per applicant.
    uniqueIndex('businesses_applicant_uq').on(t.applicantUserId),
    index('businesses_status_idx').on(t.status, t.createdAt),
    check('businesses_dispatch_days_ck', sql`${t.dispatchDays} BETWEEN 0 AND 10`),
    check('businesses_shipping_fee_ck', sql`${t.shippingFee} >= 0`),
    check(
      'businesses_free_shipping_ck',
      sql`${t.freeShippingThreshold} IS NULL OR ${t.freeShippingThreshold} >= 0`,
    ),
    check('businesses_rating_ck', sql`${t.ratingAvg} BETWEEN 0 AND 500`),
  ],
);

export const businessMembers = pgTable(
  'business_members',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull().default('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_members_uq').on(t.businessId, t.userId),
    index('business_members_user_idx').on(t.userId),
  ],
);
