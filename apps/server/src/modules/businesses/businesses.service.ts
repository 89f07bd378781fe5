import { and, eq, sql } from 'drizzle-orm';
import {
  BUSINESS_DOCUMENT_LABELS,
  BUSINESS_STATUS_LABELS,
  type Business,
  type BusinessApplication,
  type BusinessDocument,
  type BusinessStatus,
  type CompanyType,
  type MyBusiness,
  REVIEWED_FIELDS,
  type ReviewedField,
  slugify,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businessDocuments, businesses, businessMembers } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import { checkLocation } from '../addresses/locations.service.ts';

export const BUSINESS_NOT_FOUND = 'İşletme bulunamadı.';
export const ALREADY_OWNS =
  'Zaten bir işletmeniz veya bekleyen bir başvurunuz var. Bir kullanıcı yalnızca bir işletmenin sahibi olabilir.';
const NOT_EDITABLE_BY_STAFF = 'İşletme bilgilerini yalnızca işletme sahibi değiştirebilir.';
const SUSPENDED = 'Askıya alınmış bir işletmenin bilgileri değiştirilemez.';

type BusinessRow = typeof businesses.$inferSelect;
export type CallerRole = Business['role'];

/** The caller's part in a business: owner/staff (member), applicant (before approval), operator. */
export async function callerRole(
  db: DbOrTx,
  ctx: RequestContext,
  row: Pick<BusinessRow, 'id' | 'applicantUserId'>,
): Promise<CallerRole | null> {
  if (!ctx.user) return null;
  const [m] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, row.id), eq(businessMembers.userId, ctx.user.id)))
    .limit(1);
  if (m) return m.role;
  if (row.applicantUserId === ctx.user.id) return 'applicant';
  if (ctx.role === 'operator') return 'operator';
  return null;
}

/** The business and the caller's role in it; 404 for anyone with no part in it. */
export async function loadForCaller(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
): Promise<{ row: BusinessRow; role: CallerRole }> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  const role = await callerRole(db, ctx, row);
  if (!role) throw notFound(BUSINESS_NOT_FOUND);
  return { row, role };
}

export const documentUrl = (businessId: number, documentId: number) =>
  `/api/vendor/api/businesses/${businessId}/documents/${documentId}/`;

export async function documentsOf(
  db: DbOrTx,
  businessIds: number[],
): Promise<Map<number, BusinessDocument[]>> {
  const out = new Map<number, BusinessDocument[]>();
  if (businessIds.length === 0) return out;
  const rows = await queryRows<{
    id: number;
    business_id: number;
    kind: BusinessDocument['kind'];
    original_name: string;
    mime_type: string;
    size_bytes: number;
    created_at: string;
  }>(
    db,
    sql`SELECT id, business_id, kind, original_name, mime_type, size_bytes, created_at
          FROM business_documents
         WHERE business_id = ANY(string_to_array(${businessIds.join(',')}, ',')::int[])
         ORDER BY kind, id`,
  );
  for (const r of rows) {
    const list = out.get(r.business_id) ?? [];
    list.push({
      id: r.id,
      kind: r.kind,
      kind_label: BUSINESS_DOCUMENT_LABELS[r.kind],
      name: r.original_name,
      mime_type: r.mime_type,
      size: r.size_bytes,
      url: documentUrl(r.business_id, r.id),
      created_at: iso(r.created_at),
    });
    out.set(r.business_id, list);
  }
  return out;
}

export function returnAddressOf(row: BusinessRow): Business['return_address'] {
  if (row.returnCityCode === null || !row.returnDistrict) return null;
  const { city } = checkLocation(
    row.returnCityCode,
    row.returnDistrict,
    row.returnNeighbourhood ?? '',
  );
  return {
    city_code: row.returnCityCode,
    city: city ?? '',
    district: row.returnDistrict,
    neighbourhood: row.returnNeighbourhood ?? '',
    address_line: row.returnAddressLine ?? '',
  };
}

export function reviewOf(row: BusinessRow): Business['review'] {
  if (!row.pendingChanges || !row.pendingSince) return null;
  return {
    changes: row.pendingChanges as Record<string, string | number>,
    since: iso(row.pendingSince),
  };
}

export function toBusinessDto(
  row: BusinessRow,
  role: CallerRole,
  documents: BusinessDocument[],
): Business {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    status_label: BUSINESS_STATUS_LABELS[row.status],
    rejection_reason: row.status === 'reddedildi' ? row.rejectionReason : null,
    company_type: row.companyType,
    legal_name: row.legalName,
    tax_number: row.taxNumber,
    tax_office_city_code: row.taxOfficeCityCode,
    tax_office: row.taxOffice,
    iban: row.iban,
    iban_holder: row.ibanHolder,
    kep_address: row.kepAddress,
    mersis_number: row.mersisNumber,
    contact_name: row.contactName,
    contact_phone: row.phone,
    email: row.email,
    city: row.city,
    return_address: returnAddressOf(row),
    category_ids: row.categoryIds,
    review: reviewOf(row),
    review_rejection_reason: row.pendingRejectionReason,
    role,
    documents,
    created_at: iso(row.createdAt),
    submitted_at: row.submittedAt ? iso(row.submittedAt) : null,
    approved_at: row.approvedAt ? iso(row.approvedAt) : null,
  };
}

/** Field errors beyond the schema: the return address must exist, categories must be top ones. */
async function checkApplication(db: DbOrTx, a: BusinessApplication): Promise<string> {
  const errors: Record<string, string[]> = {};
  const loc = checkLocation(
    a.return_address.city_code,
    a.return_address.district,
    a.return_address.neighbourhood,
  );
  for (const [k, v] of Object.entries(loc.errors)) errors[`return_address.${k}`] = v;
  const ids = [...new Set(a.category_ids)];
  const found = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM categories
         WHERE parent_id IS NULL AND id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  if (found.length !== ids.length)
    errors.category_ids = ['Yalnızca ana kategorilerden seçim yapabilirsiniz.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return loc.city!;
}

async function uniqueSlug(db: DbOrTx, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 50) || 'magaza';
  const taken = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM businesses
         WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) AND id <> ${exceptId ?? 0}`,
  );
  const set = new Set(taken.map((r) => r.slug));
  if (!set.has(base)) return base;
  for (let i = 2; ; i++) if (!set.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Columns an application sets (everything but the shop's slug and status). */
function applicationColumns(a: BusinessApplication, city: string) {
  return {
    companyType: a.company_type as CompanyType,
    legalName: a.legal_name,
    name: a.shop_name,
    taxNumber: a.tax_number,
    taxOfficeCityCode: a.tax_office_city_code,
    taxOffice: a.tax_office,
    iban: a.iban,
    ibanHolder: a.iban_holder,
    kepAddress: a.kep_address,
    mersisNumber: a.mersis_number,
    contactName: a.contact_name,
    phone: a.contact_phone,
    city,
    returnCityCode: a.return_address.city_code,
    returnDistrict: a.return_address.district,
    returnNeighbourhood: a.return_address.neighbourhood,
    returnAddressLine: a.return_address.address_line,
    categoryIds: [...new Set(a.category_ids)],
  };
}

async function userEmail(db: DbOrTx, userId: number): Promise<string> {
  const [u] = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM users WHERE id = ${userId}`,
  );
  return u!.email;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** A new application: one per user, and none for someone who already owns a business. */
export async function applyForBusiness(
  db: Db,
  ctx: UserContext,
  a: BusinessApplication,
): Promise<Business> {
  const city = await checkApplication(db, a);
  const owns = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM businesses WHERE applicant_user_id = ${ctx.user.id}
        UNION ALL
        SELECT business_id FROM business_members WHERE user_id = ${ctx.user.id} AND role = 'owner'
        LIMIT 1`,
  );
  if (owns.length > 0) throw conflict('already_owner', ALREADY_OWNS);
  const email = a.email ?? (await userEmail(db, ctx.user.id));
  try {
    const row = await db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, a.shop_name);
      const [inserted] = await tx
        .insert(businesses)
        .values({
          ...applicationColumns(a, city),
          slug,
          email,
          status: 'beklemede',
          applicantUserId: ctx.user.id,
          submittedAt: new Date(),
        })
        .returning();
      await emitEvent(tx, {
        type: 'operator.alert',
        payload: {
          message: `Yeni işletme başvurusu: ${inserted!.name}.`,
          link: '/yonetim/basvurular',
          key: `business-application-${inserted!.id}`,
        },
      });
      return inserted!;
    });
    return toBusinessDto(row, 'applicant', []);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('already_owner', ALREADY_OWNS);
    throw err;
  }
}

/** The caller's businesses (as owner or staff) and own application, newest first. */
export async function myBusinesses(db: DbOrTx, ctx: UserContext): Promise<MyBusiness[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    slug: string;
    status: BusinessStatus;
    role: MyBusiness['role'] | null;
    applicant_user_id: number | null;
    rejection_reason: string | null;
    pending: boolean;
    submitted_at: string | null;
  }>(
    db,
    sql`SELECT b.id, b.name, b.slug, b.status, m.role, b.applicant_user_id, b.rejection_reason,
               b.pending_changes IS NOT NULL AS pending, b.submitted_at
          FROM businesses b
          LEFT JOIN business_members m ON m.business_id = b.id AND m.user_id = ${ctx.user.id}
         WHERE m.user_id IS NOT NULL OR b.applicant_user_id = ${ctx.user.id}
         ORDER BY (m.role = 'owner') DESC NULLS LAST, b.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    status_label: BUSINESS_STATUS_LABELS[r.status],
    role: r.role ?? 'applicant',
    rejection_reason: r.status === 'reddedildi' ? r.rejection_reason : null,
    review_pending: r.pending,
    submitted_at: r.submitted_at ? iso(r.submitted_at) : null,
  }));
}

export async function getBusiness(db: DbOrTx, ctx: RequestContext, id: number): Promise<Business> {
  const { row, role } = await loadForCaller(db, ctx, id);
  const docs = await documentsOf(db, [row.id]);
  return toBusinessDto(row, role, docs.get(row.id) ?? []);
}

/** Compares reviewed fields: what an approved business asks to change. */
export function reviewedChanges(
  row: BusinessRow,
  next: Partial<Record<ReviewedField, string | number | null>>,
): Record<string, string | number> {
  const current: Record<ReviewedField, string | number | null> = {
    legal_name: row.legalName,
    tax_number: row.taxNumber,
    tax_office_city_code: row.taxOfficeCityCode,
    tax_office: row.taxOffice,
    iban: row.iban,
    iban_holder: row.ibanHolder,
  };
  const changes: Record<string, string | number> = {};
  for (const f of REVIEWED_FIELDS) {
    const v = next[f];
    if (v !== undefined && v !== null && v !== current[f]) changes[f] = v;
  }
  // The tax office travels with the tax number: keep the pair whole when either changes.
  if ('tax_office' in changes || 'tax_office_city_code' in changes) {
    changes.tax_office = next.tax_office ?? row.taxOffice;
    if (next.tax_office_city_code != null) changes.tax_office_city_code = next.tax_office_city_code;
  }
  return changes;
}

/**
 * Edits a business. A rejected (or still pending) application is corrected and goes back to
 * `beklemede`. On an approved business, changes of IBAN, tax number or legal name wait for an
 * operator in `pending_changes` while the shop stays open with the approved values.
 */
export async function updateBusiness(
  db: Db,
  ctx: UserContext,
  id: number,
  a: BusinessApplication,
): Promise<Business> {
  const { row, role } = await loadForCaller(db, ctx, id);
  if (role === 'staff' || role === 'operator') throw forbidden(NOT_EDITABLE_BY_STAFF);
  if (row.status === 'askida') throw conflict('business_suspended', SUSPENDED);
  const city = await checkApplication(db, a);
  const cols = applicationColumns(a, city);
  const updated = await db.transaction(async (tx) => {
    if (row.status === 'onaylandi') {
      const changes = reviewedChanges(row, a);
      const {
        legalName: _l,
        taxNumber: _t,
        taxOffice: _o,
        taxOfficeCityCode: _c,
        iban: _i,
        ibanHolder: _h,
        ...free
      } = cols;
      const review = Object.keys(changes).length > 0;
      const [u] = await tx
        .update(businesses)
        .set({
          ...free,
          ...(a.email ? { email: a.email } : {}),
          ...(review
            ? {
                pendingChanges: { ...((row.pendingChanges as object | null) ?? {}), ...changes },
                pendingSince: row.pendingSince ?? new Date(),
                pendingRejectionReason: null,
              }
            : {}),
        })
        .where(eq(businesses.id, id))
        .returning();
      if (review)
        await emitEvent(tx, {
          type: 'operator.alert',
          payload: {
            message: `${row.name} işletmesi banka/vergi/unvan bilgilerini değiştirdi; onayınızı bekliyor.`,
            link: '/yonetim/basvurular',
            key: `business-review-${id}-${Date.now()}`,
          },
        });
      return u!;
    }
    // beklemede or reddedildi: the application itself is corrected and sent again.
    const slug = a.shop_name === row.name ? row.slug : await uniqueSlug(tx, a.shop_name, id);
    const [u] = await tx
      .update(businesses)
      .set({
        ...cols,
        slug,
        ...(a.email ? { email: a.email } : {}),
        status: 'beklemede',
        rejectionReason: null,
        submittedAt: new Date(),
      })
      .where(and(eq(businesses.id, id), sql`${businesses.status} IN ('beklemede', 'reddedildi')`))
      .returning();
    if (!u) throw conflict('business_changed', 'Başvuru bu arada değişti; sayfayı yenileyin.');
    if (row.status === 'reddedildi')
      await emitEvent(tx, {
        type: 'operator.alert',
        payload: {
          message: `${u.name} işletme başvurusu düzeltilip yeniden gönderildi.`,
          link: '/yonetim/basvurular',
          key: `business-application-${id}-${Date.now()}`,
        },
      });
    return u;
  });
  const docs = await documentsOf(db, [id]);
  return toBusinessDto(updated, role, docs.get(id) ?? []);
}

export { businessDocuments };
