import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type User } from '@/lib/session-store';
import { installMockFetch, type MockAdapter, type MockHandler } from '@/lib/test-adapter';
import type { AppNotification } from '../types';
import {
  INVALID_NOTIFICATION_ID,
  NOTIFICATIONS_STORAGE_KEY,
  useNotificationsStore,
} from './notifications-store';

const store = () => useNotificationsStore.getState();
const n = (id: number, message = `Bildirim ${id}`): AppNotification => ({
  id,
  type: 'notification',
  kind: 'siparis',
  message,
  link: `/siparislerim/${id}`,
  created_at: '2026-11-22T10:00:00.000Z',
  read_at: null,
  business_id: null,
});
const user: User = {
  id: 1,
  email: 's@carsi.test',
  first_name: 'Can',
  last_name: 'Demir',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

let mock: MockAdapter;
function install(handler: MockHandler) {
  mock = installMockFetch(handler);
}
const calls = () => mock.requests.map((r) => `${r.method} ${r.url}`);

beforeEach(() => {
  useNotificationsStore.setState({ notifications: [] });
  install(() => ({ status: 200, data: {} }));
});
afterEach(() => mock.restore());

describe('notifications store', () => {
  it('addNotification puts the newest first and ignores a known id', () => {
    store().addNotification(n(1));
    store().addNotification(n(2));
    store().addNotification(n(1, 'tekrar'));
    expect(store().notifications).toEqual([n(2), n(1)]);
  });

  it('setNotifications replaces the list', () => {
    store().addNotification(n(1));
    store().setNotifications([n(5), n(6)]);
    expect(store().notifications).toEqual([n(5), n(6)]);
  });

  it('is persisted under carsi-notifications', () => {
    store().addNotification(n(3));
    const stored = JSON.parse(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? 'null') as {
      state: unknown;
    };
    expect(NOTIFICATIONS_STORAGE_KEY).toBe('carsi-notifications');
    expect(stored.state).toEqual({ notifications: [n(3)] });
  });

  it('restores the persisted list on load', async () => {
    localStorage.setItem(
      'carsi-notifications',
      JSON.stringify({ state: { notifications: [n(8)] }, version: 1 }),
    );
    vi.resetModules();
    const fresh = await import('./notifications-store');
    expect(fresh.useNotificationsStore.getState().notifications).toEqual([n(8)]);
  });

  it('brings a list stored by the old version (id, type, message) to the new shape', async () => {
    localStorage.setItem(
      'carsi-notifications',
      JSON.stringify({
        state: {
          notifications: [
            { id: 9, type: 'order', message: 'Eski', created_at: '2026-11-20T08:00:00Z' },
            { id: 'ws-1', type: 'notification', message: 'yerel' },
          ],
        },
        version: 0,
      }),
    );
    vi.resetModules();
    const fresh = await import('./notifications-store');
    expect(fresh.useNotificationsStore.getState().notifications).toEqual([
      {
        id: 9,
        type: 'notification',
        kind: 'sistem',
        message: 'Eski',
        link: null,
        created_at: '2026-11-20T08:00:00Z',
        read_at: null,
        business_id: null,
      },
    ]);
  });

  it('markAsRead calls PATCH …/{id}/read/ and removes the notification', async () => {
    document.cookie = 'aq_csrf=c; path=/';
    store().setNotifications([n(1), n(2), n(3)]);
    await store().markAsRead(2);
    expect(calls()).toEqual(['PATCH /api/notifications/vendor/notifications/2/read/']);
    expect(mock.requests[0]?.headers['X-CSRF-Token']).toBe('c');
    expect(store().notifications).toEqual([n(1), n(3)]);
  });

  it.each([undefined, null, '', '  ', 'abc'])(
    'markAsRead(%j) rejects with "Invalid notification ID" and sends nothing',
    async (id) => {
      store().setNotifications([n(1)]);
      await expect(store().markAsRead(id)).rejects.toThrow(new Error('Invalid notification ID'));
      expect(INVALID_NOTIFICATION_ID).toBe('Invalid notification ID');
      expect(mock.requests).toHaveLength(0);
      expect(store().notifications).toEqual([n(1)]);
    },
  );

  it('markAsRead keeps the notification when the server refuses', async () => {
    install(() => ({ status: 500 }));
    store().setNotifications([n(1)]);
    await expect(store().markAsRead(1)).rejects.toMatchObject({ response: { status: 500 } });
    expect(store().notifications).toEqual([n(1)]);
  });

  it('clearAll calls PATCH …/clear_notifications/ and empties the list', async () => {
    store().setNotifications([n(1), n(2)]);
    await store().clearAll();
    expect(calls()).toEqual(['PATCH /api/notifications/vendor/clear_notifications/']);
    expect(store().notifications).toEqual([]);
  });

  it('fetchNotifications loads GET …/notifications/ (bare or paginated)', async () => {
    install(() => ({ status: 200, data: [n(4, 'Yeni sipariş')] }));
    await expect(store().fetchNotifications()).resolves.toHaveLength(1);
    expect(calls()).toEqual(['GET /api/notifications/vendor/notifications/']);
    expect(store().notifications).toEqual([n(4, 'Yeni sipariş')]);
    install(() => ({
      status: 200,
      data: {
        count: 1,
        next: null,
        previous: null,
        results: [
          { ...n(5, 'Soru'), kind: 'yeni-bir-tur', link: 'https://baska.site/' },
          { message: 'kimliksiz' },
        ],
      },
    }));
    await store().fetchNotifications();
    // An unknown kind reads as "sistem"; a link off the site is dropped; no id, no entry.
    expect(store().notifications).toEqual([{ ...n(5, 'Soru'), kind: 'sistem', link: null }]);
  });

  it('fetchNotifications shares a load on its way; what is read meanwhile stays out', async () => {
    let release!: () => void;
    install(async (req) => {
      if (req.method === 'GET') {
        await new Promise<void>((r) => (release = r));
        return { status: 200, data: [n(3), n(2), n(1)] };
      }
      return { status: 200, data: {} };
    });
    store().setNotifications([n(2), n(1)]);
    const first = store().fetchNotifications();
    const second = store().fetchNotifications();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    await store().markAsRead(2);
    store().addNotification(n(4));
    release();
    await Promise.all([first, second]);
    expect(calls().filter((c) => c.startsWith('GET'))).toHaveLength(1);
    expect(store().notifications.map((x) => x.id)).toEqual([4, 3, 1]);
  });

  it('markAsRead of a local id (a pushed message without one) asks the server nothing', async () => {
    store().setNotifications([n(-170000000000001), n(1)]);
    await store().markAsRead(-170000000000001);
    expect(mock.requests).toHaveLength(0);
    expect(store().notifications).toEqual([n(1)]);
  });

  it('empties the local list when the session ends', () => {
    useSessionStore.getState().setSession('t', user);
    store().setNotifications([n(1)]);
    useSessionStore.getState().clear();
    expect(store().notifications).toEqual([]);
  });
});
