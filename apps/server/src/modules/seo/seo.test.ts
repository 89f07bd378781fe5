import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  businesses,
  categories,
  offers,
  productImages,
  products,
  variants,
} from '../../db/schema/index.ts';
import { refreshProductSummaries } from '../catalog/product-summary.service.ts';
import { productSitemapPages, productUrlChunks } from './sitemap.service.ts';

const ORIGIN = 'https://www.carsi.test';
/** A title that would break out of the head and the JSON-LD block if anything were unescaped. */
const NASTY_TITLE = `Kılıf "Süper" </script><script>alert(1)</script> & 'Tırnak' <!-- x`;

let t: TestContext;
let nastySlug: string;
let outOfStockSlug: string;
let draftSlug: string;
let top: { id: number; name: string; description: string | null };
let sub: { id: number; name: string };
let hiddenSub: { id: number; leafId: number | null };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const get = (url: string, accept = 'text/html') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

function unescapeHtml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

interface LdOffer {
  '@type': string;
  url: string;
  priceCurrency: string;
  availability: string;
  price?: string;
  lowPrice?: string;
  highPrice?: string;
  offerCount?: number;
  offers?: LdOffer[];
  seller?: { name: string };
}
/** The JSON-LD fields the tests read. */
interface LdNode {
  '@type': string;
  '@context'?: string;
  name?: string;
  description?: string;
  sku?: string;
  image?: string[];
  brand?: { '@type': string; name: string };
  aggregateRating?: { ratingValue: number; ratingCount: number };
  offers?: LdOffer;
  itemListElement?: { name: string; item: string; position: number }[];
}

/** The head facts a crawler reads: title, metas by name/property, canonical, JSON-LD blocks. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => unescapeHtml(m[1]!));
  const metas = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) {
    metas.set(m[1]!, [...(metas.get(m[1]!) ?? []), unescapeHtml(m[2]!)]);
  }
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) =>
    unescapeHtml(m[1]!),
  );
  // A crawler ends a script block at the first "</script>": so does this.
  const ld = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const one = (key: string) => {
    const v = metas.get(key) ?? [];
    expect(v, key).toHaveLength(1);
    return v[0]!;
  };
  const byType = (type: string) => ld.find((x) => x['@type'] === type) as unknown as LdNode;
  return { titles, metas, canonical, ld, one, byType };
}

let dist: string;
beforeAll(async () => {
  // The real shell source, with its default title and description to be replaced.
  dist = mkdtempSync(join(tmpdir(), 'carsi-seo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    readFileSync(resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8'),
  );
  t = await buildTestApp({ products: 40, webDist: dist, env: { PUBLIC_URL: `${ORIGIN}/` } });
  const db = t.database.db;

  const [leaf] = await rows<{ id: number; brand_id: number }>(sql`
    SELECT c.id, (SELECT min(id) FROM brands) AS brand_id FROM categories c
     WHERE c.depth = 2 AND c.is_active ORDER BY c.id LIMIT 1`);
  const shops = await db.select({ id: businesses.id, name: businesses.name }).from(businesses);
  expect(shops.length).toBeGreaterThanOrEqual(2);

  const addProduct = async (
    slug: string,
    title: string,
    status: 'yayinda' | 'taslak',
    offerSpecs: { shop: number; price: number; stock: number }[],
  ) => {
    const [p] = await db
      .insert(products)
      .values({
        slug,
        title,
        description: '<p>Şık &amp; dayanıklı <b>kılıf</b>.</p><p>İkinci   paragraf &lt;3</p>',
        brandId: leaf!.brand_id,
        categoryId: leaf!.id,
        status,
        ratingAvg: 435,
        ratingCount: 12,
      })
      .returning({ id: products.id });
    const [v] = await db
      .insert(variants)
      .values({
        productId: p!.id,
        sku: `SKU-${slug}`,
        barcode: '2990000' + String(p!.id).padStart(6, '0'),
      })
      .returning({ id: variants.id });
    await db.insert(offers).values(
      offerSpecs.map((o) => ({
        variantId: v!.id,
        businessId: o.shop,
        price: o.price,
        stock: o.stock,
      })),
    );
    await db.insert(productImages).values({
      productId: p!.id,
      storageKey: `test/${slug}`,
      width: 1000,
      height: 1000,
      position: 0,
    });
    await refreshProductSummaries(db, [p!.id]);
    return slug;
  };
  nastySlug = await addProduct('seo-kilif', NASTY_TITLE, 'yayinda', [
    { shop: shops[0]!.id, price: 129_990, stock: 5 },
    { shop: shops[1]!.id, price: 149_900, stock: 2 },
  ]);
  outOfStockSlug = await addProduct('seo-tukendi', 'Tükenen Ürün', 'yayinda', [
    { shop: shops[0]!.id, price: 4_550, stock: 0 },
  ]);
  draftSlug = await addProduct('seo-taslak', 'Taslak Ürün', 'taslak', [
    { shop: shops[0]!.id, price: 1_000, stock: 1 },
  ]);

  const [topRow] = await db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(and(eq(categories.depth, 0), eq(categories.isActive, true)))
    .orderBy(categories.position)
    .limit(1);
  top = topRow!;
  const subs = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.parentId, top.id), eq(categories.isActive, true)))
    .orderBy(categories.position);
  expect(subs.length).toBeGreaterThanOrEqual(2);
  sub = subs[0]!;
  // A switched-off sub-category: it and its children are gone for shoppers and crawlers.
  const hidden = subs[1]!;
  await db.update(categories).set({ isActive: false }).where(eq(categories.id, hidden.id));
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, hidden.id))
    .limit(1);
  hiddenSub = { id: hidden.id, leafId: child?.id ?? null };
});
afterAll(async () => t?.close());

describe('product pages before any JavaScript', () => {
  it('carry the title, description, canonical URL, Open Graph and Product JSON-LD', async () => {
    const res = await get(`/urun-detay/${nastySlug}?renk=kirmizi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    const h = readHead(res.body);
    const url = `${ORIGIN}/urun-detay/${nastySlug}`;

    // The shell's default title and description are replaced, not repeated.
    expect(h.titles).toEqual([`${NASTY_TITLE} | Çarşı`]);
    const description = h.one('description');
    expect(description).toBe('Şık & dayanıklı kılıf. İkinci paragraf <3');
    expect(h.canonical).toEqual([url]);
    expect(h.one('og:type')).toBe('product');
    expect(h.one('og:title')).toBe(NASTY_TITLE);
    expect(h.one('og:description')).toBe(description);
    expect(h.one('og:url')).toBe(url);
    expect(h.one('og:image')).toBe(`${ORIGIN}/media/p/test/${nastySlug}/800.webp`);
    expect(h.one('og:locale')).toBe('tr_TR');
    expect(h.one('og:site_name')).toBe('Çarşı');
    expect(h.one('product:price:amount')).toBe('1299.90');
    expect(h.one('product:price:currency')).toBe('TRY');

    const product = h.byType('Product');
    expect(product['@context']).toBe('https://schema.org');
    expect(product.name).toBe(NASTY_TITLE);
    expect(product.sku).toBe(`SKU-${nastySlug}`);
    expect(product.image).toEqual([`${ORIGIN}/media/p/test/${nastySlug}/800.webp`]);
    expect(product.brand?.['@type']).toBe('Brand');
    expect(product.description).toContain('dayanıklı kılıf');
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.4, ratingCount: 12 });
    // Two sellers: the price range, with the best offer (the page's price) inside.
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'TRY',
      lowPrice: '1299.90',
      highPrice: '1499.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(product.offers?.offers?.[0]).toMatchObject({
      '@type': 'Offer',
      price: '1299.90',
      priceCurrency: 'TRY',
      seller: { name: expect.any(String) },
    });

    const crumbs = h.byType('BreadcrumbList').itemListElement!;
    expect(crumbs[0]).toMatchObject({ name: 'Ana sayfa', item: `${ORIGIN}/` });
    expect(crumbs[1]!.item).toMatch(new RegExp(`^${ORIGIN}/kategori/\\d+$`));
    expect(crumbs.at(-1)).toMatchObject({ name: NASTY_TITLE, item: url });
    expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
  });

  it('preload the detail call and the main image, exactly as the page then asks for them', async () => {
    const res = await get(`/urun-detay/${nastySlug}`);
    const links = [...res.body.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(links).toContain(
      `<link rel="preload" href="/api/urun/api/products/${nastySlug}/" as="fetch" crossorigin="use-credentials" />`,
    );
    const image = links.find((l) => l.includes('as="image"'));
    expect(image).toContain(`href="/media/p/test/${nastySlug}/400.webp"`);
    expect(image).toContain(
      `imagesrcset="/media/p/test/${nastySlug}/200.webp 200w, /media/p/test/${nastySlug}/400.webp 400w, /media/p/test/${nastySlug}/800.webp 800w"`,
    );
    // The gallery's `sizes`: the browser picks the same width for the preload and the image.
    expect(image).toContain('imagesizes="(min-width: 1024px) 36rem, 100vw"');
    expect(image).toContain('fetchpriority="high"');
    // Every page: the category tree of the header menu.
    expect(links).toContain(
      '<link rel="preload" href="/api/urun/api/categories/" as="fetch" crossorigin="use-credentials" />',
    );
  });

  it('the home page preloads its two calls, other pages only the category tree', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((m) => m[1]);
    expect(preloads((await get('/')).body)).toEqual([
      '/api/urun/api/categories/',
      '/api/urun/api/home/',
      '/api/urun/api/super-deals/?page_size=24',
    ]);
    expect(preloads((await get('/cok-satanlar')).body)).toEqual(['/api/urun/api/categories/']);
  });

  it('escapes a title with </script>, quotes and comments everywhere it appears', async () => {
    const res = await get(`/urun-detay/${nastySlug}`);
    // Nothing the title carries becomes markup: one script per JSON-LD block, no injected one.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!-- x');
    expect(res.body.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    const ld = res.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    expect(ld).not.toMatch(/[<>]/);
    expect(ld).toContain('\\u003c/script\\u003e');
    expect(res.body).toContain('content="Kılıf &quot;Süper&quot; &lt;/script&gt;');
  });

  it('says out of stock with a single Offer when the only offer has no stock', async () => {
    // With a trailing slash the address moves to the one spelling (web plugin), then answers.
    const moved = await get(`/urun-detay/${outOfStockSlug}/`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/urun-detay/${outOfStockSlug}`);
    const res = await get(`/urun-detay/${outOfStockSlug}`);
    expect(res.statusCode).toBe(200);
    const h = readHead(res.body);
    expect(h.canonical).toEqual([`${ORIGIN}/urun-detay/${outOfStockSlug}`]);
    expect(h.one('product:availability')).toBe('out of stock');
    expect(h.byType('Product').offers).toMatchObject({
      '@type': 'Offer',
      price: '45.50',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('answers 404 with the shell and a noindex Turkish title for unknown or unpublished slugs', async () => {
    for (const url of [
      '/urun-detay/boyle-bir-urun-yok',
      `/urun-detay/${draftSlug}`,
      '/urun-detay/%C3%A7ok-g%C3%BCzel-%3Cb%3E',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      const h = readHead(res.body);
      expect(h.titles).toEqual(['Sayfa bulunamadı | Çarşı']);
      expect(h.one('robots')).toBe('noindex');
      expect(h.ld).toHaveLength(0);
    }
  });

  it('reads the database once per product per minute and never for other pages', async () => {
    await t.app.cache.del(`seo:product:${outOfStockSlug}`);
    const spy = vi.spyOn(t.app.db, 'execute');
    try {
      for (const url of ['/', '/cok-satanlar', '/search?q=kilif', '/sepet/']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        // Other pages keep the plain shell with its default title.
        expect(readHead(res.body).titles).toEqual(['Çarşı — Alışverişin güvenli adresi']);
      }
      expect(spy).not.toHaveBeenCalled();
      await get(`/urun-detay/${outOfStockSlug}?v=1`);
      await get(`/urun-detay/${outOfStockSlug}?v=2`);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('category pages before any JavaScript', () => {
  it('carry the title, description, canonical URL, Open Graph and breadcrumbs', async () => {
    const res = await get(`/kategori/${top.id}`);
    expect(res.statusCode).toBe(200);
    const h = readHead(res.body);
    expect(h.titles).toEqual([`${top.name} Ürünleri ve Fiyatları | Çarşı`]);
    const description = h.one('description');
    expect(description).toBe(top.description);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(h.canonical).toEqual([`${ORIGIN}/kategori/${top.id}`]);
    expect(h.one('og:type')).toBe('website');
    expect(h.one('og:url')).toBe(`${ORIGIN}/kategori/${top.id}`);
    expect(h.one('og:locale')).toBe('tr_TR');
    const crumbs = h.byType('BreadcrumbList').itemListElement!;
    expect(crumbs.map((c) => c.name)).toEqual(['Ana sayfa', top.name]);
  });

  it('keep only the page number in the canonical URL of a filtered, sorted listing', async () => {
    const res = await get(`/kategori/${top.id}?brand=3&brand=4&sort=price_asc&page=2`);
    expect(res.statusCode).toBe(200);
    const h = readHead(res.body);
    expect(h.canonical).toEqual([`${ORIGIN}/kategori/${top.id}?page=2`]);
    expect(h.titles).toEqual([`${top.name} Ürünleri ve Fiyatları - Sayfa 2 | Çarşı`]);
    const first = readHead((await get(`/kategori/${top.id}?sort=newest&page=1`)).body);
    expect(first.canonical).toEqual([`${ORIGIN}/kategori/${top.id}`]);
  });

  it('describe a sub-category under /alt-kategori/ with its parent in the breadcrumbs', async () => {
    const res = await get(`/alt-kategori/${sub.id}`);
    expect(res.statusCode).toBe(200);
    const h = readHead(res.body);
    expect(h.titles).toEqual([`${sub.name} Ürünleri ve Fiyatları | Çarşı`]);
    expect(h.canonical).toEqual([`${ORIGIN}/alt-kategori/${sub.id}`]);
    expect(h.one('description')).toContain(sub.name);
    const crumbs = h.byType('BreadcrumbList').itemListElement!;
    expect(crumbs.map((c) => c.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/kategori/${top.id}`,
      `${ORIGIN}/alt-kategori/${sub.id}`,
    ]);
  });

  it('move a category used at the wrong level to its own URL (301), keeping the filters', async () => {
    const down = await get(`/kategori/${sub.id}?brand=3&page=2`);
    expect(down.statusCode).toBe(301);
    expect(down.headers.location).toBe(`/alt-kategori/${sub.id}?brand=3&page=2`);
    const up = await get(`/alt-kategori/${top.id}`);
    expect(up.statusCode).toBe(301);
    expect(up.headers.location).toBe(`/kategori/${top.id}`);
  });

  it('answer 404 with the shell for unknown, inactive and malformed ids', async () => {
    const urls = [
      '/kategori/abc',
      '/kategori/0',
      '/kategori/1.5',
      '/alt-kategori/99999999',
      '/alt-kategori/99999999999999',
      `/alt-kategori/${hiddenSub.id}`,
      ...(hiddenSub.leafId ? [`/alt-kategori/${hiddenSub.leafId}`] : []),
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(readHead(res.body).titles).toEqual(['Sayfa bulunamadı | Çarşı']);
    }
  });

  it('keep API clients out of the shell', async () => {
    const res = await get(`/kategori/${top.id}`, 'application/json');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

// ---------------------------------------------------------------------------------------------
// Sitemap and robots.txt
// ---------------------------------------------------------------------------------------------

/**
 * A strict enough XML reader for sitemaps: every tag balanced, only the five entities (or
 * character references) in text, no stray `<` or `&`. Returns the elements' text by name.
 */
function readXml(xml: string): { root: string; texts: Map<string, string[]> } {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const texts = new Map<string, string[]>();
  let root = '';
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let pos = 0;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    pos = re.lastIndex;
    const [, close, name, , selfClose, text] = m;
    if (text !== undefined) {
      expect(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text), text).toBe(false);
      if (stack.length === 0) expect(text.trim(), 'text outside the root').toBe('');
      else {
        const el = stack.at(-1)!;
        const decoded = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
        if (decoded.trim()) texts.set(el, [...(texts.get(el) ?? []), decoded]);
      }
    } else if (close) {
      expect(stack.pop(), `</${name}>`).toBe(name);
    } else {
      if (stack.length === 0) {
        expect(root, 'a second root element').toBe('');
        root = name!;
      }
      if (!selfClose) stack.push(name!);
    }
  }
  expect(pos, 'unparsed rest').toBe(body.length);
  expect(stack).toEqual([]);
  return { root, texts };
}

describe('sitemap', () => {
  it('indexes pages, categories and products, each file valid XML with absolute URLs', async () => {
    const index = await get('/sitemap.xml', '*/*');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    const idx = readXml(index.body);
    expect(idx.root).toBe('sitemapindex');
    expect(index.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const parts = idx.texts.get('loc')!;
    expect(parts).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/categories.xml`,
        `${ORIGIN}/sitemaps/products-1.xml`,
      ]),
    );

    const locs: string[] = [];
    const lastmods = new Map<string, string>();
    for (const part of parts) {
      expect(part.startsWith(ORIGIN)).toBe(true);
      const res = await get(part.slice(ORIGIN.length), '*/*');
      expect(res.statusCode, part).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const doc = readXml(res.body);
      expect(doc.root).toBe('urlset');
      const partLocs = doc.texts.get('loc') ?? [];
      locs.push(...partLocs);
      // Entries are one per line: pair each product loc with its lastmod.
      for (const line of res.body.split('\n')) {
        const m = /<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(line);
        if (m) lastmods.set(m[1]!, m[2]!);
      }
    }
    expect(new Set(locs).size, 'no URL twice').toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.carsi\.test\/[^\s]*$/);

    const published = await rows<{ slug: string; lastmod: string }>(sql`
      SELECT slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod
        FROM products WHERE status = 'yayinda'`);
    const productLocs = locs.filter((l) => l.includes('/urun-detay/'));
    expect(productLocs.sort()).toEqual(
      published.map((p) => `${ORIGIN}/urun-detay/${p.slug}`).sort(),
    );
    expect(productLocs).toContain(`${ORIGIN}/urun-detay/${nastySlug}`);
    expect(productLocs).not.toContain(`${ORIGIN}/urun-detay/${draftSlug}`);
    for (const p of published) {
      expect(lastmods.get(`${ORIGIN}/urun-detay/${p.slug}`)).toBe(p.lastmod);
    }

    const visible = await rows<{ id: number; depth: number }>(sql`
      SELECT c.id, c.depth FROM categories c
       WHERE NOT EXISTS (SELECT 1 FROM categories a
                          WHERE NOT a.is_active AND c.path LIKE a.path || '%')`);
    const categoryLocs = locs.filter((l) => /\/(alt-)?kategori\//.test(l));
    expect(categoryLocs.sort()).toEqual(
      visible.map((c) => `${ORIGIN}/${c.depth === 0 ? 'kategori' : 'alt-kategori'}/${c.id}`).sort(),
    );
    expect(categoryLocs).not.toContain(`${ORIGIN}/alt-kategori/${hiddenSub.id}`);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/idari/cerez_politikas%C4%B1`);
  });

  it('splits products into pages by id ranges, read in keyset chunks, each product once', async () => {
    const pageSize = 7;
    const pages = await productSitemapPages(t.database.db, pageSize);
    expect(pages.length).toBeGreaterThan(3);
    const seen: string[] = [];
    for (const { page } of pages) {
      let inPage = 0;
      for await (const chunk of productUrlChunks(t.database.db, ORIGIN, page, pageSize, 3)) {
        const slugs = [...chunk.matchAll(/\/urun-detay\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(slugs.length).toBeLessThanOrEqual(3);
        inPage += slugs.length;
        seen.push(...slugs);
      }
      expect(inPage).toBeGreaterThan(0);
      expect(inPage).toBeLessThanOrEqual(pageSize);
    }
    const published = await rows<{ slug: string }>(
      sql`SELECT slug FROM products WHERE status = 'yayinda'`,
    );
    expect(seen.sort()).toEqual(published.map((p) => p.slug).sort());
  });

  it('answers 404 for a product page beyond the last', async () => {
    const res = await get('/sitemaps/products-999.xml', '*/*');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

/** Google's robots.txt matching: longest matching rule wins, Allow on a tie; `*` and `$`. */
function robotsAllows(txt: string, url: string): boolean {
  let best: { len: number; allow: boolean } = { len: -1, allow: true };
  for (const line of txt.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!m || !m[2]) continue;
    const pattern = m[2];
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    const re = new RegExp(`^${body}${anchored ? '$' : ''}`);
    if (!re.test(url)) continue;
    const allow = m[1] === 'Allow';
    if (pattern.length > best.len || (pattern.length === best.len && allow))
      best = { len: pattern.length, allow };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('opens the shop, closes the API and the signed-in pages, and names the sitemap', async () => {
    const res = await get('/robots.txt', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('User-agent: *\n')).toBe(true);
    expect(res.body).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);

    for (const url of [
      '/',
      `/urun-detay/${nastySlug}`,
      `/urun-detay/${nastySlug}?renk=kirmizi`,
      `/kategori/${top.id}`,
      `/alt-kategori/${sub.id}?brand=3&page=2`,
      '/search?q=kırmızı elbise',
      '/cok-satanlar',
      '/super-firsatlar',
      '/uyumlu-sistem',
      '/idari/hakkimizda',
      '/media/p/test/x/800.webp',
      '/sitemap.xml',
    ]) {
      expect(robotsAllows(res.body, url), url).toBe(true);
    }
    // The guarded routes of apps/web/src/config/paths.ts, the API and the auth pages.
    for (const url of [
      '/api/urun/api/products/',
      '/login',
      '/kayit',
      '/access-token',
      '/logout',
      '/hesabim/oturumlar',
      '/profile-setup',
      '/opt/verify',
      '/profile',
      '/profileguncelle',
      '/change-password',
      '/adres-giris/',
      '/adres/',
      '/update_address/3',
      '/isyeri_basvuru/',
      '/isyeri_guncelle/3',
      '/isyeri_detay/3',
      '/mesaj_kutusu/',
      '/basvuru/',
      '/favoriler',
      '/sepetim/',
      '/adres-sec/',
      '/urun-teslim/',
      '/odeme-islemi/',
      '/odeme-tamamlandi/',
      '/siparislerim/',
      '/siparislerim/5',
      '/siparisleris-takibi',
      '/chatUI',
      '/cuzdanim',
      '/dashboard',
      '/dashboard/overview',
      `/kategori/${top.id}?sort=price_asc`,
      `/kategori/${top.id}?brand=3&sort=price_asc`,
    ]) {
      expect(robotsAllows(res.body, url), url).toBe(false);
    }
  });
});
