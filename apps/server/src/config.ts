import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/)
    .default('carsi:'),
  SMTP_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().optional(),
  MAIL_OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST: z.string().optional(),
  JOBS: z.enum(['on', 'off']).optional(),
  DEMO_CARRIER_DELIVERY_MINUTES: z.coerce.number().int().min(0).max(100_000).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.string().url().optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; unset = embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** In-memory PGlite (tests). */
  inMemoryDb: boolean;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several apps (or test files) can share one server. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Secret for signing tokens and CSRF values. Generated and kept under dataDir when unset. */
  secret: string;
  trustProxy: boolean | string;
  /**
   * Lists unsent mail at /api/dev/outbox/ (verification codes, reset links). On outside production,
   * and in the embedded demo (no SMTP, no DATABASE_URL); never on a real deployment unless asked for.
   */
  mailOutboxPage: boolean;
  /** Multiplies every route's rate limit (tests run many requests from one address). */
  rateLimitScale: number;
  logLevel: string;
  /**
   * `pretty`: one readable line per entry (the embedded demo, read by a person in a terminal);
   * `json`: one JSON object per line (a real deployment, read by a log collector).
   */
  logFormat: 'json' | 'pretty';
  /** Built web app to serve; null = API only. */
  webDist: string | null;
  seed: 'demo' | 'none';
  /**
   * Background jobs (modules/jobs) run in this process: on by default, off under NODE_ENV=test
   * (tests start runners themselves). `JOBS=off` for a process that should only serve HTTP.
   */
  jobs: boolean;
  /**
   * The demo carrier delivers packages shipped this many minutes ago (jobs 'demo-carrier');
   * 0 = off. Default 10 with the sandbox payment provider, 0 with a real one.
   */
  demoCarrierMinutes: number;
  payments: {
    provider: 'sandbox' | 'iyzico';
    iyzico: { apiKey?: string; secretKey?: string; baseUrl?: string };
  };
  /**
   * Server processes `npm start` runs behind the one port (node:cluster). More than one needs
   * DATABASE_URL: the embedded database belongs to one process.
   */
  workers: number;
  /**
   * Prometheus metrics: `GET /api/metrics` answers only with `Authorization: Bearer <token>`
   * (unset = 404). `METRICS_PORT` also serves every process's metrics, summed, at
   * `/metrics` on a port of its own (keep it off the public network).
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Connections per process to PostgreSQL (default 10). */
  dbPoolSize: number | undefined;
}

/** Reads the secret from the environment, or from DATA_DIR/secret (created once, never committed). */
function loadSecret(dataDir: string, fromEnv: string | undefined, env: string): string {
  if (fromEnv) return fromEnv;
  if (env === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  const file = resolve(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (shells and CI often export empty values).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  WORKERS: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process',
    );
  const dataDir = resolve(e.DATA_DIR);
  const defaultDist = resolve(import.meta.dirname, '../../web/dist');
  const webDist =
    env.WEB_DIST === ''
      ? null
      : e.WEB_DIST
        ? resolve(e.WEB_DIST)
        : existsSync(resolve(defaultDist, 'index.html'))
          ? defaultDist
          : null;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDb: false,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secret: loadSecret(dataDir, e.APP_SECRET, e.NODE_ENV),
    trustProxy:
      e.TRUST_PROXY === undefined ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
    mailOutboxPage:
      e.MAIL_OUTBOX_PAGE !== undefined
        ? e.MAIL_OUTBOX_PAGE === 'true'
        : e.NODE_ENV !== 'production' || (!e.SMTP_URL && !e.DATABASE_URL),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.DATABASE_URL || e.NODE_ENV === 'test' ? 'json' : 'pretty'),
    webDist,
    seed: e.SEED,
    jobs: e.JOBS ? e.JOBS === 'on' : e.NODE_ENV !== 'test',
    demoCarrierMinutes:
      e.DEMO_CARRIER_DELIVERY_MINUTES ?? (e.PAYMENT_PROVIDER === 'sandbox' ? 10 : 0),
    payments: {
      provider: e.PAYMENT_PROVIDER,
      iyzico: {
        apiKey: e.IYZICO_API_KEY,
        secretKey: e.IYZICO_SECRET_KEY,
        baseUrl: e.IYZICO_BASE_URL,
      },
    },
    workers: e.WORKERS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    dbPoolSize: e.DB_POOL_SIZE,
  };
}
