import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKETS_PER_USER } from '@carsi/shared';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { createBusiness } from '../../../test/businesses.ts';
import { emitEvent } from '../events/index.ts';

const IDLE_MS = 1500;
let t: TestContext;
let base: string;
let origin: string;
let users: TestShopper[];
let businessId: number;

beforeAll(async () => {
  t = await buildTestApp({ products: 0, socket: { idleMs: IDLE_MS, sessionSweepMs: 200 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin = new URL(t.config.publicUrl).origin;
  users = await createShoppers(t, 6, 'soket');
  businessId = await createBusiness(t, 'Soket Mağaza', [{ userId: users[1]!.id }]);
}, 60_000);
afterAll(async () => t?.close());

async function ticket(u: TestShopper): Promise<string> {
  const res = await u.client.get('/api/kullanici/api/get-access-token/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

interface Opened {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; at: number }>;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
function open(token: string, from: string | null = origin, url = base): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/ws/notifications/?token=${encodeURIComponent(token)}`, {
      ...(from ? { origin: from } : {}),
    });
    const messages: unknown[] = [];
    const closed = new Promise<{ code: number; at: number }>((r) =>
      ws.on('close', (code) => r({ code, at: Date.now() })),
    );
    ws.on('message', (data) => {
      const text = data.toString();
      messages.push(text === 'pong' ? text : JSON.parse(text));
    });
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.on('error', (err) => reject(err));
  });
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('notification socket', () => {
  it('admits a fresh ticket from the site itself, answers ping with pong', async () => {
    const s = await open(await ticket(users[0]!));
    s.ws.send('ping');
    await waitFor(() => s.messages.includes('pong'));
    s.ws.close();
  });

  it('refuses a reused, forged or expired ticket, and a foreign or missing Origin', async () => {
    const used = await ticket(users[0]!);
    const s = await open(used);
    await expect(open(used)).rejects.toThrow('401');
    await expect(open('A'.repeat(32))).rejects.toThrow('401');
    await expect(open('')).rejects.toThrow('401');
    const old = await ticket(users[0]!);
    await t.database.db.execute(
      sql`UPDATE socket_tickets SET expires_at = now() - interval '1 second'`,
    );
    await expect(open(old)).rejects.toThrow('401');
    await expect(open(await ticket(users[0]!), 'https://evil.example')).rejects.toThrow('403');
    await expect(open(await ticket(users[0]!), null)).rejects.toThrow('403');
    await expect(open(await ticket(users[0]!), 'http://127.0.0.1.evil.example')).rejects.toThrow(
      '403',
    );
    // The page's own host is the site too (PUBLIC_URL may name another spelling of it).
    const sameHost = await open(await ticket(users[0]!), base.replace('ws:', 'http:'));
    sameHost.ws.close();
    s.ws.close();
  });

  it('pushes each notification to every open tab of its recipients, and to nobody else', async () => {
    const [shopper, seller, other] = [users[0]!, users[1]!, users[2]!];
    const tabs = [await open(await ticket(seller)), await open(await ticket(seller))];
    const shopperTab = await open(await ticket(shopper));
    const otherTab = await open(await ticket(other));
    await emitEvent(t.database.db, {
      type: 'order.placed',
      payload: {
        orderId: 42,
        orderNumber: 'C-42',
        userId: shopper.id,
        packages: [{ businessId, packageId: 1, items: 1 }],
      },
    });
    // Dispatched by the NOTIFY at commit, not by the test.
    for (const tab of tabs) await waitFor(() => tab.messages.length > 0);
    for (const tab of tabs)
      expect(tab.messages[0]).toEqual({
        type: 'notification',
        id: expect.any(Number),
        kind: 'siparis',
        message: 'Yeni sipariş: #C-42 (1 ürün). Hazırlamaya başlayabilirsiniz.',
        link: '/dashboard/vendor/orders/42/details',
        created_at: expect.any(String),
        business_id: businessId,
      });
    await new Promise((r) => setTimeout(r, 200));
    expect(shopperTab.messages).toEqual([]);
    expect(otherTab.messages).toEqual([]);
    for (const s of [...tabs, shopperTab, otherTab]) s.ws.close();
  });

  it('drops a socket that stays silent, keeps one that pings', async () => {
    const silent = await open(await ticket(users[3]!));
    // Taken before the second socket opens: on a loaded machine that can take most of IDLE_MS.
    const opened = Date.now();
    const talking = await open(await ticket(users[3]!));
    const pinger = setInterval(() => talking.ws.send('ping'), IDLE_MS / 3);
    const { code, at } = await silent.closed;
    expect(code).toBe(4000);
    expect(at - opened).toBeGreaterThanOrEqual(IDLE_MS - 100);
    expect(talking.ws.readyState).toBe(WebSocket.OPEN);
    clearInterval(pinger);
    talking.ws.close();
  });

  it(`keeps at most ${SOCKETS_PER_USER} sockets per user, closing the oldest`, async () => {
    const u = users[4]!;
    const first = await open(await ticket(u));
    const rest: Opened[] = [];
    // Kept talking, so that on a slow machine none is closed for silence while the others open.
    const pinger = setInterval(() => {
      for (const s of [first, ...rest]) if (s.ws.readyState === WebSocket.OPEN) s.ws.send('ping');
    }, IDLE_MS / 3);
    for (let i = 0; i < SOCKETS_PER_USER; i++) rest.push(await open(await ticket(u)));
    expect((await first.closed).code).toBe(4008);
    clearInterval(pinger);
    expect(rest.every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const s of rest) s.ws.close();
  });

  it('closes within a second of logout, and of the session being revoked', async () => {
    const u = users[5]!;
    const s = await open(await ticket(u));
    const loggedOut = Date.now();
    expect((await u.client.post('/api/kullanici/api/logout/', {})).statusCode).toBeLessThan(300);
    const { code, at } = await s.closed;
    expect(code).toBe(4001);
    expect(at - loggedOut).toBeLessThan(1000);

    const v = users[2]!;
    const r = await open(await ticket(v));
    const revoked = Date.now();
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now(), revoke_reason = 'test' WHERE user_id = ${v.id}`,
    );
    const closed = await r.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at - revoked).toBeLessThan(1000);
  });
});

describe.runIf(onRealServers && !!process.env.REDIS_URL)(
  'two processes on PostgreSQL and Redis',
  () => {
    it('an event committed on one reaches a socket held by the other', async () => {
      const second = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 5 });
      const app2 = await buildApp(t.config, { database: second });
      await app2.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url2 = `ws://127.0.0.1:${(app2.server.address() as AddressInfo).port}`;
        const seller = users[1]!;
        const onSecond = await open(await ticket(seller), origin, url2);
        // Committed through the first app's database; the second process holds the socket.
        await emitEvent(t.database.db, {
          type: 'stock.low',
          payload: { offerId: 1, businessId, productId: 1, title: 'Termos', stock: 1 },
        });
        await waitFor(() => onSecond.messages.length > 0, 3000);
        expect(onSecond.messages[0]).toMatchObject({
          type: 'notification',
          message: '“Termos” stokta 1 adet kaldı.',
        });
        onSecond.ws.close();
      } finally {
        await app2.close();
      }
    });
  },
);
