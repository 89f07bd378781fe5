import { randomInt } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { MAX_BRAND_DOCUMENT_BYTES, MAX_BRAND_LOGO_BYTES } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { cleanFileName, DOCUMENT_MIME, sniffDocument } from '../../lib/file-sniff.ts';
import { processPhoto, storeUpload } from '../feedback/uploads.service.ts';
import type { MediaDirs } from '../media/media.service.ts';

export const LOGO_BAD_TYPE = 'Logo JPEG, PNG veya WebP biçiminde bir görsel olmalı.';
export const LOGO_TOO_BIG = `Logo en fazla ${MAX_BRAND_LOGO_BYTES / (1024 * 1024)} MB olabilir.`;
export const DOC_BAD_TYPE = 'Yetki belgesi PDF, JPEG veya PNG olmalı.';
export const DOC_TOO_BIG = `Yetki belgesi en fazla ${MAX_BRAND_DOCUMENT_BYTES / (1024 * 1024)} MB olabilir.`;
const DOC_NOT_FOUND = 'Belge bulunamadı.';

/** Authorisation letters live here, private (never under the media dir). */
const docsDir = (dataDir: string) => resolve(dataDir, 'brand-docs');

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomKey = () => {
  let s = '';
  for (let i = 0; i < 24; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
};

function docPath(dataDir: string, key: string): string {
  const dir = docsDir(dataDir);
  const file = resolve(dir, key);
  if (!file.startsWith(dir + sep)) throw notFound(DOC_NOT_FOUND);
  return file;
}

/**
 * Checks a logo by its content (JPEG, PNG or WebP that sharp can read, ≤ 2 MB), stores it as
 * an upright WebP without metadata among the media uploads and returns its key.
 */
export async function storeLogo(
  db: Db,
  dirs: MediaDirs,
  userId: number,
  file: Buffer,
): Promise<string> {
  if (file.length > MAX_BRAND_LOGO_BYTES) throw badRequest(LOGO_TOO_BIG, { logo: [LOGO_TOO_BIG] });
  let photo;
  try {
    photo = await processPhoto(file);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400)
      throw badRequest(LOGO_BAD_TYPE, { logo: [LOGO_BAD_TYPE] });
    throw err;
  }
  return (await storeUpload(db, dirs, userId, photo)).key;
}

export interface StoredDocument {
  key: string;
  name: string;
  mime: string;
  size: number;
}

/** Checks an authorisation letter by its first bytes (PDF, JPEG, PNG; ≤ 10 MB) and stores it. */
export async function storeBrandDocument(
  dataDir: string,
  file: { buffer: Buffer; filename?: string },
): Promise<StoredDocument> {
  if (file.buffer.length > MAX_BRAND_DOCUMENT_BYTES)
    throw badRequest(DOC_TOO_BIG, { document: [DOC_TOO_BIG] });
  const type = sniffDocument(file.buffer);
  if (!type) throw badRequest(DOC_BAD_TYPE, { document: [DOC_BAD_TYPE] });
  await mkdir(docsDir(dataDir), { recursive: true });
  const key = randomKey();
  const target = docPath(dataDir, key);
  await writeFile(`${target}.tmp`, file.buffer, { mode: 0o600 });
  await rename(`${target}.tmp`, target);
  return {
    key,
    name: cleanFileName(file.filename, `yetki-belgesi.${type === 'jpeg' ? 'jpg' : type}`),
    mime: DOCUMENT_MIME[type],
    size: file.buffer.length,
  };
}

export async function removeBrandDocument(dataDir: string, key: string): Promise<void> {
  await unlink(docPath(dataDir, key)).catch(() => undefined);
}

export async function readBrandDocument(dataDir: string, key: string): Promise<Buffer> {
  try {
    return await readFile(docPath(dataDir, key));
  } catch {
    throw notFound(DOC_NOT_FOUND);
  }
}
