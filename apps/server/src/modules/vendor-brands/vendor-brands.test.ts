import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributeProposalListSchema,
  attributeProposalSchema,
  categoryAttributesSchema,
  moderationListSchema,
  productLineListSchema,
  productLineSchema,
  vendorBrandListSchema,
  vendorBrandSchema,
  vendorCategoryListSchema,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { TestClient } from '../../../test/client.ts';

// The seller's brands, product lines, attribute proposals and category search, their review
// through the moderation routes, and isolation between businesses.

const V = '/api/vendor/api';
const Y = '/api/yonetim/api';
let t: TestContext;
let seller: TestShopper;
let other: TestShopper;
let shopper: TestShopper;
let operator: TestShopper;
let bizA: number;
let bizB: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

type Part = { name: string; value: string } | { name: string; filename: string; body: Buffer };
function form(parts: Part[]) {
  const boundary = `----carsi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.body,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const apply = (who: TestShopper | TestClient, parts: Part[]) => {
  const f = form(parts);
  const client = who instanceof TestClient ? who : who.client;
  return client.request('POST', `${V}/brands/`, f.payload, { headers: f.headers });
};
const withLetter = (name: string): Part[] => [
  { name: 'name', value: name },
  { name: 'document', filename: 'yetki.pdf', body: PDF },
];
const approve = (type: string, id: number) =>
  operator.client.post(`${Y}/moderation/${type}/${id}/approve/`);
const reject = (type: string, id: number, reasons: string[], note = '') =>
  operator.client.post(`${Y}/moderation/${type}/${id}/reject/`, { reasons, note });

const messages = (res: { json(): unknown }) => {
  const body = res.json() as { detail: string; errors?: Record<string, string[]> };
  return [body.detail, ...Object.values(body.errors ?? {}).flat()].join(' | ');
};
const notificationsOf = async (businessId: number) => {
  await t.app.notifications.dispatch();
  return queryRows<{ message: string; link: string | null }>(
    t.database.db,
    sql`SELECT message, link FROM notifications WHERE recipient_business_id = ${businessId} ORDER BY id`,
  );
};

beforeAll(async () => {
  t = await buildTestApp({ products: 10 });
  [seller, other, shopper, operator] = (await createShoppers(t, 4, 'vbrands')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
  bizA = await createBusiness(t, 'Marka Dükkanı', [{ userId: seller.id }]);
  bizB = await createBusiness(t, 'Öteki Dükkan', [{ userId: other.id }]);
});
afterAll(async () => t?.close());

describe('category search and attributes', () => {
  it('finds leaves by words, Turkish-insensitive, with their full path; walks the tree without q', async () => {
    const top = vendorCategoryListSchema.parse(
      (await seller.client.get(`${V}/categories/`)).json(),
    );
    expect(top.results.length).toBeGreaterThan(3);
    expect(top.results.every((c) => !c.path.includes('›'))).toBe(true);
    const first = top.results[0]!;
    const children = vendorCategoryListSchema.parse(
      (await seller.client.get(`${V}/categories/?parent=${first.id}`)).json(),
    );
    expect(children.results.length).toBeGreaterThan(0);
    expect(children.results[0]!.path.startsWith(`${first.name} › `)).toBe(true);

    const [leaf] = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT c.name FROM categories c WHERE NOT EXISTS
            (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AND c.name ~ '[çğıöşüÇĞİÖŞÜ]'
          ORDER BY c.id LIMIT 1`,
    );
    const typed = leaf!.name
      .toLocaleUpperCase('tr-TR')
      .replace(/[ÇĞİÖŞÜ]/g, (ch) => ({ Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' })[ch]!);
    const res = await seller.client.get(`${V}/categories/?q=${encodeURIComponent(typed)}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = vendorCategoryListSchema.parse(res.json());
    expect(found.results.map((c) => c.name)).toContain(leaf!.name);
    expect(found.results.every((c) => c.is_leaf && c.path.includes(' › '))).toBe(true);
    expect((await seller.client.get(`${V}/categories/?q=zzqqxx`)).json().results).toEqual([]);
  });

  it('lists a leaf’s attributes with approved values, flags, and is 404 for an unknown category', async () => {
    const [cat] = await queryRows<{ category_id: number }>(
      t.database.db,
      sql`SELECT ca.category_id FROM category_attributes ca JOIN attributes a ON a.id = ca.attribute_id
           WHERE a.slug = 'renk' AND ca.is_variant_axis ORDER BY ca.category_id LIMIT 1`,
    );
    const res = await seller.client.get(`${V}/categories/${cat!.category_id}/attributes/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = categoryAttributesSchema.parse(res.json());
    const renk = body.attributes.find((a) => a.slug === 'renk')!;
    expect(renk.is_color).toBe(true);
    expect(renk.is_variant_axis).toBe(true);
    expect(renk.is_required).toBe(false);
    expect(renk.values.length).toBeGreaterThan(2);
    expect(renk.values.every((v) => !v.pending && v.id !== null)).toBe(true);
    expect(body.category.path).toContain(' › ');
    expect((await seller.client.get(`${V}/categories/999999/attributes/`)).statusCode).toBe(404);
  });
});

describe('brand applications', () => {
  it('applies with a logo and a TÜRKPATENT number; the brand is pending, usable by the applicant only', async () => {
    const res = await apply(seller, [
      { name: 'name', value: 'Yıldız Örgü' },
      { name: 'registration_number', value: '2019 123456' },
      { name: 'logo', filename: 'logo.png', body: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const brand = vendorBrandSchema.parse(res.json());
    expect(brand).toMatchObject({
      name: 'Yıldız Örgü',
      status: 'beklemede',
      mine: true,
      registration_number: '2019/123456',
      document: null,
      rejection: null,
    });
    expect(brand.logo_url).toMatch(/^\/media\/p\/up\/[a-z0-9]+\/200\.webp$/);
    expect((await t.app.inject({ url: brand.logo_url! })).statusCode).toBe(200);

    const mine = vendorBrandListSchema.parse(
      (await seller.client.get(`${V}/brands/?q=yildiz`)).json(),
    );
    expect(mine.applications.map((b) => b.id)).toContain(brand.id);
    expect(mine.results.map((b) => b.id)).toContain(brand.id);
    // Another business neither sees nor finds it.
    const theirs = vendorBrandListSchema.parse(
      (await other.client.get(`${V}/brands/?q=yildiz`)).json(),
    );
    expect(theirs.results.map((b) => b.id)).not.toContain(brand.id);
    expect(theirs.applications).toEqual([]);
  });

  it('searches approved brands Turkish-insensitively and never shows another business’s details', async () => {
    const [b] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM brands WHERE status = 'onaylandi' ORDER BY id LIMIT 1`,
    );
    const res = await other.client.get(
      `${V}/brands/?q=${encodeURIComponent(b!.name.toLocaleUpperCase('tr-TR'))}`,
    );
    const list = vendorBrandListSchema.parse(res.json());
    const hit = list.results.find((x) => x.id === b!.id)!;
    expect(hit).toMatchObject({ status: 'onaylandi', mine: false, document: null });
  });

  it('refuses an application without proof, with a bad number, or a bad name', async () => {
    let res = await apply(seller, [{ name: 'name', value: 'Kanıtsız' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.document[0]).toMatch(/TÜRKPATENT/);
    res = await apply(seller, [
      { name: 'name', value: 'Numaralı' },
      { name: 'registration_number', value: '123' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.registration_number[0]).toMatch(/2019\/123456/);
    res = await apply(seller, [
      { name: 'name', value: 'x' },
      { name: 'registration_number', value: '2020/12345' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name[0]).toMatch(/en az 2/);
    res = await seller.client.post(`${V}/brands/`, { name: 'JSON' });
    expect(res.statusCode).toBe(400);
  });

  it('checks the logo and the letter by content: a text file named .png or .pdf is refused', async () => {
    const text = Buffer.from('merhaba, ben bir resim değilim');
    let res = await apply(seller, [
      { name: 'name', value: 'Sahte Logo' },
      { name: 'registration_number', value: '2021/654321' },
      { name: 'logo', filename: 'logo.png', body: text },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.logo[0]).toMatch(/JPEG, PNG veya WebP/);
    res = await apply(seller, [
      { name: 'name', value: 'Sahte Belge' },
      { name: 'document', filename: 'yetki.pdf', body: text },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.document[0]).toMatch(/PDF, JPEG veya PNG/);
    // A logo over 2 MB.
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    res = await apply(seller, [
      { name: 'name', value: 'Büyük Logo' },
      { name: 'registration_number', value: '2021/654322' },
      { name: 'logo', filename: 'logo.png', body: big },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.logo[0]).toMatch(/2 MB/);
    // A letter over 10 MB.
    res = await apply(seller, [
      { name: 'name', value: 'Büyük Belge' },
      {
        name: 'document',
        filename: 'y.pdf',
        body: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.document[0]).toMatch(/10 MB/);
    const none = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM brands WHERE name IN ('Sahte Logo', 'Sahte Belge', 'Büyük Logo', 'Büyük Belge')`,
    );
    expect(none[0]!.n).toBe(0);
  });

  it('points to an approved brand with the same folded name (409), and refuses a second pending application', async () => {
    const [b] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM brands WHERE status = 'onaylandi' ORDER BY id LIMIT 1`,
    );
    let res = await apply(seller, withLetter(` ${b!.name.toLocaleUpperCase('tr-TR')} `));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('brand_exists');
    expect(res.json().errors.brand_id).toEqual([String(b!.id)]);
    expect(res.json().detail).toContain(b!.name);

    res = await apply(seller, withLetter('Deniz Kabuğu'));
    expect(res.statusCode, res.body).toBe(201);
    res = await apply(seller, withLetter('DENİZ KABUGU'));
    expect(res.statusCode).toBe(409);
    expect(messages(res)).toMatch(/incelemede bir başvurunuz/);
    // Another business may apply for the same name meanwhile (its own proof).
    res = await apply(other, withLetter('Deniz Kabuğu'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('serves the letter to the applicant and operators only', async () => {
    const res = await apply(seller, withLetter('Belgeli Marka'));
    const brand = vendorBrandSchema.parse(res.json());
    expect(brand.document!.url).toBe(`/api/vendor/api/brands/${brand.id}/document/`);
    const mine = await seller.client.get(brand.document!.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await other.client.get(brand.document!.url)).statusCode).toBe(404);
    expect((await shopper.client.get(brand.document!.url)).statusCode).toBe(403);
    const op = await operator.client.get(`${Y}/brands/${brand.id}/document/`);
    expect(op.statusCode).toBe(200);
    expect((await seller.client.get(`${Y}/brands/${brand.id}/document/`)).statusCode).toBe(403);
  });
});

describe('moderation of brands', () => {
  it('lists applications for operators, approves one (notifying the business), 409 when decided', async () => {
    const created = vendorBrandSchema.parse(
      (await apply(seller, withLetter('Onaylanacak Marka'))).json(),
    );
    const queue = moderationListSchema.parse(
      (await operator.client.get(`${Y}/moderation/?type=brand&status=beklemede`)).json(),
    );
    const item = queue.results.find((i) => i.id === created.id)!;
    expect(item).toMatchObject({
      type: 'brand',
      title: 'Onaylanacak Marka',
      business: { id: bizA, name: 'Marka Dükkanı' },
      documents: [{ name: 'yetki.pdf', url: `/api/yonetim/api/brands/${created.id}/document/` }],
    });
    expect(queue.pending.brand).toBeGreaterThan(0);
    expect((await seller.client.get(`${Y}/moderation/?type=brand`)).statusCode).toBe(403);

    let res = await approve('brand', created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await approve('brand', created.id)).statusCode).toBe(409);
    expect((await approve('brand', 987654)).statusCode).toBe(404);

    // Now everyone finds it.
    const theirs = vendorBrandListSchema.parse(
      (await other.client.get(`${V}/brands/?q=onaylanacak`)).json(),
    );
    expect(theirs.results.map((b) => [b.id, b.status])).toEqual([[created.id, 'onaylandi']]);
    const notes = await notificationsOf(bizA);
    expect(notes.at(-1)).toEqual({
      message: '“Onaylanacak Marka” marka başvurunuz onaylandı; ürünlerinizde kullanabilirsiniz.',
      link: '/dashboard/marka-giris',
    });
    res = await reject('brand', created.id, ['isim']);
    expect(res.statusCode).toBe(409);
  });

  it('rejects with reasons and a note shown beside the fields; approving a duplicate name is 409', async () => {
    const a = vendorBrandSchema.parse((await apply(seller, withLetter('Çift Ad'))).json());
    const b = vendorBrandSchema.parse((await apply(other, withLetter('ÇİFT AD'))).json());
    expect((await reject('brand', a.id, ['bilinmeyen'])).statusCode).toBe(400);
    expect((await reject('brand', a.id, ['diger'])).statusCode).toBe(400);
    let res = await reject('brand', a.id, ['belge', 'logo'], 'Belge imzasız.');
    expect(res.statusCode, res.body).toBe(200);
    const list = vendorBrandListSchema.parse(
      (await seller.client.get(`${V}/brands/?mine=1`)).json(),
    );
    const rejected = list.applications.find((x) => x.id === a.id)!;
    expect(rejected.status).toBe('reddedildi');
    expect(rejected.rejection).toEqual({
      reasons: [
        {
          code: 'belge',
          label: 'Tescil numarası ya da yetki belgesi eksik veya geçersiz.',
          field: 'document',
        },
        { code: 'logo', label: 'Logo okunmuyor ya da markaya ait değil.', field: 'logo' },
      ],
      note: 'Belge imzasız.',
    });
    expect(list.results).toEqual([]);
    const notes = await notificationsOf(bizA);
    expect(notes.at(-1)!.message).toBe(
      '“Çift Ad” marka başvurunuz reddedildi: Tescil numarası ya da yetki belgesi eksik veya geçersiz. Logo okunmuyor ya da markaya ait değil. Belge imzasız.',
    );
    // The rejected business may apply again.
    const again = await apply(seller, withLetter('Çift Ad'));
    expect(again.statusCode, again.body).toBe(201);
    // Approving one of two pending same-name applications; the other then conflicts.
    expect((await approve('brand', b.id)).statusCode).toBe(200);
    res = await approve('brand', again.json().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/mevcut/);
    expect((await reject('brand', again.json().id, ['mevcut'])).statusCode).toBe(200);
  });

  it.skipIf(!onRealServers)(
    'two concurrent applications of one name by one business make one brand, not two',
    async () => {
      const [r1, r2] = await Promise.all([
        apply(seller, withLetter('Eşzamanlı Marka')),
        apply(seller, withLetter('EŞZAMANLI MARKA')),
      ]);
      expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
      const rows = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM brands WHERE slug = 'eszamanli-marka'`,
      );
      expect(rows[0]!.n).toBe(1);
      // Two approvals racing on two businesses' same-name applications: one approved brand.
      const x = (await apply(seller, withLetter('Yarış Markası'))).json().id as number;
      const y = (await apply(other, withLetter('Yarış Markası'))).json().id as number;
      const [a1, a2] = await Promise.all([approve('brand', x), approve('brand', y)]);
      expect([a1.statusCode, a2.statusCode].sort()).toEqual([200, 409]);
      const approved = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM brands WHERE slug = 'yaris-markasi' AND status = 'onaylandi'`,
      );
      expect(approved[0]!.n).toBe(1);
    },
  );
});

describe('product lines', () => {
  it('proposes a line for a usable brand, unique per brand (folded), reviewed through the brand queue', async () => {
    const brand = vendorBrandSchema.parse((await apply(seller, withLetter('Serili Marka'))).json());
    let res = await seller.client.post(`${V}/product-lines/`, {
      brand_id: brand.id,
      name: 'Kış Serisi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = productLineSchema.parse(res.json());
    expect(line).toMatchObject({ status: 'beklemede', mine: true, brand_id: brand.id });
    res = await seller.client.post(`${V}/product-lines/`, {
      brand_id: brand.id,
      name: 'KIŞ SERİSİ',
    });
    expect(res.statusCode).toBe(409);
    // Another business cannot see or use the pending brand.
    expect((await other.client.get(`${V}/product-lines/?brand=${brand.id}`)).statusCode).toBe(404);
    res = await other.client.post(`${V}/product-lines/`, { brand_id: brand.id, name: 'Yaz' });
    expect(res.statusCode).toBe(400);
    expect(
      (await seller.client.post(`${V}/product-lines/`, { brand_id: brand.id, name: ' ' }))
        .statusCode,
    ).toBe(400);

    // Lines wait for their brand: approving the line first is refused.
    res = await approve('brand', line.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/markasını onaylayın/);
    expect((await approve('brand', brand.id)).statusCode).toBe(200);
    const queue = moderationListSchema.parse(
      (await operator.client.get(`${Y}/moderation/?type=brand`)).json(),
    );
    expect(queue.results.find((i) => i.id === line.id)!.title).toBe('Serili Marka › Kış Serisi');
    expect((await approve('brand', line.id)).statusCode).toBe(200);

    // Approved: everyone sees it; the other business's pending line stays its own.
    res = await other.client.post(`${V}/product-lines/`, {
      brand_id: brand.id,
      name: 'Yaz Serisi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const otherLine = res.json().id as number;
    const seen = productLineListSchema.parse(
      (await seller.client.get(`${V}/product-lines/?brand=${brand.id}`)).json(),
    );
    expect(seen.results.map((l) => [l.name, l.status])).toEqual([['Kış Serisi', 'onaylandi']]);
    res = await reject('brand', otherLine, ['isim'], 'Seri adı markayla karışıyor.');
    expect(res.statusCode).toBe(200);
    const theirs = productLineListSchema.parse(
      (await other.client.get(`${V}/product-lines/?brand=${brand.id}`)).json(),
    );
    const rejected = theirs.results.find((l) => l.id === otherLine)!;
    expect(rejected.rejection!.reasons[0]!.field).toBe('name');
    expect(rejected.rejection!.note).toBe('Seri adı markayla karışıyor.');
    const notes = await notificationsOf(bizB);
    expect(notes.at(-1)!.message).toMatch(/Serili Marka markasının “Yaz Serisi” serisi reddedildi/);
    // An approved line name is 409 for everyone.
    res = await other.client.post(`${V}/product-lines/`, {
      brand_id: brand.id,
      name: 'kis serisi',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('line_exists');
  });

  it('rejecting a brand rejects its waiting lines, telling their business why', async () => {
    const brand = vendorBrandSchema.parse((await apply(seller, withLetter('Red Markası'))).json());
    const res = await seller.client.post(`${V}/product-lines/`, {
      brand_id: brand.id,
      name: 'Bahar Serisi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const lineId = res.json().id as number;
    expect((await reject('brand', brand.id, ['belge'], 'Belge okunmuyor.')).statusCode).toBe(200);
    const lines = productLineListSchema.parse(
      (await seller.client.get(`${V}/product-lines/?brand=${brand.id}`)).json(),
    );
    const line = lines.results.find((l) => l.id === lineId)!;
    expect(line.status).toBe('reddedildi');
    expect(line.rejection!.note).toBe('“Red Markası” markası reddedildi. Belge okunmuyor.');
    const queue = moderationListSchema.parse(
      (await operator.client.get(`${Y}/moderation/?type=brand`)).json(),
    );
    expect(queue.results.some((i) => i.id === lineId)).toBe(false);
    const notes = await notificationsOf(bizA);
    expect(notes.some((n) => /“Bahar Serisi” serisi reddedildi/.test(n.message))).toBe(true);
  });
});

describe('attribute proposals', () => {
  let categoryId: number;
  let renkId: number;
  let materyal: { categoryId: number; attributeId: number } | null = null;

  beforeAll(async () => {
    const [c] = await queryRows<{ category_id: number; attribute_id: number }>(
      t.database.db,
      sql`SELECT ca.category_id, ca.attribute_id FROM category_attributes ca
            JOIN attributes a ON a.id = ca.attribute_id
           WHERE a.slug = 'renk' ORDER BY ca.category_id LIMIT 1`,
    );
    categoryId = c!.category_id;
    renkId = c!.attribute_id;
    const [m] = await queryRows<{ category_id: number; attribute_id: number }>(
      t.database.db,
      sql`SELECT ca.category_id, ca.attribute_id FROM category_attributes ca
            JOIN attributes a ON a.id = ca.attribute_id
           WHERE a.slug <> 'renk'
             AND NOT EXISTS (SELECT 1 FROM attribute_values v WHERE v.attribute_id = a.id AND v.hex IS NOT NULL)
           ORDER BY ca.category_id LIMIT 1`,
    );
    materyal = m ? { categoryId: m.category_id, attributeId: m.attribute_id } : null;
  });

  it('proposes a colour with its hex; the proposal shows to its business only; approval creates the value for all', async () => {
    let res = await seller.client.post(`${V}/attribute-proposals/`, {
      category_id: categoryId,
      attribute_id: renkId,
      value: 'Gece Mavisi',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.hex[0]).toMatch(/renk kodu/);
    res = await seller.client.post(`${V}/attribute-proposals/`, {
      category_id: categoryId,
      attribute_id: renkId,
      value: 'Gece Mavisi',
      hex: '#1B2A4A',
      note: 'Ürünlerimizin rengi.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = attributeProposalSchema.parse(res.json());
    expect(p).toMatchObject({ value: 'Gece Mavisi', hex: '#1b2a4a', status: 'beklemede' });
    expect(p.category.path).toContain(' › ');
    res = await seller.client.post(`${V}/attribute-proposals/`, {
      category_id: categoryId,
      attribute_id: renkId,
      value: 'GECE MAVİSİ',
      hex: '#1b2a4a',
    });
    expect(res.statusCode).toBe(409);

    const mine = categoryAttributesSchema.parse(
      (await seller.client.get(`${V}/categories/${categoryId}/attributes/`)).json(),
    );
    expect(mine.attributes.find((a) => a.id === renkId)!.values.at(-1)).toEqual({
      id: null,
      value: 'Gece Mavisi',
      hex: '#1b2a4a',
      pending: true,
      proposal_id: p.id,
    });
    const theirs = categoryAttributesSchema.parse(
      (await other.client.get(`${V}/categories/${categoryId}/attributes/`)).json(),
    );
    expect(
      theirs.attributes.find((a) => a.id === renkId)!.values.map((v) => v.value),
    ).not.toContain('Gece Mavisi');
    expect(
      attributeProposalListSchema.parse(
        (await other.client.get(`${V}/attribute-proposals/`)).json(),
      ).results,
    ).toEqual([]);

    const queue = moderationListSchema.parse(
      (await operator.client.get(`${Y}/moderation/?type=attribute`)).json(),
    );
    const item = queue.results.find((i) => i.id === p.id)!;
    expect(item.title).toMatch(/: Gece Mavisi$/);
    expect(item.summary).toBe(p.category.path);
    expect((await approve('attribute', p.id)).statusCode).toBe(200);
    expect((await approve('attribute', p.id)).statusCode).toBe(409);

    const after = categoryAttributesSchema.parse(
      (await other.client.get(`${V}/categories/${categoryId}/attributes/`)).json(),
    );
    const value = after.attributes
      .find((a) => a.id === renkId)!
      .values.find((v) => v.value === 'Gece Mavisi')!;
    expect(value).toMatchObject({ pending: false, hex: '#1b2a4a' });
    expect(value.id).toBeGreaterThan(0);
    const list = attributeProposalListSchema.parse(
      (await seller.client.get(`${V}/attribute-proposals/`)).json(),
    );
    expect(list.results[0]).toMatchObject({ id: p.id, status: 'onaylandi' });
    expect((await notificationsOf(bizA)).at(-1)!.link).toBe('/dashboard/ozellik-olustur');
    // Proposing it again: it exists now.
    res = await other.client.post(`${V}/attribute-proposals/`, {
      category_id: categoryId,
      attribute_id: renkId,
      value: 'gece mavisi',
      hex: '#000000',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('value_exists');
  });

  it('refuses an attribute the category does not use, rejects with reasons shown to the seller', async () => {
    const [foreign] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT a.id FROM attributes a WHERE NOT EXISTS
            (SELECT 1 FROM category_attributes ca WHERE ca.attribute_id = a.id AND ca.category_id = ${categoryId})
          ORDER BY a.id LIMIT 1`,
    );
    let res = await seller.client.post(`${V}/attribute-proposals/`, {
      category_id: categoryId,
      attribute_id: foreign!.id,
      value: 'Bir değer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.attribute_id).toBeTruthy();
    expect(
      (
        await seller.client.post(`${V}/attribute-proposals/`, {
          category_id: 999999,
          attribute_id: renkId,
          value: 'X',
        })
      ).statusCode,
    ).toBe(404);
    if (!materyal) return;
    res = await seller.client.post(`${V}/attribute-proposals/`, {
      category_id: materyal.categoryId,
      attribute_id: materyal.attributeId,
      value: 'Yanlış Yazım',
      hex: '#ffffff',
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = attributeProposalSchema.parse(res.json());
    expect(p.hex).toBeNull();
    expect((await reject('attribute', p.id, ['yazim'], 'Doğrusu “Yanlış yazım”.')).statusCode).toBe(
      200,
    );
    const list = attributeProposalListSchema.parse(
      (await seller.client.get(`${V}/attribute-proposals/`)).json(),
    );
    expect(list.results.find((x) => x.id === p.id)!.rejection).toEqual({
      reasons: [{ code: 'yazim', label: 'Değerin yazımı hatalı.', field: 'value' }],
      note: 'Doğrusu “Yanlış yazım”.',
    });
    expect((await notificationsOf(bizA)).at(-1)!.message).toMatch(
      /reddedildi: Değerin yazımı hatalı/,
    );
  });
});

describe('who may call', () => {
  it('a shopper without a business gets 403 everywhere; a visitor 401', async () => {
    for (const url of [
      `${V}/categories/`,
      `${V}/categories/1/attributes/`,
      `${V}/brands/`,
      `${V}/product-lines/?brand=1`,
      `${V}/attribute-proposals/`,
    ]) {
      expect((await shopper.client.get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await apply(shopper, withLetter('Alıcı Markası'))).statusCode).toBe(403);
    expect(
      (
        await shopper.client.post(`${V}/attribute-proposals/`, {
          category_id: 1,
          attribute_id: 1,
          value: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await shopper.client.post(`${V}/product-lines/`, { brand_id: 1, name: 'x' })).statusCode,
    ).toBe(403);
    expect((await shopper.client.post(`${Y}/moderation/brand/1/approve/`)).statusCode).toBe(403);
  });
});
