import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorBusiness, OperatorBusinessFilter, OperatorBusinessList } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { approvedMail, changesDecidedMail, rejectedMail } from './business.mails.ts';
import { BUSINESS_NOT_FOUND, documentsOf, toBusinessDto } from './businesses.service.ts';

export const OPERATOR_PAGE_SIZE = 20;
const NOT_WAITING = 'Bu işletmenin onay bekleyen bir başvurusu veya değişikliği yok.';
const DOCUMENTS_MISSING =
  'Başvurunun belgeleri eksik: vergi levhası ve imza sirküleri yüklenmeden onaylanamaz.';
const OWNS_ANOTHER = 'Başvuru sahibi başka bir işletmenin sahibi; bu başvuru onaylanamaz.';

export interface BusinessDecisionDeps {
  mailer: Mailer;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Row = typeof businesses.$inferSelect;

export async function listBusinessesForOperators(
  db: Db,
  filter: OperatorBusinessFilter | undefined,
  page: number,
  url: string,
): Promise<OperatorBusinessList> {
  const where =
    filter === 'inceleme'
      ? sql`b.pending_changes IS NOT NULL`
      : filter
        ? sql`b.status = ${filter}`
        : sql`true`;
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM businesses b WHERE ${where}`,
  );
  const ids = await queryRows<{ id: number }>(
    db,
    sql`SELECT b.id FROM businesses b WHERE ${where}
         ORDER BY coalesce(b.pending_since, b.submitted_at, b.created_at) DESC, b.id DESC
         LIMIT ${OPERATOR_PAGE_SIZE} OFFSET ${(page - 1) * OPERATOR_PAGE_SIZE}`,
  );
  const idList = ids.map((r) => r.id);
  const rows = idList.length
    ? await db
        .select()
        .from(businesses)
        .where(sql`${businesses.id} = ANY(string_to_array(${idList.join(',')}, ',')::int[])`)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const docs = await documentsOf(db, idList);
  const applicants = await queryRows<{ id: number; name: string; email: string }>(
    db,
    sql`SELECT id, first_name || ' ' || last_name AS name, email FROM users
         WHERE id = ANY(string_to_array(${rows.map((r) => r.applicantUserId ?? 0).join(',') || '0'}, ',')::int[])`,
  );
  const applicantById = new Map(applicants.map((a) => [a.id, a]));
  const results: OperatorBusiness[] = idList.map((id) => {
    const row = byId.get(id)!;
    const { role: _role, ...dto } = toBusinessDto(row, 'operator', docs.get(id) ?? []);
    return { ...dto, applicant: applicantById.get(row.applicantUserId ?? 0) ?? null };
  });
  return { count, ...pageLinks(url, page, OPERATOR_PAGE_SIZE, count), results };
}

async function lockBusiness(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
  const [row] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

async function ownerEmail(db: Db, row: Row): Promise<string | null> {
  const [u] = await queryRows<{ email: string }>(
    db,
    sql`SELECT u.email FROM users u
         WHERE u.id = ${row.applicantUserId ?? 0}
            OR u.id = (SELECT user_id FROM business_members
                        WHERE business_id = ${row.id} AND role = 'owner' LIMIT 1)
         LIMIT 1`,
  );
  return u?.email ?? row.email;
}

/** The approved values that pending changes replace (API field names), for the audit log. */
function pendingBefore(row: Row, changes: Record<string, unknown>): Record<string, unknown> {
  const current: Record<string, unknown> = {
    legal_name: row.legalName,
    tax_number: row.taxNumber,
    tax_office: row.taxOffice,
    tax_office_city_code: row.taxOfficeCityCode,
    iban: row.iban,
    iban_holder: row.ibanHolder,
  };
  return Object.fromEntries(Object.keys(changes).map((k) => [k, current[k] ?? null]));
}

/** Applies pending changes (column names from the API's field names). */
function pendingColumns(changes: Record<string, string | number>): Partial<Row> {
  const out: Partial<Row> = {};
  if (typeof changes.legal_name === 'string') out.legalName = changes.legal_name;
  if (typeof changes.tax_number === 'string') out.taxNumber = changes.tax_number;
  if (typeof changes.tax_office === 'string') out.taxOffice = changes.tax_office;
  if (typeof changes.tax_office_city_code === 'number')
    out.taxOfficeCityCode = changes.tax_office_city_code;
  if (typeof changes.iban === 'string') out.iban = changes.iban;
  if (typeof changes.iban_holder === 'string') out.ibanHolder = changes.iban_holder;
  return out;
}

/**
 * Approves an application (the applicant becomes the owner; the provider's sub-merchant is
 * created after the commit) or a business's pending changes. 409 when nothing waits.
 */
export async function approveBusiness(
  db: Db,
  ctx: RequestContext,
  deps: BusinessDecisionDeps,
  id: number,
): Promise<OperatorBusiness> {
  const result = await db.transaction(async (tx) => {
    const row = await lockBusiness(tx, id);
    if (row.status === 'beklemede') {
      if (!row.applicantUserId) throw conflict('not_pending', NOT_WAITING);
      const docs = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(DISTINCT kind)::int AS n FROM business_documents WHERE business_id = ${id}`,
      );
      if ((docs[0]?.n ?? 0) < 2) throw conflict('documents_missing', DOCUMENTS_MISSING);
      const other = await queryRows<{ id: number }>(
        tx,
        sql`SELECT business_id AS id FROM business_members
             WHERE user_id = ${row.applicantUserId} AND role = 'owner' AND business_id <> ${id}`,
      );
      if (other.length > 0) throw conflict('already_owner', OWNS_ANOTHER);
      const [u] = await tx
        .update(businesses)
        .set({ status: 'onaylandi', approvedAt: new Date(), rejectionReason: null })
        .where(eq(businesses.id, id))
        .returning();
      await tx.execute(sql`
        INSERT INTO business_members (business_id, user_id, role)
        VALUES (${id}, ${row.applicantUserId}, 'owner')
        ON CONFLICT (business_id, user_id) DO UPDATE SET role = 'owner'`);
      await recordAudit(tx, ctx, {
        action: 'business.approve',
        objectType: 'business',
        objectId: id,
        before: { status: row.status },
        after: { status: 'onaylandi', owner_user_id: row.applicantUserId },
      });
      await emitEvent(tx, {
        type: 'business.approved',
        payload: { businessId: id, name: row.name, ownerUserId: row.applicantUserId },
      });
      return { row: u!, kind: 'application' as const };
    }
    if (row.pendingChanges) {
      const [u] = await tx
        .update(businesses)
        .set({
          ...pendingColumns(row.pendingChanges as Record<string, string | number>),
          pendingChanges: null,
          pendingSince: null,
          pendingRejectionReason: null,
        })
        .where(eq(businesses.id, id))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'business.approve_changes',
        objectType: 'business',
        objectId: id,
        before: pendingBefore(row, row.pendingChanges as Record<string, unknown>),
        after: row.pendingChanges,
      });
      await emitEvent(tx, {
        type: 'business.changes_decided',
        payload: { businessId: id, name: row.name, accepted: true },
      });
      return { row: u!, kind: 'changes' as const };
    }
    throw conflict('not_pending', NOT_WAITING);
  });

  const { row } = result;
  if (result.kind === 'application') {
    // Never inside the transaction: a provider call may take its whole time-out (ADR 022).
    if (deps.provider.name === 'iyzico' && deps.provider.ensureSeller) {
      await deps.provider.ensureSeller(id).catch((err: unknown) => {
        deps.log.warn(
          { err, businessId: id },
          'iyzico alt üye işyeri onayda açılamadı; ilk ödemede yeniden denenecek',
        );
      });
    }
  }
  const to = await ownerEmail(db, row);
  if (to)
    await deps.mailer
      .send(db, {
        to,
        ...(result.kind === 'application'
          ? approvedMail(deps.publicUrl, row.name)
          : changesDecidedMail(deps.publicUrl, row.name, true)),
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'onay e-postası yazılamadı'));
  const docs = await documentsOf(db, [id]);
  const { role: _r, ...dto } = toBusinessDto(row, 'operator', docs.get(id) ?? []);
  return { ...dto, applicant: null };
}

/** Rejects an application (with the reason shown to the applicant) or pending changes. */
export async function rejectBusiness(
  db: Db,
  ctx: RequestContext,
  deps: BusinessDecisionDeps,
  id: number,
  reason: string,
): Promise<OperatorBusiness> {
  const result = await db.transaction(async (tx) => {
    const row = await lockBusiness(tx, id);
    if (row.status === 'beklemede') {
      const [u] = await tx
        .update(businesses)
        .set({ status: 'reddedildi', rejectionReason: reason })
        .where(eq(businesses.id, id))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'business.reject',
        objectType: 'business',
        objectId: id,
        before: { status: row.status },
        after: { status: 'reddedildi' },
        reason,
      });
      if (row.applicantUserId)
        await emitEvent(tx, {
          type: 'business.rejected',
          payload: { businessId: id, name: row.name, applicantUserId: row.applicantUserId, reason },
        });
      return { row: u!, kind: 'application' as const };
    }
    if (row.pendingChanges) {
      const [u] = await tx
        .update(businesses)
        .set({ pendingChanges: null, pendingSince: null, pendingRejectionReason: reason })
        .where(eq(businesses.id, id))
        .returning();
      await recordAudit(tx, ctx, {
        action: 'business.reject_changes',
        objectType: 'business',
        objectId: id,
        before: row.pendingChanges,
        after: null,
        reason,
      });
      await emitEvent(tx, {
        type: 'business.changes_decided',
        payload: { businessId: id, name: row.name, accepted: false, reason },
      });
      return { row: u!, kind: 'changes' as const };
    }
    throw conflict('not_pending', NOT_WAITING);
  });
  const { row } = result;
  const to = await ownerEmail(db, row);
  if (to)
    await deps.mailer
      .send(db, {
        to,
        ...(result.kind === 'application'
          ? rejectedMail(deps.publicUrl, row.name, reason)
          : changesDecidedMail(deps.publicUrl, row.name, false, reason)),
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'ret e-postası yazılamadı'));
  const docs = await documentsOf(db, [id]);
  const { role: _r, ...dto } = toBusinessDto(row, 'operator', docs.get(id) ?? []);
  return { ...dto, applicant: null };
}
