import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Address,
  addressSchema,
  type AddressInput,
  isValidTckn,
  isValidVkn,
  MAX_ADDRESSES,
} from '@carsi/shared';
import { addresses } from '../../db/schema/index.ts';
import { TestClient } from '../../../test/client.ts';
import { buildTestApp, onRealServers, type TestContext, loginAs } from '../../../test/helper.ts';
import { queryRows } from '../../lib/query-rows.ts';

const CORE = '/api/core';
const LIST = `${CORE}/addresses/`;
const TCKN = '10000000146';
/** A VKN with a correct check digit, found with the shared validator. */
const VKN = Array.from({ length: 10 }, (_, d) => `123456789${d}`).find(isValidVkn)!;

let t: TestContext;
let shopper: TestClient;
let other: TestClient;

const loginClient = (email: string) => loginAs(t.app, email);

const input = (over: Partial<AddressInput> = {}): AddressInput => ({
  title: 'Ev',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: '0532 123 45 67',
  city_code: 34,
  district: 'Kadıköy',
  neighbourhood: 'Caferağa Mah',
  address_line: 'Moda Caddesi No: 12 Daire: 3',
  postal_code: '34710',
  billing_type: 'bireysel',
  ...over,
});

async function create(over: Partial<AddressInput> = {}, c: TestClient = shopper) {
  const res = await c.post(LIST, input(over));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.headers['cache-control']).toBe('no-store');
  return addressSchema.parse(res.json());
}

async function list(c: TestClient = shopper): Promise<Address[]> {
  const res = await c.get(LIST);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return addressSchema.array().parse(res.json());
}

const defaults = (all: Address[]) => all.filter((a) => a.is_default).map((a) => a.id);

beforeAll(async () => {
  t = await buildTestApp({ products: 1 });
  shopper = await loginClient('alici@carsi.test');
  other = await loginClient('yonetici@carsi.test');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.delete(addresses);
});

describe('locations', () => {
  it('lists the 81 cities in Turkish order with their plate codes, cacheable', async () => {
    const res = await new TestClient(t.app).get(`${CORE}/locations/iller/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const cities = res.json() as { code: number; name: string }[];
    expect(cities).toHaveLength(81);
    expect(cities).toContainEqual({ code: 34, name: 'İstanbul' });
    expect(cities).toContainEqual({ code: 6, name: 'Ankara' });
    const names = cities.map((c) => c.name);
    // Turkish collation: Çankırı after Bursa and before Denizli, İ after I, Ş after S.
    expect(names[0]).toBe('Adana');
    expect(names.indexOf('Çankırı')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çankırı')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Iğdır'));
    expect(names.indexOf('Şanlıurfa')).toBeGreaterThan(names.indexOf('Sivas'));
    expect(names.at(-1)).toBe('Zonguldak');
  });

  it("lists an il's ilçeler and an ilçe's mahalleler, with Turkish letters", async () => {
    const anon = new TestClient(t.app);
    const res = await anon.get(`${CORE}/locations/iller/34/ilceler/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const districts = (res.json() as { name: string }[]).map((d) => d.name);
    expect(districts).toContain('Kadıköy');
    expect(districts).toContain('Üsküdar');
    expect(districts).not.toContain('Çankaya');
    // Leading zeros are accepted too.
    expect((await anon.get(`${CORE}/locations/iller/06/ilceler/`)).json()).toContainEqual({
      name: 'Çankaya',
    });

    const m = await anon.get(
      `${CORE}/locations/iller/34/ilceler/${encodeURIComponent('Kadıköy')}/mahalleler/`,
    );
    expect(m.statusCode).toBe(200);
    expect(m.headers['cache-control']).toBe('public, max-age=86400');
    const hoods = (m.json() as { name: string }[]).map((d) => d.name);
    expect(hoods).toContain('Caferağa Mah');
    expect(hoods).toContain('Bostancı Mah');
    expect(hoods).toEqual([...hoods].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('answers 404 in Turkish for an unknown il or ilçe', async () => {
    const anon = new TestClient(t.app);
    for (const il of ['0', '82', 'abc', '999']) {
      const res = await anon.get(`${CORE}/locations/iller/${il}/ilceler/`);
      expect(res.statusCode, il).toBe(404);
      expect(res.json().detail).toBe('İl bulunamadı.');
      expect(res.headers['cache-control']).not.toBe('public, max-age=86400');
    }
    const wrongCity = await anon.get(
      `${CORE}/locations/iller/6/ilceler/${encodeURIComponent('Kadıköy')}/mahalleler/`,
    );
    expect(wrongCity.statusCode).toBe(404);
    expect(wrongCity.json().detail).toBe('İlçe bulunamadı.');
    // Matched exactly: no case folding.
    const lower = await anon.get(
      `${CORE}/locations/iller/34/ilceler/${encodeURIComponent('kadıköy')}/mahalleler/`,
    );
    expect(lower.statusCode).toBe(404);
    const noCity = await anon.get(`${CORE}/locations/iller/99/ilceler/Merkez/mahalleler/`);
    expect(noCity.json().detail).toBe('İl bulunamadı.');
  });
});

describe('addresses', () => {
  it('asks anonymous visitors to log in', async () => {
    const anon = await new TestClient(t.app).prime();
    for (const res of [
      await anon.get(LIST),
      await anon.post(LIST, input()),
      await anon.get(`${LIST}1/`),
      await anon.request('PUT', `${LIST}1/`, input()),
      await anon.delete(`${LIST}1/`),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().detail).toBe('Oturumunuzun süresi doldu veya giriş yapmadınız.');
    }
  });

  it('refuses writes without the CSRF token', async () => {
    const res = await shopper.post(LIST, input(), { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
    expect(await list()).toEqual([]);
    const a = await create();
    for (const r of [
      await shopper.request('PUT', `${LIST}${a.id}/`, input({ title: 'İş' }), { csrf: false }),
      await shopper.request('DELETE', `${LIST}${a.id}/`, undefined, { csrf: false }),
    ])
      expect(r.statusCode).toBe(403);
    expect(await list()).toEqual([a]);
  });

  it('creates, reads, updates and deletes an address with the city name stored', async () => {
    expect(await list()).toEqual([]);
    const a = await create({ tckn: TCKN });
    expect(a).toMatchObject({
      title: 'Ev',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      city_code: 34,
      city: 'İstanbul',
      district: 'Kadıköy',
      neighbourhood: 'Caferağa Mah',
      address_line: 'Moda Caddesi No: 12 Daire: 3',
      postal_code: '34710',
      billing_type: 'bireysel',
      tckn: TCKN,
      company_name: null,
      is_default: true,
    });
    expect(Number.isNaN(Date.parse(a.created_at))).toBe(false);

    const got = await shopper.get(`${LIST}${a.id}/`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.json()).toEqual(a);

    const put = await shopper.request(
      'PUT',
      `${LIST}${a.id}/`,
      input({
        title: 'İş yeri',
        city_code: 6,
        district: 'Çankaya',
        neighbourhood: 'Kızılay Mah',
        postal_code: null,
        billing_type: 'kurumsal',
        tckn: TCKN,
        company_name: 'Çarşı Ticaret A.Ş.',
        tax_number: VKN,
        tax_office: 'Çankaya',
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const updated = addressSchema.parse(put.json());
    expect(updated).toMatchObject({
      id: a.id,
      title: 'İş yeri',
      city: 'Ankara',
      district: 'Çankaya',
      neighbourhood: 'Kızılay Mah',
      postal_code: null,
      billing_type: 'kurumsal',
      // A corporate address keeps no personal id number.
      tckn: null,
      company_name: 'Çarşı Ticaret A.Ş.',
      tax_number: VKN,
      tax_office: 'Çankaya',
      is_default: true,
      created_at: a.created_at,
    });
    expect(await list()).toEqual([updated]);

    const del = await shopper.delete(`${LIST}${a.id}/`);
    expect(del.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await shopper.get(`${LIST}${a.id}/`)).statusCode).toBe(404);
  });

  it('keeps exactly one default: the first, then the one marked, and promotes on delete', async () => {
    const first = await create({ title: 'Ev' });
    expect(first.is_default).toBe(true);
    const second = await create({ title: 'İş' });
    expect(second.is_default).toBe(false);
    const third = await create({ title: 'Yazlık' });
    // Default first, then newest.
    expect((await list()).map((a) => a.id)).toEqual([first.id, third.id, second.id]);

    const marked = await create({ title: 'Annem', is_default: true });
    expect(marked.is_default).toBe(true);
    let all = await list();
    expect(defaults(all)).toEqual([marked.id]);
    expect(all.map((a) => a.id)).toEqual([marked.id, third.id, second.id, first.id]);

    // Marking another one default by update moves the flag.
    const put = await shopper.request(
      'PUT',
      `${LIST}${second.id}/`,
      input({ title: 'İş', is_default: true }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().is_default).toBe(true);
    expect(defaults(await list())).toEqual([second.id]);

    // Deleting the default makes the newest remaining one default.
    expect((await shopper.delete(`${LIST}${second.id}/`)).statusCode).toBe(204);
    all = await list();
    expect(defaults(all)).toEqual([marked.id]);
    expect((await shopper.delete(`${LIST}${marked.id}/`)).statusCode).toBe(204);
    all = await list();
    expect(defaults(all)).toEqual([third.id]);
    // Deleting a non-default one leaves the default alone.
    expect((await shopper.delete(`${LIST}${first.id}/`)).statusCode).toBe(204);
    expect(defaults(await list())).toEqual([third.id]);

    // Unmarking the only address keeps it default: a shopper with addresses always has one.
    const only = await shopper.request('PUT', `${LIST}${third.id}/`, input({ is_default: false }));
    expect(only.json().is_default).toBe(true);
    // With another address, unmarking hands the default to it.
    const fourth = await create({ title: 'Dükkân' });
    const unmark = await shopper.request(
      'PUT',
      `${LIST}${third.id}/`,
      input({ is_default: false }),
    );
    expect(unmark.json().is_default).toBe(false);
    expect(defaults(await list())).toEqual([fourth.id]);

    // The database itself refuses a second default.
    await expect(
      t.database.db.execute(sql`UPDATE addresses SET is_default = true WHERE id = ${third.id}`),
    ).rejects.toThrow();
  });

  it('requires company name, a valid VKN and a tax office for kurumsal billing', async () => {
    const res = await shopper.post(LIST, input({ billing_type: 'kurumsal' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      company_name: ['Firma adı gerekli.'],
      tax_number: ['Vergi numarası geçersiz.'],
      tax_office: ['Vergi dairesi gerekli.'],
    });
    const badVkn = `${VKN.slice(0, 9)}${(Number(VKN[9]) + 1) % 10}`;
    const bad = await shopper.post(
      LIST,
      input({
        billing_type: 'kurumsal',
        company_name: 'Çarşı A.Ş.',
        tax_number: badVkn,
        tax_office: 'Kadıköy',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ tax_number: ['Vergi numarası geçersiz.'] });
    const ok = await create({
      billing_type: 'kurumsal',
      company_name: 'Çarşı A.Ş.',
      tax_number: VKN,
      tax_office: 'Kadıköy',
    });
    expect(ok).toMatchObject({
      company_name: 'Çarşı A.Ş.',
      tax_number: VKN,
      tax_office: 'Kadıköy',
    });
    expect(await list()).toHaveLength(1);
  });

  it('checks the TCKN checksum, phone, postal code and open address', async () => {
    const badTckn = '10000000147';
    expect(isValidTckn(badTckn)).toBe(false);
    const cases: [Partial<AddressInput>, string, string][] = [
      [{ tckn: badTckn }, 'tckn', 'T.C. kimlik numarası geçersiz.'],
      [{ phone: '0212 123 45 67' }, 'phone', 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).'],
      [{ phone: '532' }, 'phone', 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).'],
      [{ postal_code: '3471' }, 'postal_code', 'Posta kodu 5 haneli olmalı.'],
      [{ address_line: 'Kısa' }, 'address_line', 'Açık adres en az 10 karakter olmalı.'],
      [{ title: '  ' }, 'title', 'Adres başlığı gerekli.'],
      [{ city_code: 82 }, 'city_code', 'İl seçin.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await shopper.post(LIST, input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(over)).toContain(message);
    }
    // Phones are normalised to +90 5XX….
    expect((await create({ phone: '+90 (555) 444 33 22' })).phone).toBe('+905554443322');
    expect(await list()).toHaveLength(1);
  });

  it('refuses a district outside the city and a neighbourhood outside the district', async () => {
    const wrongDistrict = await shopper.post(LIST, input({ city_code: 6 }));
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().errors).toEqual({
      district: ['Seçilen ilçe Ankara iline ait değil.'],
    });
    const wrongHood = await shopper.post(LIST, input({ neighbourhood: 'Kızılay Mah' }));
    expect(wrongHood.statusCode).toBe(400);
    expect(wrongHood.json().errors).toEqual({
      neighbourhood: ['Seçilen mahalle Kadıköy ilçesine ait değil.'],
    });
    expect(await list()).toEqual([]);
    const a = await create();
    const put = await shopper.request('PUT', `${LIST}${a.id}/`, input({ district: 'Beşiktaş' }));
    expect(put.statusCode).toBe(400);
    expect(put.json().errors.neighbourhood).toHaveLength(1);
    expect(await list()).toEqual([a]);
  });

  it("answers 404 for another shopper's or an unknown address and changes nothing", async () => {
    const mine = await create();
    for (const id of [mine.id, 2_000_000_000]) {
      for (const res of [
        await other.get(`${LIST}${id}/`),
        await other.request('PUT', `${LIST}${id}/`, input({ title: 'Ele geçirildi' })),
        await other.delete(`${LIST}${id}/`),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().detail).toBe('Adres bulunamadı.');
      }
    }
    expect(await list(other)).toEqual([]);
    expect(await list()).toEqual([mine]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await shopper.get(`${LIST}${bad}/`)).statusCode, bad).toBe(400);
    }
  });

  it(`allows at most ${MAX_ADDRESSES} addresses`, async () => {
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM users WHERE email = 'alici@carsi.test'`,
    );
    // Fill up in one statement; the API adds the last one.
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES - 1 }, (_, i) => ({
        userId: user!.id,
        title: `Adres ${i + 1}`,
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        phone: '+905321234567',
        cityCode: 34,
        city: 'İstanbul',
        district: 'Kadıköy',
        neighbourhood: 'Caferağa Mah',
        addressLine: 'Moda Caddesi No: 12',
        billingType: 'bireysel',
        isDefault: i === 0,
      })),
    );
    await create({ title: 'Son' });
    const res = await shopper.post(LIST, input({ title: 'Fazla' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'address_limit',
      detail: `En fazla ${MAX_ADDRESSES} adres kaydedebilirsiniz.`,
    });
    expect(await list()).toHaveLength(MAX_ADDRESSES);
  });

  it.skipIf(!onRealServers)('keeps one default and the cap under concurrent adds', async () => {
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
        shopper.post(LIST, input({ title: `Adres ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ADDRESSES);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const all = await list();
    expect(all).toHaveLength(MAX_ADDRESSES);
    expect(defaults(all)).toHaveLength(1);
  });
});
