import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.plugin.ts';
import { categoryHead, NOT_FOUND_HEAD, productHead } from './seo.head.ts';
import { productPreloads } from './preload.ts';
import { findCategorySeo, findProductSeo } from './seo.service.ts';
import {
  categoriesXml,
  productSitemapPages,
  productUrlChunks,
  robotsTxt,
  sitemapIndexXml,
  staticPagesXml,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './sitemap.service.ts';

/** What the web plugin sends for a product or category URL, before any JavaScript runs. */
export type SeoPage = { status: 200 | 404; head: string } | { status: 301; location: string };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The head tags and status of a server-described page (product, category), or null for any
     * other path — decided from the path alone, so other pages cost no database work.
     */
    seoPage(url: string): Promise<SeoPage> | null;
  }
}

export interface SeoOptions {
  /** Absolute origin for canonical URLs, Open Graph and the sitemap, without a trailing slash. */
  publicUrl: string;
}

const PAGE_TTL = 60;
const XML_MAX_AGE = 3600;
const SEO_PATH_RE = /^\/(urun-detay|kategori|alt-kategori)\/([^/]+)\/?$/;
const CID_RE = /^[1-9]\d{0,9}$/;
const MAX_INT = 2_147_483_647;

const NOT_FOUND: SeoPage = { status: 404, head: NOT_FOUND_HEAD };

/** Thrown inside a cache computation so that misses are never cached (random slugs). */
class Missing extends Error {}

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** A listing page number from the query string: 2…10000 counts, anything else is page 1. */
function pageOf(query: string): number {
  const raw = new URLSearchParams(query).get('page');
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 2 && n <= 10_000 ? n : 1;
}

const pageParams = z.object({ page: z.coerce.number().int().min(1).max(100_000) });

/**
 * Search-engine surface: the head of product and category pages (used by the web plugin's
 * app-shell fallback), /robots.txt and the sitemap index with its parts.
 */
async function seoPlugin(app: FastifyInstance, opts: SeoOptions) {
  const publicUrl = opts.publicUrl.replace(/\/$/, '');

  const cachedOrMissing = async <T>(key: string, load: () => Promise<T | null>) => {
    try {
      return await app.cache.wrap(key, PAGE_TTL, async () => {
        const found = await load();
        if (found === null) throw new Missing();
        return found;
      });
    } catch (err) {
      if (err instanceof Missing) return null;
      throw err;
    }
  };

  async function productPage(slug: string): Promise<SeoPage> {
    const head = await cachedOrMissing(`seo:product:${slug}`, async () => {
      const p = await findProductSeo(app.db, slug);
      if (!p) return null;
      // The slug as the page asked for it: the web app asks the API with the same.
      const preloads = productPreloads(slug, p.image?.key ?? null);
      return [productHead(p, publicUrl), ...preloads].join('\n    ');
    });
    return head === null ? NOT_FOUND : { status: 200, head };
  }

  async function categoryPage(kind: string, cid: number, query: string): Promise<SeoPage> {
    const c = await cachedOrMissing(`seo:category:${cid}`, () => findCategorySeo(app.db, cid));
    if (!c) return NOT_FOUND;
    // A sub-category under /kategori/ (or a top one under /alt-kategori/) moves to its own URL.
    const top = c.depth === 0;
    if (top !== (kind === 'kategori')) {
      return { status: 301, location: `/${top ? 'kategori' : 'alt-kategori'}/${cid}${query}` };
    }
    return { status: 200, head: categoryHead(c, publicUrl, pageOf(query)) };
  }

  app.decorate('seoPage', (url: string): Promise<SeoPage> | null => {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const m = SEO_PATH_RE.exec(path);
    if (!m) return null;
    const kind = m[1]!;
    const segment = decodeSegment(m[2]!);
    if (kind === 'urun-detay') {
      return segment && segment.length <= 300 ? productPage(segment) : Promise.resolve(NOT_FOUND);
    }
    if (!segment || !CID_RE.test(segment) || Number(segment) > MAX_INT) {
      return Promise.resolve(NOT_FOUND);
    }
    return categoryPage(kind, Number(segment), q === -1 ? '' : url.slice(q));
  });

  const xml = 'application/xml; charset=utf-8';
  const cacheControl = `public, max-age=${XML_MAX_AGE}`;
  const hidden = { schema: { hide: true } };
  const limited = { ...hidden, config: { rateLimit: app.routeLimit(60, '1 minute') } };

  app.get('/robots.txt', hidden, (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', limited, async (_req, reply) => {
    const body = await app.cache.wrap('seo:sitemap-index', 300, async () =>
      sitemapIndexXml(publicUrl, await productSitemapPages(app.db)),
    );
    return reply.type(xml).header('Cache-Control', cacheControl).send(body);
  });

  app.get('/sitemaps/pages.xml', hidden, (_req, reply) =>
    reply.type(xml).header('Cache-Control', cacheControl).send(staticPagesXml(publicUrl)),
  );

  app.get('/sitemaps/categories.xml', limited, async (_req, reply) => {
    const body = await categoriesXml(app.db, publicUrl);
    return reply.type(xml).header('Cache-Control', cacheControl).send(body);
  });

  app.get('/sitemaps/products-:page(^\\d+).xml', limited, async (req, reply) => {
    const parsed = pageParams.safeParse(req.params);
    const notFound = () =>
      sendError(reply, 404, { detail: 'Site haritası sayfası bulunamadı.', code: 'not_found' });
    if (!parsed.success) return notFound();
    const chunks = productUrlChunks(app.db, publicUrl, parsed.data.page);
    // Read the first chunk before answering, so an empty page is a 404 rather than an empty list.
    const first = await chunks.next();
    if (first.done) return notFound();
    async function* body() {
      yield URLSET_OPEN;
      yield first.value;
      for await (const part of chunks) yield part;
      yield URLSET_CLOSE;
    }
    return reply
      .type(xml)
      .header('Cache-Control', cacheControl)
      .send(Readable.from(body(), { objectMode: false }));
  });
}

export const seoRoutes = fp(seoPlugin, { name: 'seo', dependencies: ['cache', 'db', 'security'] });
