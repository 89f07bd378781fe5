import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { migrationsFolder } from '../src/db/client.ts';
import { queryRows } from '../src/lib/query-rows.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openMigratedTestDatabase, type TestDatabase } from './database.ts';
import { loginAs, onRealServers, solvedCaptcha } from './helper.ts';
import { freePort, RemoteApp, type ServerProcess, startProxy, startServer } from './processes.ts';
import { TestClient } from './client.ts';

// Issue 17: two real server processes on one PostgreSQL and one Redis, behind one port. What
// one process does, the other sees: sessions, rate-limit counters, cache invalidation and the
// socket fan-out. Each request names its process (`x-backend`), so nothing here is luck.
const enabled = onRealServers && !!process.env.REDIS_URL;

let db: TestDatabase;
let servers: ServerProcess[] = [];
let proxy: Awaited<ReturnType<typeof startProxy>>;
let remote: RemoteApp;
let base: string;

const A = 0;
const B = 1;

/** The same client, its next requests sent to process `n`. */
function on<T extends TestClient>(n: number, client: T): T {
  remote.backend = n;
  return client;
}

beforeAll(async () => {
  if (!enabled) return;
  // An empty database: both processes start at once and take turns to migrate it.
  db = await openMigratedTestDatabase({ migrate: false });
  // The proxy first: its address is the site's (PUBLIC_URL), which the socket checks the
  // Origin against. The backends join once they listen.
  const ports: number[] = [];
  proxy = await startProxy(ports);
  base = `http://127.0.0.1:${proxy.port}`;
  const env = {
    DATABASE_URL: db.url!,
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: `carsi-two:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`,
    APP_SECRET: 'two-processes-secret-two-processes-secret-0123',
    PUBLIC_URL: base,
    METRICS_TOKEN: 'olcum-anahtari-0123456789',
    JOBS: 'off',
  };
  servers = await Promise.all([startServer(env), startServer(env)]);
  ports.push(...servers.map((s) => s.port));
  await seedDemo(db.database.db, { products: 60 });
  remote = new RemoteApp(base);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
});

describe.skipIf(!enabled)('two processes behind one port', () => {
  it('both started at once on an empty database; each migration was applied once', async () => {
    const journal = JSON.parse(
      readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [row] = await queryRows<{ n: number }>(
      db.database.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(row!.n).toBe(journal.entries.length);
    for (const s of servers) expect(s.output()).not.toMatch(/"level":(50|60)/);
  });

  it('a login on one process is a session on the other', async () => {
    remote.backend = A;
    const shopper = await loginAs(remote.asApp, 'alici@carsi.test');
    const me = await on(B, shopper).get('/api/kullanici/api/user/me/');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().email).toBe('alici@carsi.test');
    // The refresh token turned on B is refused when replayed on A: one session store.
    const refreshed = await on(B, shopper).post('/api/api/token/refresh/', {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    shopper.access = refreshed.json().access;
    expect((await on(A, shopper).get('/api/kullanici/api/user/me/')).statusCode).toBe(200);
    // Logging out on A ends the session on B.
    expect((await on(A, shopper).post('/api/kullanici/api/logout/', {})).statusCode).toBe(200);
    expect((await on(B, shopper).get('/api/kullanici/api/user/me/')).statusCode).toBe(401);
  });

  it('a rate limit counts the requests of both processes', async () => {
    // Password reset: 5 per 15 minutes per address. Alternating processes, the sixth is refused.
    remote.backend = A;
    const visitor = await new TestClient(remote.asApp).prime();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      remote.backend = i % 2;
      const captchaToken = await solvedCaptcha(remote.asApp);
      const res = await on(i % 2, visitor).post('/api/kullanici/api/password-reset/', {
        email: `yok${i}@carsi.test`,
        captchaToken,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a socket on one process receives the event committed on the other', async () => {
    remote.backend = A;
    const seller = await loginAs(remote.asApp, 'satici@carsi.test');
    const offers = await on(B, seller).get('/api/vendor/api/offers/');
    expect(offers.statusCode, offers.body).toBe(200);
    const offer = offers.json().results[0] as { product_id: number; title: string };

    const ticket = (await on(A, seller).get('/api/kullanici/api/get-access-token/')).json()
      .access_token as string;
    const messages: { type?: string; message?: string }[] = [];
    const ws = new WebSocket(
      `ws://127.0.0.1:${proxy.port}/ws/notifications/?token=${encodeURIComponent(ticket)}`,
      { origin: base, headers: { 'x-backend': String(A) } },
    );
    ws.on('message', (d) => {
      const text = d.toString();
      if (text !== 'pong') messages.push(JSON.parse(text));
    });
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    try {
      // A shopper asks the seller a question through process B.
      remote.backend = B;
      const shopper = await loginAs(remote.asApp, 'alici@carsi.test');
      const asked = await on(B, shopper).post(
        `/api/urun/api/products/${offer.product_id}/questions/`,
        {
          body: 'Bu ürünün garantisi kaç yıl, faturalı mı gönderiliyor?',
        },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const until = Date.now() + 10_000;
      while (!messages.some((m) => m.type === 'notification') && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      const note = messages.find((m) => m.type === 'notification');
      expect(note?.message).toMatch(/soru/i);
    } finally {
      ws.close();
    }
  });

  it('a price change on one process drops the cached product page on both', async () => {
    remote.backend = A;
    const seller = await loginAs(remote.asApp, 'satici@carsi.test');
    const offers = (await on(A, seller).get('/api/vendor/api/offers/')).json().results as {
      id: number;
      price: number;
      product_slug: string;
    }[];
    const offer = offers[0]!;
    const page = (n: number) => on(n, seller).get(`/api/urun/api/products/${offer.product_slug}/`);
    const priceOn = async (n: number) => {
      const body = (await page(n)).json() as { offers?: { id: number; price: number }[] };
      return body.offers?.find((o) => o.id === offer.id)?.price;
    };
    // Both processes have answered (and cached) the page.
    expect(await priceOn(A)).toBe(offer.price);
    expect(await priceOn(B)).toBe(offer.price);
    const newPrice = offer.price - 100;
    const changed = await on(B, seller).request('PATCH', `/api/vendor/api/offers/${offer.id}/`, {
      price: newPrice,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await priceOn(A)).toBe(newPrice);
    expect(await priceOn(B)).toBe(newPrice);
  });

  it('each process answers its health probes and its own metrics behind the token', async () => {
    for (const n of [A, B]) {
      remote.backend = n;
      const ready = await remote.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: { database: true, redis: true, accepting: true },
      });
      const refused = await remote.inject({ method: 'GET', url: '/api/metrics' });
      expect(refused.statusCode).toBe(401);
      const metrics = await remote.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer olcum-anahtari-0123456789' },
      });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/carsi_http_requests_total\{[^}]*route="\/api\/health\/ready"/);
      expect(metrics.body).toMatch(/carsi_db_pool_connections\{state="max"\} 10/);
    }
  });
});

describe.skipIf(!enabled)('WORKERS=2: one command, two processes on one port', () => {
  it('serves from both, sums their metrics on METRICS_PORT, and stops gracefully: sockets get the restart hint', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const cluster = await startServer(
      {
        PORT: String(port),
        WORKERS: '2',
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: db.url!,
        REDIS_URL: process.env.REDIS_URL!,
        REDIS_PREFIX: `carsi-cluster:${process.pid}:`,
        APP_SECRET: 'two-processes-secret-two-processes-secret-0123',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        JOBS: 'off',
      },
      'Çarşı çalışıyor',
    );
    try {
      expect(cluster.output()).toContain('Sunucu süreçleri: 2');
      const direct = new RemoteApp(`http://127.0.0.1:${port}`);
      for (let i = 0; i < 6; i++)
        expect((await direct.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(
          200,
        );
      // Both workers answered: the summed counter of the live probe is 6, in two processes'
      // registries (node:cluster hands connections out round-robin).
      const summed = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(summed).toMatch(
        /carsi_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 6/,
      );
      expect(summed).toMatch(/carsi_db_pool_connections\{state="max"\} 20/); // 10 + 10

      const seller = await loginAs(direct.asApp, 'satici@carsi.test');
      const ticket = (await seller.get('/api/kullanici/api/get-access-token/')).json()
        .access_token as string;
      const ws = new WebSocket(
        `ws://127.0.0.1:${port}/ws/notifications/?token=${encodeURIComponent(ticket)}`,
        { origin: `http://127.0.0.1:${port}` },
      );
      await new Promise((ok, fail) => {
        ws.once('open', ok);
        ws.once('error', fail);
      });
      const closed = new Promise<{ code: number; reason: string }>((ok) =>
        ws.once('close', (code, reason) => ok({ code, reason: reason.toString() })),
      );
      expect(await cluster.stop()).toBe(0);
      expect(await closed).toEqual({
        code: 1012,
        reason: 'Sunucu yeniden başlıyor; yeniden bağlanın',
      });
    } finally {
      await cluster.stop();
    }
  }, 120_000);
});
