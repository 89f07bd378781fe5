import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moderationListSchema,
  vendorProductListSchema,
  vendorProductSchema,
  vendorVariantListSchema,
  vendorVariantSchema,
  type VendorProduct,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { sanitizeDescription } from '../../lib/sanitize-html.ts';

// The seller's catalogue: drafts, variants with barcodes, images, submission, the operators'
// review of new products and of changes to published ones, sanitising, delete vs deactivate,
// and isolation between businesses.

const V = `${API}/vendor/dashboard`;
const MOD = `${API}/yonetim/api/moderation`;
let t: TestContext;
let shop: Shop;
let seller: TestShopper;
let other: TestShopper;
let shopper: TestShopper;
let operator: TestShopper;
let buyer: TestShopper;
let bizA: number;
let bizB: number;

/** A leaf category with a variant axis and a required non-axis attribute. */
let cat: {
  id: number;
  parent: number;
  axisValues: number[];
  attrValue: number;
  requiredName: string;
  foreignValue: number;
};
let brand: number;
let pendingBrand: number;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

async function png(w: number, h: number): Promise<Buffer> {
  return sharp({
    create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** multipart/form-data with `images` file parts. */
function form(files: { name: string; body: Buffer }[]) {
  const boundary = `----carsi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: TestShopper, productId: number, files: { name: string; body: Buffer }[]) => {
  const f = form(files);
  return who.client.request('POST', `${V}/products/${productId}/images/`, f.payload, {
    headers: f.headers,
  });
};

let gtinN = 100_000;
/** A fresh valid EAN-13 (prefix 869 + counter + check digit). */
function gtin(): string {
  const body = `869${String(process.pid % 1000).padStart(3, '0')}${String(++gtinN).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
let skuN = 0;
const sku = () => `TST-${process.pid}-${++skuN}`;

async function draft(who = seller, over: Record<string, unknown> = {}): Promise<VendorProduct> {
  const res = await who.client.post(`${V}/products/`, {
    category_id: cat.id,
    brand_id: brand,
    title: `Deneme ürünü ${randomBytes(3).toString('hex')} pamuklu`,
    description: '<p>Güzel bir ürün.</p>',
    kdv_rate: 20,
    attribute_value_ids: [cat.attrValue],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return vendorProductSchema.parse(res.json());
}

async function variant(who: TestShopper, productId: number, over: Record<string, unknown> = {}) {
  const res = await who.client.post(`${V}/product-variants/`, {
    product: productId,
    attribute_value_ids: [cat.axisValues[0]],
    sku: sku(),
    barcode: gtin(),
    price: 19_990,
    list_price: 24_990,
    stock: 10,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return vendorVariantSchema.parse(res.json());
}

/** A complete draft (image, variant with an offer), submitted. */
async function submitted(who = seller, over: Record<string, unknown> = {}) {
  const p = await draft(who, over);
  expect((await upload(who, p.id, [{ name: 'a.png', body: await png(600, 600) }])).statusCode).toBe(
    201,
  );
  await variant(who, p.id);
  const res = await who.client.post(`${V}/products/${p.id}/submit/`);
  expect(res.statusCode, res.body).toBe(200);
  return vendorProductSchema.parse(res.json());
}

async function published(who = seller, over: Record<string, unknown> = {}) {
  const p = await submitted(who, over);
  const res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
  expect(res.statusCode, res.body).toBe(200);
  return p;
}

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  [seller, other, shopper, operator, buyer] = (await createShoppers(t, 5, 'vcat')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
  bizA = await createBusiness(t, 'Ürün Dükkanı', [{ userId: seller.id }]);
  bizB = await createBusiness(t, 'Öteki Dükkan', [{ userId: other.id }]);
  shop = await openShop(t);

  const [leaf] = await rows<{ id: number; parent_id: number; axis: number; attr: number }>(sql`
    SELECT c.id, c.parent_id,
           (SELECT ca.attribute_id FROM category_attributes ca
             WHERE ca.category_id = c.id AND ca.is_variant_axis ORDER BY ca.position LIMIT 1) AS axis,
           (SELECT ca.attribute_id FROM category_attributes ca
             WHERE ca.category_id = c.id AND NOT ca.is_variant_axis ORDER BY ca.position LIMIT 1) AS attr
      FROM categories c
     WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
       AND EXISTS (SELECT 1 FROM category_attributes ca WHERE ca.category_id = c.id AND ca.is_variant_axis)
       AND EXISTS (SELECT 1 FROM category_attributes ca WHERE ca.category_id = c.id AND NOT ca.is_variant_axis)
     ORDER BY c.id LIMIT 1`);
  const axisValues = await rows<{ id: number }>(
    sql`SELECT id FROM attribute_values WHERE attribute_id = ${leaf!.axis} ORDER BY position, id LIMIT 3`,
  );
  const [attrValue] = await rows<{ id: number; name: string }>(
    sql`SELECT av.id, a.name FROM attribute_values av JOIN attributes a ON a.id = av.attribute_id
         WHERE av.attribute_id = ${leaf!.attr} ORDER BY av.position, av.id LIMIT 1`,
  );
  const [foreign] = await rows<{ id: number }>(
    sql`SELECT av.id FROM attribute_values av
         WHERE av.attribute_id NOT IN (SELECT attribute_id FROM category_attributes
                                        WHERE category_id = ${leaf!.id})
         ORDER BY av.id LIMIT 1`,
  );
  await t.database.db.execute(
    sql`UPDATE category_attributes SET is_required = true
         WHERE category_id = ${leaf!.id} AND attribute_id = ${leaf!.attr}`,
  );
  cat = {
    id: leaf!.id,
    parent: leaf!.parent_id,
    axisValues: axisValues.map((v) => v.id),
    attrValue: attrValue!.id,
    requiredName: attrValue!.name,
    foreignValue: foreign!.id,
  };
  const [b] = await rows<{ id: number }>(
    sql`SELECT id FROM brands WHERE status = 'onaylandi' ORDER BY id LIMIT 1`,
  );
  brand = b!.id;
  const [pb] = await rows<{ id: number }>(
    sql`INSERT INTO brands (name, slug, status) VALUES ('Bekleyen Marka', 'bekleyen-marka-vcat', 'beklemede') RETURNING id`,
  );
  pendingBrand = pb!.id;
});
afterAll(async () => t?.close());

describe('drafts', () => {
  it('creates a draft with the minimal fields, then changes it with PUT; the seller reads it back', async () => {
    const res = await seller.client.post(`${V}/products/`, {
      category_id: cat.id,
      brand_id: brand,
      title: '  Sade   başlıklı bir ürün  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = vendorProductSchema.parse(res.json());
    expect(p).toMatchObject({
      status: 'taslak',
      origin: 'kendi',
      title: 'Sade başlıklı bir ürün',
      kdv_rate: 20,
      description: '',
      public_url: null,
    });
    const put = await seller.client.put(`${V}/products/${p.id}/`, {
      description: '<h2>Özellikler</h2><ul><li>Pamuk</li></ul>',
      kdv_rate: 10,
      attribute_value_ids: [cat.attrValue],
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = vendorProductSchema.parse(
      (await seller.client.get(`${V}/products/${p.id}/`)).json(),
    );
    expect(got.description).toBe('<h2>Özellikler</h2><ul><li>Pamuk</li></ul>');
    expect(got.kdv_rate).toBe(10);
    expect(got.attribute_value_ids).toEqual([cat.attrValue]);
    expect(got.category.path.length).toBeGreaterThan(0);
    // The search text is kept by the catalogue-write service (folded, with brand and category).
    const [row] = await rows<{ search_text: string }>(
      sql`SELECT search_text FROM products WHERE id = ${p.id}`,
    );
    expect(row!.search_text).toMatch(/^sade baslikli bir urun /);
    const events = await shop.events('product.changed');
    expect(events.some((e) => (e.payload.productIds as number[]).includes(p.id))).toBe(true);
  });

  it('takes a product line of the chosen brand that this business may use', async () => {
    const [b2] = await rows<{ id: number }>(
      sql`SELECT id FROM brands WHERE status = 'onaylandi' AND id <> ${brand} ORDER BY id LIMIT 1`,
    );
    const line = async (brandId: number, name: string, status: string, business: number | null) =>
      (
        await rows<{ id: number }>(
          sql`INSERT INTO product_lines (brand_id, name, slug, status, business_id)
              VALUES (${brandId}, ${name}, ${`${name.toLowerCase()}-${randomBytes(3).toString('hex')}`},
                      ${status}, ${business}) RETURNING id`,
        )
      )[0]!.id;
    const approved = await line(brand, 'Onaylı Seri', 'onaylandi', bizB);
    const mine = await line(brand, 'Benim Seri', 'beklemede', bizA);
    const theirs = await line(brand, 'Onların Seri', 'beklemede', bizB);
    const otherBrand = await line(b2!.id, 'Başka Seri', 'onaylandi', null);

    const p = await draft(seller, { product_line_id: approved });
    expect(p.product_line).toEqual({ id: approved, name: 'Onaylı Seri' });
    // Its own pending application serves its drafts; another business's, or another brand's, not.
    const put = await seller.client.put(`${V}/products/${p.id}/`, { product_line_id: mine });
    expect(put.statusCode, put.body).toBe(200);
    expect(vendorProductSchema.parse(put.json()).product_line?.id).toBe(mine);
    for (const bad of [theirs, otherBrand, 2_000_000_000]) {
      const res = await seller.client.put(`${V}/products/${p.id}/`, { product_line_id: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.product_line_id[0]).toMatch(/seri/i);
      const created = await seller.client.post(`${V}/products/`, {
        category_id: cat.id,
        brand_id: brand,
        title: 'Serisi yanlış bir ürün',
        product_line_id: bad,
      });
      expect(created.statusCode).toBe(400);
    }
    // Another brand drops the line that belongs to the old one; null removes it.
    const moved = await seller.client.put(`${V}/products/${p.id}/`, { brand_id: b2!.id });
    expect(vendorProductSchema.parse(moved.json()).product_line).toBeNull();
    await seller.client.put(`${V}/products/${p.id}/`, {
      brand_id: brand,
      product_line_id: approved,
    });
    const cleared = await seller.client.put(`${V}/products/${p.id}/`, { product_line_id: null });
    expect(vendorProductSchema.parse(cleared.json()).product_line).toBeNull();
    // Deleting a line leaves its products without one (ON DELETE SET NULL).
    await seller.client.put(`${V}/products/${p.id}/`, { product_line_id: approved });
    await t.database.db.execute(sql`DELETE FROM product_lines WHERE id = ${approved}`);
    const after = await seller.client.get(`${V}/products/${p.id}/`);
    expect(vendorProductSchema.parse(after.json()).product_line).toBeNull();
  });

  it('refuses bad drafts with Turkish field errors', async () => {
    const base = { category_id: cat.id, brand_id: brand, title: 'Geçerli bir ürün adı' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, title: 'Kısa' }, /en az 10 karakter/],
      [{ ...base, title: 'Kalın <b>başlık</b> denemesi' }, /< ve > işaretleri/],
      [{ ...base, title: 'x'.repeat(151) }, /en fazla 150/],
      [{ ...base, kdv_rate: 18 }, /KDV oranı/],
      [{ ...base, category_id: cat.parent }, /En alt kategoriyi seçin/],
      [{ ...base, brand_id: pendingBrand }, /Marka kullanılamıyor/],
      [{ ...base, attribute_value_ids: [cat.foreignValue] }, /özellik değerleri/],
      [{ ...base, attribute_value_ids: [cat.axisValues[0]] }, /özellik değerleri/],
    ];
    for (const [body, detail] of cases) {
      const res = await seller.client.post(`${V}/products/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail + JSON.stringify(res.json().errors ?? {})).toMatch(detail);
    }
  });

  it('stores hostile descriptions harmless', async () => {
    const payloads = [
      '<p>ok</p><script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">tıkla</a>',
      '<iframe src="https://evil.example"></iframe><p>son</p>',
      '<p onclick="alert(1)" style="color:red">stil</p>',
      '<a href="https://example.com" onclick="x()">bağlantı</a>',
    ];
    const p = await draft(seller, { description: payloads.join('') });
    const got = vendorProductSchema.parse(
      (await seller.client.get(`${V}/products/${p.id}/`)).json(),
    );
    const html = got.description;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img|style=/i);
    expect(html).toContain('<p>ok</p>');
    expect(html).toContain('<a rel="noopener nofollow" target="_blank">tıkla</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener nofollow" target="_blank">bağlantı</a>',
    );
    expect(html).toContain('<p>son</p>');
    expect(html).not.toContain('evil.example');
    // The same on PUT.
    const put = await seller.client.put(`${V}/products/${p.id}/`, {
      description:
        '<svg onload=alert(1)><p>x</p></svg><table><tr><td colspan="2">h</td></tr></table>',
    });
    expect(put.json().description).toBe('<p>x</p><table><tr><td colspan="2">h</td></tr></table>');
  });

  it('the product page answers sanitised HTML even for a row written around the service', async () => {
    const [row] = await rows<{ id: number; slug: string }>(
      sql`SELECT id, slug FROM products WHERE status = 'yayinda' AND min_price IS NOT NULL
           ORDER BY id DESC LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE products SET description = '<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a>'
           WHERE id = ${row!.id}`,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/urun/api/products/${row!.slug}/`,
    });
    expect(page.statusCode).toBe(200);
    const html = page.json().description as string;
    expect(html).toContain('<p>a</p>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });

  it('the demo catalogue went through the same sanitiser', async () => {
    const demo = await rows<{ description: string }>(
      sql`SELECT description FROM products WHERE created_by_business_id IS NOT NULL LIMIT 20`,
    );
    expect(demo.length).toBeGreaterThan(0);
    for (const d of demo) expect(sanitizeDescription(d.description)).toBe(d.description);
  });
});

describe('images', () => {
  it('takes JPEG/PNG/WebP of 500 px and more, up to 8; refuses small ones, SVG and non-images; orders and deletes', async () => {
    const p = await draft();
    const jpeg = await sharp(await png(800, 520))
      .jpeg()
      .toBuffer();
    const webp = await sharp(await png(520, 900))
      .webp()
      .toBuffer();
    let res = await upload(seller, p.id, [
      { name: 'a.png', body: await png(600, 600) },
      { name: 'b.jpg', body: jpeg },
      { name: 'c.webp', body: webp },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    let got = vendorProductSchema.parse(res.json());
    expect(got.images.map((i) => [i.width, i.height])).toEqual([
      [600, 600],
      [800, 520],
      [520, 900],
    ]);
    expect(got.images[0]!.url).toMatch(/^\/media\/p\/s\/[0-9a-f]{4}\/[0-9a-f]{24}\/400\.webp$/);
    // The rendition is served.
    const media = await t.app.inject({ method: 'GET', url: got.images[0]!.url });
    expect(media.statusCode).toBe(200);

    res = await upload(seller, p.id, [{ name: 'small.png', body: await png(800, 499) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/en az 500 piksel/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>',
    );
    res = await upload(seller, p.id, [{ name: 'x.png', body: svg }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/JPEG, PNG ya da WebP/);
    res = await upload(seller, p.id, [{ name: 'x.png', body: Buffer.from('not an image') }]);
    expect(res.statusCode).toBe(400);
    // Over 10 MB: refused by the upload limit, whatever the content.
    const big = Buffer.concat([await png(600, 600), Buffer.alloc(10 * 1024 * 1024)]);
    res = await upload(seller, p.id, [{ name: 'big.png', body: big }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/en fazla 10 MB/);
    const six = await Promise.all(Array.from({ length: 6 }, () => png(500, 500)));
    res = await upload(
      seller,
      p.id,
      six.map((body, i) => ({ name: `${i}.png`, body })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/en fazla 8 görsel/);

    const ids = got.images.map((i) => i.id);
    res = await seller.client.put(`${V}/products/${p.id}/images/order/`, {
      ids: [ids[2], ids[0], ids[1]],
    });
    expect(res.statusCode, res.body).toBe(200);
    got = vendorProductSchema.parse(res.json());
    expect(got.images.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    res = await seller.client.put(`${V}/products/${p.id}/images/order/`, { ids: [ids[0]] });
    expect(res.statusCode).toBe(400);

    res = await seller.client.delete(`${V}/product-images/${ids[0]}/`);
    expect(res.statusCode).toBe(204);
    got = vendorProductSchema.parse((await seller.client.get(`${V}/products/${p.id}/`)).json());
    expect(got.images.map((i) => i.id)).toEqual([ids[2], ids[1]]);
  });
});

describe('variants', () => {
  it('adds variants with axis values, SKU, GTIN barcode and the business own offer; lists, changes and removes them', async () => {
    const p = await draft();
    const v = await variant(seller, p.id, { attribute_value_ids: [cat.axisValues[0]] });
    expect(v.axes).toHaveLength(1);
    expect(v.axes[0]!.value_id).toBe(cat.axisValues[0]);
    expect(v.offer).toMatchObject({
      price: 19_990,
      list_price: 24_990,
      stock: 10,
      is_active: true,
    });

    const bad: [Record<string, unknown>, number, RegExp][] = [
      [{ barcode: '8690000000013' }, 400, /GTIN/],
      [{ price: 100, list_price: 50 }, 400, /Liste fiyatı/],
      [{ stock: -1 }, 400, /Stok/],
      [{ attribute_value_ids: [cat.attrValue] }, 400, /varyant özelliklerinden değil/],
      [{ attribute_value_ids: [cat.axisValues[0]] }, 409, /aynı özelliklerde/],
      [{ sku: v.sku, attribute_value_ids: [cat.axisValues[1]] }, 409, /stok kodu/i],
    ];
    for (const [over, status, detail] of bad) {
      const res = await seller.client.post(`${V}/product-variants/`, {
        product: p.id,
        attribute_value_ids: [cat.axisValues[1]],
        sku: sku(),
        barcode: gtin(),
        price: 10_000,
        stock: 1,
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over) + res.body).toBe(status);
      expect(res.json().detail + JSON.stringify(res.json().errors ?? {})).toMatch(detail);
    }

    const list = vendorVariantListSchema.parse(
      (await seller.client.get(`${V}/product-variants/?product=${p.id}`)).json(),
    );
    expect(list.map((x) => x.id)).toEqual([v.id]);

    const put = await seller.client.put(`${V}/product-variants/${v.id}/`, {
      price: 17_500,
      stock: 3,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().offer).toMatchObject({ price: 17_500, list_price: 24_990, stock: 3 });
    const low = await seller.client.put(`${V}/product-variants/${v.id}/`, { price: 30_000 });
    expect(low.statusCode).toBe(400);
    expect(low.json().detail).toMatch(/Liste fiyatı/);

    const listed = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?q=${v.barcode}`)).json(),
    );
    expect(listed.results.map((r) => r.id)).toEqual([p.id]);
    expect(listed.results[0]).toMatchObject({ price: 17_500, stock: 3, barcodes: [v.barcode] });
    const az = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?stok=az`)).json(),
    );
    expect(az.results.map((r) => r.id)).toContain(p.id);
    const none = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?stok=yok`)).json(),
    );
    expect(none.results.map((r) => r.id)).not.toContain(p.id);
    const bySku = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?q=${v.sku.toLowerCase()}`)).json(),
    );
    expect(bySku.results.map((r) => r.id)).toEqual([p.id]);

    const del = await seller.client.delete(`${V}/product-variants/${v.id}/`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ id: v.id, deleted: true });
    expect((await seller.client.get(`${V}/product-variants/?product=${p.id}`)).json()).toEqual([]);
  });

  it('a barcode belongs to one variant: a second seller gets 409 naming the existing product', async () => {
    const mine = await draft();
    const v = await variant(seller, mine.id);
    const theirs = await draft(other);
    const res = await other.client.post(`${V}/product-variants/`, {
      product: theirs.id,
      attribute_value_ids: [cat.axisValues[0]],
      sku: sku(),
      barcode: v.barcode,
      price: 10_000,
      stock: 1,
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('barcode_taken');
    expect(body.existing).toEqual({ id: mine.id, title: mine.title, slug: mine.slug });
    expect(body.detail).toContain(mine.title);
    expect(body.errors.barcode[0]).toMatch(/başka bir üründe/);
  });

  it.skipIf(!onRealServers)(
    'two concurrent creations with the same barcode make one variant, and the other answers 409',
    async () => {
      for (let round = 0; round < 5; round++) {
        const a = await draft(seller);
        const b = await draft(other);
        const barcode = gtin();
        const [r1, r2] = await Promise.all(
          [
            [seller, a.id],
            [other, b.id],
          ].map(([who, pid]) =>
            (who as TestShopper).client.post(`${V}/product-variants/`, {
              product: pid,
              attribute_value_ids: [cat.axisValues[0]],
              sku: sku(),
              barcode,
              price: 10_000,
              stock: 1,
            }),
          ),
        );
        expect([r1!.statusCode, r2!.statusCode].sort()).toEqual([201, 409]);
        const loser = r1!.statusCode === 409 ? r1! : r2!;
        expect(loser.json().code).toBe('barcode_taken');
        const [n] = await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM variants WHERE barcode = ${barcode}`,
        );
        expect(n!.n).toBe(1);
      }
    },
  );
});

describe('submission and moderation', () => {
  it('submit lists what is missing field by field, then sends a complete draft to review', async () => {
    const p = await draft(seller, { attribute_value_ids: [] });
    let res = await seller.client.post(`${V}/products/${p.id}/submit/`);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.attribute_value_ids![0]).toContain(cat.requiredName);
    expect(errors.images![0]).toMatch(/görsel/);
    expect(errors.variants![0]).toMatch(/varyant/);

    await seller.client.put(`${V}/products/${p.id}/`, { attribute_value_ids: [cat.attrValue] });
    await upload(seller, p.id, [{ name: 'a.png', body: await png(600, 600) }]);
    await variant(seller, p.id);
    res = await seller.client.post(`${V}/products/${p.id}/submit/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('onay_bekliyor');
    res = await seller.client.post(`${V}/products/${p.id}/submit/`);
    expect(res.statusCode).toBe(409);
  });

  it('a brand the seller applied for serves its drafts; the product is approved only after the brand', async () => {
    const [own] = await rows<{ id: number }>(
      sql`INSERT INTO brands (name, slug, status, business_id, registration_number)
          VALUES ('Kendi Markam', ${`kendi-markam-${randomBytes(3).toString('hex')}`}, 'beklemede',
                  ${bizA}, '2024/123456') RETURNING id`,
    );
    // Another business cannot use it.
    const foreign = await other.client.post(`${V}/products/`, {
      category_id: cat.id,
      brand_id: own!.id,
      title: 'Başkasının markasıyla deneme ürünü',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.brand_id).toBeDefined();

    const p = await submitted(seller, { brand_id: own!.id });
    let res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/markası henüz onaylanmadı/);
    res = await operator.client.post(`${MOD}/brand/${own!.id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an operator rejects with reasons the seller sees per field, then approves the fixed product; it is found by search at once', async () => {
    const word = `zqx${randomBytes(3).toString('hex')}`;
    const p = await submitted(seller, { title: `Özel ${word} kalem seti deneme` });
    const queue = moderationListSchema.parse(
      (await operator.client.get(`${MOD}/?type=product`)).json(),
    );
    const item = queue.results.find((r) => r.id === p.id)!;
    expect(item).toBeDefined();
    expect(item.business).toEqual({ id: bizA, name: 'Ürün Dükkanı' });
    expect(item.summary).toMatch(/^Yeni ürün/);
    expect(item.changes.find((c) => c.field === 'title')).toMatchObject({
      before: null,
      after: p.title,
    });
    expect(item.image_url).toMatch(/^\/media\/p\//);
    expect(queue.pending.product).toBeGreaterThan(0);

    const before = await shop.lastEventId();
    let res = await operator.client.post(`${MOD}/product/${p.id}/reject/`, {
      reasons: ['baslik', 'gorsel', 'diger'],
      note: 'Model numarasını ekleyin.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = vendorProductSchema.parse(
      (await seller.client.get(`${V}/products/${p.id}/`)).json(),
    );
    expect(got.status).toBe('reddedildi');
    expect(got.rejection!.by_field.title![0]).toMatch(/Başlık kurallara uygun değil/);
    expect(got.rejection!.by_field.images![0]).toMatch(/Görseller/);
    expect(got.rejection!.by_field._).toContain('Model numarasını ekleyin.');
    const moderated = await shop.events('product.moderated', before);
    expect(moderated).toHaveLength(1);
    expect(moderated[0]!.payload).toMatchObject({ productId: p.id, approved: false });
    await t.app.notifications.dispatch();
    const [note] = await rows<{ message: string }>(
      sql`SELECT message FROM notifications WHERE recipient_business_id = ${bizA} ORDER BY id DESC LIMIT 1`,
    );
    expect(note!.message).toMatch(/onaylanmadı/);
    const listed = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?status=reddedildi`)).json(),
    );
    expect(listed.results.find((r) => r.id === p.id)!.rejection!.note).toBe(
      'Model numarasını ekleyin.',
    );

    // Decided already: a second decision is 409.
    res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
    expect(res.statusCode).toBe(409);

    await seller.client.put(`${V}/products/${p.id}/`, { title: `Özel ${word} kalem seti M-200` });
    res = await seller.client.post(`${V}/products/${p.id}/submit/`);
    expect(res.statusCode, res.body).toBe(200);
    res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    const live = vendorProductSchema.parse(
      (await seller.client.get(`${V}/products/${p.id}/`)).json(),
    );
    expect(live.status).toBe('yayinda');
    expect(live.rejection).toBeNull();
    expect(live.public_url).toBe(`/urun-detay/${p.slug}`);

    const search = await t.app.inject({ method: 'GET', url: `${API}/urun/api/search/?q=${word}` });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(p.slug);
    const page = await t.app.inject({ method: 'GET', url: `${API}/urun/api/products/${p.slug}/` });
    expect(page.statusCode).toBe(200);
  });

  it('a change to a published product waits in review with a diff while shoppers see the old version', async () => {
    const p = await published();
    const oldTitle = p.title;
    const newTitle = `${oldTitle} yenilendi`;
    let res = await seller.client.put(`${V}/products/${p.id}/`, {
      title: newTitle,
      description: '<p>Yeni açıklama</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    let got = vendorProductSchema.parse(res.json());
    expect(got.title).toBe(oldTitle);
    expect(got.revision!.status).toBe('beklemede');
    expect(got.revision!.changes.map((c) => c.field)).toEqual(['title', 'description']);

    // A new image waits too; the live image stays.
    res = await upload(seller, p.id, [{ name: 'b.png', body: await png(700, 700) }]);
    expect(res.statusCode, res.body).toBe(201);
    got = vendorProductSchema.parse(res.json());
    expect(got.images.map((i) => i.pending)).toEqual([false, true]);

    // Price and stock need no review.
    const [v] = vendorVariantListSchema.parse(
      (await seller.client.get(`${V}/product-variants/?product=${p.id}`)).json(),
    );
    res = await seller.client.put(`${V}/product-variants/${v!.id}/`, { price: 15_000, stock: 7 });
    expect(res.statusCode).toBe(200);

    const publicPage = async () =>
      (await t.app.inject({ method: 'GET', url: `${API}/urun/api/products/${p.slug}/` })).json();
    let shown = await publicPage();
    expect(shown.title).toBe(oldTitle);
    expect(shown.images).toHaveLength(1);
    expect(JSON.stringify(shown)).toContain('15000');

    const queue = moderationListSchema.parse(
      (await operator.client.get(`${MOD}/?type=product`)).json(),
    );
    const item = queue.results.find((r) => r.id === p.id)!;
    expect(item.summary).toMatch(/^Yayındaki üründe değişiklik/);
    expect(item.link).toBe(`/urun-detay/${p.slug}`);
    expect(item.changes.find((c) => c.field === 'title')).toEqual({
      field: 'title',
      label: 'Başlık',
      before: oldTitle,
      after: newTitle,
    });
    expect(item.changes.find((c) => c.field === 'images')!.after).toMatch(/^2 görsel/);

    res = await operator.client.post(`${MOD}/product/${p.id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    shown = await publicPage();
    expect(shown.title).toBe(newTitle);
    expect(shown.images).toHaveLength(2);
    got = vendorProductSchema.parse((await seller.client.get(`${V}/products/${p.id}/`)).json());
    expect(got.revision).toBeNull();
    expect(got.status).toBe('yayinda');
  });

  it('a rejected change leaves the published version and shows the reasons to the seller', async () => {
    const p = await published();
    await seller.client.put(`${V}/products/${p.id}/`, { title: `${p.title} süper fırsat` });
    const res = await operator.client.post(`${MOD}/product/${p.id}/reject/`, {
      reasons: ['baslik'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = vendorProductSchema.parse(
      (await seller.client.get(`${V}/products/${p.id}/`)).json(),
    );
    expect(got.status).toBe('yayinda');
    expect(got.title).toBe(p.title);
    expect(got.revision!.status).toBe('reddedildi');
    expect(got.revision!.rejection!.by_field.title).toHaveLength(1);
  });
});

describe('delete and deactivate', () => {
  it('deletes a product nobody ordered; an ordered one goes pasif and its order keeps the copy', async () => {
    const d = await draft();
    let res = await seller.client.delete(`${V}/products/${d.id}/`);
    expect(res.json()).toEqual({ id: d.id, deleted: true, status: null });
    expect((await seller.client.get(`${V}/products/${d.id}/`)).statusCode).toBe(404);

    const p = await published();
    const [offer] = await rows<{ id: number }>(
      sql`SELECT o.id FROM offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = ${p.id}`,
    );
    await shop.addToCart(buyer, offer!.id, 1);
    const { orderId } = await shop.buyWithCard(buyer);
    const [v] = vendorVariantListSchema.parse(
      (await seller.client.get(`${V}/product-variants/?product=${p.id}`)).json(),
    );
    res = await seller.client.delete(`${V}/product-variants/${v!.id}/`);
    expect(res.json()).toEqual({ id: v!.id, deleted: false });
    res = await seller.client.delete(`${V}/products/${p.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id, deleted: false, status: 'pasif' });
    const page = await t.app.inject({ method: 'GET', url: `${API}/urun/api/products/${p.slug}/` });
    expect(page.statusCode).toBe(404);
    const order = await shop.getOrder(buyer, orderId);
    expect(JSON.stringify(order)).toContain(p.title);
    const pasif = vendorProductListSchema.parse(
      (await seller.client.get(`${V}/products/?status=pasif`)).json(),
    );
    expect(pasif.results.map((r) => r.id)).toContain(p.id);
    expect(pasif.counts.pasif).toBeGreaterThan(0);
  });

  it('bulk deactivates and reactivates published products', async () => {
    const p = await published();
    let res = await seller.client.post(`${V}/products/bulk-status/`, {
      ids: [p.id],
      active: false,
    });
    expect(res.json()).toEqual({ updated: 1 });
    let got = vendorProductSchema.parse((await seller.client.get(`${V}/products/${p.id}/`)).json());
    expect(got.status).toBe('pasif');
    res = await seller.client.post(`${V}/products/bulk-status/`, { ids: [p.id], active: true });
    got = vendorProductSchema.parse((await seller.client.get(`${V}/products/${p.id}/`)).json());
    expect(got.status).toBe('yayinda');
    res = await other.client.post(`${V}/products/bulk-status/`, { ids: [p.id], active: false });
    expect(res.statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it("another business's product, variant and image are 404; shoppers 403; sellers 403 on operator routes", async () => {
    const p = await draft();
    const up = await upload(seller, p.id, [{ name: 'a.png', body: await png(600, 600) }]);
    const imageId = up.json().images[0].id as number;
    const v = await variant(seller, p.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `${V}/products/${p.id}/`],
      ['PUT', `${V}/products/${p.id}/`, { title: 'Başkasının ürünü değişti' }],
      ['DELETE', `${V}/products/${p.id}/`],
      ['POST', `${V}/products/${p.id}/submit/`],
      ['PUT', `${V}/products/${p.id}/images/order/`, { ids: [imageId] }],
      ['DELETE', `${V}/product-images/${imageId}/`],
      ['GET', `${V}/product-variants/?product=${p.id}`],
      ['PUT', `${V}/product-variants/${v.id}/`, { price: 1 }],
      ['DELETE', `${V}/product-variants/${v.id}/`],
      [
        'POST',
        `${V}/product-variants/`,
        { product: p.id, sku: sku(), barcode: null, price: 100, stock: 1 },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await other.client.request(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await upload(other, p.id, [{ name: 'a.png', body: await png(600, 600) }])).statusCode,
    ).toBe(404);
    const theirs = vendorProductListSchema.parse((await other.client.get(`${V}/products/`)).json());
    expect(theirs.results.map((r) => r.id)).not.toContain(p.id);

    for (const [method, url, body] of calls) {
      const res = await shopper.client.request(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await shopper.client.get(`${V}/products/`)).statusCode).toBe(403);
    expect((await seller.client.get(`${MOD}/?type=product`)).statusCode).toBe(403);
    expect((await seller.client.post(`${MOD}/product/${p.id}/approve/`)).statusCode).toBe(403);
    expect(
      (await seller.client.post(`${MOD}/product/${p.id}/reject/`, { reasons: ['baslik'] }))
        .statusCode,
    ).toBe(403);
  });

  it('a business that only offers a product sees it as "teklif" and cannot change its content', async () => {
    const p = await published();
    const [v] = await rows<{ id: number }>(sql`SELECT id FROM variants WHERE product_id = ${p.id}`);
    await t.database.db.execute(
      sql`INSERT INTO offers (variant_id, business_id, price, stock) VALUES (${v!.id}, ${bizB}, 12000, 0)`,
    );
    const got = await other.client.get(`${V}/products/${p.id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ origin: 'teklif', price: 12_000, stock: 0 });
    const list = vendorProductListSchema.parse(
      (await other.client.get(`${V}/products/?stok=yok`)).json(),
    );
    expect(list.results.find((r) => r.id === p.id)!.origin).toBe('teklif');
    expect((await other.client.put(`${V}/products/${p.id}/`, { kdv_rate: 10 })).statusCode).toBe(
      404,
    );
    expect((await other.client.delete(`${V}/products/${p.id}/`)).statusCode).toBe(404);
    // The maker cannot delete a product another business sells.
    const del = await seller.client.delete(`${V}/products/${p.id}/`);
    expect(del.statusCode).toBe(409);
  });
});
