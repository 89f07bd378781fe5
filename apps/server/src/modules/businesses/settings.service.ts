import { eq, sql } from 'drizzle-orm';
import {
  type BusinessSettings,
  type BusinessSettingsInput,
  cargoOf,
  type businessSettingsInputSchema,
  type VendorDetails,
} from '@carsi/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { iso, queryRows, ratingOf } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { checkLocation } from '../addresses/locations.service.ts';
import { refreshProductSummaries } from '../catalog/product-summary.service.ts';
import { emitEvent } from '../events/index.ts';
import {
  BUSINESS_NOT_FOUND,
  returnAddressOf,
  reviewedChanges,
  reviewOf,
} from './businesses.service.ts';

type Row = typeof businesses.$inferSelect;
type SettingsInput = z.output<typeof businessSettingsInputSchema>;

const BANK_OWNER_ONLY = 'Banka bilgilerini yalnızca işletme sahibi değiştirebilir.';
const HOLIDAY_PAST = 'Tatil bitiş tarihi bugünden önce olamaz.';
const HOLIDAY_TOO_LONG = 'Tatil modu en fazla 90 gün sürebilir.';
export const MAX_HOLIDAY_DAYS = 90;

/** Today in Istanbul as YYYY-MM-DD (holiday dates are Istanbul days). */
export function istanbulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

export const onHoliday = (row: Pick<Row, 'holidayUntil'>, today = istanbulToday()) =>
  row.holidayUntil !== null && row.holidayUntil >= today;

async function load(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

function toSettings(row: Row, role: 'owner' | 'staff'): BusinessSettings {
  return {
    business_id: row.id,
    name: row.name,
    shipping_fee: row.shippingFee,
    free_shipping_threshold: row.freeShippingThreshold,
    dispatch_days: row.dispatchDays,
    cargo_company: row.cargoCompany,
    holiday_until: row.holidayUntil,
    holiday_note: row.holidayNote,
    on_holiday: onHoliday(row),
    return_address: returnAddressOf(row),
    email_notification_kinds: row.emailNotificationKinds,
    iban: row.iban,
    iban_holder: row.ibanHolder,
    review: reviewOf(row),
    role,
  };
}

export async function getSettings(db: DbOrTx, ctx: BusinessContext): Promise<BusinessSettings> {
  return toSettings(await load(db, ctx.business.id), ctx.business.role);
}

/** Products with an offer of the business: their listing summary depends on its settings. */
async function refreshBusinessProducts(tx: DbOrTx, businessId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT DISTINCT v.product_id AS id FROM offers o JOIN variants v ON v.id = o.variant_id
         WHERE o.business_id = ${businessId}`,
  );
  await refreshProductSummaries(
    tx,
    rows.map((r) => r.id),
  );
}

export async function updateSettings(
  db: Db,
  ctx: BusinessContext,
  input: SettingsInput,
): Promise<BusinessSettings> {
  const row = await load(db, ctx.business.id);
  const bank = reviewedChanges(row, { iban: input.iban, iban_holder: input.iban_holder });
  if (Object.keys(bank).length > 0 && ctx.business.role !== 'owner')
    throw forbidden(BANK_OWNER_ONLY);
  const loc = checkLocation(
    input.return_address.city_code,
    input.return_address.district,
    input.return_address.neighbourhood,
  );
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(loc.errors)) errors[`return_address.${k}`] = v;
  const today = istanbulToday();
  if (input.holiday_until !== null) {
    const until = input.holiday_until;
    const max = new Date(`${today}T00:00:00Z`);
    max.setUTCDate(max.getUTCDate() + MAX_HOLIDAY_DAYS);
    if (Number.isNaN(Date.parse(until))) errors.holiday_until = ['Tatil bitiş tarihi geçersiz.'];
    else if (until < today) errors.holiday_until = [HOLIDAY_PAST];
    else if (until > max.toISOString().slice(0, 10)) errors.holiday_until = [HOLIDAY_TOO_LONG];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);

  const updated = await db.transaction(async (tx) => {
    const review = Object.keys(bank).length > 0;
    const [u] = await tx
      .update(businesses)
      .set({
        shippingFee: input.shipping_fee,
        freeShippingThreshold: input.free_shipping_threshold,
        dispatchDays: input.dispatch_days,
        cargoCompany: input.cargo_company,
        holidayUntil: input.holiday_until,
        holidayNote: input.holiday_until ? (input.holiday_note ?? null) : null,
        returnCityCode: input.return_address.city_code,
        returnDistrict: input.return_address.district,
        returnNeighbourhood: input.return_address.neighbourhood,
        returnAddressLine: input.return_address.address_line,
        emailNotificationKinds: [...new Set(input.email_notification_kinds)],
        ...(review
          ? {
              pendingChanges: { ...((row.pendingChanges as object | null) ?? {}), ...bank },
              pendingSince: row.pendingSince ?? new Date(),
              pendingRejectionReason: null,
            }
          : {}),
      })
      .where(eq(businesses.id, row.id))
      .returning();
    if (review)
      await emitEvent(tx, {
        type: 'operator.alert',
        payload: {
          message: `${row.name} işletmesi banka bilgilerini değiştirdi; onayınızı bekliyor.`,
          link: '/yonetim/basvurular',
          key: `business-review-${row.id}-${Date.now()}`,
        },
      });
    const listingChanged =
      onHoliday(row, today) !== onHoliday(u!, today) ||
      row.freeShippingThreshold !== u!.freeShippingThreshold;
    if (listingChanged) await refreshBusinessProducts(tx, row.id);
    return u!;
  });
  return toSettings(updated, ctx.business.role);
}

/**
 * Ends holidays whose last day has passed and puts those businesses' offers back in the
 * listings (job `end-holidays`). Returns how many businesses came back.
 */
export async function endHolidays(db: Db, now = new Date()): Promise<number> {
  const today = istanbulToday(now);
  return db.transaction(async (tx) => {
    const ended = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE businesses SET holiday_until = NULL, holiday_note = NULL
           WHERE holiday_until < ${today}::date RETURNING id`,
    );
    for (const b of ended) await refreshBusinessProducts(tx, b.id);
    return ended.length;
  });
}

export async function vendorDetails(db: DbOrTx, ctx: BusinessContext): Promise<VendorDetails> {
  const row = await load(db, ctx.business.id);
  const cargo = cargoOf(row.cargoCompany);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    city: row.city,
    rating: ratingOf(row.ratingAvg),
    rating_count: row.ratingCount,
    created_at: iso(row.createdAt),
    on_holiday: onHoliday(row),
    holiday_until: row.holidayUntil,
    holiday_note: row.holidayNote,
    legal: {
      company_type: row.companyType,
      legal_name: row.legalName,
      tax_number: row.taxNumber,
      tax_office: row.taxOffice,
      kep_address: row.kepAddress,
      mersis_number: row.mersisNumber,
    },
    contact: { name: row.contactName, phone: row.phone, email: row.email },
    return_address: returnAddressOf(row),
    shipping: {
      fee: row.shippingFee,
      free_shipping_threshold: row.freeShippingThreshold,
      dispatch_days: row.dispatchDays,
      cargo_company: { code: cargo.code, name: cargo.name },
    },
  };
}

export type { BusinessSettingsInput };
