import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { buildTestApp, type TestContext } from './helper.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ products: 0, env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(async () => t?.close());

describe('route rate limits (production scale)', () => {
  it('answers 429 with Retry-After and a Turkish detail past the limit', async () => {
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/csp-report/',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src' } }),
      });
    for (let i = 0; i < 30; i++) expect((await report()).statusCode).toBe(204);
    const limited = await report();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      detail: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
      code: 'throttled',
    });
  });

  it('limits the public cart quote per visitor (it reads prices for anyone)', async () => {
    const visitor = await new TestClient(t.app).prime();
    const quote = () => visitor.post('/api/urun/api/cart/quote/', { items: [] });
    for (let i = 0; i < 120; i++) expect((await quote()).statusCode).toBe(200);
    const limited = await quote();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('throttled');
  });
});
