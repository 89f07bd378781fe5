// NUL bytes and malformed text at the edge (plugins/text-guard.plugin.ts): refused with 400
// `invalid_text` before any service or query sees them — on PGlite and, in the server-pg
// project, on PostgreSQL, whose text and jsonb types refuse U+0000 (a 500 before this check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMalformedText, isMalformedText } from '../src/plugins/text-guard.plugin.ts';
import { TestClient } from './client.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { createShoppers, type TestShopper } from './shoppers.ts';

const INVALID_TEXT = {
  detail: 'Gönderilen metin geçersiz karakter içeriyor.',
  code: 'invalid_text',
};

let t: TestContext;
let visitor: TestClient;
let shopper: TestShopper;
beforeAll(async () => {
  t = await buildTestApp({ products: 5 });
  visitor = await new TestClient(t.app).prime();
  [shopper] = (await createShoppers(t, 1, 'metin')) as [TestShopper];
});
afterAll(async () => t?.close());

/** A raw JSON body, so escapes like \u0000 and \ud800 reach the parser as written. */
const rawJson = (c: TestClient, url: string, json: string, method: 'POST' | 'PATCH' = 'POST') =>
  c.request(method, url, json, { headers: { 'content-type': 'application/json' } });

function expectInvalidText(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { detail: string; code: string; errors: Record<string, string[]> };
  expect(body).toMatchObject(INVALID_TEXT);
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(body.errors[field]![0]).toMatch(/geçersiz/);
}

describe('text check', () => {
  it('knows NUL and lone surrogates from real text', () => {
    expect(isMalformedText('Çiçek İğdır ışık 😀')).toBe(false);
    expect(isMalformedText('a\u0000b')).toBe(true);
    expect(isMalformedText('\ud800')).toBe(true);
    expect(isMalformedText('x\udc00')).toBe(true);
    expect(isMalformedText('\udc00\ud800')).toBe(true);
    expect(isMalformedText('\ud83d\ude00')).toBe(false);
  });

  it('names the field of a nested value, keys included', () => {
    expect(findMalformedText({ a: [{ b: 'ok' }, { b: ['x', 'y\u0000'] }] })).toBe('a.1.b.1');
    expect(findMalformedText({ ok: 1, 'k\ud800': 2 })).toBe('non_field_errors');
    expect(findMalformedText('\u0000')).toBe('non_field_errors');
    expect(findMalformedText({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
    // Deep nesting is walked without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findMalformedText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('NUL bytes and lone surrogates answer 400 invalid_text', () => {
  it('in the login e-mail (it reached the database and answered 500)', async () => {
    const url = '/api/kullanici/api/login/';
    for (const email of ['a\\u0000@carsi.test', 'a\\ud800@carsi.test', 'alici@carsi.test\\u0000']) {
      const res = await rawJson(
        visitor,
        url,
        `{"email":"${email}","password":"Carsi.2026!","captchaToken":"x"}`,
      );
      expectInvalidText(res, 'email');
    }
  });

  it('in the search query, percent-encoded', async () => {
    for (const q of ['tel%00efon', 'tel%00', '%00']) {
      expectInvalidText(await visitor.get(`/api/urun/api/search/?q=${q}`), 'q');
      expectInvalidText(await visitor.get(`/api/urun/api/search/suggest/?q=${q}`), 'q');
    }
    // A repeated key: each value is checked, and named by its place like validation errors.
    expectInvalidText(await visitor.get('/api/urun/api/products/?brand=1&brand=2%00'), 'brand.1');
  });

  it('in a product id and slug in the path', async () => {
    expectInvalidText(await visitor.get('/api/urun/api/products/1%00/reviews/'), 'id');
    expectInvalidText(await visitor.get('/api/urun/api/products/telefon%00/'), 'slug');
    expectInvalidText(
      await shopper.client.post('/api/urun/api/products/1%00/questions/', { body: 'x'.repeat(12) }),
      'id',
    );
  });

  it('in nested JSON arrays, naming the field', async () => {
    const res = await rawJson(
      visitor,
      '/api/urun/api/cart/quote/',
      '{"items":[{"offer_id":1,"quantity":1},{"offer_id":2,"quantity":1,"note":["ok","x\\u0000"]}]}',
    );
    expectInvalidText(res, 'items.1.note.1');
    const merge = await rawJson(
      shopper.client,
      '/api/urun/api/cart/merge/',
      '{"items":[{"offer_id":"\\udfff","quantity":1}]}',
    );
    expectInvalidText(merge, 'items.0.offer_id');
  });

  it('in a JSON key, without echoing it', async () => {
    const res = await rawJson(
      shopper.client,
      '/api/kullanici/api/profile/',
      '{"first_name":"Ayşe","\\u0000":1}',
      'PATCH',
    );
    expectInvalidText(res, 'non_field_errors');
  });

  it('in a form body (the bank callback)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/odeme/api/sandbox/callback/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'payment_id=pay_x%00&amount=1',
    });
    expectInvalidText(res, 'payment_id');
  });

  it('in a header the app reads', async () => {
    for (const [name, value] of [
      ['user-agent', 'Mozilla\u0000'],
      ['x-business-id', '1\u0000'],
      ['authorization', 'Bearer \ud800'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/urun/api/categories/',
        headers: { [name]: value },
      });
      expectInvalidText(res, name);
    }
  });

  it('leaves ordinary Turkish text alone', async () => {
    const res = await visitor.get(`/api/urun/api/search/?q=${encodeURIComponent('Çiçek ışık 😀')}`);
    expect(res.statusCode).toBe(200);
    const profile = await shopper.client.request('PATCH', '/api/kullanici/api/profile/', {
      first_name: 'Ayşegül',
      last_name: 'Işıkoğlu',
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
});

describe('broken percent-encoding answers 400, never 500', () => {
  it('in the path: 400 bad_url in the API shape', async () => {
    for (const url of [
      '/api/urun/api/products/ab%ZZ/',
      '/api/urun/api/products/%ED%A0%80/',
      '/api/core/locations/iller/34/ilceler/Kad%C4/mahalleler/',
      '/api/yok%E0%A4/',
      '/media/p/demo/x%ZZ/400.webp',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ detail: 'İstenen adres geçersiz.', code: 'bad_url' });
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('in the query string: 400 invalid_text naming the parameter', async () => {
    for (const q of ['q=%ZZ', 'q=%ED%A0%80', 'q=telefon%E0%A4', 'q=%']) {
      expectInvalidText(await visitor.get(`/api/urun/api/search/?${q}`), 'q');
    }
  });

  it('%00 in a path no route takes: 400 invalid_text naming the path', async () => {
    expectInvalidText(await visitor.get('/api/health%00'), 'path');
    expectInvalidText(await visitor.get('/api/yok/%00/'), 'path');
  });

  it('a path parameter longer than the router allows: 414 in the API shape', async () => {
    const res = await visitor.get(`/api/urun/api/products/${'a'.repeat(400)}/`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'İstenen adres çok uzun.', code: 'uri_too_long' });
  });
});
