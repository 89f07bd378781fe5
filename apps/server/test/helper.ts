import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { PaymentProvider } from '../src/modules/payments/index.ts';
import { TestClient } from './client.ts';
import { openMigratedTestDatabase } from './database.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { solveChallengeForTests } from '../src/modules/captcha/index.ts';

/**
 * Which servers the suite runs against: the embedded PGlite by default; with
 * TEST_DB_ENGINE=postgres (the 'server-pg' project, enabled when TEST_DATABASE_URL is set)
 * a fresh PostgreSQL database per test file, and Redis when REDIS_URL is set.
 */
export const onRealServers = process.env.TEST_DB_ENGINE === 'postgres';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's URL, for a second app on it; absent on PGlite. */
  databaseUrl?: string;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Demo products to seed (spread over the leaves); 'all' for the whole demo catalogue; 0 to
   * migrate only. Small by default to keep files fast.
   */
  products?: number | 'all';
  webDist?: string | null;
  env?: Record<string, string>;
  /** Dispatch outbox events as they commit (the default), or only when a test asks. */
  autoDispatch?: boolean;
  /** Socket timings (tests of silence and revocation). */
  socket?: BuildAppOptions['socket'];
  /** Wraps the app's payment provider (see test/faulty-provider.ts). */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carsi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'none',
    // Every test request comes from one address; the lockout rules are tested on their own.
    RATE_LIMIT_SCALE: '100',
    ...(onRealServers && process.env.REDIS_URL
      ? {
          REDIS_URL: process.env.REDIS_URL,
          REDIS_PREFIX: `carsi-test:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`,
        }
      : {}),
    ...opts.env,
  });
  config.webDist = opts.webDist ?? null;
  const { database, url: databaseUrl, close: closeDatabase } = await openMigratedTestDatabase();
  const products = opts.products ?? 60;
  if (products === 'all') await seedDemo(database.db);
  else if (products > 0) await seedDemo(database.db, { products });
  const app = await buildApp(config, {
    database,
    keepDatabaseOpen: true,
    ...(opts.autoDispatch === undefined ? {} : { autoDispatch: opts.autoDispatch }),
    ...(opts.socket ? { socket: opts.socket } : {}),
    ...(opts.wrapPaymentProvider ? { wrapPaymentProvider: opts.wrapPaymentProvider } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    config,
    async close() {
      await app.close();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A solved ALTCHA payload, as the login form's widget would produce it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/kullanici/api/captcha/' });
  if (res.statusCode !== 200)
    throw new Error(`captcha challenge failed: ${res.statusCode} ${res.body}`);
  return solveChallengeForTests(res.json());
}

/** A client logged in through the login call (captcha solved), as the login form does. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = 'Carsi.2026!',
): Promise<TestClient> {
  const c = new TestClient(app);
  await c.prime();
  const res = await c.post('/api/kullanici/api/login/', {
    email,
    password,
    captchaToken: await solvedCaptcha(app),
  });
  if (res.statusCode !== 200)
    throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  c.access = res.json().access;
  return c;
}
