import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { generatorSpecSchema, renderDemoSvg } from './demo-image.renderer.ts';
import { IMAGE_WIDTHS, type ImageWidth } from './media.urls.ts';

export interface MediaDirs {
  /** Originals uploaded by sellers. */
  uploads: string;
  /** WebP renditions, made on first request. */
  cache: string;
}

export const mediaDirs = (dataDir: string): MediaDirs => ({
  uploads: resolve(dataDir, 'uploads'),
  cache: resolve(dataDir, 'media-cache'),
});

const KEY_RE = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

export function parseMediaPath(path: string): { key: string; width: ImageWidth } | null {
  const m = /^(.+)\/(\d+)\.webp$/.exec(path);
  if (!m) return null;
  const key = m[1]!;
  const width = Number(m[2]) as ImageWidth;
  if (!KEY_RE.test(key) || key.includes('..') || !IMAGE_WIDTHS.includes(width)) return null;
  return { key, width };
}

/** Concurrent requests for the same rendition share one render. */
const rendering = new Map<string, Promise<Buffer>>();

async function renderOriginal(db: Db, dirs: MediaDirs, key: string): Promise<Buffer> {
  const [row] = await db
    .select({ generator: productImages.generator })
    .from(productImages)
    .where(eq(productImages.storageKey, key))
    .limit(1);
  if (!row) throw notFound('Görsel bulunamadı.');
  if (row.generator) {
    const spec = generatorSpecSchema.parse(JSON.parse(row.generator));
    return Buffer.from(renderDemoSvg(spec));
  }
  const file = resolve(dirs.uploads, key);
  if (!file.startsWith(dirs.uploads + sep)) throw notFound('Görsel bulunamadı.');
  return readFile(file).catch(() => {
    throw notFound('Görsel bulunamadı.');
  });
}

/** Returns the WebP rendition of an image, from the disk cache or made now (EXIF stripped). */
export async function getRendition(
  db: Db,
  dirs: MediaDirs,
  key: string,
  width: ImageWidth,
): Promise<Buffer> {
  const target = join(dirs.cache, `${key}-${width}.webp`);
  const cached = await readFile(target).catch(() => null);
  if (cached) return cached;
  const id = `${key}@${width}`;
  let job = rendering.get(id);
  if (!job) {
    job = (async () => {
      const original = await renderOriginal(db, dirs, key);
      const out = await sharp(original, { density: 144 })
        .resize({ width, height: width, fit: 'cover' })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, out);
      await rename(tmp, target);
      return out;
    })().finally(() => rendering.delete(id));
    rendering.set(id, job);
  }
  return job;
}
