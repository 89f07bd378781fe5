import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { captchaUses } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/errors.ts';
import errorsPlugin from '../../plugins/errors.plugin.ts';
import {
  CAPTCHA_COST,
  CAPTCHA_COUNTER_MAX,
  CAPTCHA_COUNTER_MIN,
  CAPTCHA_TTL_MS,
  type CaptchaChallenge,
  captchaKey,
  captchaRoutes,
  createCaptchaChallenge,
  recordCaptchaUse,
  solveChallengeForTests,
  verifyCaptcha,
} from './index.ts';

const hmacKey = captchaKey('captcha-test-secret-captcha-test-secret-0123');

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await openMigratedTestDatabase();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(rateLimit, { global: false });
  app.decorate('routeLimit', (max: number, timeWindow: string) => ({ max, timeWindow }));
  await app.register(captchaRoutes(hmacKey), { prefix: '/api/kullanici/api' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

const db = () => tdb.database.db;

async function fetchChallenge(): Promise<CaptchaChallenge> {
  const res = await app.inject({ method: 'GET', url: '/api/kullanici/api/captcha/' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The AppError code a verification fails with, or 'ok'. */
async function outcome(token: string, now?: Date): Promise<string> {
  try {
    await verifyCaptcha(db(), hmacKey, token, now);
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) {
      expect(err.statusCode).toBe(400);
      return err.code;
    }
    throw err;
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

describe('GET /api/kullanici/api/captcha/', () => {
  it('returns a signed PBKDF2 challenge that expires in 10 minutes and is never cached', async () => {
    const before = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/kullanici/api/captcha/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresMs = body.parameters.expiresAt * 1000;
    expect(expiresMs).toBeGreaterThan(before + CAPTCHA_TTL_MS - 2000);
    expect(expiresMs).toBeLessThanOrEqual(Date.now() + CAPTCHA_TTL_MS);
    // Two requests never share a challenge.
    const other = await fetchChallenge();
    expect(other.parameters.nonce).not.toBe(body.parameters.nonce);
  });

  it('asks for a bounded amount of work', async () => {
    const challenge = await fetchChallenge();
    // At most 1.5 M PBKDF2 iterations (~0.2 s on one core here); the widget uses several workers.
    expect(challenge.parameters.cost).toBe(CAPTCHA_COST);
    expect(CAPTCHA_COST * CAPTCHA_COUNTER_MAX).toBeLessThanOrEqual(1_500_000);
    const started = performance.now();
    const token = await solveChallengeForTests(challenge);
    const { solution } = decode(token);
    expect(solution.counter).toBeGreaterThanOrEqual(CAPTCHA_COUNTER_MIN);
    expect(solution.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER_MAX);
    // Generous: a guard against a gross misconfiguration, not a benchmark (shared CPUs).
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('verifyCaptcha', () => {
  it('accepts a solved challenge once, then answers captcha_reused', async () => {
    const token = await solveChallengeForTests(await fetchChallenge());
    expect(await outcome(token)).toBe('ok');
    expect(await outcome(token)).toBe('captcha_reused');
    const [row] = await db()
      .select()
      .from(captchaUses)
      .where(eq(captchaUses.signature, decode(token).challenge.signature));
    expect(row?.expiresAt.getTime()).toBe(decode(token).challenge.parameters.expiresAt * 1000);
  });

  it('uses the Turkish texts of the contract', async () => {
    await expect(verifyCaptcha(db(), hmacKey, 'xyz')).rejects.toMatchObject({
      code: 'captcha_invalid',
      detail: 'Robot doğrulaması başarısız oldu. Lütfen tekrar deneyin.',
    });
    const token = await solveChallengeForTests(await createCaptchaChallenge(hmacKey));
    await verifyCaptcha(db(), hmacKey, token);
    await expect(verifyCaptcha(db(), hmacKey, token)).rejects.toMatchObject({
      code: 'captcha_reused',
      detail: 'Bu doğrulama daha önce kullanıldı. Lütfen tekrar deneyin.',
    });
  });

  it('refuses garbage and malformed payloads', async () => {
    const garbage = [
      '',
      'not-base64-!!!',
      Buffer.from('not json').toString('base64'),
      encode(null),
      encode({}),
      encode({ challenge: {}, solution: {} }),
      'A'.repeat(5000),
    ];
    for (const token of garbage) expect(await outcome(token), token).toBe('captcha_invalid');
  });

  it('refuses tampered tokens', async () => {
    const token = await solveChallengeForTests(await createCaptchaChallenge(hmacKey));
    const payload = decode(token);
    const tampered = [
      // wrong solution
      { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } },
      // odd-length hex that altcha-lib cannot parse
      { ...payload, solution: { ...payload.solution, derivedKey: 'abc' } },
      // easier parameters with the old signature
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, cost: 1 },
        },
      },
      // a later expiry with the old signature
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: {
            ...payload.challenge.parameters,
            expiresAt: payload.challenge.parameters.expiresAt + 3600,
          },
        },
      },
      // an extra signed-looking field
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, data: { x: 1 } },
        },
      },
      // no signature
      { ...payload, challenge: { parameters: payload.challenge.parameters } },
    ];
    for (const t of tampered) expect(await outcome(encode(t))).toBe('captcha_invalid');
    // The untouched token still works: the failures above were not a broken fixture.
    expect(await outcome(token)).toBe('ok');
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = await createCaptchaChallenge(
      captchaKey('another-secret-another-secret-0123456789'),
    );
    expect(await outcome(await solveChallengeForTests(foreign))).toBe('captcha_invalid');
  });

  it('refuses an expired challenge', async () => {
    const token = await solveChallengeForTests(await createCaptchaChallenge(hmacKey));
    const later = new Date(Date.now() + CAPTCHA_TTL_MS + 1000);
    expect(await outcome(token, later)).toBe('captcha_invalid');
    // Issued 11 minutes ago: expired by the real clock too.
    const old = await createCaptchaChallenge(
      hmacKey,
      new Date(Date.now() - CAPTCHA_TTL_MS - 60_000),
    );
    expect(await outcome(await solveChallengeForTests(old))).toBe('captcha_invalid');
    // Not recorded: a refused token must not fill the replay store.
    const rows = await db()
      .select()
      .from(captchaUses)
      .where(eq(captchaUses.signature, decode(token).challenge.signature));
    expect(rows).toHaveLength(0);
  });

  it('lets exactly one of 10 concurrent uses of the same token pass', async () => {
    const token = await solveChallengeForTests(await createCaptchaChallenge(hmacKey));
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(token)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'captcha_reused')).toHaveLength(9);
  });

  it('records a signature atomically: 10 simultaneous inserts, one winner', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const wins = await Promise.all(
      Array.from({ length: 10 }, () => recordCaptchaUse(db(), 'race-signature', expiresAt)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('deletes expired rows of the replay store', async () => {
    const past = new Date(Date.now() - 60_000);
    await db().insert(captchaUses).values({ signature: 'expired-row', expiresAt: past });
    await db()
      .insert(captchaUses)
      .values({ signature: 'live-row', expiresAt: new Date(Date.now() + 60_000) });
    await verifyCaptcha(
      db(),
      hmacKey,
      await solveChallengeForTests(await createCaptchaChallenge(hmacKey)),
    );
    const left = (await db().select({ s: captchaUses.signature }).from(captchaUses)).map(
      (r) => r.s,
    );
    expect(left).not.toContain('expired-row');
    expect(left).toContain('live-row');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after 60 challenges a minute', async () => {
    // A fresh instance: the earlier tests already spent part of this client's budget.
    const limited = Fastify();
    limited.setValidatorCompiler(validatorCompiler);
    limited.setSerializerCompiler(serializerCompiler);
    await limited.register(errorsPlugin);
    await limited.register(rateLimit, { global: false });
    limited.decorate('routeLimit', (max: number, timeWindow: string) => ({ max, timeWindow }));
    await limited.register(captchaRoutes(hmacKey), { prefix: '/api/kullanici/api' });
    try {
      for (let i = 0; i < 60; i++) {
        const res = await limited.inject({ method: 'GET', url: '/api/kullanici/api/captcha/' });
        expect(res.statusCode).toBe(200);
      }
      const res = await limited.inject({ method: 'GET', url: '/api/kullanici/api/captcha/' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 'throttled' });
    } finally {
      await limited.close();
    }
  });
});
