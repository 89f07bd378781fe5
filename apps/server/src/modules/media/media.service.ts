import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { productImages, uploads } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { z } from 'zod';
import { generatorSpecSchema, renderDemoSvg } from './demo-image.renderer.ts';
import { ILLUSTRATION_SHAPES, renderIllustrationSvg } from './illustrations.ts';
import { IMAGE_WIDTHS, type ImageWidth } from './media.urls.ts';

export interface MediaDirs {
  /** Originals uploaded by sellers, and shoppers' photos (`up/<random>`, already WebP). */
  uploads: string;
  /** WebP renditions, made on first request. */
  cache: string;
}

export const mediaDirs = (dataDir: string): MediaDirs => ({
  uploads: resolve(dataDir, 'uploads'),
  cache: resolve(dataDir, 'media-cache'),
});

const KEY_RE = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/** Shoppers' photos (reviews, returns): `up/<random>`, a row in `uploads`, the file on disk. */
export const UPLOAD_KEY_PREFIX = 'up/';
export const isUploadKey = (key: string) => key.startsWith(UPLOAD_KEY_PREFIX);

/** Where an original lives on disk, or null for a key that would leave the uploads dir. */
export function originalPath(dirs: MediaDirs, key: string): string | null {
  const file = resolve(dirs.uploads, key);
  return file.startsWith(dirs.uploads + sep) ? file : null;
}

export function parseMediaPath(path: string): { key: string; width: ImageWidth } | null {
  const m = /^(.+)\/(\d+)\.webp$/.exec(path);
  if (!m) return null;
  const key = m[1]!;
  const width = Number(m[2]) as ImageWidth;
  if (!KEY_RE.test(key) || key.includes('..') || !IMAGE_WIDTHS.includes(width)) return null;
  return { key, width };
}

/** The demo catalogue's product photos (see SOURCES.md there). */
export const DEMO_PHOTOS_DIR = resolve(import.meta.dirname, '../../../assets/demo-photos');

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** What the seed wrote in `product_images.generator` for a demo picture. */
const demoImageSchema = z.union([
  z.object({ photo: z.string().regex(/^[a-z0-9]+\/[a-z0-9-]+$/) }),
  z.object({ shape: z.enum(ILLUSTRATION_SHAPES), color: hex, bg: hex }),
  // Databases seeded before the illustrations: a line icon on a gradient.
  generatorSpecSchema,
]);

async function renderDemoImage(generator: string): Promise<Buffer> {
  const spec = demoImageSchema.parse(JSON.parse(generator));
  if ('photo' in spec) {
    return readFile(join(DEMO_PHOTOS_DIR, `${spec.photo}.webp`)).catch(() => {
      throw notFound('Görsel bulunamadı.');
    });
  }
  if ('color' in spec) return Buffer.from(renderIllustrationSvg(spec));
  return Buffer.from(renderDemoSvg(spec));
}

/** Concurrent requests for the same rendition share one render. */
const rendering = new Map<string, Promise<Buffer>>();

async function readOriginal(dirs: MediaDirs, key: string): Promise<Buffer> {
  const file = originalPath(dirs, key);
  if (!file) throw notFound('Görsel bulunamadı.');
  return readFile(file).catch(() => {
    throw notFound('Görsel bulunamadı.');
  });
}

async function renderOriginal(db: Db, dirs: MediaDirs, key: string): Promise<Buffer> {
  if (isUploadKey(key)) {
    const [upload] = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.key, key))
      .limit(1);
    if (!upload) throw notFound('Görsel bulunamadı.');
    return readOriginal(dirs, key);
  }
  const [row] = await db
    .select({ generator: productImages.generator })
    .from(productImages)
    .where(eq(productImages.storageKey, key))
    .limit(1);
  if (!row) throw notFound('Görsel bulunamadı.');
  if (row.generator) return renderDemoImage(row.generator);
  return readOriginal(dirs, key);
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
      // Product images are square tiles; shoppers' photos keep their shape within the box.
      const out = await sharp(original, { density: 144 })
        .resize(
          isUploadKey(key)
            ? { width, height: width, fit: 'inside', withoutEnlargement: true }
            : { width, height: width, fit: 'cover' },
        )
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
