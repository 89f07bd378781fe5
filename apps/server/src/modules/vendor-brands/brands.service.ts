import { sql } from 'drizzle-orm';
import {
  type BrandApplicationFields,
  slugify,
  type VendorBrand,
  type VendorBrandList,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext, RequestContext } from '../../lib/request-context.ts';
import type { MediaDirs } from '../media/media.service.ts';
import { imageUrl } from '../media/media.urls.ts';
import {
  readBrandDocument,
  removeBrandDocument,
  type StoredDocument,
  storeBrandDocument,
  storeLogo,
} from './files.service.ts';
import { isUniqueViolation, rejectionOf } from './review.ts';

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  status: 'beklemede' | 'onaylandi' | 'reddedildi';
  business_id: number | null;
  logo_key: string | null;
  registration_number: string | null;
  document_key: string | null;
  document_name: string | null;
  rejection_reasons: string[];
  rejection_note: string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

export const BRAND_COLUMNS = sql`b.id, b.name, b.slug, b.status, b.business_id, b.logo_key,
  b.registration_number, b.document_key, b.document_name, b.rejection_reasons, b.rejection_note,
  b.created_at, b.decided_at`;

export const sellerDocumentUrl = (id: number) => `/api/vendor/api/brands/${id}/document/`;
export const operatorDocumentUrl = (id: number) => `/api/yonetim/api/brands/${id}/document/`;
export const logoUrl = (key: string | null) => (key ? imageUrl(key, 200) : null);

/** A brand as a business sees it: its own application in full, anyone else's as a name. */
export function toVendorBrand(r: BrandRow, businessId: number): VendorBrand {
  const mine = r.business_id === businessId;
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    mine,
    logo_url: logoUrl(r.logo_key),
    registration_number: mine ? r.registration_number : null,
    document:
      mine && r.document_key
        ? { name: r.document_name ?? 'yetki-belgesi', url: sellerDocumentUrl(r.id) }
        : null,
    rejection: mine ? rejectionOf('brand', r.status, r.rejection_reasons, r.rejection_note) : null,
    submitted_at: mine ? iso(r.created_at) : null,
    decided_at: mine && r.decided_at ? iso(r.decided_at) : null,
  };
}

/** Brands this business may use: approved ones, and its own pending applications. */
export const usableBy = (businessId: number) =>
  sql`(b.status = 'onaylandi' OR (b.status = 'beklemede' AND b.business_id = ${businessId}))`;

/**
 * The brand a business's product may name (the product wizard's check): approved, or the
 * business's own pending application so its drafts can use it. Null otherwise.
 */
export async function usableBrand(
  db: DbOrTx,
  businessId: number,
  brandId: number,
): Promise<{ id: number; name: string; status: string } | null> {
  const [row] = await queryRows<{ id: number; name: string; status: string }>(
    db,
    sql`SELECT b.id, b.name, b.status FROM brands b WHERE b.id = ${brandId} AND ${usableBy(businessId)}`,
  );
  return row ?? null;
}

const likePattern = (q: string) => `%${slugify(q).replace(/[%_\\]/g, '\\$&')}%`;

/** The business's applications, and the brands it may use that match `q`. */
export async function listVendorBrands(
  db: Db,
  ctx: BusinessContext,
  query: { q: string; mine: boolean },
): Promise<VendorBrandList> {
  const businessId = ctx.business.id;
  const match = query.q ? sql`AND b.slug LIKE ${likePattern(query.q)}` : sql``;
  const applications = await queryRows<BrandRow>(
    db,
    sql`SELECT ${BRAND_COLUMNS} FROM brands b
         WHERE b.business_id = ${businessId} ${match}
         ORDER BY b.created_at DESC, b.id DESC LIMIT 200`,
  );
  const results = query.mine
    ? []
    : await queryRows<BrandRow>(
        db,
        sql`SELECT ${BRAND_COLUMNS} FROM brands b
             WHERE ${usableBy(businessId)} ${match}
             ORDER BY (b.slug = ${slugify(query.q)}) DESC, (b.slug LIKE ${`${slugify(query.q)}%`}) DESC,
                      b.slug, b.id
             LIMIT 50`,
      );
  return {
    applications: applications.map((r) => toVendorBrand(r, businessId)),
    results: results.map((r) => toVendorBrand(r, businessId)),
  };
}

export interface BrandApplicationFiles {
  logo: Buffer | null;
  document: { buffer: Buffer; filename?: string } | null;
}

const NEED_PROOF =
  'TÜRKPATENT tescil/başvuru numarasını yazın ya da marka sahibinden aldığınız yetki belgesini yükleyin.';

async function approvedWithSlug(db: DbOrTx, slug: string) {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM brands WHERE slug = ${slug} AND status = 'onaylandi'`,
  );
  return row ?? null;
}

const exists = (b: { id: number; name: string }) => {
  const detail = `“${b.name}” markası zaten kayıtlı; başvuru yapmadan onu seçebilirsiniz.`;
  return new AppError(409, 'brand_exists', detail, { name: [detail], brand_id: [String(b.id)] });
};
const alreadyPending = () => {
  const detail = 'Bu marka için incelemede bir başvurunuz zaten var.';
  return new AppError(409, 'brand_pending', detail, { name: [detail] });
};

/**
 * A business applies for a brand: the name (unique, folded, among approved brands and among
 * the business's pending applications), an optional logo, and a TÜRKPATENT number or an
 * authorisation letter. The application waits for an operator; the business may use it at once.
 */
export async function applyForBrand(
  db: Db,
  ctx: BusinessContext,
  dirs: { dataDir: string; media: MediaDirs },
  fields: BrandApplicationFields,
  files: BrandApplicationFiles,
): Promise<VendorBrand> {
  const businessId = ctx.business.id;
  const slug = slugify(fields.name);
  if (!slug) {
    const detail = 'Marka adı en az bir harf ya da rakam içermeli.';
    throw badRequest(detail, { name: [detail] });
  }
  if (!fields.registration_number && !files.document)
    throw badRequest(NEED_PROOF, { registration_number: [NEED_PROOF], document: [NEED_PROOF] });
  // Cheap checks before any file is written.
  const approved = await approvedWithSlug(db, slug);
  if (approved) throw exists(approved);

  let doc: StoredDocument | null = null;
  if (files.document) doc = await storeBrandDocument(dirs.dataDir, files.document);
  try {
    const logoKey = files.logo ? await storeLogo(db, dirs.media, ctx.user.id, files.logo) : null;
    const row = await db.transaction(async (tx) => {
      // Serialise applications of the same name: a concurrent approval or application waits.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`brand:${slug}`}))`);
      const taken = await approvedWithSlug(tx, slug);
      if (taken) throw exists(taken);
      const [inserted] = await queryRows<BrandRow>(
        tx,
        sql`INSERT INTO brands AS b (name, slug, status, business_id, logo_key, registration_number,
                                document_key, document_name, document_mime, document_size)
            VALUES (${fields.name}, ${slug}, 'beklemede', ${businessId}, ${logoKey},
                    ${fields.registration_number}, ${doc?.key ?? null}, ${doc?.name ?? null},
                    ${doc?.mime ?? null}, ${doc?.size ?? null})
            RETURNING ${BRAND_COLUMNS}`,
      );
      return inserted!;
    });
    return toVendorBrand(row, businessId);
  } catch (err) {
    if (doc) await removeBrandDocument(dirs.dataDir, doc.key);
    if (isUniqueViolation(err)) throw alreadyPending();
    throw err;
  }
}

/** The authorisation letter, for the applying business (others: 404) or an operator. */
export async function brandDocument(
  db: Db,
  dataDir: string,
  ctx: RequestContext,
  brandId: number,
  as: 'business' | 'operator',
): Promise<{ body: Buffer; mime: string; name: string }> {
  const scope = as === 'operator' ? sql`` : sql`AND business_id = ${ctx.business?.id ?? -1}`;
  const [row] = await queryRows<{ key: string; mime: string; name: string }>(
    db,
    sql`SELECT document_key AS key, document_mime AS mime, document_name AS name
          FROM brands WHERE id = ${brandId} AND document_key IS NOT NULL ${scope}`,
  );
  if (!row) throw notFound('Belge bulunamadı.');
  return { body: await readBrandDocument(dataDir, row.key), mime: row.mime, name: row.name };
}
