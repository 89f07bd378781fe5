import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
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
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Demo products to seed; 0 = migrate only. Small by default to keep files fast. */
  products?: number;
  webDist?: string | null;
  env?: Record<string, string>;
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
  const { database, close: closeDatabase } = await openMigratedTestDatabase();
  if ((opts.products ?? 60) > 0) await seedDemo(database.db, { products: opts.products ?? 60 });
  const app = await buildApp(config, { database, keepDatabaseOpen: true });
  await app.ready();
  return {
    app,
    database,
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
