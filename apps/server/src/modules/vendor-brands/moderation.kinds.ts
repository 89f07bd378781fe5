import { recordAudit } from '../../lib/audit.ts';
import { sql } from 'drizzle-orm';
import {
  MODERATION_REASONS,
  type ModerationItem,
  type ModerationRejectInput,
  type ModerationStatus,
  type ModerationType,
} from '@carsi/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import type { ModerationKind } from '../moderation/index.ts';
import { logoUrl, operatorDocumentUrl } from './brands.service.ts';
import { isUniqueViolation } from './review.ts';

const NOT_WAITING = 'Bu kayıt artık incelemede değil; başka bir yönetici karar vermiş olabilir.';
const NOT_FOUND = 'İncelenecek kayıt bulunamadı.';

const reasonLabels = (type: ModerationType, codes: readonly string[]) => {
  const labels = new Map(MODERATION_REASONS[type].map((r) => [r.code, r.label]));
  return codes.map((c) => labels.get(c) ?? c);
};

const rejectionOf = (status: string, reasons: string[], note: string) =>
  status === 'reddedildi' ? { reasons, note } : null;

/** Waiting items oldest first (fair queue); decided ones newest decision first. */
const orderFor = (status: ModerationStatus) =>
  status === 'beklemede'
    ? sql`ORDER BY submitted_at ASC, id ASC`
    : sql`ORDER BY decided_at DESC NULLS LAST, id DESC`;

interface BrandQueueRow {
  kind: 'brand' | 'line';
  id: number;
  name: string;
  status: ModerationStatus;
  business_id: number | null;
  business_name: string | null;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  logo_key: string | null;
  registration_number: string | null;
  document_name: string | null;
  has_document: boolean;
  brand_name: string | null;
  brand_status: string | null;
  rejection_reasons: string[];
  rejection_note: string;
}

/**
 * Brands and product lines, one queue: product lines take their ids from the brands' sequence
 * (schema/vendor-brands.ts), so `brand/{id}` names exactly one of them (docs/decisions/031).
 */
const brandQueue = (status: ModerationStatus) => sql`
  SELECT * FROM (
    SELECT 'brand' AS kind, b.id, b.name, b.status::text AS status, b.business_id,
           biz.name AS business_name, b.created_at AS submitted_at, b.decided_at, b.logo_key,
           b.registration_number, b.document_name, (b.document_key IS NOT NULL) AS has_document,
           NULL::text AS brand_name, NULL::text AS brand_status, b.rejection_reasons,
           b.rejection_note
      FROM brands b LEFT JOIN businesses biz ON biz.id = b.business_id
     WHERE b.status = ${status} AND (b.business_id IS NOT NULL OR b.decided_by IS NOT NULL)
    UNION ALL
    SELECT 'line', l.id, l.name, l.status::text, l.business_id, biz.name, l.created_at,
           l.decided_at, br.logo_key, NULL, NULL, false, br.name, br.status::text,
           l.rejection_reasons, l.rejection_note
      FROM product_lines l JOIN brands br ON br.id = l.brand_id
      LEFT JOIN businesses biz ON biz.id = l.business_id
     WHERE l.status = ${status}
  ) q`;

function brandItem(r: BrandQueueRow): ModerationItem {
  const business = r.business_id ? { id: r.business_id, name: r.business_name ?? '' } : null;
  const common = {
    type: 'brand' as const,
    id: r.id,
    status: r.status,
    business,
    submitted_at: iso(r.submitted_at),
    image_url: logoUrl(r.logo_key),
    rejection: rejectionOf(r.status, r.rejection_reasons, r.rejection_note),
    link: null,
  };
  if (r.kind === 'line') {
    const brandState = r.brand_status === 'onaylandi' ? 'onaylı' : 'henüz onaylanmadı';
    return {
      ...common,
      title: `${r.brand_name} › ${r.name}`,
      summary: `Ürün serisi önerisi · Marka: ${r.brand_name} (${brandState})`,
      changes: [
        { field: 'brand', label: 'Marka', before: null, after: r.brand_name },
        { field: 'name', label: 'Seri adı', before: null, after: r.name },
      ],
      documents: [],
    };
  }
  return {
    ...common,
    title: r.name,
    summary: r.registration_number
      ? `Marka başvurusu · TÜRKPATENT ${r.registration_number}`
      : 'Marka başvurusu · yetki belgesi ile',
    changes: [
      { field: 'name', label: 'Marka adı', before: null, after: r.name },
      {
        field: 'registration_number',
        label: 'TÜRKPATENT numarası',
        before: null,
        after: r.registration_number,
      },
      { field: 'logo', label: 'Logo', before: null, after: r.logo_key ? 'Yüklendi' : null },
      { field: 'document', label: 'Yetki belgesi', before: null, after: r.document_name },
    ],
    documents: r.has_document
      ? [{ name: r.document_name ?? 'yetki-belgesi', url: operatorDocumentUrl(r.id) }]
      : [],
  };
}

async function lockBrandOrLine(tx: Tx, id: number) {
  const [brand] = await queryRows<{
    id: number;
    name: string;
    slug: string;
    status: string;
    business_id: number | null;
  }>(tx, sql`SELECT id, name, slug, status, business_id FROM brands WHERE id = ${id} FOR UPDATE`);
  if (brand)
    return { kind: 'brand' as const, ...brand, brand_id: brand.id, brand_name: brand.name };
  const [line] = await queryRows<{
    id: number;
    name: string;
    slug: string;
    status: string;
    business_id: number | null;
    brand_id: number;
    brand_name: string;
    brand_status: string;
  }>(
    tx,
    sql`SELECT l.id, l.name, l.slug, l.status, l.business_id, l.brand_id, b.name AS brand_name,
               b.status AS brand_status
          FROM product_lines l JOIN brands b ON b.id = l.brand_id
         WHERE l.id = ${id} FOR UPDATE OF l`,
  );
  if (line) return { kind: 'line' as const, ...line };
  throw notFound(NOT_FOUND);
}

async function decideBrand(
  db: Db,
  ctx: UserContext,
  id: number,
  decision: { accepted: true } | ({ accepted: false } & ModerationRejectInput),
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const item = await lockBrandOrLine(tx, id);
      if (item.status !== 'beklemede') throw conflict('not_waiting', NOT_WAITING);
      const status = decision.accepted ? 'onaylandi' : 'reddedildi';
      const reasons = decision.accepted ? [] : decision.reasons;
      const note = decision.accepted ? '' : decision.note;
      const table = item.kind === 'brand' ? sql`brands` : sql`product_lines`;
      if (decision.accepted) {
        if (item.kind === 'line' && 'brand_status' in item && item.brand_status !== 'onaylandi')
          throw conflict('brand_not_approved', 'Önce serinin markasını onaylayın.');
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${
            item.kind === 'brand' ? `brand:${item.slug}` : `line:${item.brand_id}:${item.slug}`
          }))`,
        );
      }
      await tx.execute(
        sql`UPDATE ${table} SET status = ${status}, rejection_reasons = ${sql`ARRAY[${sql.join(
          reasons.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`}, rejection_note = ${note}, decided_at = now(), decided_by = ${ctx.user.id}
             WHERE id = ${id}`,
      );
      await recordAudit(tx, ctx, {
        action: `${item.kind === 'brand' ? 'brand' : 'product_line'}.${decision.accepted ? 'approve' : 'reject'}`,
        objectType: item.kind === 'brand' ? 'brand' : 'product_line',
        objectId: id,
        before: { status: item.status, name: item.name },
        after: { status, ...(decision.accepted ? {} : { reasons }) },
        reason: decision.accepted ? null : note || reasons.join(', '),
      });
      const labels = reasonLabels('brand', reasons);
      // A rejected brand takes its waiting lines with it: they could never be approved, and
      // their businesses hear why instead of waiting for ever.
      if (item.kind === 'brand' && !decision.accepted) {
        const lineNote = `“${item.name}” markası reddedildi.${note ? ` ${note}` : ''}`;
        const lines = await queryRows<{ id: number; name: string; business_id: number | null }>(
          tx,
          sql`UPDATE product_lines SET status = 'reddedildi',
                     rejection_reasons = ${sql`ARRAY[${sql.join(
                       reasons.map((r) => sql`${r}`),
                       sql`, `,
                     )}]::text[]`},
                     rejection_note = ${lineNote}, decided_at = now(), decided_by = ${ctx.user.id}
               WHERE brand_id = ${id} AND status = 'beklemede'
           RETURNING id, name, business_id`,
        );
        for (const line of lines)
          if (line.business_id !== null)
            await emitEvent(tx, {
              type: 'product_line.decided',
              payload: {
                businessId: line.business_id,
                lineId: line.id,
                brandId: id,
                brandName: item.name,
                name: line.name,
                accepted: false,
                reasons: labels,
                note: lineNote,
              },
            });
      }
      if (item.business_id === null) return;
      if (item.kind === 'brand')
        await emitEvent(tx, {
          type: 'brand.decided',
          payload: {
            businessId: item.business_id,
            brandId: id,
            name: item.name,
            accepted: decision.accepted,
            reasons: labels,
            note,
          },
        });
      else
        await emitEvent(tx, {
          type: 'product_line.decided',
          payload: {
            businessId: item.business_id,
            lineId: id,
            brandId: item.brand_id,
            brandName: item.brand_name,
            name: item.name,
            accepted: decision.accepted,
            reasons: labels,
            note,
          },
        });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail =
        'Bu adla onaylı bir kayıt zaten var; başvuruyu “mevcut” gerekçesiyle reddedin.';
      throw new AppError(409, 'duplicate', detail);
    }
    throw err;
  }
}

export const brandModerationKind: ModerationKind = {
  type: 'brand',
  async list(db: DbOrTx, status, limit, offset) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${brandQueue(status)}) c`,
    );
    const rows = await queryRows<BrandQueueRow>(
      db,
      sql`${brandQueue(status)} ${orderFor(status)} LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: count?.n ?? 0, items: rows.map(brandItem) };
  },
  async pendingCount(db) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (${brandQueue('beklemede')}) c`,
    );
    return row?.n ?? 0;
  },
  approve: (db, ctx, id) => decideBrand(db, ctx, id, { accepted: true }),
  reject: (db, ctx, id, input) => decideBrand(db, ctx, id, { accepted: false, ...input }),
};

interface ProposalQueueRow {
  id: number;
  category_id: number;
  category_path: string;
  attribute_name: string;
  value: string;
  hex: string | null;
  note: string;
  status: ModerationStatus;
  business_id: number;
  business_name: string;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  rejection_reasons: string[];
  rejection_note: string;
}

// The category path from the materialised `path` ("1/5/12/") in one statement.
const proposalQueue = (status: ModerationStatus) => sql`
  SELECT p.id, p.category_id,
         (SELECT string_agg(c.name, ' › ' ORDER BY c.depth) FROM categories c
           WHERE cat.path LIKE c.path || '%') AS category_path,
         a.name AS attribute_name, p.value, p.hex, p.note, p.status::text AS status,
         p.business_id, biz.name AS business_name, p.created_at AS submitted_at, p.decided_at,
         p.rejection_reasons, p.rejection_note
    FROM attribute_proposals p
    JOIN attributes a ON a.id = p.attribute_id
    JOIN categories cat ON cat.id = p.category_id
    JOIN businesses biz ON biz.id = p.business_id
   WHERE p.status = ${status}`;

function proposalItem(r: ProposalQueueRow): ModerationItem {
  return {
    type: 'attribute',
    id: r.id,
    title: `${r.attribute_name}: ${r.value}`,
    status: r.status,
    business: { id: r.business_id, name: r.business_name },
    submitted_at: iso(r.submitted_at),
    summary: r.category_path ?? '',
    image_url: null,
    changes: [
      { field: 'category', label: 'Kategori', before: null, after: r.category_path },
      { field: 'attribute', label: 'Özellik', before: null, after: r.attribute_name },
      { field: 'value', label: 'Önerilen değer', before: null, after: r.value },
      ...(r.hex ? [{ field: 'hex', label: 'Renk kodu', before: null, after: r.hex }] : []),
      ...(r.note ? [{ field: 'note', label: 'Satıcının notu', before: null, after: r.note }] : []),
    ],
    documents: [],
    rejection: rejectionOf(r.status, r.rejection_reasons, r.rejection_note),
    link: null,
  };
}

async function decideProposal(
  db: Db,
  ctx: UserContext,
  id: number,
  decision: { accepted: true } | ({ accepted: false } & ModerationRejectInput),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [p] = await queryRows<{
      id: number;
      attribute_id: number;
      attribute_name: string;
      value: string;
      slug: string;
      hex: string | null;
      status: string;
      business_id: number;
    }>(
      tx,
      sql`SELECT p.id, p.attribute_id, a.name AS attribute_name, p.value, p.slug, p.hex, p.status,
                 p.business_id
            FROM attribute_proposals p JOIN attributes a ON a.id = p.attribute_id
           WHERE p.id = ${id} FOR UPDATE OF p`,
    );
    if (!p) throw notFound(NOT_FOUND);
    if (p.status !== 'beklemede') throw conflict('not_waiting', NOT_WAITING);
    let valueId: number | null = null;
    if (decision.accepted) {
      // The value for everyone; one that appeared meanwhile (same folded spelling) is reused.
      const [created] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO attribute_values (attribute_id, value, slug, hex, position)
            SELECT ${p.attribute_id}, ${p.value}, ${p.slug}, ${p.hex},
                   coalesce(max(position) + 1, 0) FROM attribute_values
             WHERE attribute_id = ${p.attribute_id}
            ON CONFLICT (attribute_id, slug) DO NOTHING
            RETURNING id`,
      );
      valueId =
        created?.id ??
        (
          await queryRows<{ id: number }>(
            tx,
            sql`SELECT id FROM attribute_values WHERE attribute_id = ${p.attribute_id} AND slug = ${p.slug}`,
          )
        )[0]!.id;
    }
    const reasons = decision.accepted ? [] : decision.reasons;
    const note = decision.accepted ? '' : decision.note;
    await tx.execute(
      sql`UPDATE attribute_proposals
             SET status = ${decision.accepted ? 'onaylandi' : 'reddedildi'},
                 attribute_value_id = ${valueId},
                 rejection_reasons = ${sql`ARRAY[${sql.join(
                   reasons.map((r) => sql`${r}`),
                   sql`, `,
                 )}]::text[]`},
                 rejection_note = ${note}, decided_at = now(), decided_by = ${ctx.user.id}
           WHERE id = ${id}`,
    );
    await recordAudit(tx, ctx, {
      action: decision.accepted ? 'attribute_value.approve' : 'attribute_value.reject',
      objectType: 'attribute_proposal',
      objectId: id,
      before: { status: p.status, attribute: p.attribute_name, value: p.value },
      after: {
        status: decision.accepted ? 'onaylandi' : 'reddedildi',
        ...(valueId !== null ? { attribute_value_id: valueId } : { reasons }),
      },
      reason: decision.accepted ? null : note || reasons.join(', '),
    });
    await emitEvent(tx, {
      type: 'attribute_value.decided',
      payload: {
        businessId: p.business_id,
        proposalId: id,
        attributeName: p.attribute_name,
        value: p.value,
        accepted: decision.accepted,
        reasons: reasonLabels('attribute', reasons),
        note,
      },
    });
  });
}

export const attributeModerationKind: ModerationKind = {
  type: 'attribute',
  async list(db, status, limit, offset) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM attribute_proposals WHERE status = ${status}`,
    );
    const rows = await queryRows<ProposalQueueRow>(
      db,
      sql`SELECT * FROM (${proposalQueue(status)}) q ${orderFor(status)} LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: count?.n ?? 0, items: rows.map(proposalItem) };
  },
  async pendingCount(db) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM attribute_proposals WHERE status = 'beklemede'`,
    );
    return row?.n ?? 0;
  },
  approve: (db, ctx, id) => decideProposal(db, ctx, id, { accepted: true }),
  reject: (db, ctx, id, input) => decideProposal(db, ctx, id, { accepted: false, ...input }),
};
