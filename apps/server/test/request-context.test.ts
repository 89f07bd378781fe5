import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BUSINESS_HEADER } from '../src/plugins/auth.plugin.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { createShoppers, type TestShopper } from './shoppers.ts';
import { createBusiness } from './businesses.ts';
import { TestClient } from './client.ts';

// Issue 11: one place builds the request context; routes declare `auth` and get a context that
// fits it. Probed through routes registered only here, on a second app on the test database.

let t: TestContext;
let app: FastifyInstance;
let shopper: TestShopper;
let owner: TestShopper;
let staff: TestShopper;
let twoShops: TestShopper;
let applicant: TestShopper;
let operator: TestShopper;
let shopA: number;
let shopB: number;

const as = (u: TestShopper) => {
  const c = new TestClient(app);
  c.access = u.client.access;
  return c.prime();
};

beforeAll(async () => {
  t = await buildTestApp({ products: 0 });
  [shopper, owner, staff, twoShops, applicant, operator] = (await createShoppers(
    t,
    6,
    'baglam',
  )) as [TestShopper, TestShopper, TestShopper, TestShopper, TestShopper, TestShopper];
  shopA = await createBusiness(t, 'Dükkan A', [
    { userId: owner.id, role: 'owner' },
    { userId: staff.id, role: 'staff' },
    { userId: twoShops.id, role: 'staff' },
  ]);
  shopB = await createBusiness(t, 'Dükkan B', [{ userId: twoShops.id, role: 'owner' }]);
  await createBusiness(t, 'Bekleyen', [{ userId: applicant.id }], 'beklemede');
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);

  app = await buildApp(t.config, { database: t.database, keepDatabaseOpen: true });
  await app.register(
    async (probe) => {
      const echo = async (req: { ctx: unknown }) => req.ctx;
      probe.get('/context/', echo);
      probe.get('/user/', { auth: 'user' }, echo);
      probe.post('/business/', { auth: 'business' }, echo);
      probe.get('/owner/', { auth: 'business-owner' }, echo);
      probe.get('/operator/', { auth: 'operator' }, echo);
    },
    { prefix: '/api/probe' },
  );
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('request context', () => {
  it('knows a visitor, with the client IP and the request id', async () => {
    const res = await (
      await new TestClient(app).prime()
    ).get('/api/probe/context/', {
      headers: { 'x-request-id': 'istek-12345678' },
    });
    expect(res.json()).toEqual({
      user: null,
      sessionId: null,
      role: 'visitor',
      memberships: [],
      business: null,
      ip: '127.0.0.1',
      requestId: 'istek-12345678',
    });
  });

  it('knows a member: role, memberships and the active business', async () => {
    const ctx = (await (await as(staff)).get('/api/probe/context/')).json();
    expect(ctx).toMatchObject({
      user: { id: staff.id },
      sessionId: expect.any(String),
      role: 'shopper',
      memberships: [{ businessId: shopA, role: 'staff', status: 'onaylandi' }],
      business: { id: shopA, role: 'staff' },
    });
    expect((await (await as(operator)).get('/api/probe/context/')).json().role).toBe('operator');
  });

  it('answers 401 to a visitor and 403 in Turkish to whoever lacks the role', async () => {
    const visitor = await new TestClient(app).prime();
    for (const [method, url] of [
      ['GET', '/api/probe/user/'],
      ['POST', '/api/probe/business/'],
      ['GET', '/api/probe/owner/'],
      ['GET', '/api/probe/operator/'],
    ] as const)
      expect(
        (await visitor.request(method, url, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(401);
    const s = await as(shopper);
    expect((await s.get('/api/probe/user/')).statusCode).toBe(200);
    const notSeller = await s.post('/api/probe/business/', {});
    expect(notSeller.statusCode).toBe(403);
    expect(notSeller.json().detail).toBe(
      'Bu sayfa yalnızca satıcı hesapları içindir. İşletme başvurusu yaparak satıcı olabilirsiniz.',
    );
    expect((await s.get('/api/probe/operator/')).json().detail).toBe(
      'Bu işlem yalnızca Çarşı yöneticileri içindir.',
    );
    const pending = await (await as(applicant)).post('/api/probe/business/', {});
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toMatch(/henüz onaylanmadı/);
    expect((await (await as(staff)).get('/api/probe/owner/')).json().detail).toBe(
      'Bu işlemi yalnızca işletme sahibi yapabilir.',
    );
    expect((await (await as(owner)).get('/api/probe/owner/')).statusCode).toBe(200);
    expect((await (await as(operator)).get('/api/probe/operator/')).statusCode).toBe(200);
  });

  it('lets a member of several businesses choose the active one, only among their own', async () => {
    const c = await as(twoShops);
    const none = await c.post('/api/probe/business/', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toMatch(/X-Business-Id/);
    const a = await c.post(
      '/api/probe/business/',
      {},
      { headers: { [BUSINESS_HEADER]: String(shopA) } },
    );
    expect(a.json().business).toEqual({ id: shopA, role: 'staff' });
    const b = await c.get('/api/probe/owner/', { headers: { [BUSINESS_HEADER]: String(shopB) } });
    expect(b.statusCode).toBe(200);
    expect(b.json().business).toEqual({ id: shopB, role: 'owner' });
    // Someone else's business, or nonsense, is refused.
    const solo = await as(owner);
    for (const bad of [String(shopB), '0', 'abc', '1e3'])
      expect(
        (await solo.post('/api/probe/business/', {}, { headers: { [BUSINESS_HEADER]: bad } }))
          .statusCode,
        bad,
      ).toBe(403);
  });

  it('follows membership changes on the next request', async () => {
    const c = await as(shopper);
    expect((await c.post('/api/probe/business/', {})).statusCode).toBe(403);
    await t.database.db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${shopB}, ${shopper.id}, 'staff')`,
    );
    expect((await c.post('/api/probe/business/', {})).json().business).toEqual({
      id: shopB,
      role: 'staff',
    });
  });
});
