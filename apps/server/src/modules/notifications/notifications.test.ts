import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_NOTIFICATION_ID,
  notificationHistorySchema,
  notificationListSchema,
} from '@carsi/shared';
import { queryRows } from '../../lib/query-rows.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { createBusiness } from '../../../test/businesses.ts';
import { TestClient } from '../../../test/client.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { onRealServers } from '../../../test/helper.ts';
import { emitEvent } from '../events/index.ts';
import { dispatchPendingEvents } from './dispatcher.service.ts';

const API = '/api/notifications/vendor';
let t: TestContext;
let shopper: TestShopper;
let seller: TestShopper;
let staff: TestShopper;
let stranger: TestShopper;
let businessId: number;
let otherBusiness: number;

beforeAll(async () => {
  t = await buildTestApp({ products: 0, autoDispatch: false });
  [shopper, seller, staff, stranger] = (await createShoppers(t, 4, 'bildirim')) as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  businessId = await createBusiness(t, 'Bildirim Mağaza', [
    { userId: seller!.id, role: 'owner' },
    { userId: staff!.id, role: 'staff' },
  ]);
  otherBusiness = await createBusiness(t, 'Başka Mağaza', [{ userId: stranger!.id }]);
}, 60_000);
afterAll(async () => t?.close());

const unread = async (c: TestClient) => {
  const res = await c.get(`${API}/notifications/`);
  expect(res.statusCode, res.body).toBe(200);
  return notificationListSchema.parse(res.json());
};
const placed = (orderId: number, business: number) =>
  emitEvent(t.database.db, {
    type: 'order.placed',
    payload: {
      orderId,
      orderNumber: `C-${orderId}`,
      userId: shopper!.id,
      packages: [{ businessId: business, packageId: orderId, items: 2 }],
    },
  });

describe('dispatcher', () => {
  it('turns a committed event into notifications for its recipients, once', async () => {
    const eventId = await placed(9001, businessId);
    expect(await t.app.notifications.dispatch()).toBe(1);
    // Every member of the business sees it; the shopper and another business do not.
    for (const member of [seller!, staff!]) {
      const list = await unread(member.client);
      expect(list[0]).toMatchObject({
        type: 'notification',
        kind: 'siparis',
        message: 'Yeni sipariş: #C-9001 (2 ürün). Hazırlamaya başlayabilirsiniz.',
        link: '/dashboard/vendor/orders/9001/details',
        business_id: businessId,
        read_at: null,
      });
    }
    expect(await unread(stranger!.client)).toEqual([]);
    expect(await unread(shopper!.client)).toEqual([]);
    // Handing the same event out again (a crash after storing, before marking) stores nothing.
    await t.database.db.execute(sql`UPDATE events SET dispatched_at = NULL WHERE id = ${eventId}`);
    expect(await t.app.notifications.dispatch()).toBe(0);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE event_id = ${eventId}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('writes nothing when the change is rolled back', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM events`,
    );
    await t.database.db
      .transaction(async (tx) => {
        await emitEvent(tx, {
          type: 'stock.low',
          payload: { offerId: 1, businessId, productId: 1, title: 'Kayıp', stock: 1 },
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM events`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await t.app.notifications.dispatch()).toBe(0);
  });

  it('addresses shoppers, and every operator for an alert', async () => {
    await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${stranger!.id}`);
    await emitEvent(t.database.db, {
      type: 'order_item.status_changed',
      payload: {
        orderId: 77,
        orderNumber: 'C-77',
        orderItemId: 5,
        userId: shopper!.id,
        businessId,
        title: 'Kablosuz Kulaklık',
        from: 'hazirlaniyor',
        to: 'kargoya_verildi',
      },
    });
    await emitEvent(t.database.db, {
      type: 'operator.alert',
      payload: { message: 'İade 3 kez başarısız oldu.', key: 'refund:1' },
    });
    await t.app.notifications.dispatch();
    expect((await unread(shopper!.client))[0]).toMatchObject({
      kind: 'siparis',
      message: '#C-77 siparişinizdeki “Kablosuz Kulaklık”: kargoya verildi.',
      link: '/siparislerim/77',
      business_id: null,
    });
    expect((await unread(stranger!.client))[0]).toMatchObject({
      kind: 'sistem',
      message: 'İade 3 kez başarısız oldu.',
    });
    await t.database.db.execute(sql`UPDATE users SET role = 'shopper' WHERE id = ${stranger!.id}`);
  });

  it('sets an event that keeps failing aside, with its error, and goes on with the rest', async () => {
    await t.database.db.execute(
      sql`INSERT INTO events (type, payload) VALUES ('order.placed', '{"packages": 5}'::jsonb)`,
    );
    await placed(9002, otherBusiness);
    await t.app.notifications.dispatch();
    expect((await unread(stranger!.client)).map((n) => n.message)).toContain(
      'Yeni sipariş: #C-9002 (2 ürün). Hazırlamaya başlayabilirsiniz.',
    );
    const [bad] = await queryRows<{
      attempts: number;
      last_error: string | null;
      dispatched_at: unknown;
    }>(
      t.database.db,
      sql`SELECT attempts, last_error, dispatched_at FROM events WHERE payload = '{"packages": 5}'::jsonb`,
    );
    expect(bad!.attempts).toBeGreaterThanOrEqual(1);
    expect(bad!.last_error).toBeTruthy();
    for (let i = 0; i < 12; i++) await t.app.notifications.dispatch();
    const [after] = await queryRows<{ attempts: number; dispatched_at: unknown }>(
      t.database.db,
      sql`SELECT attempts, dispatched_at FROM events WHERE payload = '{"packages": 5}'::jsonb`,
    );
    expect(after!.attempts).toBe(10);
    expect(after!.dispatched_at).not.toBeNull();
  });
});

describe('after a crash', () => {
  it('stores a batch in one go, and when the database refuses one event the rest still go through', async () => {
    // A seller that does not exist: its notification breaks the foreign key, in the database.
    await placed(9101, 987_654_321);
    await placed(9102, otherBusiness);
    await placed(9103, otherBusiness);
    await t.app.notifications.dispatch();
    const messages = (await unread(stranger!.client)).map((n) => n.message);
    expect(messages).toContain('Yeni sipariş: #C-9102 (2 ürün). Hazırlamaya başlayabilirsiniz.');
    expect(messages).toContain('Yeni sipariş: #C-9103 (2 ürün). Hazırlamaya başlayabilirsiniz.');
    const [bad] = await queryRows<{ attempts: number; last_error: string | null; done: boolean }>(
      t.database.db,
      sql`SELECT attempts, last_error, dispatched_at IS NOT NULL AS done FROM events
           WHERE payload ->> 'orderId' = '9101'`,
    );
    expect(bad).toMatchObject({ attempts: 1, done: false });
    expect(bad!.last_error).toBeTruthy();
  });

  it('dispatches on start what was committed before the stop', async () => {
    await placed(9300, otherBusiness);
    // The process dies before dispatching; a new one starts on the same database.
    const restarted = await buildApp(t.config, { database: t.database, keepDatabaseOpen: true });
    await restarted.ready();
    try {
      await restarted.notifications.dispatch();
      expect((await unread(stranger!.client)).map((n) => n.message)).toContain(
        'Yeni sipariş: #C-9300 (2 ürün). Hazırlamaya başlayabilirsiniz.',
      );
    } finally {
      await restarted.close();
    }
  });
});

describe.runIf(onRealServers)('two dispatchers on PostgreSQL', () => {
  it('never hand out the same event twice', async () => {
    await t.database.db.execute(
      sql`UPDATE events SET dispatched_at = now() WHERE dispatched_at IS NULL`,
    );
    await t.database.db.execute(sql`
      INSERT INTO events (type, payload)
      SELECT 'stock.low', json_build_object('offerId', g, 'businessId', ${otherBusiness}::int,
             'productId', g, 'title', 'Ürün ' || g, 'stock', 1)::jsonb
        FROM generate_series(1, 300) g`);
    const other = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 2 });
    try {
      const [a, b] = await Promise.all([
        dispatchPendingEvents(t.database.db),
        dispatchPendingEvents(other.db),
      ]);
      const ids = [...a, ...b].map((n) => n.id);
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
      const [row] = await queryRows<{ max: number; pending: number }>(
        t.database.db,
        sql`SELECT max(attempts)::int AS max, count(*) FILTER (WHERE dispatched_at IS NULL)::int AS pending
              FROM events WHERE type = 'stock.low'`,
      );
      expect(row).toEqual({ max: 1, pending: 0 });
    } finally {
      await other.close();
    }
  });
});

describe('notification calls', () => {
  it('refuses a visitor', async () => {
    const visitor = await new TestClient(t.app).prime();
    expect((await visitor.get(`${API}/notifications/`)).statusCode).toBe(401);
    expect((await visitor.patch(`${API}/clear_notifications/`, {})).statusCode).toBe(401);
  });

  it('marks one read (it leaves the unread list), refuses bad and foreign ids', async () => {
    await placed(9100, businessId);
    await t.app.notifications.dispatch();
    const [first] = await unread(seller!.client);
    for (const bad of ['abc', '0', '-1', '1.5', 'undefined', '99999999999999999999']) {
      const res = await seller!.client.patch(`${API}/notifications/${bad}/read/`, {});
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().detail).toBe(INVALID_NOTIFICATION_ID);
    }
    const missing = await seller!.client.patch(`${API}/notifications/read/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(INVALID_NOTIFICATION_ID);
    // Someone else's notification is not found, and stays unread.
    const foreign = await stranger!.client.patch(`${API}/notifications/${first!.id}/read/`, {});
    expect(foreign.statusCode).toBe(404);
    expect((await unread(seller!.client)).map((n) => n.id)).toContain(first!.id);
    const ok = await seller!.client.patch(`${API}/notifications/${first!.id}/read/`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    // Read by one member, read for the business.
    expect((await unread(staff!.client)).map((n) => n.id)).not.toContain(first!.id);
  });

  it('clears all, and the history keeps read ones, filtered by kind, a page at a time', async () => {
    for (let i = 0; i < 22; i++) await placed(9200 + i, businessId);
    await emitEvent(t.database.db, {
      type: 'stock.low',
      payload: { offerId: 1, businessId, productId: 1, title: 'Çay Bardağı', stock: 2 },
    });
    await t.app.notifications.dispatch();
    expect((await unread(staff!.client)).length).toBeGreaterThanOrEqual(23);
    const cleared = await staff!.client.patch(`${API}/clear_notifications/`, {});
    expect(cleared.statusCode).toBe(200);
    expect(await unread(seller!.client)).toEqual([]);

    const page1 = notificationHistorySchema.parse(
      (await seller!.client.get(`${API}/history/`)).json(),
    );
    expect(page1.unread).toBe(0);
    expect(page1.results).toHaveLength(20);
    expect(page1.results.every((n) => n.read_at !== null)).toBe(true);
    expect(page1.results[0]!.message).toBe('“Çay Bardağı” stokta 2 adet kaldı.');
    expect(page1.next).toBe('/api/notifications/vendor/history/?page=2');
    const stock = notificationHistorySchema.parse(
      (await seller!.client.get(`${API}/history/?kind=stok`)).json(),
    );
    expect(stock.count).toBe(1);
    expect(stock.results[0]!.kind).toBe('stok');
    const bad = await seller!.client.get(`${API}/history/?kind=hepsi`);
    expect(bad.statusCode).toBe(400);
  });
});
