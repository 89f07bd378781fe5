import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
