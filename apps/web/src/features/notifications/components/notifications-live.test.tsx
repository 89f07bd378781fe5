import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type User } from '@/lib/session-store';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi } from '@/lib/test-utils';
import { FakeWebSocket } from '../socket/fake-web-socket';
import { useNotificationsStore } from '../stores/notifications-store';
import { FOCUS_REFRESH_GAP_MS, NotificationsLive } from './notifications-live';

const LIST = '/api/notifications/vendor/notifications/';
const TICKET = '/api/kullanici/api/get-access-token/';

const user = (id: number): User => ({
  id,
  email: `k${id}@carsi.test`,
  first_name: 'Can',
  last_name: 'Demir',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
});

const unread = (id: number) => ({
  id,
  type: 'notification',
  kind: 'cevap',
  message: `Sorunuz cevaplandı (${id})`,
  link: '/urun-detay/ornek-urun',
  created_at: '2026-11-25T10:00:00Z',
  read_at: null,
  business_id: null,
});

let api: MockAdapter;
let tickets = 0;
let list = [unread(1)];

function mount() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationsLive socketOptions={{ WebSocketImpl: FakeWebSocket, baseUrl: 'ws://h' }} />
    </QueryClientProvider>,
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const loads = () => callsTo(api, 'GET', LIST).length;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  tickets = 0;
  list = [unread(1)];
  useNotificationsStore.setState({ notifications: [] });
  useSessionStore.setState({ status: 'anonymous', user: null, accessToken: null });
  api = installRouteApi({
    [`GET ${LIST}`]: () => ({ status: 200, data: list }),
    [`GET ${TICKET}`]: () => ({ status: 200, data: { access_token: `bilet-${++tickets}` } }),
  });
});

afterEach(() => {
  act(() => toast.remove());
  api.restore();
  vi.useRealTimers();
});

describe('NotificationsLive', () => {
  it('opens nothing for a visitor', async () => {
    mount();
    await flush();
    expect(api.requests).toHaveLength(0);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('for a signed-in user: loads the unread list and opens the socket with a fresh ticket', async () => {
    useSessionStore.setState({ status: 'authenticated', user: user(5), accessToken: 't' });
    mount();
    await flush();
    expect(loads()).toBe(1);
    expect(useNotificationsStore.getState().notifications.map((n) => n.id)).toEqual([1]);
    expect(FakeWebSocket.last.url).toBe('ws://h/ws/notifications/?token=bilet-1');
  });

  it('loads the list again on every reconnect, with a new ticket each time', async () => {
    useSessionStore.setState({ status: 'authenticated', user: user(5), accessToken: 't' });
    mount();
    await flush();
    act(() => FakeWebSocket.last.serverOpen());
    await flush();
    const afterOpen = loads();
    list = [unread(2), unread(1)];
    act(() => FakeWebSocket.last.serverClose());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last.url).toBe('ws://h/ws/notifications/?token=bilet-2');
    act(() => FakeWebSocket.last.serverOpen());
    await flush();
    expect(loads()).toBe(afterOpen + 1);
    expect(useNotificationsStore.getState().notifications.map((n) => n.id)).toEqual([2, 1]);
  });

  it('loads the list again when the tab comes back (once for focus and visibility together)', async () => {
    useSessionStore.setState({ status: 'authenticated', user: user(5), accessToken: 't' });
    mount();
    await flush();
    const before = loads();
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_REFRESH_GAP_MS));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await flush();
    expect(loads()).toBe(before + 1);
  });

  it('closes the socket at logout and opens a new one for the next user', async () => {
    useSessionStore.setState({ status: 'authenticated', user: user(5), accessToken: 't' });
    mount();
    await flush();
    const first = FakeWebSocket.last;
    act(() => useSessionStore.setState({ status: 'anonymous', user: null, accessToken: null }));
    expect(first.closedWith).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() =>
      useSessionStore.setState({ status: 'authenticated', user: user(9), accessToken: 'u' }),
    );
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last.url).toBe('ws://h/ws/notifications/?token=bilet-2');
  });
});
