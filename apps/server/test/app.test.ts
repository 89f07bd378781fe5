import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { cartItems, offers, users } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../src/modules/accounts/tokens.service.ts';
import { buildTestApp, type TestContext } from './helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
});
afterAll(async () => t?.close());

describe('health', () => {
  it('reports the database and cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ engine: t.database.engine, ok: true });
    expect(body.cache.ok).toBe(true);
  });

  it('answers 503 when the database is down', async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('degraded');
    } finally {
      t.database.ping = original;
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON in Turkish', async () => {
    for (const url of ['/api/yok-boyle-bir-yer/', '/api/urun/api/categories', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ detail: 'İstenen adres bulunamadı.', code: 'not_found' });
    }
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/csp-report/',
      headers: { 'content-type': 'application/json' },
      payload: '{"csp-report": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'malformed_json',
      detail: 'İstek gövdesi geçerli bir JSON değil.',
    });
  });

  it('answers a body of the wrong shape with 400 and field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/csp-report/',
      payload: { foo: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid');
    expect(body.detail).toBe('Gönderilen bilgiler geçersiz.');
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it('answers an unsupported media type with 415 in Turkish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/csp-report/',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Desteklenmeyen içerik türü.');
  });

  it('accepts a real CSP report', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/csp-report/',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' },
      }),
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('security headers and request ids', () => {
  it('sends a strict CSP and the usual headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('returns a request id, keeping a well-formed incoming one', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-test' },
    });
    expect(b.headers['x-request-id']).toBe('abc12345-test');
    const c = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(c.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('never puts cookies on responses a shared cache may keep, but still on private ones', async () => {
    const shared = await t.app.inject({ method: 'GET', url: '/api/urun/api/categories/' });
    expect(shared.headers['cache-control']).toContain('public');
    expect(shared.headers['set-cookie']).toBeUndefined();
    const own = await t.app.inject({ method: 'GET', url: '/api/urun/api/cartitemcount/' });
    expect(String(own.headers['cache-control'] ?? '')).not.toContain('public');
    expect(String(own.headers['set-cookie'])).toContain('aq_csrf=');
  });
});

describe('OpenAPI', () => {
  it('publishes the document with the catalogue paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Çarşı API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/urun/api/categories/',
        '/api/urun/api/home/',
        '/api/urun/api/cartitemcount/',
      ]),
    );
  });

  it('serves the UI with its own CSP that works over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('cart count', () => {
  it('needs a logged-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/urun/api/cartitemcount/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it('refuses a token signed with another key or algorithm', async () => {
    const forged = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'access+jwt' })
      .setSubject('1')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/urun/api/cartitemcount/',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('counts lines and selected lines for the caller only', async () => {
    const db = t.database.db;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'alici@carsi.test'));
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'satici@carsi.test'));
    const someOffers = await db
      .select({ id: offers.id, price: offers.price })
      .from(offers)
      .orderBy(offers.id)
      .limit(3);
    const userId = user!.id;
    await db.insert(cartItems).values([
      ...someOffers.map((o, i) => ({
        userId,
        offerId: o.id,
        quantity: 1,
        selected: i !== 1,
        priceAtAdd: o.price,
      })),
      // Someone else's line must not be counted.
      {
        userId: other!.id,
        offerId: someOffers[0]!.id,
        quantity: 2,
        selected: true,
        priceAtAdd: someOffers[0]!.price,
      },
    ]);
    const { sessionId } = await createSession(db, { userId, ip: '127.0.0.1' });
    const token = await issueAccessToken(t.config.secret, userId, sessionId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/urun/api/cartitemcount/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ItemInCart: 3, SelectedItemInCart: 2 });
  });
});
