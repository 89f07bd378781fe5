import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../src/plugins/auth.plugin.ts';
import { buildTestApp, type TestContext } from './helper.ts';
import { createShoppers, type TestShopper } from './shoppers.ts';
import { TestClient } from './client.ts';

// Issue 11: no seller, operator or notification route may forget its guard. This walks every
// registered route, so a route added later is checked without anyone remembering to.

const SELLER_OR_OPERATOR = /^\/api\/(vendor|yonetim)\//;
const SIGNED_IN = /^\/api\/(vendor|yonetim|notifications)\//;
/** Seller-prefixed calls a shopper must reach: applying to open a business (issue 12). */
const SHOPPER_MAY_CALL = /^\/api\/vendor\/api\/businesses\//;

/** Routes under a guarded prefix that declare too little. */
export function missingGuards(table: GuardedRoute[]): string[] {
  return table
    .filter(
      (r) =>
        (SIGNED_IN.test(r.url) && !r.auth) ||
        (SELLER_OR_OPERATOR.test(r.url) &&
          (!r.auth || r.auth === 'user') &&
          !r.url.includes('/businesses/')),
    )
    .map((r) => `${r.method} ${r.url} (${r.auth ?? 'no auth'})`);
}

/** A concrete URL for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');

let t: TestContext;
let shopper: TestShopper;
beforeAll(async () => {
  t = await buildTestApp({ products: 0 });
  [shopper] = (await createShoppers(t, 1, 'koruma')) as [TestShopper];
}, 60_000);
afterAll(async () => t?.close());

describe('route guards', () => {
  it('the check itself catches a route without its guard', () => {
    expect(
      missingGuards([
        { method: 'GET', url: '/api/vendor/api/dashboard/orders/', auth: null },
        { method: 'GET', url: '/api/yonetim/api/jobs/', auth: 'user' },
        { method: 'GET', url: '/api/notifications/vendor/notifications/', auth: 'user' },
        { method: 'GET', url: '/api/vendor/api/dashboard/metrics/', auth: 'business' },
      ]),
    ).toEqual([
      'GET /api/vendor/api/dashboard/orders/ (no auth)',
      'GET /api/yonetim/api/jobs/ (user)',
    ]);
  });

  it('every /vendor/, /yonetim/ and /notifications/ route declares who may call it', () => {
    const guarded = t.app.routeTable.filter((r) => SIGNED_IN.test(r.url));
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    expect(missingGuards(t.app.routeTable)).toEqual([]);
  });

  it('refuses a visitor on every one of them, and a plain shopper on every seller and operator route', async () => {
    const visitor = await new TestClient(t.app).prime();
    for (const r of t.app.routeTable.filter((x) => SIGNED_IN.test(x.url))) {
      const url = concrete(r.url);
      const asVisitor = await visitor.request(
        r.method as 'GET',
        url,
        r.method === 'GET' ? undefined : {},
      );
      expect(asVisitor.statusCode, `${r.method} ${url} as a visitor`).toBe(401);
      expect(asVisitor.json().detail).toMatch(/giriş/);
      if (!SELLER_OR_OPERATOR.test(r.url) || SHOPPER_MAY_CALL.test(r.url)) continue;
      const asShopper = await shopper.client.request(
        r.method as 'GET',
        url,
        r.method === 'GET' ? undefined : {},
      );
      expect(asShopper.statusCode, `${r.method} ${url} as a shopper`).toBe(403);
      expect(asShopper.json().detail).toMatch(/satıcı|yönetici|işletme/i);
    }
  });
});
