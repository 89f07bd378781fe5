import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.ts';

// Issue 17: probes for the load balancer and Prometheus metrics behind a token.
const TOKEN = 'olcum-anahtari-test-0123456789';

let t: TestContext;
let off: TestContext;
beforeAll(async () => {
  [t, off] = await Promise.all([
    buildTestApp({ products: 4, env: { METRICS_TOKEN: TOKEN } }),
    buildTestApp({ products: 0 }),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const metrics = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    ...(authorization ? { headers: { authorization } } : {}),
  });

describe('health probes', () => {
  it('live answers without touching the database; ready checks it and Redis', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: true, redis: true, accepting: true },
    });
  });

  it('ready answers 503 once the database is gone', async () => {
    const ctx = await buildTestApp({ products: 0 });
    await ctx.database.close();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: false } });
    // Liveness stays up: a database outage must not make every process restart.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await ctx.app.close();
  });
});

describe('metrics', () => {
  it('are off (404) without METRICS_TOKEN, and refuse a missing or wrong token', async () => {
    expect((await metrics(off)).statusCode).toBe(404);
    expect((await metrics(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    const none = await metrics(t);
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Ölçümler için geçerli bir anahtar gerekir.');
    expect((await metrics(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await metrics(t, TOKEN)).statusCode).toBe(401);
  });

  it('count requests by route pattern, never by raw URL', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/urun/api/products/?page_size=2' });
    const slug = list.json().results[0].slug as string;
    await t.app.inject({ method: 'GET', url: `/api/urun/api/products/${slug}/` });
    await t.app.inject({ method: 'GET', url: '/api/urun/api/products/yok-boyle-bir-urun/' });
    await t.app.inject({ method: 'GET', url: '/wp-login.php?x=1' });
    const res = await metrics(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(
      /carsi_http_requests_total\{method="GET",route="\/api\/urun\/api\/products\/:slug\/",status="200"\} 1/,
    );
    expect(body).toMatch(
      /carsi_http_requests_total\{method="GET",route="\/api\/urun\/api\/products\/:slug\/",status="404"\} 1/,
    );
    expect(body).not.toContain(slug);
    expect(body).not.toContain('wp-login');
    expect(body).toMatch(/carsi_http_request_duration_seconds_bucket\{le="0.05",method="GET"/);
    expect(body).toMatch(/carsi_open_sockets 0/);
    expect(body).toMatch(/carsi_outbox_pending_events \d+/);
    expect(body).toMatch(/carsi_process_resident_memory_bytes \d+/);
  });
});
