import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  productDetailSchema,
  questionCreatedSchema,
  questionPageSchema,
  reviewCreatedSchema,
  uploadResultSchema,
} from '@carsi/shared';
import { TestClient } from '../../../test/client.ts';
import { buildTestApp, onRealServers, type TestContext, loginAs } from '../../../test/helper.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { mediaDirs } from '../media/media.service.ts';
import { maskedAuthorName } from './author-name.ts';
import { nextRating } from './reviews.service.ts';

const UPLOADS = '/api/core/uploads/';
const API = '/api/urun/api';
const BAD_TYPE = 'Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.';
const TOO_BIG = 'Fotoğraf en fazla 5 MB olabilir.';

let t: TestContext;
let shopper: TestClient;
let other: TestClient;
let shopperId: number;
let otherId: number;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

const loginClient = (email: string) => loginAs(t.app, email);

async function userId(email: string) {
  const [u] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return u!.id;
}

// --- Uploads -----------------------------------------------------------------------------

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function formData(file: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----carsi${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  c: TestClient,
  file: Buffer,
  filename = 'foto.jpg',
  type = 'image/jpeg',
  extra: { csrf?: boolean; field?: string } = {},
) {
  const { payload, headers } = formData(file, filename, type, extra.field);
  return c.post(UPLOADS, payload, {
    headers,
    ...(extra.csrf === false ? { csrf: false } : {}),
  });
}

/** A photo taken sideways: stored 300×200, EXIF says "rotate 90°", with a camera tag. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Carsi Kamera', Copyright: 'Gizli Kişi' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const png = (w = 120, h = 80) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();

/** A PNG whose header claims `w`×`h` pixels (too many to decode in a test). */
function pngHeader(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadKey(c: TestClient): Promise<string> {
  const res = await upload(c, await png(), 'p.png', 'image/png');
  expect(res.statusCode, res.body).toBe(201);
  return uploadResultSchema.parse(res.json()).key;
}

// --- Orders ------------------------------------------------------------------------------

interface OfferRow {
  offer_id: number;
  variant_id: number;
  product_id: number;
  slug: string;
  title: string;
  price: number;
  business_id: number;
}

/** One buyable offer per published product, lowest product id first. */
let pool: OfferRow[];
let seq = 0;

/**
 * Writes a paid order of `userId` with one item per offer, each in `status` (delivered ones
 * with their delivery time), as checkout and the seller's updates would. Returns the item ids.
 */
async function orderOf(
  userId: number,
  offers: OfferRow[],
  status = 'teslim_edildi',
  deliveredAt: string | null = status === 'teslim_edildi' ? new Date().toISOString() : null,
): Promise<number[]> {
  seq += 1;
  const total = offers.reduce((s, o) => s + o.price, 0);
  const paymentId = `pay_test_${process.pid}_${seq}_${randomBytes(4).toString('hex')}`;
  await t.database.db.execute(sql`
    INSERT INTO payments (id, user_id, kind, status, provider, card_amount, amount, paid_at)
    VALUES (${paymentId}, ${userId}, 'siparis', 'tamamlandi', 'sandbox', ${total}, ${total}, now())`);
  const [order] = await rows<{ id: number }>(sql`
    INSERT INTO orders (number, user_id, payment_id, address, items_total, discount_total,
                        shipping_total, grand_total, paid_card, paid_wallet, pre_information,
                        distance_sales_contract, agreements_accepted_at)
    VALUES (${`T${process.pid}${seq}${randomBytes(3).toString('hex')}`}, ${userId}, ${paymentId},
            ${JSON.stringify({ city: 'İstanbul' })}::jsonb, ${total}, 0, 0, ${total}, ${total}, 0,
            'Ön bilgilendirme', 'Mesafeli satış sözleşmesi', now())
    RETURNING id`);
  const ids: number[] = [];
  for (const o of offers) {
    const [pkg] = await rows<{ id: number }>(sql`
      INSERT INTO order_packages (order_id, business_id, seller_name, seller_slug, cargo_company,
                                  tracking_code, shipping_fee, estimated_from, estimated_to,
                                  delivered_at)
      SELECT ${order!.id}, b.id, b.name, b.slug, 'yurtici',
             ${`TR${randomBytes(6).toString('hex')}`}, 0, '2026-01-01', '2026-01-03',
             ${deliveredAt}::timestamptz
        FROM businesses b WHERE b.id = ${o.business_id}
      RETURNING id`);
    const [item] = await rows<{ id: number }>(sql`
      INSERT INTO order_items (order_id, package_id, business_id, offer_id, product_id,
                               variant_id, slug, title, brand, unit_price, quantity, kdv_rate,
                               line_total, status, delivered_at)
      VALUES (${order!.id}, ${pkg!.id}, ${o.business_id}, ${o.offer_id}, ${o.product_id},
              ${o.variant_id}, ${o.slug}, ${o.title}, 'Marka', ${o.price}, 1, 20, ${o.price},
              ${status}, ${deliveredAt}::timestamptz)
      RETURNING id`);
    ids.push(item!.id);
  }
  return ids;
}

const reviewUrl = (itemId: number) => `${API}/order-items/${itemId}/review/`;

async function productPage(slug: string) {
  const res = await new TestClient(t.app).get(`${API}/products/${slug}/`);
  expect(res.statusCode, res.body).toBe(200);
  return productDetailSchema.parse(res.json());
}

/** Starts a product's rating afresh: no reviews, no stored rating. */
async function clearRatings(productId: number) {
  await t.database.db.execute(sql`DELETE FROM reviews WHERE product_id = ${productId}`);
  await t.database.db.execute(
    sql`UPDATE products SET rating_avg_x100 = 0, rating_count = 0 WHERE id = ${productId}`,
  );
}

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  shopper = await loginClient('alici@carsi.test');
  other = await loginClient('yonetici@carsi.test');
  shopperId = await userId('alici@carsi.test');
  otherId = await userId('yonetici@carsi.test');
  pool = await rows<OfferRow>(sql`
    SELECT DISTINCT ON (p.id) o.id AS offer_id, v.id AS variant_id, p.id AS product_id, p.slug,
           p.title, o.price, o.business_id
      FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
     WHERE p.status = 'yayinda' AND o.is_active AND v.is_active
     ORDER BY p.id, o.price, o.id`);
  expect(pool.length).toBeGreaterThanOrEqual(20);
});
afterAll(async () => t?.close());

describe('photo uploads', () => {
  it('stores an upright WebP without EXIF and serves its renditions', async () => {
    const res = await upload(shopper, await sidewaysJpeg(), 'IMG_0001.JPG', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const up = uploadResultSchema.parse(res.json());
    expect(up.key).toMatch(/^up\/[a-z0-9]{24}$/);
    // Turned upright: the 300×200 sensor image with "rotate 90°" is 200 wide, 300 high.
    expect({ width: up.width, height: up.height }).toEqual({ width: 200, height: 300 });
    expect(up.url).toBe(`/media/p/${up.key}/400.webp`);

    const [row] = await rows<{ user_id: number; width: number; bytes: number }>(
      sql`SELECT user_id, width, bytes FROM uploads WHERE key = ${up.key}`,
    );
    expect(row).toMatchObject({ user_id: shopperId, width: 200 });
    const file = join(mediaDirs(t.config.dataDir).uploads, up.key);
    expect(existsSync(file)).toBe(true);
    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();

    const media = await t.app.inject({ method: 'GET', url: up.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    const rendition = await sharp(media.rawPayload).metadata();
    // Kept its shape (not cropped square), never enlarged beyond the original.
    expect({ w: rendition.width, h: rendition.height }).toEqual({ w: 200, h: 300 });
    const small = await t.app.inject({ method: 'GET', url: `/media/p/${up.key}/200.webp` });
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect(smallMeta.height).toBe(200);
    expect(smallMeta.width).toBe(133);
  });

  it('accepts PNG and WebP by their bytes, whatever the name says', async () => {
    const fromPng = await upload(shopper, await png(), 'ekran.png', 'image/png');
    expect(fromPng.statusCode, fromPng.body).toBe(201);
    const webp = await sharp(await png(64, 64))
      .webp()
      .toBuffer();
    const fromWebp = await upload(shopper, webp, 'foto.jpg', 'image/jpeg');
    expect(fromWebp.statusCode, fromWebp.body).toBe(201);
    expect(fromWebp.json()).toMatchObject({ width: 64, height: 64 });
  });

  it('refuses a text file named .jpg, a GIF and an SVG in Turkish', async () => {
    const text = Buffer.from('Bu bir fotoğraf değil, yalnızca metin.\n'.repeat(20));
    const res = await upload(shopper, text, 'tatil.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(BAD_TYPE);
    expect(res.json().errors.file).toEqual([BAD_TYPE]);

    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    expect((await upload(shopper, gif, 'a.gif', 'image/gif')).json().detail).toBe(BAD_TYPE);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(shopper, svg, 'a.jpg', 'image/jpeg')).json().detail).toBe(BAD_TYPE);
    // JPEG's first bytes, then garbage.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expect((await upload(shopper, broken, 'b.jpg', 'image/jpeg')).statusCode).toBe(400);
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM uploads WHERE user_id = ${shopperId}`,
    )) as [{ n: number }];
    expect(n).toBe(3); // only the three good ones of the tests above
  });

  it('refuses a file over 5 MB and one over 40 megapixels', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(MAX_UPLOAD_BYTES)]);
    const res = await upload(shopper, big, 'buyuk.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(TOO_BIG);

    const huge = await upload(shopper, pngHeader(8000, 6000), 'dev.png', 'image/png');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toBe('Fotoğraf en fazla 40 megapiksel olabilir.');
  });

  it('asks for a login and the CSRF token, and for a file', async () => {
    const anon = await new TestClient(t.app).prime();
    const res = await upload(anon, await png());
    expect(res.statusCode).toBe(401);
    const noCsrf = await upload(shopper, await png(), 'p.png', 'image/png', { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('csrf_failed');
    const json = await shopper.post(UPLOADS, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe('Yüklenecek fotoğrafı seçin.');
    const wrongField = await upload(shopper, await png(), 'p.png', 'image/png', { field: 'foto' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('keeps product images working', async () => {
    const detail = await productPage(pool[0]!.slug);
    const url = detail.images[0]!.url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ w: meta.width, h: meta.height }).toEqual({ w: 400, h: 400 });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/p/up/aaaaaaaaaaaaaaaaaaaaaaaa/400.webp',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('masks the author like the demo reviews', () => {
    expect(maskedAuthorName('Ayşe', 'Yılmaz')).toBe('A*** Y*****');
    expect(maskedAuthorName('İsmail', 'Öz')).toBe('İ***** Ö**');
    expect(maskedAuthorName('', '')).toBe('Çarşı üyesi');
  });

  it('keeps ratings without review rows (imported history) when adding one', () => {
    // 100 ratings averaging 4.00, none in the reviews table; a 5 makes 101 averaging ≈ 4.01.
    expect(nextRating({ avg: 400, count: 100, table_count: 0, table_sum: 0 }, 5)).toEqual({
      avg: 401,
      count: 101,
    });
    // Every rating has its row: exactly the table's average.
    expect(nextRating({ avg: 450, count: 2, table_count: 2, table_sum: 9 }, 1)).toEqual({
      avg: 333,
      count: 3,
    });
  });

  it('lets the buyer review a delivered item once; the product page shows it and the new rating', async () => {
    const o = pool[1]!;
    await clearRatings(o.product_id);
    const before = await productPage(o.slug); // cached now (45 s)
    expect(before.rating_count).toBe(0);
    const [first, second] = await orderOf(shopperId, [o, o]);
    const photo = await uploadKey(shopper);

    const res = await shopper.post(reviewUrl(first!), {
      rating: 5,
      body: '  Kumaşı çok kaliteli, tam bedenime oldu.  ',
      photos: [photo],
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = reviewCreatedSchema.parse(res.json());
    expect(review).toMatchObject({
      product_id: o.product_id,
      rating: 5,
      body: 'Kumaşı çok kaliteli, tam bedenime oldu.',
      photos: [`/media/p/${photo}/400.webp`],
      author_name: 'A*** Y*****',
      product_rating: { average: 5, count: 1 },
    });

    const after = await productPage(o.slug);
    expect(after.rating).toBe(5);
    expect(after.rating_count).toBe(1);
    expect(after.review_count).toBe(1);
    expect(after.reviews[0]).toMatchObject({
      id: review.id,
      author: 'A*** Y*****',
      rating: 5,
      body: 'Kumaşı çok kaliteli, tam bedenime oldu.',
    });
    expect(after.reviews[0]!.photos).toEqual([
      expect.objectContaining({ url: `/media/p/${photo}/400.webp` }),
    ]);
    expect(after.rating_distribution.find((d) => d.stars === 5)?.count).toBe(1);

    // The second unit of the same order: 2 stars → (5 + 2) / 2 = 3.5 from two reviews.
    const two = await shopper.post(reviewUrl(second!), { rating: 2 });
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json().product_rating).toEqual({ average: 3.5, count: 2 });
    expect(two.json().body).toBe('');
    const page = await productPage(o.slug);
    expect(page.rating).toBe(3.5);
    expect(page.rating_count).toBe(2);

    const again = await shopper.post(reviewUrl(first!), { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'zaten_degerlendirildi',
      detail: 'Bu ürünü zaten değerlendirdiniz.',
    });
    expect((await productPage(o.slug)).rating_count).toBe(2);
  });

  it("updates the seller's rating too, from its reviews", async () => {
    const o = pool[2]!;
    // A seller whose every rating is a review row: its rating is exactly their average.
    await t.database.db.execute(
      sql`UPDATE businesses SET rating_avg_x100 = 0, rating_count = 0 WHERE id = ${o.business_id}`,
    );
    const [item] = await orderOf(shopperId, [o]);
    expect((await shopper.post(reviewUrl(item!), { rating: 1 })).statusCode).toBe(201);
    const [r] = await rows<{ avg: number; count: number; n: number; exact: number }>(sql`
      SELECT b.rating_avg_x100 AS avg, b.rating_count AS count,
             (SELECT count(*) FROM reviews WHERE business_id = b.id)::int AS n,
             (SELECT round(avg(rating) * 100) FROM reviews WHERE business_id = b.id)::int AS exact
        FROM businesses b WHERE b.id = ${o.business_id}`);
    expect(r!.count).toBe(r!.n);
    expect(r!.avg).toBe(r!.exact);
    const seller = (await productPage(o.slug)).offers.find(
      (x) => x.seller.id === o.business_id,
    )!.seller;
    expect(seller.rating_count).toBe(r!.n);
    expect(seller.rating).toBe(Math.round(r!.exact / 10) / 10);
  });

  it('accepts items whose return was asked for or refused after delivery', async () => {
    const delivered = new Date(Date.now() - 3 * 86400_000).toISOString();
    const [asked] = await orderOf(shopperId, [pool[3]!], 'iade_talep_edildi', delivered);
    const [refused] = await orderOf(shopperId, [pool[3]!], 'iade_reddedildi', delivered);
    expect((await shopper.post(reviewUrl(asked!), { rating: 3 })).statusCode).toBe(201);
    expect((await shopper.post(reviewUrl(refused!), { rating: 4 })).statusCode).toBe(201);
  });

  it('refuses items not delivered yet (409) and items of another shopper (404)', async () => {
    const o = pool[4]!;
    for (const status of ['onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi', 'iptal_edildi']) {
      const [item] = await orderOf(shopperId, [o], status);
      const res = await shopper.post(reviewUrl(item!), { rating: 5 });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'teslim_edilmedi',
        detail: 'Yalnızca teslim edilen ürünleri değerlendirebilirsiniz.',
      });
    }
    // A return asked for before delivery was ever recorded does not prove delivery.
    const [odd] = await orderOf(shopperId, [o], 'iade_talep_edildi', null);
    expect((await shopper.post(reviewUrl(odd!), { rating: 5 })).statusCode).toBe(409);

    const [theirs] = await orderOf(otherId, [o]);
    const res = await shopper.post(reviewUrl(theirs!), { rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Sipariş ürünü bulunamadı.');
    expect((await shopper.post(reviewUrl(2_000_000_000), { rating: 5 })).statusCode).toBe(404);
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${o.product_id} AND user_id IS NOT NULL`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("refuses someone else's photo, an unknown one and one already used", async () => {
    const o = pool[5]!;
    const [a, b] = await orderOf(shopperId, [o, o]);
    const foreign = await uploadKey(other);
    const res = await shopper.post(reviewUrl(a!), { rating: 4, photos: [foreign] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photos).toEqual([
      'Fotoğraflardan biri bulunamadı. Lütfen yeniden yükleyin.',
    ]);
    const unknown = await shopper.post(reviewUrl(a!), {
      rating: 4,
      photos: ['up/bbbbbbbbbbbbbbbbbbbbbbbb'],
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await shopper.post(reviewUrl(a!), { rating: 4, photos: ['../../etc/passwd'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['photos.0']).toEqual(['Fotoğraf geçersiz.']);

    const mine = await uploadKey(shopper);
    expect((await shopper.post(reviewUrl(a!), { rating: 4, photos: [mine] })).statusCode).toBe(201);
    const reused = await shopper.post(reviewUrl(b!), { rating: 4, photos: [mine] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toContain('başka bir yerde kullanılmış');
    // Nothing of the refused attempts was written.
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reviews WHERE order_item_id = ${b!}`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('validates the rating, text and photo count in Turkish', async () => {
    const [item] = await orderOf(shopperId, [pool[6]!]);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await shopper.post(reviewUrl(item!), { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.rating).toEqual(['Puan 1 ile 5 arasında olmalı.']);
    }
    const long = await shopper.post(reviewUrl(item!), { rating: 5, body: 'a'.repeat(2001) });
    expect(long.json().errors.body).toEqual(['Yorum en fazla 2000 karakter olabilir.']);
    const many = await shopper.post(reviewUrl(item!), {
      rating: 5,
      photos: Array.from({ length: 6 }, (_, i) => `up/${'c'.repeat(23)}${i}`),
    });
    expect(many.json().errors.photos).toEqual(['En fazla 5 fotoğraf eklenebilir.']);
  });

  it('asks for a login and the CSRF token', async () => {
    const [item] = await orderOf(shopperId, [pool[7]!]);
    const anon = await new TestClient(t.app).prime();
    expect((await anon.post(reviewUrl(item!), { rating: 5 })).statusCode).toBe(401);
    const noCsrf = await shopper.post(reviewUrl(item!), { rating: 5 }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await shopper.post(reviewUrl(item!), { rating: 5 })).statusCode).toBe(201);
  });

  it.skipIf(!onRealServers)('writes one review of 10 concurrent ones for an item', async () => {
    const o = pool[8]!;
    await clearRatings(o.product_id);
    const [item] = await orderOf(shopperId, [o]);
    const photos = [await uploadKey(shopper)];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shopper.post(reviewUrl(item!), { rating: (i % 5) + 1, photos }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const [r] = await rows<{ n: number; photos: number; count: number }>(sql`
      SELECT (SELECT count(*) FROM reviews WHERE order_item_id = ${item!})::int AS n,
             (SELECT count(*) FROM review_photos WHERE storage_key = ${photos[0]!})::int AS photos,
             (SELECT rating_count FROM products WHERE id = ${o.product_id}) AS count`);
    expect(r).toEqual({ n: 1, photos: 1, count: 1 });
  });
});

describe('questions', () => {
  const url = (id: number | string) => `${API}/products/${id}/questions/`;
  let multi: { id: number; slug: string; sellers: { id: number; name: string }[] };

  beforeAll(async () => {
    const found = await rows<{ id: number; slug: string; sellers: string }>(sql`
      SELECT p.id, p.slug,
             json_agg(DISTINCT jsonb_build_object('id', b.id, 'name', b.name))::text AS sellers
        FROM products p JOIN variants v ON v.product_id = p.id AND v.is_active
        JOIN offers o ON o.variant_id = v.id AND o.is_active
        JOIN businesses b ON b.id = o.business_id
       WHERE p.status = 'yayinda'
       GROUP BY p.id HAVING count(DISTINCT b.id) >= 2
       ORDER BY p.id LIMIT 1`);
    expect(found).toHaveLength(1);
    multi = { ...found[0]!, sellers: JSON.parse(found[0]!.sellers) };
  });

  it('stores a question for the best offer’s seller, public only once answered', async () => {
    const o = pool[9]!;
    const body = 'Bu ürünün garanti süresi ne kadar, faturalı mı gönderiliyor?';
    const res = await shopper.post(url(o.product_id), { body: `  ${body} ` });
    expect(res.statusCode, res.body).toBe(201);
    const q = questionCreatedSchema.parse(res.json());
    expect(q).toMatchObject({
      product_id: o.product_id,
      body,
      author_name: 'A*** Y*****',
      status: 'cevap_bekliyor',
    });
    const detail = await productPage(o.slug);
    const best = detail.offers.find(
      (x) => x.id === detail.variants.find((v) => v.id === x.variant_id)?.best_offer_id,
    );
    expect(best).toBeDefined();
    // The product's best offer overall: the cheapest in stock.
    const cheapest = [...detail.offers]
      .filter((x) => x.stock > 0)
      .sort((a, b) => a.price - b.price || a.id - b.id)[0]!;
    expect(q.seller.id).toBe(cheapest.seller.id);
    expect(q.seller.name).toBe(cheapest.seller.name);
    // The seller hears of it: an outbox event written with the question.
    const [event] = await rows<{ payload: unknown }>(
      sql`SELECT payload FROM events WHERE type = 'question.asked' AND (payload->>'questionId')::int = ${q.id}`,
    );
    expect(event?.payload).toMatchObject({
      questionId: q.id,
      productId: o.product_id,
      businessId: q.seller.id,
      productTitle: detail.title,
    });

    const listed = async () =>
      questionPageSchema.parse((await shopper.get(url(o.product_id))).json());
    expect((await listed()).results.map((x) => x.id)).not.toContain(q.id);
    expect(detail.questions.map((x) => x.id)).not.toContain(q.id);

    await t.database.db.execute(sql`
      UPDATE product_questions SET answer = 'İki yıl resmi distribütör garantili, faturalıdır.',
             answered_at = now() WHERE id = ${q.id}`);
    const after = await listed();
    expect(after.results[0]).toMatchObject({
      id: q.id,
      body,
      author: 'A*** Y*****',
      answer: 'İki yıl resmi distribütör garantili, faturalıdır.',
      seller_name: cheapest.seller.name,
    });
  });

  it('asks the seller chosen, if it sells the product', async () => {
    const chosen = multi.sellers[1]!;
    const res = await shopper.post(url(multi.id), {
      body: 'Bu renk stoklara tekrar gelecek mi?',
      seller_id: chosen.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().seller).toEqual(chosen);

    const [stranger] = await rows<{ id: number }>(sql`
      SELECT b.id FROM businesses b WHERE NOT EXISTS (
        SELECT 1 FROM offers o JOIN variants v ON v.id = o.variant_id
         WHERE o.business_id = b.id AND v.product_id = ${multi.id} AND o.is_active)
       ORDER BY b.id LIMIT 1`);
    const wrong = await shopper.post(url(multi.id), {
      body: 'Bu renk stoklara tekrar gelecek mi?',
      seller_id: stranger!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Bu satıcı bu ürünü satmıyor.');
    const unknown = await shopper.post(url(multi.id), {
      body: 'Bu renk stoklara tekrar gelecek mi?',
      seller_id: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('validates the question in Turkish', async () => {
    const id = pool[10]!.product_id;
    const short = await shopper.post(url(id), { body: '  Kısa?  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.body).toEqual(['Soru en az 10 karakter olmalı.']);
    const long = await shopper.post(url(id), { body: 'a'.repeat(2001) });
    expect(long.json().errors.body).toEqual(['Soru en fazla 2000 karakter olabilir.']);
    const phone = await shopper.post(url(id), {
      body: 'Beni 0532 123 45 67 numarasından arar mısınız?',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.body[0]).toMatch(/^İletişim bilgisi paylaşılamaz/);
    const missing = await shopper.post(url(id), {});
    expect(missing.json().errors.body).toEqual(['Sorunuzu yazın.']);
    const seller = await shopper.post(url(id), { body: 'Yeterince uzun bir soru.', seller_id: -1 });
    expect(seller.json().errors.seller_id).toEqual(['Satıcı numarası bir tam sayı olmalı.']);
  });

  it('answers 404 for an unknown or unpublished product', async () => {
    const body = 'Bu ürün hâlâ satışta mı acaba?';
    expect((await shopper.post(url(2_000_000_000), { body })).statusCode).toBe(404);
    const o = pool[11]!;
    await t.database.db.execute(
      sql`UPDATE products SET status = 'taslak' WHERE id = ${o.product_id}`,
    );
    try {
      const res = await shopper.post(url(o.product_id), { body });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Ürün bulunamadı.');
    } finally {
      await t.database.db.execute(
        sql`UPDATE products SET status = 'yayinda' WHERE id = ${o.product_id}`,
      );
    }
  });

  it('asks for a login (401) and the CSRF token (403)', async () => {
    const body = 'Kargoya ne zaman verilir acaba?';
    const id = pool[12]!.product_id;
    const anon = await new TestClient(t.app).prime();
    const res = await anon.post(url(id), { body });
    expect(res.statusCode).toBe(401);
    const noCsrf = await shopper.post(url(id), { body }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_questions WHERE product_id = ${id} AND user_id IS NOT NULL`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
