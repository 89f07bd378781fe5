import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { processPhoto } from '../feedback/uploads.service.ts';

/**
 * Images sent in messages: checked by their bytes (JPEG, PNG or WebP, ≤ 5 MB, the same rules as
 * review photos), turned upright, stripped of EXIF/GPS and kept as WebP with a 320 px thumbnail
 * under DATA_DIR/messages/ — never under the public media dir: they are served only to the
 * conversation's two sides (conversations.routes.ts).
 */

export const THUMB_SIDE = 320;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

const KEY_RE = /^[a-f0-9]{32}$/;
export const messagesDir = (dataDir: string) => join(dataDir, 'messages');

function filesOf(dataDir: string, key: string) {
  if (!KEY_RE.test(key)) throw new Error('bad message image key');
  const dir = join(messagesDir(dataDir), key.slice(0, 2));
  return { dir, full: join(dir, `${key}.webp`), thumb: join(dir, `${key}-t.webp`) };
}

/** Checks and stores one image (both renditions); throws a Turkish 400 when refused. */
export async function storeMessageImage(dataDir: string, input: Buffer): Promise<StoredImage> {
  const photo = await processPhoto(input);
  const thumb = await sharp(photo.webp)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  const key = randomBytes(16).toString('hex');
  const f = filesOf(dataDir, key);
  await mkdir(f.dir, { recursive: true });
  for (const [path, body] of [
    [f.full, photo.webp],
    [f.thumb, thumb],
  ] as const) {
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, path);
  }
  return { key, width: photo.width, height: photo.height };
}

export async function readMessageImage(
  dataDir: string,
  key: string,
  size: 'thumb' | 'full',
): Promise<Buffer> {
  const f = filesOf(dataDir, key);
  return readFile(size === 'thumb' ? f.thumb : f.full);
}

/** Drops images whose message was never written (a refused or failed send). */
export async function dropMessageImages(dataDir: string, images: StoredImage[]): Promise<void> {
  for (const img of images) {
    const f = filesOf(dataDir, img.key);
    await unlink(f.full).catch(() => undefined);
    await unlink(f.thumb).catch(() => undefined);
  }
}
