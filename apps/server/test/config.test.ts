import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { DATA_DIR: '/tmp/carsi-config-test', APP_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('defaults to the embedded database on port 3000 and treats empty variables as unset', () => {
    const c = loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
  });

  it('shows the mail outbox page only in the embedded demo or outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).mailOutboxPage).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', DATABASE_URL: 'postgres://x@h/db' })
        .mailOutboxPage,
    ).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })
        .mailOutboxPage,
    ).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://h:25' }).mailOutboxPage,
    ).toBe(false);
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/db',
        MAIL_OUTBOX_PAGE: 'true',
      }).mailOutboxPage,
    ).toBe(true);
  });

  it('logs readable lines on the embedded database and JSON on a real deployment', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).logFormat).toBe('pretty');
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' }).logFormat,
    ).toBe('json');
    expect(loadConfig({ ...base, NODE_ENV: 'production', LOG_FORMAT: 'json' }).logFormat).toBe(
      'json',
    );
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/db',
        LOG_FORMAT: 'pretty',
      }).logFormat,
    ).toBe('pretty');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ ...base, PORT: 'yetmiş' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, APP_SECRET: 'kisa' })).toThrow(/APP_SECRET/);
  });

  it('runs several processes only on PostgreSQL, and metrics only with a long enough token', () => {
    expect(loadConfig(base).workers).toBe(1);
    expect(() => loadConfig({ ...base, WORKERS: '2' })).toThrow(/WORKERS: .*DATABASE_URL/);
    expect(loadConfig({ ...base, WORKERS: '4', DATABASE_URL: 'postgres://x@h/db' }).workers).toBe(
      4,
    );
    expect(() => loadConfig({ ...base, WORKERS: '0' })).toThrow(/WORKERS/);
    expect(loadConfig(base).metrics).toEqual({ token: undefined, port: undefined });
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'kisa' })).toThrow(/METRICS_TOKEN/);
  });
});
