import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openMigratedTestDatabase, type TestDatabase } from './database.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});

let tdb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  tdb = await openMigratedTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: '/tmp/carsi-logging-test',
  });
  app = await buildApp(config, { database: tdb.database, keepDatabaseOpen: true, logStream: sink });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('structured logs', () => {
  it('log each request as JSON with its request id', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.statusCode).toBe(200);
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    const mine = entries.filter((e) => e.reqId === 'req-12345678');
    expect(mine.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('never contain tokens, cookies or secrets from headers or query strings', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/health?token=ws-ticket-SECRET1&page=2',
      headers: {
        authorization: 'Bearer eyJhbGciOi.SECRET2.sig',
        cookie: 'refresh=SECRET3; aq_csrf=SECRET4',
        'x-csrf-token': 'SECRET5',
      },
    });
    const all = lines.join('\n');
    expect(all).toContain('/api/health?token=[gizli]&page=2');
    for (const secret of ['SECRET1', 'SECRET2', 'SECRET3', 'SECRET4', 'SECRET5'])
      expect(all).not.toContain(secret);
  });
});

describe('request lines', () => {
  it('name the request on its completed line (method, url, status, time)', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-abcdefgh' },
    });
    const done = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((e) => e.reqId === 'req-abcdefgh' && e.msg === 'request completed');
    expect(done).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(done?.responseTime).toEqual(expect.any(Number));
  });
});

describe('the pretty format (the embedded demo)', () => {
  const pretty: string[] = [];
  let prettyApp: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      APP_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/carsi-logging-test',
    });
    const sink = new Writable({
      write(chunk, _enc, done) {
        pretty.push(String(chunk));
        done();
      },
    });
    prettyApp = await buildApp(config, {
      database: tdb.database,
      keepDatabaseOpen: true,
      logStream: sink,
    });
    await prettyApp.ready();
  });
  afterAll(async () => prettyApp?.close());

  it('writes one readable line per request: time, level, method, url, status, ms', async () => {
    pretty.length = 0;
    await prettyApp.inject({
      method: 'GET',
      url: '/api/health?token=ws-ticket-SECRET1&page=2',
      headers: { authorization: 'Bearer SECRET2', cookie: 'refresh=SECRET3' },
    });
    const text = pretty.join('');
    // One line in all: no separate "incoming request" line at info.
    const requestLines = text.trimEnd().split('\n');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/health\?token=\[gizli\]&page=2 200 \d+ ms$/,
    );
    for (const secret of ['SECRET1', 'SECRET2', 'SECRET3']) expect(text).not.toContain(secret);
  });

  it('keeps other lines to their message, without colours when not on a terminal', async () => {
    pretty.length = 0;
    prettyApp.log.warn({ directive: 'script-src' }, 'csp violation');
    expect(pretty.join('')).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: csp violation \{"directive":"script-src"\}\n$/,
    );
  });
});
