import { randomInt } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MAX_UPLOAD_BYTES, type UploadResult } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { type MediaDirs, originalPath, UPLOAD_KEY_PREFIX } from '../media/media.service.ts';
import { imageUrl } from '../media/media.urls.ts';

/**
 * Shoppers' photos (for reviews and returns): checked by their bytes, turned upright, stripped
 * of EXIF/GPS and stored as WebP under the media dir with a random key `up/<24 [a-z0-9]>`. They
 * are served as renditions by the media routes and attached later by key.
 */

export const BAD_TYPE = 'Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.';
export const TOO_BIG = `Fotoğraf en fazla ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB olabilir.`;
export const MAX_MEGAPIXELS = 40;
export const TOO_MANY_PIXELS = `Fotoğraf en fazla ${MAX_MEGAPIXELS} megapiksel olabilir.`;
const BROKEN = 'Fotoğraf okunamadı. Lütfen başka bir fotoğraf deneyin.';
/** Longest side kept: the largest rendition is 800 px, so this leaves room for zooming later. */
const MAX_SIDE = 2000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomUploadKey(): string {
  let s = '';
  for (let i = 0; i < 24; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${UPLOAD_KEY_PREFIX}${s}`;
}

/** The format named by a file's first bytes: only the three accepted ones, else null. */
export function sniffFormat(buf: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ProcessedPhoto {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Validates an uploaded file by its content (never its name or declared type) and returns it
 * as an upright WebP without metadata. Throws a 400 with a Turkish detail when refused.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MAX_UPLOAD_BYTES) throw badRequest(TOO_BIG, { file: [TOO_BIG] });
  // The magic bytes first, so libvips never parses anything but the three formats.
  const sniffed = sniffFormat(input);
  if (!sniffed) throw badRequest(BAD_TYPE, { file: [BAD_TYPE] });
  const limitInputPixels = MAX_MEGAPIXELS * 1_000_000;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(BAD_TYPE, { file: [BAD_TYPE] });
  }
  if (meta.format !== sniffed) throw badRequest(BAD_TYPE, { file: [BAD_TYPE] });
  if (!meta.width || !meta.height) throw badRequest(BROKEN, { file: [BROKEN] });
  if (meta.width * meta.height > limitInputPixels)
    throw badRequest(TOO_MANY_PIXELS, { file: [TOO_MANY_PIXELS] });
  try {
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless
    // asked (keepMetadata/withMetadata), so EXIF, GPS, XMP and ICC text are dropped.
    const { data, info } = await sharp(input, { limitInputPixels, pages: 1 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw badRequest(BROKEN, { file: [BROKEN] });
  }
}

/** Stores a processed photo for `userId`: the file first (atomically), then its row. */
export async function storeUpload(
  db: Db,
  dirs: MediaDirs,
  userId: number,
  photo: ProcessedPhoto,
): Promise<UploadResult> {
  const key = randomUploadKey();
  const file = originalPath(dirs, key);
  if (!file) throw new Error('upload key outside the uploads dir');
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, photo.webp);
  await rename(tmp, file);
  try {
    await db.insert(uploads).values({
      key,
      userId,
      width: photo.width,
      height: photo.height,
      bytes: photo.webp.length,
    });
  } catch (err) {
    await unlink(file).catch(() => undefined);
    throw err;
  }
  return { key, url: imageUrl(key, 400), width: photo.width, height: photo.height };
}
