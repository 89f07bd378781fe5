import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BARCODE_INVALID,
  type BulkJob,
  bulkJobSchema,
  cartSchema,
  catalogMatchSchema,
  productDetailSchema,
  trUpper,
  vendorOfferListSchema,
  vendorOfferSchema,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { LOW_STOCK } from '../../lib/stock.ts';

// Sell what exists (match by barcode or title, a new offer on an existing variant), offer edits
// and bulk price & stock, as a seller and a shopper notice them; isolation between businesses.

const V = '/api/vendor/api';
const PRODUCT = (slug: string) => `/api/urun/api/products/${slug}/`;
let t: TestContext;
let seller: TestShopper; // owner of "Yeni Dükkan"
let other: TestShopper; // owner of "Başka Dükkan"
let shopper: TestShopper;
let businessId: number;
let otherBusinessId: number;

interface VariantRow {
  id: number;
  barcode: string;
  sku: string;
  product_id: number;
  slug: string;
  title: string;
}
let targets: VariantRow[] = [];

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

/** The first field message of a 400 (the detail of a schema error is generic). */
const message = (res: { json(): unknown }) => {
  const body = res.json() as { detail: string; errors?: Record<string, string[]> };
  return Object.values(body.errors ?? {}).flat()[0] ?? body.detail;
};

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  [seller, other, shopper] = (await createShoppers(t, 3, 'voffers')) as [
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  businessId = await createBusiness(t, 'Yeni Dükkan', [{ userId: seller.id }]);
  otherBusinessId = await createBusiness(t, 'Başka Dükkan', [{ userId: other.id }]);
  // Published variants of distinct products that someone already sells.
  targets = await rows<VariantRow>(sql`
    SELECT DISTINCT ON (p.id) v.id, v.barcode, v.sku, p.id AS product_id, p.slug, p.title
      FROM variants v JOIN products p ON p.id = v.product_id
     WHERE p.status = 'yayinda' AND v.is_active AND v.barcode IS NOT NULL
       AND EXISTS (SELECT 1 FROM offers o WHERE o.variant_id = v.id AND o.is_active)
     ORDER BY p.id, v.position, v.id
     LIMIT 12`);
  expect(targets.length).toBe(12);
});
afterAll(async () => t?.close());

const sell = (v: VariantRow, body: Record<string, unknown> = {}, who = seller) =>
  who.client.post(`${V}/offers/`, { variant_id: v.id, price: 10000, stock: 20, ...body });

async function sold(v: VariantRow, body: Record<string, unknown> = {}, who = seller) {
  const res = await sell(v, body, who);
  expect(res.statusCode, res.body).toBe(201);
  return vendorOfferSchema.parse(res.json());
}

const patch = (id: number, body: Record<string, unknown>, who = seller) =>
  who.client.patch(`${V}/offers/${id}/`, body);

async function detail(slug: string) {
  const res = await shopper.client.get(PRODUCT(slug));
  expect(res.statusCode, res.body).toBe(200);
  return productDetailSchema.parse(res.json());
}

async function events(type: string, offerId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM events WHERE type = ${type}
         AND (payload->>'offerId')::int = ${offerId}`,
  );
  return r!.n;
}

describe('match', () => {
  it('finds a published variant by its barcode, with its product, best offer and no offer of mine', async () => {
    const v = targets[0]!;
    const res = await seller.client.get(`${V}/catalog/match/?barcode=${v.barcode}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = catalogMatchSchema.parse(res.json());
    expect(m.matched_variant_id).toBe(v.id);
    expect(m.results).toHaveLength(1);
    const p = m.results[0]!;
    expect(p).toMatchObject({ product_id: v.product_id, slug: v.slug, title: v.title });
    expect(p.best_offer?.price).toBeGreaterThan(0);
    const variant = p.variants.find((x) => x.variant_id === v.id)!;
    expect(variant).toMatchObject({ barcode: v.barcode, sku: v.sku, mine: null });
    expect(variant.best_price).toBeGreaterThan(0);
  });

  it('refuses a barcode with a wrong check digit, finds nothing for an unknown one', async () => {
    const v = targets[0]!;
    const wrong = v.barcode.slice(0, 12) + String((Number(v.barcode[12]) + 1) % 10);
    const bad = await seller.client.get(`${V}/catalog/match/?barcode=${wrong}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.barcode).toEqual([BARCODE_INVALID]);
    const none = await seller.client.get(`${V}/catalog/match/?barcode=96385074`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ matched_variant_id: null, results: [] });
    const empty = await seller.client.get(`${V}/catalog/match/`);
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Ürün adı veya barkod yazın.');
  });

  it('finds products by title words whatever the Turkish case and letters', async () => {
    const v = targets[1]!;
    const words = v.title.split(/\s+/).slice(0, 2).join(' ');
    const shouted = trUpper(words);
    const res = await seller.client.get(`${V}/catalog/match/?q=${encodeURIComponent(shouted)}`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = catalogMatchSchema.parse(res.json()).results.map((r) => r.product_id);
    expect(ids).toContain(v.product_id);
    const folded = words
      .toLocaleLowerCase('tr-TR')
      .replace(/ç/g, 'c')
      .replace(/ğ/g, 'g')
      .replace(/ı/g, 'i')
      .replace(/ö/g, 'o')
      .replace(/ş/g, 's')
      .replace(/ü/g, 'u');
    const ascii = await seller.client.get(`${V}/catalog/match/?q=${encodeURIComponent(folded)}`);
    expect(catalogMatchSchema.parse(ascii.json()).results.map((r) => r.product_id)).toContain(
      v.product_id,
    );
  });
});

describe('a new offer on an existing product', () => {
  it('is created, shown at once under the product page sellers, and a second one is 409', async () => {
    const v = targets[2]!;
    const before = await detail(v.slug); // warms the product page cache
    expect(before.offers.some((o) => o.seller.name === 'Yeni Dükkan')).toBe(false);
    const offer = await sold(v, { price: 12345, list_price: 15000, stock: 7, dispatch_days: 2 });
    expect(offer).toMatchObject({
      variant_id: v.id,
      product_id: v.product_id,
      price: 12345,
      list_price: 15000,
      stock: 7,
      is_active: true,
      dispatch_days: 2,
      barcode: v.barcode,
    });
    const after = await detail(v.slug);
    const mine = after.offers.find((o) => o.seller.name === 'Yeni Dükkan');
    expect(mine).toMatchObject({ id: offer.id, price: 12345, dispatch_days: 2 });
    expect(after.seller_count).toBe(before.seller_count + 1);

    const again = await sell(v, { price: 9000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu ürünü zaten satıyorsunuz.');
    const m = catalogMatchSchema.parse(
      (await seller.client.get(`${V}/catalog/match/?barcode=${v.barcode}`)).json(),
    );
    expect(m.results[0]!.variants.find((x) => x.variant_id === v.id)!.mine).toMatchObject({
      offer_id: offer.id,
      price: 12345,
      stock: 7,
    });
  });

  it('refuses bad values with Turkish messages and unknown or unpublished variants', async () => {
    const v = targets[3]!;
    const below = await sell(v, { price: 10000, list_price: 9000 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.list_price).toEqual(['Liste fiyatı satış fiyatından düşük olamaz.']);
    const zero = await sell(v, { price: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.price[0]).toMatch(/^Fiyat sıfırdan büyük/);
    const negative = await sell(v, { stock: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.stock).toEqual(['Stok 0 veya daha büyük bir tam sayı olmalı.']);
    const half = await sell(v, { stock: 1.5 });
    expect(half.statusCode).toBe(400);
    const days = await sell(v, { dispatch_days: 31 });
    expect(days.statusCode).toBe(400);
    expect(message(days)).toMatch(/^Kargoya verme süresi/);
    const unknown = await seller.client.post(`${V}/offers/`, {
      variant_id: 99_999_999,
      price: 100,
      stock: 1,
    });
    expect(unknown.statusCode).toBe(404);
    await t.database.db.execute(
      sql`UPDATE products SET status = 'taslak' WHERE id = ${v.product_id}`,
    );
    try {
      const draft = await sell(v);
      expect(draft.statusCode).toBe(404);
      expect(draft.json().detail).toBe('Satışa açık böyle bir ürün bulunamadı.');
    } finally {
      await t.database.db.execute(
        sql`UPDATE products SET status = 'yayinda' WHERE id = ${v.product_id}`,
      );
    }
  });

  it('is for members of an approved business only: shopper 403, visitor 401, pending business 403', async () => {
    const v = targets[3]!;
    expect((await sell(v, {}, shopper)).statusCode).toBe(403);
    expect((await shopper.client.get(`${V}/catalog/match/?q=telefon`)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `${V}/offers/` });
    expect(visitor.statusCode).toBe(401);
    const [pending] = await createShoppers(t, 1, 'voffers-pending');
    await createBusiness(t, 'Bekleyen Dükkan', [{ userId: pending!.id }], 'beklemede');
    expect((await sell(v, {}, pending!)).statusCode).toBe(403);
  });

  it.skipIf(!onRealServers)(
    'two concurrent creations of the same offer make one offer: 201 and 409',
    async () => {
      const v = targets[4]!;
      const results = await Promise.all([sell(v, { price: 5000 }), sell(v, { price: 5100 })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [n] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM offers WHERE variant_id = ${v.id} AND business_id = ${businessId}`,
      );
      expect(n!.n).toBe(1);
    },
  );
});

describe('editing an offer', () => {
  it('changes price, list price, stock and dispatch days of my own offer only', async () => {
    const v = targets[5]!;
    const offer = await sold(v, { price: 20000, stock: 10 });
    let res = await patch(offer.id, { price: 19000, list_price: 25000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(vendorOfferSchema.parse(res.json())).toMatchObject({
      price: 19000,
      list_price: 25000,
      stock: 10,
    });
    res = await patch(offer.id, { price: 26000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Liste fiyatı satış fiyatından düşük olamaz.');
    res = await patch(offer.id, { list_price: null, dispatch_days: null });
    expect(res.json()).toMatchObject({ list_price: null, dispatch_days: null });
    res = await patch(offer.id, {});
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('Değiştirmek istediğiniz bir alan gönderin.');
    res = await patch(offer.id, { stock: -3 });
    expect(res.statusCode).toBe(400);

    // Another business's offer is not found; a shopper is refused.
    expect((await patch(offer.id, { price: 1 }, other)).statusCode).toBe(404);
    expect((await patch(offer.id, { price: 1 }, shopper)).statusCode).toBe(403);
    const [foreign] = await rows<{ id: number }>(
      sql`SELECT id FROM offers WHERE business_id <> ${businessId} LIMIT 1`,
    );
    const f = await patch(foreign!.id, { price: 1 });
    expect(f.statusCode).toBe(404);
    expect(f.json().detail).toBe('Böyle bir teklifiniz yok.');
  });

  it(`raises stock.low once when the stock falls to ${LOW_STOCK}, again only after it rose`, async () => {
    const v = targets[6]!;
    const offer = await sold(v, { stock: 10 });
    expect(await events('stock.low', offer.id)).toBe(0);
    await patch(offer.id, { stock: LOW_STOCK });
    expect(await events('stock.low', offer.id)).toBe(1);
    await patch(offer.id, { stock: 1 });
    await patch(offer.id, { price: 10100 });
    expect(await events('stock.low', offer.id)).toBe(1);
    await patch(offer.id, { stock: 50 });
    await patch(offer.id, { stock: 0 });
    expect(await events('stock.low', offer.id)).toBe(2);
    // The seller is told (the dispatcher runs after the commit).
    let told: { message: string }[] = [];
    for (let i = 0; i < 100 && told.length < 2; i++) {
      told = await rows<{ message: string }>(
        sql`SELECT message FROM notifications WHERE recipient_business_id = ${businessId}
             AND kind = 'stok' AND message LIKE ${`%${v.title.slice(0, 20)}%`} ORDER BY id`,
      );
      if (told.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(told.map((n) => n.message.replace(/^.*” /, ''))).toEqual([
      `stokta ${LOW_STOCK} adet kaldı.`,
      'tükendi.',
    ]);
  });

  it('a deactivated offer leaves the product page and listings, and carts show it unavailable', async () => {
    const v = targets[7]!;
    const offer = await sold(v, { price: 100, stock: 30 }); // the best offer by far
    const page = await detail(v.slug);
    expect(page.price).toBe(100);
    const add = await shopper.client.post('/api/urun/api/cart/items/', {
      offer_id: offer.id,
      quantity: 2,
    });
    expect(add.statusCode, add.body).toBe(201);

    const res = await patch(offer.id, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    const after = await detail(v.slug);
    expect(after.offers.map((o) => o.id)).not.toContain(offer.id);
    expect(after.price).not.toBe(100);
    const [p] = await rows<{ seller_ids: number[]; min_price: number }>(
      sql`SELECT seller_ids, min_price FROM products WHERE id = ${v.product_id}`,
    );
    expect(p!.seller_ids).not.toContain(businessId);
    expect(p!.min_price).not.toBe(100);

    const cart = cartSchema.parse((await shopper.client.get('/api/urun/api/cart/')).json());
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.offer_id === offer.id);
    expect(line).toMatchObject({ stock: 0, max_quantity: 0 });
    expect(cart.grand_total).toBe(0);

    await patch(offer.id, { is_active: true });
    expect((await detail(v.slug)).price).toBe(100);
  });

  it('lists my offers with search by barcode, SKU or title words', async () => {
    const res = await seller.client.get(`${V}/offers/`);
    expect(res.statusCode).toBe(200);
    const list = vendorOfferListSchema.parse(res.json());
    expect(list.count).toBeGreaterThanOrEqual(4);
    expect(list.results.every((o) => o.product_id > 0)).toBe(true);
    const v = targets[5]!;
    const byBarcode = vendorOfferListSchema.parse(
      (await seller.client.get(`${V}/offers/?q=${v.barcode}`)).json(),
    );
    expect(byBarcode.results.map((o) => o.variant_id)).toEqual([v.id]);
    const bySku = vendorOfferListSchema.parse(
      (await seller.client.get(`${V}/offers/?q=${encodeURIComponent(v.sku)}`)).json(),
    );
    expect(bySku.results.map((o) => o.variant_id)).toEqual([v.id]);
    // The other business sees none of them.
    const theirs = vendorOfferListSchema.parse((await other.client.get(`${V}/offers/`)).json());
    expect(theirs.count).toBe(0);
  });
});

// --- Bulk ---------------------------------------------------------------------------------

function multipart(file: Buffer, name: string) {
  const boundary = 'XtopluX';
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(file: Buffer | string, name = 'fiyatlar.csv', who = seller) {
  const m = multipart(typeof file === 'string' ? Buffer.from(file) : file, name);
  return who.client.request('POST', `${V}/offers/bulk/`, m.body, { headers: m.headers });
}

async function finished(jobId: number, who = seller): Promise<BulkJob> {
  for (let i = 0; i < 200; i++) {
    const res = await who.client.get(`${V}/offers/bulk/${jobId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const job = bulkJobSchema.parse(res.json());
    if (job.state === 'tamamlandi' || job.state === 'basarisiz') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('bulk job did not finish');
}

async function uploaded(file: Buffer | string, name?: string): Promise<BulkJob> {
  const res = await upload(file, name);
  expect(res.statusCode, res.body).toBe(202);
  return finished(res.json().job_id);
}

describe('bulk price and stock', () => {
  let mine: VariantRow[] = [];
  const offerOf = async (v: VariantRow) =>
    (
      await rows<{ id: number; price: number; list_price: number | null; stock: number }>(
        sql`SELECT id, price, list_price, stock FROM offers
             WHERE variant_id = ${v.id} AND business_id = ${businessId}`,
      )
    )[0]!;

  beforeAll(async () => {
    mine = [targets[8]!, targets[9]!, targets[10]!];
    for (const v of mine) await sold(v, { price: 10000, list_price: 12000, stock: 20 });
  });

  it('downloads a template with a BOM, Turkish headers and my offers', async () => {
    const res = await seller.client.get(`${V}/offers/bulk/template/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.body.startsWith('\uFEFFbarkod;stok_kodu;fiyat;liste_fiyati;stok\r\n')).toBe(true);
    expect(res.body).toContain(`${mine[0]!.barcode};${mine[0]!.sku};100,00;120,00;20\r\n`);
    // The template uploaded as it is changes nothing (a round trip).
    const job = await uploaded(Buffer.from(res.rawPayload));
    expect(job.state).toBe('tamamlandi');
    expect(job.counts.reddedildi).toBe(0);
    expect(job.counts.guncellendi).toBe(0);
    expect(job.counts.degisiklik_yok).toBe(job.total);
  });

  it('applies the good rows, refuses the bad ones with their reasons, and a second upload changes nothing more', async () => {
    const [a, b, c] = mine as [VariantRow, VariantRow, VariantRow];
    const notMine = targets[11]!;
    const csv = [
      'barkod;stok_kodu;fiyat;liste_fiyati;stok',
      `${a.barcode};;1.299,90;1.500,00;15`, // 2: good (Turkish decimals)
      `;${b.sku};88.5;;2`, // 3: good by SKU, dot decimal, stock to the low line
      '4006381333931;;10;;1', // 4: unknown barcode
      `${notMine.barcode};;10;;1`, // 5: not my product
      `${c.barcode};;-5;;1`, // 6: price below zero
      `${c.barcode};;100;50;1`, // 7: list price below price
      `${c.barcode};;on iki;;1`, // 8: not a number
      `${c.barcode};;;;abc`, // 9: stock not a number
      ';;5;;5', // 10: no key
      '', // blank lines are skipped
    ].join('\n');
    const job = await uploaded(csv);
    expect(job).toMatchObject({ state: 'tamamlandi', total: 9, processed: 9 });
    expect(job.counts).toEqual({ guncellendi: 2, degisiklik_yok: 0, reddedildi: 7 });
    const byRow = new Map(job.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'guncellendi', reason: null });
    expect(byRow.get(3)).toMatchObject({ status: 'guncellendi', sku: b.sku });
    expect(byRow.get(4)!.reason).toBe('Bu barkod Çarşı kataloğunda yok.');
    expect(byRow.get(5)!.reason).toBe('Bu ürünü satmıyorsunuz.');
    expect(byRow.get(6)!.reason).toBe('Fiyat sıfırdan büyük olmalı.');
    expect(byRow.get(7)!.reason).toBe('Liste fiyatı satış fiyatından düşük olamaz.');
    expect(byRow.get(8)!.reason).toMatch(/^Fiyat sayı değil: "on iki"/);
    expect(byRow.get(9)!.reason).toMatch(/^Stok sayı değil/);
    expect(byRow.get(10)!.reason).toBe('Barkod veya stok kodu yazın.');

    expect(await offerOf(a)).toMatchObject({ price: 129990, list_price: 150000, stock: 15 });
    // Empty list price cell keeps the list price.
    expect(await offerOf(b)).toMatchObject({ price: 8850, list_price: 12000, stock: 2 });
    expect(await offerOf(c)).toMatchObject({ price: 10000, stock: 20 });
    const ob = await offerOf(b);
    expect(await events('stock.low', ob.id)).toBe(1);
    // The listing summary follows.
    const [p] = await rows<{ min_price: number }>(
      sql`SELECT min_price FROM products WHERE id = ${b.product_id}`,
    );
    expect(p!.min_price).toBeLessThanOrEqual(8850);

    const again = await uploaded(csv);
    expect(again.counts).toEqual({ guncellendi: 0, degisiklik_yok: 2, reddedildi: 7 });
    expect(await offerOf(a)).toMatchObject({ price: 129990, list_price: 150000, stock: 15 });
    expect(await events('stock.low', ob.id)).toBe(1);

    // The results as a file.
    const file = await seller.client.get(`${V}/offers/bulk/${job.id}/?format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('\uFEFFsatir;barkod;stok_kodu;sonuc;neden\r\n')).toBe(true);
    expect(file.body).toContain(`5;${notMine.barcode};;Reddedildi;Bu ürünü satmıyorsunuz.`);
    expect(file.body).toContain(`2;${a.barcode};;Güncellendi;`);
  });

  it('reads comma-separated CSV and XLSX, and a later row of the same product wins', async () => {
    const [a, b] = mine as [VariantRow, VariantRow];
    const commas = `barkod,fiyat,stok\n${a.barcode},"1.100,00",9\n${a.barcode},1200,8\n`;
    const job = await uploaded(commas);
    expect(job.rows.map((r) => r.status)).toEqual(['reddedildi', 'guncellendi']);
    expect(job.rows[0]!.reason).toMatch(/dosyada daha sonra yeniden geçiyor/);
    expect(await offerOf(a)).toMatchObject({ price: 120000, stock: 8 });

    // The XLSX template, edited in a spreadsheet and uploaded back.
    const tpl = await seller.client.get(`${V}/offers/bulk/template/?format=xlsx`);
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'barkod',
      'stok_kodu',
      'fiyat',
      'liste_fiyati',
      'stok',
    ]);
    ws.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === b.barcode) {
        row.getCell(3).value = 77.7;
        row.getCell(5).value = 40;
      }
    });
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const x = await uploaded(edited, 'sablon.xlsx');
    expect(x.counts.guncellendi).toBe(1);
    expect(x.counts.reddedildi).toBe(0);
    expect(await offerOf(b)).toMatchObject({ price: 7770, stock: 40 });
  });

  it('refuses files over 10.000 rows, without a header, or not a spreadsheet', async () => {
    const v = mine[0]!;
    const big = ['barkod;fiyat', ...Array.from({ length: 10_001 }, () => `${v.barcode};10`)];
    const res = await upload(big.join('\n'));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/en fazla 10\.000 satır/);
    const noHeader = await upload(`${v.barcode};10;5\n`);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().detail).toMatch(/^Dosyanın ilk satırı başlık olmalı/);
    const noFile = await seller.client.post(`${V}/offers/bulk/`, {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe('Yüklemek için bir CSV veya XLSX dosyası seçin.');
    const zip = await upload(Buffer.from('PK\u0003\u0004garbage'), 'x.xlsx');
    expect(zip.statusCode).toBe(400);
  });

  it('keeps jobs to their business: another business 404, a shopper 403', async () => {
    const job = await uploaded(`barkod;stok\n${mine[0]!.barcode};9\n`);
    expect((await other.client.get(`${V}/offers/bulk/${job.id}/`)).statusCode).toBe(404);
    expect((await other.client.get(`${V}/offers/bulk/${job.id}/?format=csv`)).statusCode).toBe(404);
    expect((await shopper.client.get(`${V}/offers/bulk/${job.id}/`)).statusCode).toBe(403);
    expect((await upload('barkod;stok\n1;1\n', 'a.csv', shopper)).statusCode).toBe(403);
    // The other business's own upload cannot touch my offers.
    const theirs = await upload(`barkod;stok\n${mine[0]!.barcode};999\n`, 'a.csv', other);
    expect(theirs.statusCode).toBe(202);
    const tj = await finished(theirs.json().job_id, other);
    expect(tj.rows[0]!.reason).toBe('Bu ürünü satmıyorsunuz.');
    expect((await offerOf(mine[0]!)).stock).toBe(9);
    void otherBusinessId;
  });
});
