import { randomInt } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  BUSINESS_DOCUMENT_KINDS,
  BUSINESS_DOCUMENT_LABELS,
  type BusinessDocument,
  type BusinessDocumentKind,
  MAX_BUSINESS_DOCUMENT_BYTES,
} from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { businessDocuments } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { cleanFileName, DOCUMENT_MIME, sniffDocument } from '../../lib/file-sniff.ts';
import { iso } from '../../lib/query-rows.ts';
import type { RequestContext, UserContext } from '../../lib/request-context.ts';
import { documentUrl, loadForCaller } from './businesses.service.ts';

export const DOC_BAD_TYPE = 'Belge PDF, JPEG veya PNG olmalı.';
export const DOC_TOO_BIG = `Belge en fazla ${MAX_BUSINESS_DOCUMENT_BYTES / (1024 * 1024)} MB olabilir.`;
export const DOC_BAD_KIND = 'Belge türünü seçin (vergi levhası veya imza sirküleri).';
const DOC_NOT_FOUND = 'Belge bulunamadı.';
const STAFF_CANNOT_UPLOAD = 'Belgeleri yalnızca işletme sahibi yükleyebilir.';

/** Where the documents live: under the data dir, beside the media uploads. */
export const documentsDir = (dataDir: string) => resolve(dataDir, 'business-docs');

const MIME = DOCUMENT_MIME;

export function parseDocumentKind(value: unknown): BusinessDocumentKind {
  if (typeof value === 'string' && (BUSINESS_DOCUMENT_KINDS as readonly string[]).includes(value))
    return value as BusinessDocumentKind;
  throw badRequest(DOC_BAD_KIND, { kind: [DOC_BAD_KIND] });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomKey = () => {
  let s = '';
  for (let i = 0; i < 24; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
};

function filePath(dir: string, key: string): string {
  const file = resolve(dir, key);
  if (!file.startsWith(dir + sep)) throw notFound(DOC_NOT_FOUND);
  return file;
}

const cleanName = (name: string | undefined, ext: string) => cleanFileName(name, `belge.${ext}`);

/**
 * Stores a document of a business (the applicant or the owner uploads it); a new upload of the
 * same kind replaces the old one (row and file).
 */
export async function storeDocument(
  db: Db,
  dataDir: string,
  ctx: UserContext,
  businessId: number,
  kind: BusinessDocumentKind,
  file: { buffer: Buffer; filename?: string },
): Promise<BusinessDocument> {
  const { role } = await loadForCaller(db, ctx, businessId);
  if (role !== 'owner' && role !== 'applicant') throw forbidden(STAFF_CANNOT_UPLOAD);
  if (file.buffer.length > MAX_BUSINESS_DOCUMENT_BYTES)
    throw badRequest(DOC_TOO_BIG, { file: [DOC_TOO_BIG] });
  const type = sniffDocument(file.buffer);
  if (!type) throw badRequest(DOC_BAD_TYPE, { file: [DOC_BAD_TYPE] });
  const dir = documentsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const key = randomKey();
  const target = filePath(dir, key);
  const tmp = `${target}.tmp`;
  await writeFile(tmp, file.buffer, { mode: 0o600 });
  await rename(tmp, target);
  const name = cleanName(file.filename, type === 'jpeg' ? 'jpg' : type);
  let old: string | null = null;
  const row = await db.transaction(async (tx) => {
    const [prev] = await tx
      .select({ id: businessDocuments.id, key: businessDocuments.storageKey })
      .from(businessDocuments)
      .where(and(eq(businessDocuments.businessId, businessId), eq(businessDocuments.kind, kind)))
      .for('update');
    if (prev) {
      old = prev.key;
      await tx.delete(businessDocuments).where(eq(businessDocuments.id, prev.id));
    }
    const [inserted] = await tx
      .insert(businessDocuments)
      .values({
        businessId,
        kind,
        storageKey: key,
        mimeType: MIME[type],
        sizeBytes: file.buffer.length,
        originalName: name,
        uploadedBy: ctx.user.id,
      })
      .returning();
    return inserted!;
  });
  if (old) await unlink(filePath(dir, old)).catch(() => {});
  return {
    id: row.id,
    kind: row.kind,
    kind_label: BUSINESS_DOCUMENT_LABELS[row.kind],
    name: row.originalName,
    mime_type: row.mimeType,
    size: row.sizeBytes,
    url: documentUrl(businessId, row.id),
    created_at: iso(row.createdAt),
  };
}

/** A document's bytes, for the business's members, its applicant and operators only. */
export async function readDocument(
  db: Db,
  dataDir: string,
  ctx: RequestContext,
  businessId: number,
  documentId: number,
): Promise<{ body: Buffer; mimeType: string; name: string }> {
  await loadForCaller(db, ctx, businessId);
  const [doc] = await db
    .select()
    .from(businessDocuments)
    .where(and(eq(businessDocuments.id, documentId), eq(businessDocuments.businessId, businessId)))
    .limit(1);
  if (!doc) throw notFound(DOC_NOT_FOUND);
  let body: Buffer;
  try {
    body = await readFile(filePath(documentsDir(dataDir), doc.storageKey));
  } catch {
    throw notFound(DOC_NOT_FOUND);
  }
  return { body, mimeType: doc.mimeType, name: doc.originalName };
}
