// /sitemap.xml (an index) and its parts: static pages, categories, and products in pages of at
// most 50,000 URLs. Product pages are ranges of ids, so each is read by primary-key keyset
// (id > last seen) in chunks and streamed, never with OFFSET.
import { infoPath, infoSlugs, publicRoutePatterns } from '@carsi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categoryPath, productPath } from './seo.head.ts';
import { escapeXml } from './seo.text.ts';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;
const CHUNK = 5_000;

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// W3C datetime in UTC, made in SQL so PGlite and PostgreSQL give the same text.
const isoUtc = (col: ReturnType<typeof sql>) =>
  sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Public pages that are not products or categories (the web app's route table in @carsi/shared:
 * the public routes without parameters, and the /idari/ info pages). Search, cart and auth pages
 * are left out.
 */
export const STATIC_PAGES: readonly string[] = [
  publicRoutePatterns.home,
  publicRoutePatterns.bestSellers,
  publicRoutePatterns.superDeals,
  publicRoutePatterns.compatibleSystem,
  ...infoSlugs.map(infoPath),
];

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = '</urlset>\n';

function urlEntry(loc: string, lastmod?: string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

/** The product sitemap pages that hold at least one published product, with their last change. */
export async function productSitemapPages(
  db: DbOrTx,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<{ page: number; lastmod: string }[]> {
  return rows(
    db,
    sql`
      SELECT ((id - 1) / ${pageSize}::int + 1)::int AS page, ${isoUtc(sql`max(updated_at)`)} AS lastmod
        FROM products
       WHERE status = 'yayinda'
       GROUP BY 1
       ORDER BY 1
    `,
  );
}

export function sitemapIndexXml(
  publicUrl: string,
  productPages: { page: number; lastmod: string }[],
): string {
  const entry = (path: string, lastmod?: string) =>
    `<sitemap><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  return (
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entry('/sitemaps/pages.xml') +
    entry('/sitemaps/categories.xml') +
    productPages.map((p) => entry(`/sitemaps/products-${p.page}.xml`, p.lastmod)).join('') +
    '</sitemapindex>\n'
  );
}

export function staticPagesXml(publicUrl: string): string {
  return (
    URLSET_OPEN +
    STATIC_PAGES.map((p) => urlEntry(publicUrl + encodeURI(p))).join('') +
    URLSET_CLOSE
  );
}

/** Every category that is active along its whole chain of ancestors, top ones first. */
export async function categoriesXml(db: DbOrTx, publicUrl: string): Promise<string> {
  const cats = await rows<{ id: number; depth: number }>(
    db,
    sql`
      SELECT c.id, c.depth
        FROM categories c
       WHERE c.is_active
         AND NOT EXISTS (
           SELECT 1 FROM categories a
            WHERE NOT a.is_active
              AND a.id = ANY(string_to_array(rtrim(c.path, '/'), '/')::int[]))
       ORDER BY c.depth, c.position, c.id
    `,
  );
  return (
    URLSET_OPEN + cats.map((c) => urlEntry(publicUrl + categoryPath(c))).join('') + URLSET_CLOSE
  );
}

/**
 * The `<url>` entries of one product sitemap page, in chunks of a few thousand read by keyset
 * on the primary key. Yields nothing when the page holds no published product.
 */
export async function* productUrlChunks(
  db: DbOrTx,
  publicUrl: string,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
  chunk = CHUNK,
): AsyncGenerator<string> {
  const last = page * pageSize;
  let after = (page - 1) * pageSize;
  for (;;) {
    const batch = await rows<{ id: number; slug: string; lastmod: string }>(
      db,
      sql`
        SELECT id, slug, ${isoUtc(sql`updated_at`)} AS lastmod
          FROM products
         WHERE status = 'yayinda' AND id > ${after} AND id <= ${last}
         ORDER BY id
         LIMIT ${chunk}
      `,
    );
    if (batch.length === 0) return;
    yield batch.map((p) => urlEntry(publicUrl + productPath(p.slug), p.lastmod)).join('');
    if (batch.length < chunk) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** robots.txt: the shop is open; the API and the signed-in pages (guarded routes) are not. */
export function robotsTxt(publicUrl: string): string {
  const disallow = [
    '/api/',
    '/dev/',
    // Sign-in and password pages.
    '/login',
    '/kayit',
    '/logout',
    '/forgot-password',
    '/reset-password/',
    '/access-token',
    // Account, address, business and messaging pages (guarded routes).
    '/hesabim/',
    '/profile',
    '/opt/',
    '/change-password',
    '/adres-giris/',
    '/adres/',
    '/update_address/',
    '/isyeri_basvuru/',
    '/isyeri_guncelle/',
    '/isyeri_detay/',
    '/mesaj_kutusu/',
    '/basvuru/',
    '/favoriler',
    '/chatUI',
    '/cuzdanim',
    // Cart, checkout and orders.
    '/sepet/',
    '/sepetim/',
    '/adres-sec/',
    '/urun-teslim/',
    '/odeme-islemi/',
    '/odeme-tamamlandi/',
    '/siparislerim/',
    '/siparisleris-takibi',
    // The seller dashboard.
    '/dashboard',
    '/deneme2',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    // A sorted listing shows the same products as its canonical page; crawling each order wastes
    // the crawl budget. Filters stay crawlable (they are canonicalised instead).
    'Disallow: /*?*sort=',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
