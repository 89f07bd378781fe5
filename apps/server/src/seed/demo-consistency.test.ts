// The demo as a first visitor reads it: every number the shop shows agrees with the others,
// every seller sells what its trade is, every product shows a picture of what it is, and no
// sentence claims more than the data holds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { slugify } from '@carsi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import type { ILLUSTRATION_SHAPES } from '../modules/media/illustrations.ts';
import { DEMO_PHOTOS_DIR } from '../modules/media/media.service.ts';
import { queryRows } from './bulk.ts';
import { BUSINESSES } from './data/businesses.ts';
import { PHOTO_ITEMS } from './data/photos/index.ts';

let t: TestContext;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await buildTestApp({ products: 'all' });
}, 120_000);
afterAll(async () => t?.close());

/**
 * What a title must name for an illustration to show it: a drawn pot is a "Tencere", a drawn
 * powerbank a "Powerbank". An illustration whose product says otherwise is the wrong picture.
 */
const SHAPE_WORDS: Partial<Record<(typeof ILLUSTRATION_SHAPES)[number], RegExp>> = {
  phone: /Akıllı Telefon/,
  'phone-case': /Telefon Kılıfı/,
  powerbank: /Powerbank/,
  charger: /Şarj Adaptörü/,
  headphones: /Kulak Üstü .*Kulaklık/,
  earbuds: /Kulak İçi Kulaklık/,
  smartwatch: /Akıllı Saat/,
  tv: /Televizyon/,
  projector: /Projeksiyon/,
  vacuum: /Dikey .*Süpürge/,
  'coffee-machine': /Espresso Makinesi/,
  iron: /Ütü/,
  'hair-dryer': /Saç Kurutma Makinesi/,
  lipstick: /Ruj|Dudak Kalemi/,
  mascara: /Maskara/,
  'nail-polish': /Oje/,
  'cream-jar': /Krem/,
  tube: /Güneş (Kremi|Spreyi)/,
  perfume: /Parfüm/,
  cologne: /Kolonya/,
  shampoo: /Şampuan|Saç Kremi/,
  book: / – /,
  'children-book': / – /,
  pen: /Kalem/,
  notebook: /Defter|Ajanda|Journal/,
  'paint-set': /Boya/,
  'board-game': /Puzzle|Kutu Oyunu/,
  stroller: /Bebek Arabası/,
  'car-seat': /Ana Kucağı|Portbebe/,
  'diaper-pack': /Bebek Bezi/,
  'wipes-pack': /Islak Mendil/,
  'baby-bottle': /Biberon/,
  bodysuit: /Body|Zıbın/,
  'toy-blocks': /Blok|Yapım|Küp/,
  'dash-cam': /Kamera/,
  'car-phone-holder': /Telefon Tutucu/,
  tyre: /Lastiği/,
  'oil-can': /Motor Yağı/,
  'spray-bottle': /Sprey/,
  'car-mat': /Paspas/,
  'olive-oil': /Zeytinyağı/,
  'tea-box': /Çay/,
  'coffee-bag': /Kahve/,
  'pasta-pack': /Makarna|Şehriye/,
  'legume-bag': /Bulgur|Mercimek|Nohut|Pirinç|Fasulye|Barbunya|Unu/,
  'chocolate-bar': /Çikolata/,
  biscuits: /Bisküvi/,
  'chips-bag': /Fındık|Fıstı|Kuruyemiş|Çekirdeği|Badem/,
  'water-pack': /Suyu|Su \d/,
  detergent: /Deterjan|Parlatıcı/,
  pot: /Tencere/,
  pan: /Tava/,
  plates: /Yemek Takımı/,
  glasses: /Bardağı/,
  bedding: /Nevresim/,
  towels: /Havlu/,
  rug: /Halı/,
};

describe('the demo catalogue', () => {
  it('shows rating histograms that add up to the rating count, and averages that are theirs', async () => {
    const off = await rows<{ slug: string }>(sql`
      SELECT p.slug FROM products p
        LEFT JOIN (SELECT product_id, count(*)::int AS n, round(avg(rating) * 100)::int AS avg
                     FROM reviews GROUP BY product_id) r ON r.product_id = p.id
       WHERE p.rating_count <> coalesce(r.n, 0)
          OR (p.rating_count > 0 AND p.rating_avg_x100 <> r.avg)`);
    expect(off).toEqual([]);

    // As the product page shows them.
    const [sample] = await rows<{ id: number; slug: string }>(
      sql`SELECT id, slug FROM products WHERE rating_count > 20 ORDER BY id LIMIT 1`,
    );
    const page = await t.app.inject({ url: `/api/urun/api/products/${sample!.slug}/` });
    const d = page.json<{
      rating: number;
      rating_count: number;
      review_count: number;
      rating_distribution: Array<{ stars: number; count: number }>;
    }>();
    const histogram = d.rating_distribution.reduce((n, r) => n + r.count, 0);
    expect(histogram).toBe(d.rating_count);
    const mean = d.rating_distribution.reduce((n, r) => n + r.stars * r.count, 0) / histogram;
    expect(d.rating).toBeCloseTo(mean, 1);
    // Reviews with words are some of the ratings, and the list holds exactly those.
    expect(d.review_count).toBeGreaterThan(0);
    expect(d.review_count).toBeLessThan(d.rating_count);
    const list = await t.app.inject({
      url: `/api/urun/api/products/${sample!.id}/reviews/`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ count: number }>().count).toBe(d.review_count);
  });

  it('counts ratings, reviews and sales consistently: no more ratings than buyers', async () => {
    const off = await rows<{ slug: string; sold: number; ratings: number; recent: number }>(sql`
      SELECT p.slug, p.sold_count AS sold, p.rating_count AS ratings,
             coalesce((SELECT sum(quantity) FROM product_sales s WHERE s.product_id = p.id), 0)::int AS recent
        FROM products p
       WHERE p.rating_count > p.sold_count
          OR p.sold_count < coalesce((SELECT sum(quantity) FROM product_sales s WHERE s.product_id = p.id), 0)`);
    expect(off).toEqual([]);
    const sellers = await rows<{ name: string }>(sql`
      SELECT b.name FROM businesses b
        LEFT JOIN (SELECT business_id, count(*)::int AS n, round(avg(rating) * 100)::int AS avg
                     FROM reviews GROUP BY business_id) r ON r.business_id = b.id
       WHERE b.rating_count <> coalesce(r.n, 0) OR (b.rating_count > 0 AND b.rating_avg_x100 <> r.avg)`);
    expect(sellers).toEqual([]);
  });

  it('has every seller sell only what its trade is', async () => {
    const offers = await rows<{ business: string; path: string; title: string }>(sql`
      SELECT DISTINCT b.slug AS business, c.path, p.title
        FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
        JOIN businesses b ON b.id = o.business_id JOIN categories c ON c.id = p.category_id`);
    const slugById = new Map(
      (await rows<{ id: number; slug: string }>(sql`SELECT id, slug FROM categories`)).map((c) => [
        String(c.id),
        c.slug,
      ]),
    );
    const trades = new Map(BUSINESSES.map((b) => [slugify(b.name), new Set(b.trades)]));
    const outside = offers.filter((o) => {
      const chain = o.path
        .split('/')
        .filter(Boolean)
        .map((id) => slugById.get(id));
      return !chain.some((slug) => slug && trades.get(o.business)?.has(slug));
    });
    expect(outside.map((o) => `${o.business}: ${o.title}`)).toEqual([]);
    // The demo seller's electronics shop sells no car seats, sofas or coffee.
    const tekno = offers.filter((o) => o.business === 'teknodunya').map((o) => o.title);
    expect(tekno.length).toBeGreaterThan(20);
    expect(tekno.filter((title) => /Oto Koltuğu|Kanepe|Kahvesi|Çay /.test(title))).toEqual([]);
  });

  it('shows every product a photo of it or an illustration of what it is', async () => {
    const images = await rows<{ title: string; generator: string; position: number }>(sql`
      SELECT p.title, i.generator, i.position FROM products p
        JOIN product_images i ON i.product_id = p.id ORDER BY p.id, i.position`);
    const products = await rows<{ title: string }>(sql`SELECT title FROM products`);
    const withMain = new Set(images.filter((i) => i.position === 0).map((i) => i.title));
    expect(products.filter((p) => !withMain.has(p.title))).toEqual([]);

    const photoOf = new Map<string, Set<string>>();
    for (const item of PHOTO_ITEMS)
      photoOf.set(
        slugify(`${item.brand} ${item.name}`),
        new Set([...(item.photos ?? []), ...(item.colours ?? []).flatMap((c) => c.photos)]),
      );
    const wrong: string[] = [];
    let photographed = 0;
    for (const img of images) {
      const g = JSON.parse(img.generator) as { photo?: string; shape?: string };
      if (g.photo) {
        if (img.position === 0) photographed++;
        // The item's own photo, and the file is there.
        if (!photoOf.get(slugify(img.title))?.has(g.photo)) wrong.push(`${img.title}: ${g.photo}`);
        if (!existsSync(join(DEMO_PHOTOS_DIR, `${g.photo}.webp`))) wrong.push(`missing ${g.photo}`);
        continue;
      }
      const words = SHAPE_WORDS[g.shape as keyof typeof SHAPE_WORDS];
      if (!words || !words.test(img.title)) wrong.push(`${img.title}: drawn as ${g.shape}`);
    }
    expect(wrong).toEqual([]);
    // Most of the catalogue is photographed.
    expect(photographed / products.length).toBeGreaterThan(0.6);
  });

  it('serves the photos and the illustrations as images', async () => {
    const [photo] = await rows<{ key: string }>(
      sql`SELECT storage_key AS key FROM product_images WHERE generator LIKE '%"photo"%' LIMIT 1`,
    );
    const [drawn] = await rows<{ key: string }>(
      sql`SELECT storage_key AS key FROM product_images WHERE generator LIKE '%"shape"%' LIMIT 1`,
    );
    for (const key of [photo!.key, drawn!.key]) {
      const res = await t.app.inject({ url: `/media/p/${key}/200.webp` });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('makes no claim the data contradicts: banners and site texts stay within the real counts', async () => {
    const home = await t.app.inject({ url: '/api/urun/api/home/' });
    const banners = home.json<{ banners: Array<{ subtitle: string; link: string }> }>().banners;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.subtitle, 'an unfilled claim').not.toMatch(/[{}]/);
      const id = /^\/kategori\/(\d+)$/.exec(b.link)?.[1];
      if (!id) continue;
      const [stats] = await rows<{ products: number; discount: number }>(sql`
        SELECT count(*)::int AS products,
               coalesce(max(p.discount_percent) FILTER (WHERE p.in_stock), 0)::int AS discount
          FROM products p JOIN categories c ON c.id = p.category_id
         WHERE c.path LIKE (SELECT path FROM categories WHERE id = ${Number(id)}) || '%'`);
      const upTo = /%(\d+)'\S* varan indirim/.exec(b.subtitle);
      if (upTo) expect(Number(upTo[1]), b.subtitle).toBeLessThanOrEqual(stats!.discount);
      const many = /([\d.]+) ürün/.exec(b.subtitle);
      if (many) expect(Number(many[1]!.replace(/\./g, '')), b.subtitle).toBe(stats!.products);
    }

    // Words a shop uses to boast, and how many of the thing they need.
    const [counts] = await rows<Record<string, number>>(sql`
      SELECT (SELECT count(*) FROM products)::int AS ürün,
             (SELECT count(*) FROM businesses WHERE status = 'onaylandi')::int AS satıcı,
             (SELECT count(*) FROM brands)::int AS marka,
             (SELECT count(*) FROM users)::int AS müşteri`);
    const QUANTIFIERS: Record<string, number> = {
      yüzlerce: 200,
      binlerce: 2_000,
      'on binlerce': 20_000,
      'yüz binlerce': 200_000,
      milyonlarca: 2_000_000,
    };
    const web = resolve(import.meta.dirname, '../../../web');
    const texts = [
      join(web, 'index.html'),
      ...readdirSync(join(web, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|test-fixtures|testing/.test(f))
        .map((f) => join(web, 'src', f)),
    ];
    const claims: string[] = [];
    for (const file of texts) {
      // What a visitor reads: comments are not shown.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
        .toLocaleLowerCase('tr-TR');
      for (const m of text.matchAll(
        /(yüz binlerce|on binlerce|yüzlerce|binlerce|milyonlarca|\d[\d.]*\+?)\s+(?:doğrulanmış\s+|farklı\s+|mutlu\s+)?(ürün|satıcı|marka|müşteri)/g,
      )) {
        const [, amount, noun] = m;
        const needed = QUANTIFIERS[amount!] ?? Number(amount!.replace(/[.+]/g, ''));
        if (needed > (counts![noun!] ?? 0)) claims.push(`${file}: "${m[0]}"`);
      }
    }
    expect(claims).toEqual([]);
  });
});
