import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BusinessApplicationInput,
  businessSchema,
  cargoCompanyListSchema,
  memberListSchema,
  myBusinessesSchema,
  operatorBusinessListSchema,
} from '@carsi/shared';
import { queryRows } from '../../lib/query-rows.ts';
import { loadBasket } from '../checkout/basket.service.ts';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { acceptBusinessInvitations } from './members.service.ts';
import { systemContext } from '../../lib/request-context.ts';
import { approveBusiness } from './operators.service.ts';
import { mailBusinessNotifications } from './notification-mails.service.ts';
import { emitEvent } from '../events/index.ts';
import { createMailer } from '../mail/index.ts';
import { endHolidays, istanbulToday } from './settings.service.ts';

const V = '/api/vendor/api';
const Y = '/api/yonetim/api';

let t: TestContext;
let applicant: TestShopper;
let second: TestShopper;
let stranger: TestShopper;
let operator: TestShopper;
let staffUser: TestShopper;
let otherOwner: TestShopper;
let otherBusiness: number;
let topCategories: number[];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

/** A multipart/form-data body: text fields, then one file part, as FormData sends it. */
function form(fields: Record<string, string>, file?: { name: string; body: Buffer }) {
  const boundary = `----carsi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (c: TestShopper, vid: number, kind: string, name: string, body: Buffer) => {
  const f = form({ kind }, { name, body });
  return c.client.request('POST', `${V}/businesses/${vid}/documents/`, f.payload, {
    headers: f.headers,
  });
};

const application = (over: Partial<BusinessApplicationInput> = {}): BusinessApplicationInput => ({
  company_type: 'limited',
  legal_name: 'Anadolu Çini Ticaret Ltd. Şti.',
  shop_name: 'Anadolu Çini',
  tax_number: '1000000105',
  tax_office_city_code: 34,
  tax_office: 'Kadıköy',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  iban_holder: 'Anadolu Çini Ticaret Ltd. Şti.',
  kep_address: 'anadolucini@hs01.kep.tr',
  mersis_number: '0123456789012345',
  contact_name: 'Ayşe Yılmaz',
  contact_phone: '0532 123 45 67',
  return_address: {
    city_code: 34,
    district: 'Kadıköy',
    neighbourhood: 'Caferağa Mah',
    address_line: 'Moda Caddesi No: 12 Daire: 3',
  },
  category_ids: topCategories.slice(0, 1),
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp({ products: 12 });
  [applicant, second, stranger, operator, staffUser, otherOwner] = (await createShoppers(
    t,
    6,
    'isletme',
  )) as [TestShopper, TestShopper, TestShopper, TestShopper, TestShopper, TestShopper];
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
  otherBusiness = await createBusiness(t, 'Başka Mağaza', [{ userId: otherOwner.id }]);
  topCategories = (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 3`,
    )
  ).map((r) => r.id);
  // A real neighbourhood of Kadıköy from the address data.
  const n = await t.app.inject({
    method: 'GET',
    url: `/api/core/locations/iller/34/ilceler/${encodeURIComponent('Kadıköy')}/mahalleler/`,
  });
  neighbourhood = (n.json() as { name: string }[])[0]!.name;
}, 120_000);
afterAll(async () => t?.close());

let neighbourhood = '';
let vid = 0;
const addr = () => ({
  city_code: 34,
  district: 'Kadıköy',
  neighbourhood,
  address_line: 'Moda Caddesi No: 12 Daire: 3',
});

/** The detail and every field message of an error answer, as one string to match. */
const messages = (res: { json(): unknown }) => {
  const body = res.json() as { detail: string; errors?: Record<string, string[]> };
  return [body.detail, ...Object.values(body.errors ?? {}).flat()].join(' | ');
};

const notificationsOf = (userId: number) =>
  queryRows<{ message: string; link: string | null }>(
    t.database.db,
    sql`SELECT message, link FROM notifications WHERE recipient_user_id = ${userId} ORDER BY id`,
  );
const mailsTo = (email: string) =>
  queryRows<{ subject: string; text_body: string }>(
    t.database.db,
    sql`SELECT subject, text_body FROM outbox_emails WHERE to_address = ${email} ORDER BY id`,
  );
const emailOf = async (userId: number) =>
  (
    await queryRows<{ email: string }>(
      t.database.db,
      sql`SELECT email FROM users WHERE id = ${userId}`,
    )
  )[0]!.email;

describe('application', () => {
  it('refuses bad input with Turkish details per field', async () => {
    const cases: [Partial<BusinessApplicationInput>, string, RegExp][] = [
      [{ tax_number: '1000000106' }, 'tax_number', /Vergi kimlik numarası/],
      [{ company_type: 'sahis', tax_number: '10000000147' }, 'tax_number', /T\.C\. kimlik/],
      [{ iban: 'TR330006100519786457841327' }, 'iban', /IBAN geçersiz/],
      [{ iban: 'DE89370400440532013000' }, 'iban', /TR ile başlayıp/],
      [{ tax_office_city_code: 6 }, 'tax_office', /bu ile ait değil/],
      [{ mersis_number: null }, 'mersis_number', /MERSİS/],
      [{ kep_address: 'ayse@gmail.com' }, 'kep_address', /KEP/],
      [{ contact_phone: '0212 123 45 67' }, 'contact_phone', /.+/],
      [{ category_ids: [] }, 'category_ids', /kategori/],
    ];
    for (const [over, field, message] of cases) {
      const res = await applicant.client.post(`${V}/businesses/`, application(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const body = res.json();
      expect(body.errors[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const wrongPlace = await applicant.client.post(
      `${V}/businesses/`,
      application({ return_address: { ...addr(), district: 'Çankaya' } }),
    );
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().detail).toMatch(/İstanbul iline ait değil/);
    const notTop = await applicant.client.post(
      `${V}/businesses/`,
      application({ return_address: addr(), category_ids: [999_999] }),
    );
    expect(notTop.statusCode).toBe(400);
    expect(notTop.json().errors.category_ids[0]).toMatch(/ana kategori/);
  });

  it('accepts a şahıs company with a TCKN and no MERSİS number', async () => {
    const res = await second.client.post(
      `${V}/businesses/`,
      application({
        company_type: 'sahis',
        tax_number: '10000000146',
        mersis_number: null,
        shop_name: 'Anadolu Çini',
        return_address: addr(),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // Same shop name: the slug is made unique.
    expect(res.json().slug).toBe('anadolu-cini');
  });

  it('files an application: pending, with a unique slug, visible in mine', async () => {
    const res = await applicant.client.post(
      `${V}/businesses/`,
      application({ return_address: addr() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const b = businessSchema.parse(res.json());
    vid = b.id;
    expect(b).toMatchObject({
      status: 'beklemede',
      role: 'applicant',
      slug: 'anadolu-cini-2',
      iban: 'TR330006100519786457841326',
      contact_phone: '+905321234567',
      return_address: { city: 'İstanbul', district: 'Kadıköy', neighbourhood },
    });
    const mine = myBusinessesSchema.parse(
      (await applicant.client.get(`${V}/businesses/mine/`)).json(),
    );
    expect(mine.results).toEqual([
      expect.objectContaining({ id: vid, status: 'beklemede', role: 'applicant' }),
    ]);
    // Still not a seller: the dashboard calls are closed until approval.
    const settings = await applicant.client.get(`${V}/dashboard/settings/`);
    expect(settings.statusCode).toBe(403);
  });

  it('allows one owned business per user: a second application is 409', async () => {
    const again = await applicant.client.post(
      `${V}/businesses/`,
      application({ shop_name: 'İkinci Mağaza', return_address: addr() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/yalnızca bir işletmenin sahibi/);
    const owner = await otherOwner.client.post(
      `${V}/businesses/`,
      application({ shop_name: 'Üçüncü', return_address: addr() }),
    );
    expect(owner.statusCode).toBe(409);
  });

  it('shows the business to its applicant and operators only (others: 404)', async () => {
    expect((await applicant.client.get(`${V}/businesses/${vid}/`)).statusCode).toBe(200);
    expect((await operator.client.get(`${V}/businesses/${vid}/`)).json().role).toBe('operator');
    for (const c of [stranger, otherOwner]) {
      const res = await c.client.get(`${V}/businesses/${vid}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('İşletme bulunamadı.');
      expect(
        (await c.client.put(`${V}/businesses/${vid}/`, application({ return_address: addr() })))
          .statusCode,
      ).toBe(404);
    }
    expect((await stranger.client.get(`${V}/businesses/abc/`)).statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('stores PDF/JPEG/PNG checked by content and serves them to members and operators only', async () => {
    const fake = await upload(
      applicant,
      vid,
      'vergi_levhasi',
      'levha.pdf',
      Buffer.from('not a pdf at all'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().detail).toBe('Belge PDF, JPEG veya PNG olmalı.');
    const badKind = await upload(applicant, vid, 'pasaport', 'a.pdf', PDF);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().detail).toMatch(/Belge türünü seçin/);
    const foreign = await upload(stranger, vid, 'vergi_levhasi', 'a.pdf', PDF);
    expect(foreign.statusCode).toBe(404);

    const ok = await upload(applicant, vid, 'vergi_levhasi', 'levha.pdf', PDF);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      kind: 'vergi_levhasi',
      mime_type: 'application/pdf',
      name: 'levha.pdf',
    });
    const url = ok.json().url as string;
    const mine = await applicant.client.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await operator.client.get(url)).statusCode).toBe(200);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await otherOwner.client.get(url)).statusCode).toBe(404);
    // Replaced by a new upload of the same kind.
    const png = await upload(applicant, vid, 'vergi_levhasi', 'levha.png', PNG);
    expect(png.statusCode).toBe(201);
    expect((await applicant.client.get(url)).statusCode).toBe(404);
    const b = businessSchema.parse((await applicant.client.get(`${V}/businesses/${vid}/`)).json());
    expect(b.documents.map((d) => d.kind)).toEqual(['vergi_levhasi']);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(applicant, vid, 'imza_sirkuleri', 'buyuk.pdf', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Belge en fazla 10 MB olabilir.');
  });
});

describe('operator review', () => {
  it('is for operators only', async () => {
    expect((await applicant.client.get(`${Y}/businesses/`)).statusCode).toBe(403);
    expect((await otherOwner.client.post(`${Y}/businesses/${vid}/approve/`)).statusCode).toBe(403);
  });

  it('lists applications by status with their documents', async () => {
    const res = await operator.client.get(`${Y}/businesses/?status=beklemede`);
    expect(res.statusCode, res.body).toBe(200);
    const list = operatorBusinessListSchema.parse(res.json());
    const mine = list.results.find((r) => r.id === vid)!;
    expect(mine.documents).toHaveLength(1);
    expect(mine.applicant?.id).toBe(applicant.id);
    expect(list.results.every((r) => r.status === 'beklemede')).toBe(true);
    expect((await operator.client.get(`${Y}/businesses/?status=yok`)).statusCode).toBe(400);
  });

  it('refuses approval while a document is missing, and a rejection without a reason', async () => {
    const res = await operator.client.post(`${Y}/businesses/${vid}/approve/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/belgeleri eksik/);
    const noReason = await operator.client.post(`${Y}/businesses/${vid}/reject/`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(messages(noReason)).toMatch(/Ret nedenini yazın\./);
    const long = await operator.client.post(`${Y}/businesses/${vid}/reject/`, {
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(messages(long)).toMatch(/500 karakter/);
  });

  it('rejects with a reason the applicant sees, notified live and by e-mail; correcting sends it back', async () => {
    const res = await operator.client.post(`${Y}/businesses/${vid}/reject/`, {
      reason: 'Vergi levhası okunmuyor.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('reddedildi');
    await t.app.notifications.dispatch();
    expect(await notificationsOf(applicant.id)).toContainEqual({
      message: 'Anadolu Çini işletme başvurunuz onaylanmadı: Vergi levhası okunmuyor.',
      link: '/basvuru/',
    });
    expect((await mailsTo(await emailOf(applicant.id))).at(-1)?.text_body).toMatch(
      /Vergi levhası okunmuyor/,
    );
    const mine = myBusinessesSchema.parse(
      (await applicant.client.get(`${V}/businesses/mine/`)).json(),
    );
    expect(mine.results[0]).toMatchObject({
      status: 'reddedildi',
      rejection_reason: 'Vergi levhası okunmuyor.',
    });
    // Twice is a conflict: nothing waits any more.
    expect(
      (await operator.client.post(`${Y}/businesses/${vid}/reject/`, { reason: 'x' })).statusCode,
    ).toBe(409);

    const fixed = await applicant.client.put(
      `${V}/businesses/${vid}/`,
      application({ return_address: addr(), shop_name: 'Anadolu Çini Evi' }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: 'beklemede',
      rejection_reason: null,
      slug: 'anadolu-cini-evi',
    });
  });

  it('approves: the applicant becomes the owner, is notified, and the dashboard opens', async () => {
    expect((await upload(applicant, vid, 'imza_sirkuleri', 'imza.pdf', PDF)).statusCode).toBe(201);
    const res = await operator.client.post(`${Y}/businesses/${vid}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('onaylandi');
    const [m] = await queryRows<{ role: string }>(
      t.database.db,
      sql`SELECT role FROM business_members WHERE business_id = ${vid} AND user_id = ${applicant.id}`,
    );
    expect(m?.role).toBe('owner');
    await t.app.notifications.dispatch();
    expect((await notificationsOf(applicant.id)).at(-1)?.message).toBe(
      'Anadolu Çini Evi işletmeniz onaylandı. Satıcı paneliniz hazır.',
    );
    expect((await mailsTo(await emailOf(applicant.id))).at(-1)?.subject).toBe(
      'Anadolu Çini Evi işletmeniz onaylandı',
    );
    const settings = await applicant.client.get(`${V}/dashboard/settings/`);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ business_id: vid, role: 'owner' });
    expect((await operator.client.post(`${Y}/businesses/${vid}/approve/`)).statusCode).toBe(409);
  });

  it('sends a change of IBAN, tax number or legal name to review without closing the shop', async () => {
    const res = await applicant.client.put(
      `${V}/businesses/${vid}/`,
      application({
        return_address: addr(),
        shop_name: 'Anadolu Çini Evi',
        iban: 'TR330006100519786457841327',
        contact_name: 'Mehmet Yılmaz',
      }),
    );
    // A wrong check digit is refused before anything waits for review.
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatch(/IBAN geçersiz/);
    const ok = await applicant.client.put(
      `${V}/businesses/${vid}/`,
      application({
        return_address: addr(),
        shop_name: 'Anadolu Çini Evi',
        legal_name: 'Anadolu Çini Evi Ticaret Ltd. Şti.',
        contact_name: 'Mehmet Yılmaz',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const b = businessSchema.parse(ok.json());
    expect(b.status).toBe('onaylandi');
    expect(b.legal_name).toBe('Anadolu Çini Ticaret Ltd. Şti.');
    expect(b.contact_name).toBe('Mehmet Yılmaz');
    expect(b.review?.changes).toEqual({ legal_name: 'Anadolu Çini Evi Ticaret Ltd. Şti.' });
    // Still selling: the seller calls stay open.
    expect((await applicant.client.get(`${V}/dashboard/vendor-details/`)).statusCode).toBe(200);
    const inReview = operatorBusinessListSchema.parse(
      (await operator.client.get(`${Y}/businesses/?status=inceleme`)).json(),
    );
    expect(inReview.results.map((r) => r.id)).toContain(vid);
    const approved = await operator.client.post(`${Y}/businesses/${vid}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      legal_name: 'Anadolu Çini Evi Ticaret Ltd. Şti.',
      review: null,
      status: 'onaylandi',
    });
  });
});

describe('sub-merchant at approval', () => {
  it('asks an iyzico provider for the sub-merchant after the approval is committed', async () => {
    const [app] = myBusinessesSchema.parse(
      (await second.client.get(`${V}/businesses/mine/`)).json(),
    ).results;
    for (const kind of ['vergi_levhasi', 'imza_sirkuleri'])
      expect((await upload(second, app!.id, kind, `${kind}.pdf`, PDF)).statusCode).toBe(201);
    const seen: { id: number; status: string | undefined }[] = [];
    const provider = {
      name: 'iyzico',
      ensureSeller: async (id: number) => {
        const [row] = await queryRows<{ status: string }>(
          t.database.db,
          sql`SELECT status FROM businesses WHERE id = ${id}`,
        );
        seen.push({ id, status: row?.status });
        throw new Error('iyzico kapalı');
      },
    } as unknown as PaymentProvider;
    const approved = await approveBusiness(
      t.database.db,
      systemContext(),
      {
        mailer: {
          delivers: false,
          send: async () => {},
          retryFailed: async () => ({ sent: 0, failed: 0 }),
        },
        provider,
        publicUrl: 'http://localhost',
        log: t.app.log,
      },
      app!.id,
    ).catch((e: unknown) => e);
    expect(seen).toEqual([{ id: app!.id, status: 'onaylandi' }]);
    expect(approved).not.toBeInstanceOf(Error);
  });
});

describe('settings, details, cargo companies', () => {
  const settingsBody = (over: Record<string, unknown> = {}) => ({
    shipping_fee: 4_990,
    free_shipping_threshold: 50_000,
    dispatch_days: 3,
    cargo_company: 'aras',
    holiday_until: null,
    holiday_note: null,
    return_address: addr(),
    email_notification_kinds: ['siparis', 'iade'],
    ...over,
  });

  it('saves shipping settings; bad input is 400 in Turkish', async () => {
    const res = await applicant.client.put(`${V}/dashboard/settings/`, settingsBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      shipping_fee: 4_990,
      dispatch_days: 3,
      cargo_company: 'aras',
      on_holiday: false,
    });
    for (const [over, message] of [
      [{ dispatch_days: 11 }, /0–10 iş günü/],
      [{ cargo_company: 'ups' }, /kargo firması/],
      [{ shipping_fee: -1 }, /eksi olamaz/],
      [{ holiday_until: '2001-01-01' }, /bugünden önce/],
      [{ holiday_note: 'Tatildeyiz' }, /bitiş tarihini/],
    ] as const) {
      const bad = await applicant.client.put(`${V}/dashboard/settings/`, settingsBody(over));
      expect(bad.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(bad)).toMatch(message);
    }
  });

  it('lets staff change shipping but not bank details', async () => {
    await t.database.db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${vid}, ${staffUser.id}, 'staff')`,
    );
    const ok = await staffUser.client.put(
      `${V}/dashboard/settings/`,
      settingsBody({ dispatch_days: 2 }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().role).toBe('staff');
    const bank = await staffUser.client.put(
      `${V}/dashboard/settings/`,
      settingsBody({ iban: 'TR330006100519786457841326', iban_holder: 'Başka Biri' }),
    );
    expect(bank.statusCode).toBe(403);
    expect(bank.json().detail).toBe('Banka bilgilerini yalnızca işletme sahibi değiştirebilir.');
    // Staff may not edit the business itself either.
    const edit = await staffUser.client.put(
      `${V}/businesses/${vid}/`,
      application({ return_address: addr() }),
    );
    expect(edit.statusCode).toBe(403);
    // The owner's bank change waits for review.
    const owner = await applicant.client.put(
      `${V}/dashboard/settings/`,
      settingsBody({ iban_holder: 'Anadolu Çini Evi Ticaret Ltd. Şti.' }),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().review.changes).toEqual({
      iban_holder: 'Anadolu Çini Evi Ticaret Ltd. Şti.',
    });
    expect(owner.json().iban_holder).toBe('Anadolu Çini Ticaret Ltd. Şti.');
    const rejected = await operator.client.post(`${Y}/businesses/${vid}/reject/`, {
      reason: 'Unvan uyuşmuyor.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      review: null,
      review_rejection_reason: 'Unvan uyuşmuyor.',
      status: 'onaylandi',
    });
  });

  it('holiday mode hides the offers from listings until the date, then the job brings them back', async () => {
    // The seeded shop TeknoDünya, with offers: its owner here is a fresh user.
    const [shop] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT b.id FROM businesses b WHERE EXISTS (SELECT 1 FROM offers o WHERE o.business_id = b.id AND o.is_active)
           ORDER BY b.id LIMIT 1`,
    );
    const [seller] = await createShoppers(t, 1, 'tatil');
    await t.database.db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${shop!.id}, ${seller!.id}, 'owner')`,
    );
    const listed = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM products WHERE ${shop!.id} = ANY(seller_ids)`,
        )
      )[0]!.n;
    const before = await listed();
    expect(before).toBeGreaterThan(0);
    const res = await seller!.client.put(
      `${V}/dashboard/settings/`,
      settingsBody({ holiday_until: istanbulToday(), holiday_note: 'Yıllık izindeyiz.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ on_holiday: true, holiday_note: 'Yıllık izindeyiz.' });
    expect(await listed()).toBe(0);
    const [p] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`SELECT p.slug FROM products p JOIN variants v ON v.product_id = p.id
            JOIN offers o ON o.variant_id = v.id WHERE o.business_id = ${shop!.id} LIMIT 1`,
    );
    const detail = await stranger.client.get(`/api/urun/api/products/${p!.slug}/`);
    if (detail.statusCode === 200)
      expect(JSON.stringify(detail.json())).not.toContain(`"business_id":${shop!.id},`);
    // A line of that shop already in a cart cannot be bought while it is on holiday.
    const [offer] = await queryRows<{ id: number; price: number }>(
      t.database.db,
      sql`SELECT id, price FROM offers WHERE business_id = ${shop!.id} AND is_active AND stock > 0 LIMIT 1`,
    );
    await t.database.db.execute(
      sql`INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add, selected)
          VALUES (${stranger.id}, ${offer!.id}, 1, ${offer!.price}, true)`,
    );
    const basket = await loadBasket(t.database.db, stranger.id);
    expect(basket.problems).toContainEqual(
      expect.objectContaining({ offer_id: offer!.id, kind: 'satista_degil' }),
    );
    await t.database.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${stranger.id}`);
    // Tomorrow the holiday is over: the job clears it and the offers are back.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await endHolidays(t.database.db, tomorrow)).toBe(1);
    expect(await listed()).toBe(before);
  });

  it('mails the notification kinds the business chose, once each', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@carsi.test', log: t.app.log });
    const email = await emailOf(applicant.id);
    const before = (await mailsTo(email)).length;
    await emitEvent(t.database.db, {
      type: 'order.placed',
      payload: {
        orderId: 777,
        orderNumber: 'C-777',
        userId: stranger.id,
        packages: [{ businessId: vid, packageId: 777, items: 1 }],
      },
    });
    await emitEvent(t.database.db, {
      type: 'question.asked',
      payload: { questionId: 1, productId: 1, businessId: vid, productTitle: 'Çini tabak' },
    });
    await t.app.notifications.dispatch();
    const sent = await mailBusinessNotifications(t.database.db, mailer, 'http://localhost');
    const mails = await mailsTo(email);
    // (The seeded shop put on holiday above chose the same kinds: its orders are mailed too.)
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toMatch(/Yeni sipariş: #C-777/);
    // Nothing twice; questions were not chosen.
    expect(await mailBusinessNotifications(t.database.db, mailer, 'http://localhost')).toBe(0);
  });

  it('gives the vendor details and the cargo companies to sellers only', async () => {
    const d = await applicant.client.get(`${V}/dashboard/vendor-details/`);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({
      id: vid,
      legal: { legal_name: 'Anadolu Çini Evi Ticaret Ltd. Şti.', tax_office: 'Kadıköy' },
      shipping: { cargo_company: { code: 'aras', name: 'Aras Kargo' } },
    });
    const c = await applicant.client.get(`${V}/cargo-company/`);
    expect(c.statusCode).toBe(200);
    const list = cargoCompanyListSchema.parse(c.json());
    expect(list.map((x) => x.code)).toEqual(['yurtici', 'aras', 'mng', 'ptt', 'surat']);
    for (const path of [
      '/cargo-company/',
      '/dashboard/vendor-details/',
      '/dashboard/settings/',
      '/dashboard/members/',
    ]) {
      const res = await stranger.client.get(`${V}${path}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().detail).toMatch(/satıcı/);
    }
    // Naming another business in the header is refused.
    const foreign = await applicant.client.get(`${V}/dashboard/settings/`, {
      headers: { 'x-business-id': String(otherBusiness) },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('members', () => {
  it('lists the team; only the owner invites and removes', async () => {
    const list = memberListSchema.parse(
      (await applicant.client.get(`${V}/dashboard/members/`)).json(),
    );
    expect(list.results.map((m) => [m.user_id, m.role])).toEqual([
      [applicant.id, 'owner'],
      [staffUser.id, 'staff'],
    ]);
    const byStaff = await staffUser.client.post(`${V}/dashboard/members/`, {
      email: 'x@carsi.test',
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().detail).toBe('Bu işlemi yalnızca işletme sahibi yapabilir.');
    expect(
      (await staffUser.client.delete(`${V}/dashboard/members/${applicant.id}/`)).statusCode,
    ).toBe(403);
  });

  it('adds a verified user at once, notified live and by e-mail', async () => {
    const email = await emailOf(stranger.id);
    const res = await applicant.client.post(`${V}/dashboard/members/`, {
      email: email.toUpperCase(),
      role: 'staff',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('added');
    await t.app.notifications.dispatch();
    expect((await notificationsOf(stranger.id)).at(-1)?.message).toBe(
      'Anadolu Çini Evi işletmesinin ekibine eklendiniz.',
    );
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Anadolu Çini Evi ekibine eklendiniz');
    const again = await applicant.client.post(`${V}/dashboard/members/`, { email });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu kişi zaten ekibinizde.');
    // Staff of one business may still own another: the stranger now sees it in mine.
    const mine = myBusinessesSchema.parse(
      (await stranger.client.get(`${V}/businesses/mine/`)).json(),
    );
    expect(mine.results.map((r) => [r.id, r.role])).toContainEqual([vid, 'staff']);
  });

  it('invites an unknown address; the membership is made when that address is verified', async () => {
    const res = await applicant.client.post(`${V}/dashboard/members/`, {
      email: 'yeni.personel@carsi.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('invited');
    expect((await mailsTo('yeni.personel@carsi.test')).at(-1)?.text_body).toMatch(/\/kayit/);
    expect(
      (
        await applicant.client.post(`${V}/dashboard/members/`, {
          email: 'yeni.personel@carsi.test',
        })
      ).statusCode,
    ).toBe(409);
    const bad = await applicant.client.post(`${V}/dashboard/members/`, { email: 'yok' });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toMatch(/e-posta/);
    const list = memberListSchema.parse(
      (await applicant.client.get(`${V}/dashboard/members/`)).json(),
    );
    expect(list.invitations.map((i) => i.email)).toEqual(['yeni.personel@carsi.test']);

    const [u] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
          VALUES ('yeni.personel@carsi.test', 'x', 'Yeni', 'Personel', now()) RETURNING id`,
    );
    expect(await acceptBusinessInvitations(t.database.db, u!.id, 'yeni.personel@carsi.test')).toBe(
      1,
    );
    const after = memberListSchema.parse(
      (await applicant.client.get(`${V}/dashboard/members/`)).json(),
    );
    expect(after.invitations).toEqual([]);
    expect(after.results.map((m) => m.user_id)).toContain(u!.id);
  });

  it('removes staff; the owner cannot remove himself; a foreign user is 404', async () => {
    const self = await applicant.client.delete(`${V}/dashboard/members/${applicant.id}/`);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('İşletme sahibi kendini ekipten çıkaramaz.');
    const foreign = await applicant.client.delete(`${V}/dashboard/members/${otherOwner.id}/`);
    expect(foreign.statusCode).toBe(404);
    // The other business's owner cannot touch this team.
    expect(
      (await otherOwner.client.delete(`${V}/dashboard/members/${staffUser.id}/`)).statusCode,
    ).toBe(404);
    const gone = await applicant.client.delete(`${V}/dashboard/members/${staffUser.id}/`);
    expect(gone.statusCode).toBe(204);
    expect((await staffUser.client.get(`${V}/dashboard/settings/`)).statusCode).toBe(403);
  });
});
